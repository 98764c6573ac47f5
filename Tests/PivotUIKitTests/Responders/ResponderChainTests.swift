import Pivot
import PivotUIKit
import Testing

/// UIKit's responder chain: view → its controller (a root view) or superview → … → window →
/// application → app delegate (where it is a responder); touches a responder ignores go up it.
@MainActor
@Suite("PivotUIKit: the responder chain")
struct ResponderChainTests {
    final class Catcher: UIViewController {
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += touches.count }
    }

    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test("next walks from a subview through the root view's controller to the window and the application")
    func nextWalksTheChain() {
        let root = Catcher()
        let (app, window) = launchedHost(root: root)
        app.run {
            let banner = UIView(), label = UIView()
            root.view.addSubview(banner)
            banner.addSubview(label)
            #expect(label.next === banner && banner.next === root.view && root.view.next === root)
            #expect(root.next === window && window.next === UIApplication.shared && UIApplication.shared.next == nil)
            label.touchesBegan([UITouch(view: label, at: .zero)], with: UIEvent())
            #expect(root.touches == 1, "the touch went up from the label to the controller")
        }
    }

    @Test("One first responder an app: becoming it makes the last one resign")
    func oneFirstResponder() {
        let (app, _) = launchedHost()
        app.run {
            let first = Field(), second = Field(), plain = UIView()
            #expect(!plain.becomeFirstResponder())
            #expect(first.becomeFirstResponder() && first.isFirstResponder)
            #expect(second.becomeFirstResponder() && second.isFirstResponder && !first.isFirstResponder)
            second.resignFirstResponder()
            #expect(!second.isFirstResponder)
        }
    }
}
