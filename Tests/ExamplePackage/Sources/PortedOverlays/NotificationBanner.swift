// NotificationBanner (Daltron/NotificationBanner), the window code of BaseNotificationBanner,
// BannerPositionFrame, NotificationBannerQueue and UIWindow+orientation.
// Follows 3.0.0 as it stood before f0f6be9 (October 2019), whose observer and frame code are
// 2.5.1's, the version #222 used (2.5.1 read the window as `delegate!.window!!`; 3.0.0 finds it
// through the foreground scene on iOS 13). With `applyFix`, 3.0.1's "Fix orientation issues"
// (f0f6be9, PR #251): the banner's width and height read through `UIWindow.width`/`.height`,
// which pick the long or short side by `UIDevice.current.orientation`.
// Reports:
//   https://github.com/Daltron/NotificationBanner/issues/222 (iPad, bottom banner broken after
//   rotation; #110 on an iPad Pro 12.9" names the cause: the device-orientation observer reads
//   the window's frame before the interface has turned);
//   https://github.com/Daltron/NotificationBanner/issues/404 (portrait-only iPhone app, the banner
//   lands at wrong coordinates when the device turns: the 3.0.1 fix reads the device's
//   orientation, not the window's).
// Edits (Docs/PORTING.md): `import PivotUIKit`; the `#selector` observer → the closure form with
// its token; `perform(#selector(dismiss), afterDelay:)` → a DispatchWorkItem; `#available` →
// `available(iOS:)`; SnapKit constraints → frames; labels, colours, haptics, gestures dropped.

import PivotUIKit

@objc public enum BannerPosition: Int {
    case bottom
    case top
}

public enum QueuePosition: Int {
    case back
    case front
}

final class BannerPositionFrame {
    private(set) var startFrame: CGRect
    private(set) var endFrame: CGRect

    init(bannerPosition: BannerPosition, bannerWidth: CGFloat, bannerHeight: CGFloat, maxY: CGFloat,
         finishYOffset: CGFloat = 0, edgeInsets: UIEdgeInsets?) {
        let edgeInsets = edgeInsets ?? .zero
        let width = bannerWidth - edgeInsets.left - edgeInsets.right
        switch bannerPosition {
        case .bottom:
            startFrame = CGRect(x: edgeInsets.left, y: maxY, width: width, height: bannerHeight)
            endFrame = CGRect(x: edgeInsets.left, y: maxY - bannerHeight - edgeInsets.bottom - finishYOffset,
                              width: width, height: bannerHeight)
        case .top:
            startFrame = CGRect(x: edgeInsets.left, y: -bannerHeight, width: width, height: bannerHeight)
            endFrame = CGRect(x: edgeInsets.left, y: edgeInsets.top + finishYOffset, width: width, height: bannerHeight)
        }
    }
}

open class NotificationBannerQueue {
    public static var `default` = NotificationBannerQueue()
    public private(set) var banners: [BaseNotificationBanner] = []

    func addBanner(_ banner: BaseNotificationBanner, bannerPosition: BannerPosition, queuePosition: QueuePosition) {
        if queuePosition == .back {
            banners.append(banner)
            if banners.firstIndex(of: banner) == 0 {
                banner.show(placeOnQueue: false, bannerPosition: bannerPosition)
            }
        } else {
            banner.show(placeOnQueue: false, bannerPosition: bannerPosition)
            if let firstBanner = banners.first { firstBanner.suspend() }
            banners.insert(banner, at: 0)
        }
    }

    func removeBanner(_ banner: BaseNotificationBanner) {
        if let index = banners.firstIndex(of: banner) {
            banners.remove(at: index)
        }
    }

    func showNext(callback: (_ isEmpty: Bool) -> Void) {
        if !banners.isEmpty { banners.removeFirst() }
        guard let banner = banners.first else { return callback(true) }
        if banner.isSuspended { banner.resume() } else { banner.show(placeOnQueue: false, bannerPosition: banner.bannerPosition) }
        callback(false)
    }
}

extension UIWindow {
    /// 3.0.1 (UIWindow+orientation.swift): the side that matches the device's orientation.
    public var width: CGFloat {
        switch UIDevice.current.orientation {
        case .landscapeLeft, .landscapeRight: return max(frame.width, frame.height)
        case .portrait, .portraitUpsideDown: return min(frame.width, frame.height)
        default: return frame.width
        }
    }

