// Whisper (hyperoslo/Whisper), the whistle: WhistleFactory and `show(whistle:)`/`hide(whistleAfter:)`.
// Follows 5.0.0 as it stood before 378a3fb (April 2017; fixed in 5.1.0) and, with
// `applyFix`, 5.1.0's "Use correct window for makeKeyAndVisible" (378a3fb, PR #158): the window
// that was key when the whistle came is the one made key again when it goes.
// Report: https://github.com/hyperoslo/Whisper/issues/156 (iOS 10, 2017: with another SDK's
// UIWindow in the app, GoogleMobileAds', hiding the whistle makes that window key and visible
// and "a blank black UIWindow obscures the app").
// Edits (Docs/PORTING.md): `import PivotUIKit`; the `#selector` observer and timer → the closure
// forms; the label, its font measuring, colours and the tap gesture dropped (so the whistle's
// height is the default 20 points).
// Not in the guide: the global `let whistleFactory` → a computed `var` that `reset()` clears,
// since the factory makes its window for one app. A window's frame set after it is made stays the
// library's own (Docs/PORTING.md §7: the engine keeps the frame a window was made with), which
// the report does not need.

import PivotUIKit

public enum WhistleAction {
    case present
    case show(TimeInterval)
}

public struct Murmur {
    public var title: String
    public var action: (() -> Void)?

    public init(title: String, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
    }
}

/// The library's one factory, made when first used (in the app that uses it).
var whistleFactory: WhistleFactory {
    if let factory = WhistleFactory.current { return factory }
    let factory = WhistleFactory()
    WhistleFactory.current = factory
    return factory
}

public func show(whistle murmur: Murmur, action: WhistleAction = .show(1.5)) {
    whistleFactory.whistler(murmur, action: action)
}

public func hide(whistleAfter after: TimeInterval = 0) {
    whistleFactory.calm(after: after)
}

open class WhistleFactory: UIViewController {
    /// The version switch: false runs 5.0.0 (`windows.first` of the others), true runs 5.1.0.
    public static var applyFix = false
    fileprivate static var current: WhistleFactory?

    open lazy var whistleWindow: UIWindow = UIWindow()
    open lazy var titleLabelHeight = CGFloat(20.0)
    open fileprivate(set) var murmur: Murmur?
    open var hideTimer: Timer?
    private weak var previousKeyWindow: UIWindow?
    private var orientationObserver: (any NSObjectProtocol)?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nil, bundle: nil)
        setupWindow()
        orientationObserver = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in self?.orientationDidChange() }
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let orientationObserver { NotificationCenter.default.removeObserver(orientationObserver) }
    }

    // MARK: - Configuration

    open func whistler(_ murmur: Murmur, action: WhistleAction) {
        self.murmur = murmur
        moveWindowToFront()
        setupFrames()
        switch action {
        case .show(let duration): show(duration: duration)
        default: present()
        }
    }

    // MARK: - Setup

    open func setupWindow() {
        whistleWindow.addSubview(self.view)
        moveWindowToFront()
    }

    func moveWindowToFront() {
        let currentStatusBarStyle = UIApplication.shared.statusBarStyle
        whistleWindow.windowLevel = .statusBar
        UIApplication.shared.setStatusBarStyle(currentStatusBarStyle, animated: false)
    }

    open func setupFrames() {
        whistleWindow = UIWindow()
        setupWindow()
        let labelWidth = UIScreen.main.bounds.width
        whistleWindow.frame = CGRect(x: 0, y: 0, width: labelWidth, height: titleLabelHeight)
        view.frame = whistleWindow.bounds
    }

    // MARK: - Movement methods

    public func show(duration: TimeInterval) {
        present()
        calm(after: duration)
    }

    public func present() {
        hideTimer?.invalidate()
        if Self.applyFix, UIApplication.shared.keyWindow != whistleWindow {
            previousKeyWindow = UIApplication.shared.keyWindow
        }
        let initialOrigin = whistleWindow.frame.origin.y
        whistleWindow.frame.origin.y = initialOrigin - titleLabelHeight
        whistleWindow.makeKeyAndVisible()
        UIView.animate(withDuration: 0.2, animations: {
            self.whistleWindow.frame.origin.y = initialOrigin
        })
    }

    public func hide() {
        let finalOrigin = view.frame.origin.y - titleLabelHeight
        UIView.animate(withDuration: 0.2, animations: {
            self.whistleWindow.frame.origin.y = finalOrigin
        }, completion: { _ in
            let window = Self.applyFix ? self.previousKeyWindow
                : UIApplication.shared.windows.filter({ $0 != self.whistleWindow }).first
            if let window {
                window.makeKeyAndVisible()
                self.whistleWindow.windowLevel = .normal - 1
                if Self.applyFix { self.previousKeyWindow = nil }
                window.rootViewController?.setNeedsStatusBarAppearanceUpdate()
            }
        })
    }

    public func calm(after: TimeInterval) {
        hideTimer?.invalidate()
        hideTimer = Timer.scheduledTimer(withTimeInterval: after, repeats: false) { [weak self] _ in self?.timerDidFire() }
    }

    // MARK: - Timer methods

    public func timerDidFire() {
        hide()
    }

    func orientationDidChange() {
        if whistleWindow.isKeyWindow {
            setupFrames()
            hide()
        }
    }

    /// The library's static state (the factory and the version switch), reset between runs.
    public static func reset() {
        current = nil
        applyFix = false
    }
}
