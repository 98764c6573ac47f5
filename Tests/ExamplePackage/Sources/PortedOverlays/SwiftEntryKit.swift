// SwiftEntryKit (huri000/SwiftEntryKit) 0.6.0: SwiftEntryKit.display/dismiss, EKWindowProvider,
// EKWindow and EKRootViewController, with the attributes they read (window level, display
// duration, status bar, `positionConstraints.isRotationEnabled`).
// Report: https://github.com/huri000/SwiftEntryKit/issues/104 (iPhone X, iOS 12, 0.6.0: with a
// navigation controller restricted to portrait, rotating while a top float is on screen turns
// the screen). The maintainer's resolution is the library's own switch, no code change: "set
// `isRotationEnabled` to `false`", which EKRootViewController's `shouldAutorotate` returns; so
// the fixed run is the reporter's attributes with that switch set, in the same 0.6.0 code.
// Edits (Docs/PORTING.md): `import PivotUIKit`; `#available(iOS 11.0, *)` → `available(iOS: 11)`;
// the entry's content view, Auto Layout, animations' styling, haptics, gestures and colours
// dropped (the content's timer that dismisses it is kept, as a DispatchWorkItem).
// Not in the guide: the provider's `static let shared` is a `static var` with a `fileprivate
// init()`, so that `reset()` can replace it (it owns one app's window).

import PivotUIKit

public struct EKAttributes {
    public enum WindowLevel {
        case alerts, statusBar, normal, custom(level: UIWindow.Level)
        public var value: UIWindow.Level {
            switch self {
            case .alerts: return .alert
            case .statusBar: return .statusBar
            case .normal: return .normal
            case .custom(let level): return level
            }
        }
    }

    public enum StatusBar {
        case hidden, dark, light, inferred
        public typealias Appearance = (visible: Bool, style: UIStatusBarStyle)
        public var appearance: Appearance {
            switch self {
            case .dark: return (true, .default)
            case .light: return (true, .lightContent)
            case .inferred: return StatusBar.currentAppearance
            case .hidden: return (false, UIApplication.shared.statusBarStyle)
            }
        }
        public static var currentAppearance: Appearance {
            (!UIApplication.shared.isStatusBarHidden, UIApplication.shared.statusBarStyle)
        }
        public static var currentStatusBar: StatusBar {
            let appearance = currentAppearance
            guard appearance.visible else { return .hidden }
            return appearance.style == .lightContent ? .light : .dark
        }
    }

    public struct PositionConstraints {
        /** Whether the entry's window rotates with the device (EKRootViewController's shouldAutorotate) */
        public var isRotationEnabled = true
        public init() {}
    }

    public var name: String?
    public var windowLevel = WindowLevel.statusBar
    public var displayDuration: TimeInterval = 2
    public var positionConstraints = PositionConstraints()
    public var statusBar = StatusBar.inferred
    public var exitAnimationDuration: TimeInterval = 0.3

    public init() {}

    public static var topFloat: EKAttributes { EKAttributes() }
}

extension UIApplication {
    func set(statusBarStyle: EKAttributes.StatusBar) {
        let appearance = statusBarStyle.appearance
        UIApplication.shared.isStatusBarHidden = !appearance.visible
        UIApplication.shared.statusBarStyle = appearance.style
    }
}

class EKWindow: UIWindow {
    var isAbleToReceiveTouches = false

    init(with rootVC: UIViewController) {
        super.init(frame: UIScreen.main.bounds)
        rootViewController = rootVC
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if isAbleToReceiveTouches { return super.hitTest(point, with: event) }
        if let view = super.hitTest(point, with: event), view != self { return view }
        return nil
    }
}

class EKRootViewController: UIViewController {
    private var lastAttributes: EKAttributes!
    private let previousStatusBar: EKAttributes.StatusBar
    private var statusBar: EKAttributes.StatusBar? = nil {
        didSet { if let statusBar { UIApplication.shared.set(statusBarStyle: statusBar) } }
    }
    private var dismissWork: DispatchWorkItem?

    override var shouldAutorotate: Bool {
        if lastAttributes == nil { return true }
        return lastAttributes.positionConstraints.isRotationEnabled
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        statusBar?.appearance.style ?? previousStatusBar.appearance.style
    }

