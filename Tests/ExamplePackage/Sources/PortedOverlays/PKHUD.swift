// PKHUD (pkluz/PKHUD): PKHUD, Window, WindowRootViewController and FrameView's window code.
// Follows 3.1.0 (the parent of 62ca288, Swift 2, written here in today's UIKit spellings as
// PKHUD 4.0 spells the same code) and, with `applyFix`, 62ca288 "Fixed Status Bar bug #48 (#86)",
// released in 3.2.0: the HUD controller's status-bar answers come from its presenting controller,
// else from UIApplication's current style and hidden flag, instead of from the app delegate
// window's root controller.
// Report: https://github.com/pkluz/PKHUD/issues/48 (2015, iOS 9: "when PKHUD displays the hud,
// the status bar changes from .LightContent to .Default"; the root controller answers for a
// screen whose visible controller asked for light content).
// Edits (Docs/PORTING.md): `import PivotUIKit`; the `#selector` timer → the closure form;
// `UIApplication.shared.delegate?.window??` → `?.window?` and `window!!` → `window!` (the
// delegate's window is a plain property here, not UIKit's optional requirement); the blur (so
// FrameView is a plain UIView with UIView's initialisers), corner radius, motion effects, colours
// and the content's animation with its willEnterForeground observer dropped.
// Not in the guide: the shared HUD is a `static var` so that `reset()` can drop it (it owns one
// app's window).

import PivotUIKit

/// Serves as a configuration relay controller, tapping into the main window's rootViewController settings.
internal class WindowRootViewController: UIViewController {
    private var mainRoot: UIViewController? { UIApplication.shared.delegate?.window?.rootViewController }

    internal override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        mainRoot?.supportedInterfaceOrientations ?? .portrait
    }

    internal override var preferredStatusBarStyle: UIStatusBarStyle {
        if PKHUD.applyFix {
            return presentingViewController?.preferredStatusBarStyle ?? UIApplication.shared.statusBarStyle
        }
        return mainRoot?.preferredStatusBarStyle ?? .default
    }

    internal override var prefersStatusBarHidden: Bool {
        if PKHUD.applyFix {
            return presentingViewController?.prefersStatusBarHidden ?? UIApplication.shared.isStatusBarHidden
        }
        return mainRoot?.prefersStatusBarHidden ?? false
    }

    internal override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        mainRoot?.preferredStatusBarUpdateAnimation ?? .none
    }

    internal override var shouldAutorotate: Bool { mainRoot?.shouldAutorotate ?? false }
}

/// The HUD's square; its content is drawing and is kept only as a view.
internal class FrameView: UIView {
    internal var content = UIView() {
        didSet {
            oldValue.removeFromSuperview()
            frame.size = content.bounds.size
            addSubview(content)
        }
    }
}

/// The window used to display the PKHUD within. Placed atop the applications main window.
internal class Window: UIWindow {
    internal let frameView: FrameView
    private let backgroundView: UIView = {
        let view = UIView()
        view.alpha = 0.0
        return view
    }()
    private var willHide = false

    internal init(frameView: FrameView = FrameView()) {
        self.frameView = frameView
        super.init(frame: UIApplication.shared.delegate!.window!.bounds)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        frameView = FrameView()
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        rootViewController = WindowRootViewController()
        windowLevel = .normal + 1.0
        addSubview(backgroundView)
        addSubview(frameView)
    }

    internal override func layoutSubviews() {
        super.layoutSubviews()
        frameView.center = center
        backgroundView.frame = bounds
    }

    internal func showFrameView() {
        makeKeyAndVisible()
        frameView.center = center
        frameView.alpha = 1.0
        isHidden = false
    }

    internal func hideFrameView(animated anim: Bool, completion: ((Bool) -> Void)? = nil) {
        let finalize: (Bool) -> Void = { finished in
            if finished {
                self.isHidden = true
                self.resignKey()
            }
            self.willHide = false
            completion?(finished)
        }
        if isHidden { return }
        willHide = true
        if anim {
            UIView.animate(withDuration: 0.8, animations: {
                self.frameView.alpha = 0.0
                self.hideBackground(animated: false)
            }, completion: finalize)
        } else {
            frameView.alpha = 0.0
            finalize(true)
        }
    }

    internal func showBackground(animated anim: Bool) {
        if anim {
            UIView.animate(withDuration: 0.175) { self.backgroundView.alpha = 1.0 }
        } else {
            backgroundView.alpha = 1.0
        }
    }

    internal func hideBackground(animated anim: Bool) {
        if anim {
            UIView.animate(withDuration: 0.65) { self.backgroundView.alpha = 0.0 }
        } else {
            backgroundView.alpha = 0.0
        }
    }
}

/// A text the HUD shows (its label is drawing).
public final class PKHUDTextView: UIView {
    public let text: String?
    public init(text: String?) {
        self.text = text
        super.init(frame: CGRect(x: 0, y: 0, width: 156, height: 156))
    }

    public required init?(coder aDecoder: NSCoder) {
        text = ""
        super.init(coder: aDecoder)
    }
}

public class PKHUD {
    /// The version switch: false runs 3.1.0's status-bar relays, true runs 3.2.0's (#86). On
    /// the main actor, where UIKit asks the controller that reads it (PKHUD is a plain class).
    @MainActor public static var applyFix = false
    private static var shared: PKHUD?

    public class var sharedHUD: PKHUD {
        if let shared { return shared }
        let hud = PKHUD()
        shared = hud
        return hud
    }

    fileprivate let window = Window()
    private var hideTimer: Timer?

    public typealias TimerAction = (Bool) -> Void

    public init() {
        userInteractionOnUnderlyingViewsEnabled = false
        window.frameView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    }

    public var dimsBackground = true
    public var userInteractionOnUnderlyingViewsEnabled: Bool {
        get { !window.isUserInteractionEnabled }
        set { window.isUserInteractionEnabled = !newValue }
    }

    public var isVisible: Bool { !window.isHidden }

    public var contentView: UIView {
        get { window.frameView.content }
        set { window.frameView.content = newValue }
    }

    public func show() {
        window.showFrameView()
        if dimsBackground { window.showBackground(animated: true) }
    }

    public func hide(animated anim: Bool = true, completion: TimerAction? = nil) {
        window.hideFrameView(animated: anim, completion: completion)
    }

    public func hide(afterDelay delay: TimeInterval = 1.0, completion: TimerAction? = nil) {
        hideTimer?.invalidate()
        hideTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
            self?.hide(animated: true, completion: completion)
        }
    }

    /// The library's static state (the shared HUD and the version switch), reset between runs.
    @MainActor public static func reset() {
        shared = nil
        applyFix = false
    }
}