    public var height: CGFloat {
        switch UIDevice.current.orientation {
        case .landscapeLeft, .landscapeRight: return min(frame.width, frame.height)
        case .portrait, .portraitUpsideDown: return max(frame.width, frame.height)
        default: return frame.height
        }
    }
}

open class BaseNotificationBanner: UIView {
    /// The version switch: false runs 2.5.1 (`window.frame`), true runs 3.0.1 (`window.width`).
    public static var applyFix = false

    public static let BannerWillAppear = Notification.Name(rawValue: "NotificationBannerWillAppear")
    public static let BannerDidAppear = Notification.Name(rawValue: "NotificationBannerDidAppear")
    public static let BannerWillDisappear = Notification.Name(rawValue: "NotificationBannerWillDisappear")
    public static let BannerDidDisappear = Notification.Name(rawValue: "NotificationBannerDidDisappear")

    public var bannerHeight: CGFloat {
        get { customBannerHeight ?? (shouldAdjustForNotchFeaturedIphone() ? 88 : 64) }
        set { customBannerHeight = newValue }
    }
    public var duration: TimeInterval = 5.0
    public var autoDismiss = true
    public internal(set) var isDisplaying = false
    public var bannerEdgeInsets: UIEdgeInsets?

    internal var animationDuration: TimeInterval = 0.5
    internal weak var parentViewController: UIViewController?
    internal var customBannerHeight: CGFloat?
    var isSuspended = false
    private(set) var bannerQueue = NotificationBannerQueue.default
    private(set) var bannerPosition: BannerPosition = .top
    private(set) var bannerPositionFrame: BannerPositionFrame!

    /// The main window of the application which banner views are placed on.
    private let appWindow: UIWindow? = {
        if available(iOS: 13) {
            return UIApplication.shared.connectedScenes
                .first { $0.activationState == .foregroundActive }
                .map { $0 as? UIWindowScene }
                .map { $0?.windows.first } ?? UIApplication.shared.delegate?.window ?? nil
        }
        return UIApplication.shared.delegate?.window ?? nil
    }()

    private var orientationObserver: (any NSObjectProtocol)?
    private var dismissWork: DispatchWorkItem?

    public init() {
        super.init(frame: .zero)
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let orientationObserver { NotificationCenter.default.removeObserver(orientationObserver) }
    }

    private func windowWidth(_ window: UIWindow) -> CGFloat { Self.applyFix ? window.width : window.frame.width }
    private func windowHeight(_ window: UIWindow) -> CGFloat { Self.applyFix ? window.height : window.frame.height }

    private func finishBannerYOffset() -> CGFloat {
        let bannerIndex = bannerQueue.banners.firstIndex(of: self) ?? bannerQueue.banners.filter { $0.isDisplaying }.count
        return bannerQueue.banners.prefix(bannerIndex).reduce(0) { $0 + $1.bannerHeight + 20 }
    }

    internal func updateBannerPositionFrames() {
        guard let window = appWindow else { return }
        bannerPositionFrame = BannerPositionFrame(bannerPosition: bannerPosition, bannerWidth: windowWidth(window),
                                                  bannerHeight: bannerHeight, maxY: maximumYPosition(),
                                                  finishYOffset: finishBannerYOffset(), edgeInsets: bannerEdgeInsets)
    }

    public func show(queuePosition: QueuePosition = .back, bannerPosition: BannerPosition = .top,
                     queue: NotificationBannerQueue = NotificationBannerQueue.default,
                     on viewController: UIViewController? = nil) {
        parentViewController = viewController
        bannerQueue = queue
        show(placeOnQueue: true, queuePosition: queuePosition, bannerPosition: bannerPosition)
    }

    func show(placeOnQueue: Bool, queuePosition: QueuePosition = .back, bannerPosition: BannerPosition = .top) {
        guard !isDisplaying else { return }
        self.bannerPosition = bannerPosition
        updateBannerPositionFrames()

        if let orientationObserver { NotificationCenter.default.removeObserver(orientationObserver) }
        orientationObserver = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in self?.onOrientationChanged() }

        guard !placeOnQueue else {
            return bannerQueue.addBanner(self, bannerPosition: bannerPosition, queuePosition: queuePosition)
        }
        frame = bannerPositionFrame.startFrame
        if let parentViewController {
            parentViewController.view.addSubview(self)
            if statusBarShouldBeShown() { appWindow?.windowLevel = .normal }
        } else {
            appWindow?.addSubview(self)
            if statusBarShouldBeShown() && !(parentViewController == nil && bannerPosition == .top) {
                appWindow?.windowLevel = .normal
            } else {
                appWindow?.windowLevel = .statusBar + 1
            }
        }
        NotificationCenter.default.post(name: Self.BannerWillAppear, object: self, userInfo: nil)
        isDisplaying = true

