// UIKit's percent-driven interaction controller, inert: it stores the progress and the settings
// a gesture handler gives it, and says whether the gesture finished or cancelled. Pivot runs
// custom transitions to their end as soon as they start (`CustomTransitions.swift`); a
// library's pan handler compiles and runs, and its choice is readable in tests.

import Foundation

@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// Where the gesture ended the transition: still running, finished or cancelled.
    public enum Outcome: Sendable, Equatable { case running, finished, cancelled }

    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    open var timingCurve: AnyObject?
    /// The transition's duration (its animator's): 0 here, where nothing is animated by it.
    open var duration: CGFloat { 0 }
    public private(set) var outcome = Outcome.running
    public private(set) var isPaused = false

    public override init() { super.init() }

    /// The context it was started with, told of each update, finish and cancel.
    private var context: (any UIViewControllerContextTransitioning)?

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        outcome = .running
    }
    /// Clamped to 0…1, as UIKit does.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }
    open func pause() { isPaused = true; context?.pauseInteractiveTransition() }
    open func finish() { outcome = .finished; isPaused = false; context?.finishInteractiveTransition() }
    open func cancel() { outcome = .cancelled; isPaused = false; context?.cancelInteractiveTransition() }
}
