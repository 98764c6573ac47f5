import UIKit

/// What a banner tells its delegate; both are optional.
@objc public protocol BannerDelegate: AnyObject {
    @objc optional func bannerDidShow(_ presenter: BannerPresenter)
    @objc optional func bannerDidHide(_ presenter: BannerPresenter)
}

/// Shows one banner at a time at the top of the screen, pinned to the safe area, and hides it
/// after a while, on a tap or a swipe.
@objcMembers
public final class BannerPresenter: NSObject {
    public static let shared = BannerPresenter()

    public weak var delegate: BannerDelegate?
    /// Whether the banner's window answers orientation questions as the app does (see
    /// BannerViewController). Off by default, as in the library's first releases.
    public var forwardsOrientation = false
    public private(set) var window: UIWindow?
    public private(set) var bannerView: BannerView?
    private var hideTimer: Timer?

    public var isShowing: Bool { window != nil }

    public func show(title: String, message: String, duration: TimeInterval = 3) {
        if isShowing { hide() }
        let window = makeWindow()
        let controller = BannerViewController()
        controller.forwardsOrientation = forwardsOrientation
        window.rootViewController = controller
        window.windowLevel = UIWindow.Level.statusBar + 1

        let banner = BannerView(title: title, message: message)
        banner.onDismiss = { [weak self] in self?.hide() }
        controller.view.addSubview(banner)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
        ])
        window.bannerView = banner
        window.isHidden = false
        banner.layoutIfNeeded()
        banner.animateIn()
        self.window = window
        self.bannerView = banner

        #if os(iOS)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #endif
        UIAccessibility.post(notification: .announcement, argument: banner.accessibilityLabel)
        NotificationCenter.default.addObserver(self, selector: #selector(orientationDidChange(_:)),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
        hideTimer = Timer.scheduledTimer(timeInterval: duration, target: self, selector: #selector(hide),
                                         userInfo: nil, repeats: false)
        perform(#selector(announceShown), with: nil, afterDelay: 0)
    }

    public func hide() {
        guard let window else { return }
        hideTimer?.invalidate()
        hideTimer = nil
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        NotificationCenter.default.removeObserver(self)
        UIView.animate(withDuration: 0.25, animations: {
            window.alpha = 0
        }, completion: { _ in
            window.isHidden = true
        })
        self.window = nil
        self.bannerView = nil
        delegate?.bannerDidHide?(self)
    }

    func announceShown() { delegate?.bannerDidShow?(self) }

    /// Lays the banner out again once the interface has turned.
    func orientationDidChange(_ notification: Notification) {
        bannerView?.setNeedsLayout()
    }

    private func makeWindow() -> BannerWindow {
        if #available(iOS 13.0, *) {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            if let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first {
                return BannerWindow(windowScene: scene)
            }
        }
        return BannerWindow(frame: UIScreen.main.bounds)
    }
}
