import PivotTesting
import PivotUIKit
@testable import PortedOverlays
import Testing

/// PKHUD and a host that presents a full-screen controller, in every order, over the light
/// status bar hosts from iOS 9 (SPEC S2, S7: the topmost visible window with a root view
/// controller answers for the status bar, with view-controller-based appearance).
@MainActor
@Suite("PKHUD explored: the status bar's style when the HUD shows", .serialized)
struct PKHUDExploreTests {
    /// The bar's style when the HUD last came on screen: what #48 says the HUD must keep.
    static var styleWhenShown: UIStatusBarStyle?

    /// While the HUD shows, the bar keeps the style it had when the HUD came.
    static func hudKeepsTheBarsStyle() -> LibraryProperty {
        .holds("hud-keeps-the-bar-style") { _ in
            guard let style = styleWhenShown, PKHUD.sharedHUD.isVisible else { return true }
            return UIApplication.shared.statusBarStyle == style
        }
    }

    /// 3.1.0's relays, or with `fixed` 3.2.0's. The hosts are #48's screen mirrored: the common
    /// hosts' only light-content controller is the light status bar host's root, so the host
    /// presents `modal` (default style) over it; 3.1.0 answers the root's style either way.
    /// The group has no scene-based app, where the HUD could not be explored: there the delegate
    /// has no window, as on a device, and the HUD's window reads
    /// `UIApplication.shared.delegate!.window!.bounds`, which traps the test process.
    func explorer(fixed: Bool) -> LibraryExplorer {
        LibraryExplorer(name: fixed ? "PKHUD-3.2.0" : "PKHUD-3.1.0",
                        actions: ["show": {
                            Self.styleWhenShown = UIApplication.shared.statusBarStyle
                            let hud = PKHUD.sharedHUD
                            hud.contentView = PKHUDTextView(text: "Text")
                            hud.dimsBackground = false
                            hud.show()
                        }, "hide": { PKHUD.sharedHUD.hide(animated: false) }],
                        hostEvents: ["present modal from=home", "dismiss modal"],
                        hosts: LibraryHost.common.from("9.0").filter { $0.shape == .lightStatusBar },
                        properties: [Self.hudKeepsTheBarsStyle()], depth: 3,
                        reset: { PKHUD.reset(); PKHUD.applyFix = fixed; Self.styleWhenShown = nil },
                        state: { Self.styleWhenShown.map { "\($0)" } ?? "none" })
    }

    @Test("SPEC S2, S7 — PKHUD #48 explored: 3.1.0's shortest failure is the HUD shown over a presented full-screen controller, whose style it trades for the root's, on iOS 9 as reported and every later iOS")
    func hudAnswersTheRootsStyle() {
        let report = explorer(fixed: false).run()
        let example = report.shortest("hud-keeps-the-bar-style", in: .lightStatusBar)
        #expect(example?.steps == ["present modal from=home", "call show"], "\(report)")
        #expect(example?.host.ios.major == 9, "#48's iOS 9")
        let broken = report.results.filter { !$0.violations.isEmpty }.map(\.host.ios.major)
        #expect(broken == LibraryHost.eras.map(\.ios.major).filter { $0 >= 9 })
    }

    @Test("SPEC S7 — PKHUD #48 fixed by #86 (3.2.0) explored: the HUD answers the bar's current style, so it keeps it in every order from iOS 9")
    func hudKeepsTheBarWhenFixed() {
        let report = explorer(fixed: true).run()
        #expect(report.holds, "\(report)")
    }
}
