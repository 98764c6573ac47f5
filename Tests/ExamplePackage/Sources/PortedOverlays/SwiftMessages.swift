// SwiftMessages (SwiftKickMobile/SwiftMessages) 8.0.4: SwiftMessages.show/hide, the Presenter's
// window path (a message in its own window, key when the background is dimmed) and
// WindowViewController with its PassthroughWindow.
// With `applyFix`, 8.0.5's "Restore key window on dismissal" (243fa75): the window that was key
// when the message came is made key and visible again after the message's window goes.
// Report: https://github.com/SwiftKickMobile/SwiftMessages/issues/446 (December 2020, iOS 14:
// a centred message with an interactive dimmed background, dismissed by a tap outside, leaves the
// app without a key window, and a library that reads `UIApplication.shared.keyWindow!` crashes;
// the maintainer: "8.0.4 made a change to allow the message view's window to be deallocated on
// dismissal, but that left your app in a state without a key window").
// Edits (Docs/PORTING.md): `import PivotUIKit`; `#available(iOS 13, *)` → `available(iOS: 13)`;
// the message view's layout, the animators' physics, the masking view's colour, accessibility and
// gestures dropped (the hide runs when the test calls `hide()`, as the tap outside would).
// Not in the guide: Config's `overrideUserInterfaceStyle` is a stored property (8.0.4 stores a
// raw value behind an `@available` computed one); PassthroughWindow passes touches through the
// window itself only (8.0.4 also through a view that holds the message's, `isDescendant(of:)`,
// which matters only for touches, which the report does not need).
// The window's frame, set after it is made, stays the library's own (Docs/PORTING.md §7: the
// engine keeps the zero frame it was made with), which the report does not need.
// The `.automatic` context is ported for a host without navigation or tab bars only (it then
// makes a window at level normal, as 8.0.4 does). PivotUIKit's `windowScene` setter only detaches
// (assigning a scene to a window made without one is ignored), so the port runs in apps without
// scenes: there, on iOS 13 and later, every window is in the app's one implicit scene, so the
// scene 8.0.4 reads from the key window is its window's already, and detaching hides the window.

import PivotUIKit

open class SwiftMessages {
    public enum PresentationContext {
        case automatic
        case window(windowLevel: UIWindow.Level)
    }

    public enum DimMode {
        case none
        case gray(interactive: Bool)
        case color(interactive: Bool)
    }

    public struct Config {
        public var presentationContext = PresentationContext.automatic
        public var dimMode = DimMode.none
        public var becomeKeyWindow: Bool?
        public var shouldAutorotate = true
        public var prefersStatusBarHidden: Bool?
        public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
        public init() {}
    }

    /// The version switch: false runs 8.0.4's uninstall, true runs 8.0.5's (243fa75). On the
    /// main actor, where the window code that reads it runs (SwiftMessages is a plain class).
    @MainActor public static var applyFix = false
    private static var shared: SwiftMessages?
    public static var sharedInstance: SwiftMessages {
        if let shared { return shared }
        let instance = SwiftMessages()
        shared = instance
        return instance
    }

    private var current: Presenter?

    public init() {}

    open func show(config: Config, view: UIView) {
        DispatchQueue.main.async {
            let presenter = Presenter(config: config, view: view)
            self.current = presenter
            presenter.show()
        }
    }

    open func hide(animated: Bool = true) {
        DispatchQueue.main.async {
            self.current?.hide(animated: animated)
            self.current = nil
        }
    }

    public static func show(config: Config, view: UIView) { sharedInstance.show(config: config, view: view) }
    public static func hide(animated: Bool = true) { sharedInstance.hide(animated: animated) }

    /// The library's static state (the shared instance and the version switch), reset between runs.
    @MainActor public static func reset() {
        shared = nil
        applyFix = false
    }
}

final class Presenter {
    let config: SwiftMessages.Config
    let view: UIView
    private var windowViewController: WindowViewController?

    init(config: SwiftMessages.Config, view: UIView) {
        self.config = config
        self.view = view
    }

    private var windowScene: UIWindowScene? { UIApplication.shared.keyWindow?.windowScene }

    private var becomeKeyWindow: Bool {
        if let becomeKeyWindow = config.becomeKeyWindow { return becomeKeyWindow }
        switch config.dimMode {
        case .gray, .color: return true  // modal: key for proper VoiceOver handling
        case .none: return false
        }
    }

    private func windowLevel() -> UIWindow.Level {
        switch config.presentationContext {
        case .automatic: return .normal
        case .window(let level): return level
        }
    }

    func show() {
        let viewController = WindowViewController(windowLevel: windowLevel(), config: config)
        windowViewController = viewController
        if available(iOS: 13) {
            viewController.install(becomeKey: becomeKeyWindow, scene: windowScene)
        } else {
            viewController.install(becomeKey: becomeKeyWindow)
        }
        viewController.view.addSubview(view)
        UIView.animate(withDuration: 0.4, animations: { self.view.alpha = 1 })
    }

    func hide(animated: Bool) {
        let action = {
            self.windowViewController?.uninstall()
            self.windowViewController = nil
        }
        guard animated else { return action() }
        UIView.animate(withDuration: 0.2, animations: { self.view.alpha = 0 }) { _ in action() }
    }
}

class PassthroughWindow: UIWindow {
    weak var hitTestView: UIView?

    init(hitTestView: UIView) {
        self.hitTestView = hitTestView
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self ? nil : view
    }
}

open class WindowViewController: UIViewController {
    fileprivate var window: UIWindow?
    private weak var previousKeyWindow: UIWindow?
    let windowLevel: UIWindow.Level
    let config: SwiftMessages.Config

    override open var shouldAutorotate: Bool { config.shouldAutorotate }

    public init(windowLevel: UIWindow.Level?, config: SwiftMessages.Config) {
        self.windowLevel = windowLevel ?? .normal
        self.config = config
        let view = UIView()
        let window = PassthroughWindow(hitTestView: view)
        self.window = window
        super.init(nibName: nil, bundle: nil)
        self.view = view
        window.rootViewController = self
        window.windowLevel = windowLevel ?? .normal
        if available(iOS: 13) {
            window.overrideUserInterfaceStyle = config.overrideUserInterfaceStyle
        }
    }

    func install(becomeKey: Bool) {
        show(becomeKey: becomeKey)
    }

    func install(becomeKey: Bool, scene: UIWindowScene?) {
        window?.windowScene = scene
        if SwiftMessages.applyFix, becomeKey { previousKeyWindow = UIApplication.shared.keyWindow }
        show(becomeKey: becomeKey, frame: scene?.coordinateSpace.bounds)
    }

    private func show(becomeKey: Bool, frame: CGRect? = nil) {
        guard let window else { return }
        window.frame = frame ?? UIScreen.main.bounds
        if becomeKey {
            window.makeKeyAndVisible()
        } else {
            window.isHidden = false
        }
    }

    func uninstall() {
        if available(iOS: 13) { window?.windowScene = nil }
        window?.isHidden = true
        window = nil
        if SwiftMessages.applyFix { previousKeyWindow?.makeKeyAndVisible() }
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override open var prefersStatusBarHidden: Bool {
        config.prefersStatusBarHidden ?? super.prefersStatusBarHidden
    }
}
