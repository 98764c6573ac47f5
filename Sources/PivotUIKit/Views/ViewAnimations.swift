// UIView's other animation APIs, on the virtual clock as `animate(withDuration:)` is
// (`App/VirtualTime.swift`): the end state is set at once and what runs when an animation ends
// (a completion, a delegate's did-stop selector) runs when the clock reaches its end.

import Foundation

extension UIView {
    /// The old begin/commit block being described (`beginAnimations(_:context:)`), per app.
    struct AnimationBlock {
        var id: String?
        var duration = 0.2
        var delay = 0.0
        var delegate: AnyObject?
        var didStop: Selector?
    }

    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        PivotApp.current.animationBlocks.append(AnimationBlock(id: animationID))
    }
    public static func setAnimationDuration(_ duration: TimeInterval) { changeBlock { $0.duration = duration } }
    public static func setAnimationDelay(_ delay: TimeInterval) { changeBlock { $0.delay = delay } }
    public static func setAnimationCurve(_ curve: AnimationCurve) {}
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    public static func setAnimationRepeatCount(_ repeatCount: Float) {}
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
    public static func setAnimationDelegate(_ delegate: Any?) { changeBlock { $0.delegate = delegate as AnyObject? } }
    public static func setAnimationWillStart(_ selector: Selector?) {}
    public static func setAnimationDidStop(_ selector: Selector?) { changeBlock { $0.didStop = selector } }

    /// Ends the innermost block: its changes are made already; the delegate's did-stop selector
    /// is performed at its end, with the animation's id and `finished` true.
    public static func commitAnimations() {
        let app = PivotApp.current
        guard let block = app.animationBlocks.popLast() else { return }
        guard let delegate = block.delegate, let selector = block.didStop else { return }
        let target = WeakTarget(delegate)
        app.schedule(at: VirtualTime.now() + block.delay + block.duration) {
            if let object = target.object { _ = selector.invoke(on: object, sender: block.id, event: NSNumber(value: true)) }
        }
    }

    private static func changeBlock(_ change: (inout AnimationBlock) -> Void) {
        let app = PivotApp.current
        guard !app.animationBlocks.isEmpty else { return }
        change(&app.animationBlocks[app.animationBlocks.count - 1])
    }

    /// Whether changes animate; Pivot sets every end state at once either way.
    public static var areAnimationsEnabled: Bool { PivotApp.current.animationsDisabled == 0 }
    public static func setAnimationsEnabled(_ enabled: Bool) {
        PivotApp.current.animationsDisabled = enabled ? 0 : 1
    }
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let app = PivotApp.current
        app.animationsDisabled += 1
        defer { app.animationsDisabled -= 1 }
        actionsWithoutAnimation()
    }

    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` by `toView` in its superview at once, as UIKit's does by default.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: {
            if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The keyframes' blocks run at once, in the order added; the completion at the end.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: [], animations: animations, completion: completion)
    }
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping @MainActor () -> Void) {
        animations()
    }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }
}