        let bannerIndex = Double(bannerQueue.banners.firstIndex(of: self) ?? 0) + 1
        UIView.animate(withDuration: animationDuration * bannerIndex, delay: 0, usingSpringWithDamping: 0.7,
                       initialSpringVelocity: 1, options: [.curveLinear, .allowUserInteraction],
                       animations: { self.frame = self.bannerPositionFrame.endFrame }) { _ in
            NotificationCenter.default.post(name: Self.BannerDidAppear, object: self, userInfo: nil)
            if !self.isSuspended && self.autoDismiss { self.scheduleDismiss() }
        }
    }

    private func scheduleDismiss() {
        dismissWork?.cancel()
        let work = DispatchWorkItem { [weak self] in self?.dismiss() }
        dismissWork = work
        DispatchQueue.main.asyncAfter(deadline: .now() + duration, execute: work)
    }

    func suspend() {
        guard autoDismiss else { return }
        dismissWork?.cancel()
        isSuspended = true
        isDisplaying = false
    }

    func resume() {
        guard autoDismiss else { return }
        scheduleDismiss()
        isSuspended = false
        isDisplaying = true
    }

    /// Changes the frame of the notification banner when the orientation of the device changes.
    private func onOrientationChanged() {
        guard let window = appWindow else { return }
        let edgeInsets = bannerEdgeInsets ?? .zero
        let newY = bannerPosition == .top ? frame.origin.y
            : windowHeight(window) - bannerHeight + edgeInsets.top - edgeInsets.bottom
        frame = CGRect(x: frame.origin.x, y: newY, width: windowWidth(window) - edgeInsets.left - edgeInsets.right,
                       height: bannerHeight)
        bannerPositionFrame = BannerPositionFrame(bannerPosition: bannerPosition, bannerWidth: windowWidth(window),
                                                  bannerHeight: bannerHeight, maxY: maximumYPosition(),
                                                  finishYOffset: finishBannerYOffset(), edgeInsets: bannerEdgeInsets)
    }

    public func dismiss(forced: Bool = false) {
        guard isDisplaying else { return }
        dismissWork?.cancel()
        NotificationCenter.default.post(name: Self.BannerWillDisappear, object: self, userInfo: nil)
        isDisplaying = false
        remove()
        UIView.animate(withDuration: forced ? animationDuration / 2 : animationDuration,
                       animations: { self.frame = self.bannerPositionFrame.startFrame }) { _ in
            self.removeFromSuperview()
            NotificationCenter.default.post(name: Self.BannerDidDisappear, object: self, userInfo: nil)
            self.bannerQueue.showNext { isEmpty in
                if isEmpty || self.statusBarShouldBeShown() { self.appWindow?.windowLevel = .normal }
            }
        }
    }

    public func remove() {
        guard !isDisplaying else { return }
        bannerQueue.removeBanner(self)
    }

    private func statusBarShouldBeShown() -> Bool {
        !bannerQueue.banners.contains { $0.parentViewController == nil && $0.bannerPosition == .top }
    }

    private func maximumYPosition() -> CGFloat {
        if let parentViewController { return parentViewController.view.frame.height }
        return appWindow.map(windowHeight) ?? 0
    }

    internal func shouldAdjustForNotchFeaturedIphone() -> Bool {
        NotificationBannerUtilities.isNotchFeaturedIPhone() && UIApplication.shared.statusBarOrientation.isPortrait
            && (parentViewController?.navigationController?.isNavigationBarHidden ?? true)
    }

    /// The library's static state (the default queue and the version switch), reset between runs.
    public static func reset() {
        NotificationBannerQueue.default = NotificationBannerQueue()
        applyFix = false
    }
}

/// A banner with a title and subtitle; the labels are drawing and are left out.
open class NotificationBanner: BaseNotificationBanner {
    public let title: String?
    public init(title: String? = nil, subtitle: String? = nil) {
        self.title = title
        super.init()
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

enum NotificationBannerUtilities {
    /// iPhone X-class screens, by their native height in pixels.
    static func isNotchFeaturedIPhone() -> Bool {
        UIDevice.current.userInterfaceIdiom == .phone && [2436, 2688, 1792].contains(Int(UIScreen.main.nativeBounds.height))
    }
}
