import Pivot
import PivotUIKit
import Testing

/// Gesture recognizers keep their targets; a test fires what a user does with `simulate`.
@MainActor
@Suite("PivotUIKit: gesture recognizers")
struct GestureRecognizerTests {
    final class Banner: UIView, UIGestureRecognizerDelegate {
        var log: [String] = []
        var allowsPan = true
        func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
        func panned(_ pan: UIPanGestureRecognizer) { log.append("pan \(pan.state) \(Int(pan.translation(in: self).y))") }
        // UIView's own method, which a view that is its recognizer's delegate overrides (as on iOS).
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsPan }
    }

    /// Refuses its pan unless it moves up, as a banner dismissed by an upward swipe does.
    final class UpOnly: UIView {
        var log: [String] = []
        func panned(_ pan: UIPanGestureRecognizer) { log.append("pan \(pan.state)") }
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
            return pan.velocity(in: self).y < 0
        }
    }

    @Test("The recognizer's view is asked before it begins, with no delegate (HDNotificationView 2.0.0)")
    func viewIsAskedToBegin() {
        let (app, _) = launchedHost()
        app.run {
            let banner = UpOnly()
            let pan = UIPanGestureRecognizer(target: banner, action: Selector("panned:", UpOnly.panned))
            banner.addGestureRecognizer(pan)
            #expect(!pan.simulate(.began, translation: .zero, velocity: CGPoint(x: 0, y: 300)))
            #expect(pan.simulate(.began, translation: .zero, velocity: CGPoint(x: 0, y: -300)))
            #expect(banner.log == ["pan began"])
            #expect(UIView().gestureRecognizerShouldBegin(pan), "a plain view lets every recognizer begin")
        }
    }

    @Test("A tap's target fires on simulate, once the recognizer is on a view")
    func tapFiresOnSimulate() {
        let (app, _) = launchedHost()
        app.run {
            let banner = Banner()
            let tap = UITapGestureRecognizer(target: banner, action: Selector("tapped:", Banner.tapped))
            #expect(!tap.simulate(.ended), "a recognizer on no view recognises nothing")
            banner.addGestureRecognizer(tap)
            #expect(tap.simulate(.ended) && banner.log == ["tap ended"])
            #expect(banner.gestureRecognizers?.first === tap && tap.view === banner && tap.state == .possible)
            banner.removeGestureRecognizer(tap)
            #expect(banner.gestureRecognizers?.isEmpty == true && tap.view == nil)
        }
    }

    @Test("A pan reports each step's translation; the delegate can refuse to begin it")
    func panStepsAndDelegate() {
        let (app, _) = launchedHost()
        app.run {
            let banner = Banner()
            let pan = UIPanGestureRecognizer(target: banner, action: Selector("panned:", Banner.panned))
            pan.delegate = banner
            banner.addGestureRecognizer(pan)
            pan.simulate(.began, translation: .zero)
            pan.simulate(.changed, translation: CGPoint(x: 0, y: -40), velocity: CGPoint(x: 0, y: -500))
            #expect(pan.velocity(in: banner).y == -500)
            pan.simulate(.ended, translation: CGPoint(x: 0, y: -60))
            #expect(banner.log == ["pan began 0", "pan changed -40", "pan ended -60"])
            banner.allowsPan = false
            #expect(!pan.simulate(.began, translation: .zero) && banner.log.count == 3)
        }
    }
}
