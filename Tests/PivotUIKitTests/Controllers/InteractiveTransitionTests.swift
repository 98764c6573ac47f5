import Pivot
import PivotUIKit
import Testing

/// A percent-driven interaction controller stores what a pan handler gives it (inert).
@MainActor
@Suite("PivotUIKit: percent-driven interactive transitions")
struct InteractiveTransitionTests {
    final class DragToDismiss: UIPercentDrivenInteractiveTransition {
        func drag(to progress: CGFloat, released: Bool) {
            update(progress)
            guard released else { return }
            completionSpeed = 0.55
            progress > 0.3 ? finish() : cancel()
        }
    }

    @Test("Its progress is clamped to 0…1; a release past the threshold finishes, one before cancels")
    func dragOutcomes() {
        let far = DragToDismiss(), near = DragToDismiss()
        far.drag(to: 1.4, released: false)
        #expect(far.percentComplete == 1 && far.outcome == .running)
        far.drag(to: 0.6, released: true)
        #expect(far.outcome == .finished && far.completionSpeed == 0.55 && far.percentComplete == 0.6)
        near.drag(to: 0.1, released: true)
        #expect(near.outcome == .cancelled)
        let delegateAnswer: (any UIViewControllerInteractiveTransitioning)? = near
        #expect(delegateAnswer != nil && near.wantsInteractiveStart && near.completionCurve == .easeInOut)
    }
}