    override var prefersStatusBarHidden: Bool {
        !(statusBar?.appearance.visible ?? previousStatusBar.appearance.visible)
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public init() {
        previousStatusBar = .currentStatusBar
        super.init(nibName: nil, bundle: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        statusBar = previousStatusBar
    }

    func setStatusBarStyle(for attributes: EKAttributes) {
        statusBar = attributes.statusBar
    }

    func canDisplay(attributes: EKAttributes) -> Bool { true }

    func configure(attributes: EKAttributes) {
        let previousAttributes = lastAttributes
        lastAttributes = attributes
        if previousAttributes?.statusBar != attributes.statusBar { setNeedsStatusBarAppearanceUpdate() }
        // EKContentView's display timer: the entry leaves after its display duration.
        dismissWork?.cancel()
        let work = DispatchWorkItem { [weak self] in self?.animateOutLastEntry() }
        dismissWork = work
        DispatchQueue.main.asyncAfter(deadline: .now() + attributes.displayDuration, execute: work)
    }

    func animateOutLastEntry(completionHandler: (() -> Void)? = nil) {
        dismissWork?.cancel()
        UIView.animate(withDuration: lastAttributes?.exitAnimationDuration ?? 0.3, animations: {}) { _ in
            EKWindowProvider.shared.displayRollbackWindow()
            completionHandler?()
        }
    }
}

final class EKWindowProvider {
    /** Single access point (a `static var` so that `SwiftEntryKit.reset()` can drop it) */
    static var shared = EKWindowProvider()

    var entryWindow: EKWindow!
    var rootVC: EKRootViewController? { entryWindow?.rootViewController as? EKRootViewController }
    private var rollbackWindow: SwiftEntryKit.RollbackWindow!

    /** The artificial safe area insets */
    static var safeAreaInsets: UIEdgeInsets {
        if available(iOS: 11) {
            return EKWindowProvider.shared.entryWindow?.rootViewController?.view?.safeAreaInsets
                ?? UIApplication.shared.keyWindow?.rootViewController?.view.safeAreaInsets ?? .zero
        }
        return UIEdgeInsets(top: UIApplication.shared.statusBarFrame.maxY, left: 0, bottom: 10, right: 0)
    }

    fileprivate init() {}

    private func prepare(for attributes: EKAttributes, presentInsideKeyWindow: Bool) -> EKRootViewController? {
        let entryVC = setupWindowAndRootVC()
        guard entryVC.canDisplay(attributes: attributes) else { return nil }
        entryVC.setStatusBarStyle(for: attributes)
        entryWindow.windowLevel = attributes.windowLevel.value
        if presentInsideKeyWindow {
            entryWindow.makeKeyAndVisible()
        } else {
            entryWindow.isHidden = false
        }
        return entryVC
    }

    private func setupWindowAndRootVC() -> EKRootViewController {
        if entryWindow == nil {
            let entryVC = EKRootViewController()
            entryWindow = EKWindow(with: entryVC)
            return entryVC
        }
        return rootVC!
    }

    func display(view: UIView, using attributes: EKAttributes, presentInsideKeyWindow: Bool, rollbackWindow: SwiftEntryKit.RollbackWindow) {
        guard let entryVC = prepare(for: attributes, presentInsideKeyWindow: presentInsideKeyWindow) else { return }
        entryVC.configure(attributes: attributes)
        self.rollbackWindow = rollbackWindow
    }

    /** Clear all entries immediately and display to the rollback window */
    func displayRollbackWindow() {
        entryWindow = nil
        switch rollbackWindow! {
        case .main: UIApplication.shared.keyWindow?.makeKeyAndVisible()
        case .custom(window: let window): window.makeKeyAndVisible()
        }
    }

    func dismiss(with completion: (() -> Void)? = nil) {
        rootVC?.animateOutLastEntry(completionHandler: completion)
    }
}

public enum SwiftEntryKit {
    public enum RollbackWindow {
        case main
        case custom(window: UIWindow)
    }

    public static func display(entry view: UIView, using attributes: EKAttributes, presentInsideKeyWindow: Bool = false,
                               rollbackWindow: RollbackWindow = .main) {
        DispatchQueue.main.async {
            EKWindowProvider.shared.display(view: view, using: attributes, presentInsideKeyWindow: presentInsideKeyWindow,
                                            rollbackWindow: rollbackWindow)
        }
    }

    public static func dismiss(with completion: (() -> Void)? = nil) {
        DispatchQueue.main.async { EKWindowProvider.shared.dismiss(with: completion) }
    }

    public static var isCurrentlyDisplaying: Bool { EKWindowProvider.shared.entryWindow != nil }

    /// The library's static state (its window provider), reset between runs.
    public static func reset() {
        EKWindowProvider.shared = EKWindowProvider()
    }
}
