import Pivot
import PivotUIKit
import Testing

/// UIView's older and rarer animation calls keep time on the virtual clock as `animate` does.
@MainActor
@Suite("PivotUIKit: begin/commit, keyframe and transition animations")
struct ViewAnimationTests {
    final class Fader: NSObject {
        var stopped: [String] = []
        func fadeDidStop(_ id: String, finished: NSNumber) { stopped.append("\(id) \(finished.boolValue) at \(CACurrentMediaTime())") }
    }

    @Test("SPEC L4: a begin/commit block sets its end state at once and performs the delegate's did-stop at its end")
    func beginCommitBlockStopsOnTheClock() {
        let (app, _) = launchedHost()
        app.run {
            let view = UIView(), fader = Fader()
            UIView.beginAnimations("fade", context: nil)
            UIView.setAnimationDuration(0.3)
            UIView.setAnimationDelay(0.1)
            UIView.setAnimationCurve(.easeOut)
            UIView.setAnimationDelegate(fader)
            UIView.setAnimationDidStop(Selector("fadeDidStop:finished:", Fader.fadeDidStop))
            view.alpha = 0
            UIView.commitAnimations()
            #expect(view.alpha == 0 && fader.stopped.isEmpty)
            app.advance(by: 0.4)
            #expect(fader.stopped == ["fade true at 0.4"])
        }
    }

    @Test("Keyframes run their blocks at once in order; the completion waits for the whole duration")
    func keyframesCompleteOnTheClock() {
        let (app, _) = launchedHost()
        app.run {
            var log: [String] = []
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { log.append("grow") }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { log.append("shrink") }
            }, completion: { finished in log.append("done \(finished) at \(CACurrentMediaTime())") })
            #expect(log == ["grow", "shrink"])
            app.advance(by: 1)
            #expect(log.last == "done true at 1.0")
        }
    }

    @Test("transition(from:to:) swaps the views in their superview; performWithoutAnimation turns animations off inside it only")
    func transitionSwapsViews() {
        let (app, window) = launchedHost()
        app.run {
            let old = UIView(), new = UIView()
            window.addSubview(old)
            UIView.transition(from: old, to: new, duration: 0.2, options: [], completion: nil)
            #expect(old.superview == nil && new.superview === window)
            var inside = true
            UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
            #expect(!inside && UIView.areAnimationsEnabled)
        }
    }
}
