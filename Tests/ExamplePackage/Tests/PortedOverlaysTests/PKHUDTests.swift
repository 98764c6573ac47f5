import PivotUIKit
import PortedOverlays
import Testing

/// PKHUD's window takes over the status bar while it shows (SPEC S2, S7: the topmost visible
/// window with a root view controller answers for the bar, with view-controller-based appearance).
@MainActor
@Suite("PKHUD: the status bar's style while the HUD shows", .serialized)
struct PKHUDTests {
    final class Home: UIViewController {}
    final class Photos: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    /// iOS 9 (October 2015) on an iPhone 6: the delegate window's root (default style) presents a
    /// full-screen controller that asks for light content. Returns the bar's style before the
    /// HUD, while it shows, and after `hide(afterDelay: 2)` has run.
    func styles(fixed: Bool) -> [UIStatusBarStyle] {
        PKHUD.reset()
        PKHUD.applyFix = fixed
        let (app, delegate) = hostApp(device: "iPhone6", ios: "9.0", plist: .allButUpsideDown, root: Home())
        defer { withExtendedLifetime(delegate) {} }  // UIApplication holds its delegate weakly
        return app.run {
            UIApplication.shared.delegate?.window?.rootViewController?.present(Photos(), animated: false)
            app.advance(by: 1)
            let before = UIApplication.shared.statusBarStyle
            let hud = PKHUD.sharedHUD
            hud.contentView = PKHUDTextView(text: "Text")
            hud.dimsBackground = false
            hud.show()
            let showing = UIApplication.shared.statusBarStyle
            hud.hide(afterDelay: 2.0)
            app.advance(by: 3)
            #expect(!hud.isVisible)
            return [before, showing, UIApplication.shared.statusBarStyle]
        }
    }

    @Test("SPEC S2, S7 — PKHUD #48: 3.1.0's window controller answers with the delegate window root's own style, so showing the HUD turns a light status bar dark until it hides")
    func hudTurnsTheBarDark() {
        #expect(styles(fixed: false) == [.lightContent, .default, .lightContent])
    }

    @Test("SPEC S7 — PKHUD #48 fixed by #86 (3.2.0): with no presenting controller the HUD answers UIApplication's current style, so the bar stays light")
    func hudKeepsTheBarLight() {
        #expect(styles(fixed: true) == [.lightContent, .lightContent, .lightContent])
    }
}
