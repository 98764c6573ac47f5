// Core Animation's animations on the app's virtual clock: nothing is drawn, but an animation
// added to a layer starts now and stops `beginTime`-later plus its duration (× repeats, × 2
// when it autoreverses), telling its delegate as UIKit does; a transaction's completion block
// runs when the animations added inside it have stopped (at once when there were none).
// `CACurrentMediaTime()` is the virtual clock in seconds.

import Foundation

public typealias CFTimeInterval = Double

/// The virtual clock's time in seconds (0 outside an app).
public func CACurrentMediaTime() -> CFTimeInterval {
    guard MainQueue.isCurrent else { return 0 }
    return MainActor.assumeIsolated { PivotAppContext.current.map { Double($0.world.clock) / 1000 } ?? 0 }
}

/// Runs `work` on the current app's clock after `seconds`; outside an app, never.
func onVirtualClock(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
        guard let app = PivotAppContext.current else { return }
        app.schedule(at: VirtualTime(milliseconds: app.world.clock) + max(0, seconds), work)
    }
}

@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ animation: CAAnimation)
    func animationDidStop(_ animation: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ animation: CAAnimation) {}
    public func animationDidStop(_ animation: CAAnimation, finished flag: Bool) {}
}

open class CAAnimation: NSObject, @unchecked Sendable {
    public required override init() { super.init() }
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    /// Held strongly, as Core Animation holds an animation's delegate.
    open var delegate: (any CAAnimationDelegate)?
    private var running = false

    /// How long the animation runs on the clock (0.25 s where the duration is 0, as Core Animation's default).
    var totalDuration: Double {
        let base = duration > 0 ? duration : 0.25
        return base * Double(max(1, repeatCount)) * (autoreverses ? 2 : 1) / Double(speed > 0 ? speed : 1)
    }

    public class func defaultValue(forKey key: String) -> Any? { nil }

    /// Key-value coding: an animation keeps any key set on it (libraries tag animations this
    /// way); `value(forKey:)` reads it back (`Runtime/DarwinNames.swift`).
    var keyedValues: [String: Any] = [:]
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

    /// Starts on the clock: the delegate hears it start now and stop when it ends.
    func run(removing: @escaping @MainActor () -> Void) {
        running = true
        let start = beginTime > CACurrentMediaTime() ? beginTime - CACurrentMediaTime() : 0
        onVirtualClock(after: start) { [self] in delegate?.animationDidStart(self) }
        // Repeating forever (`repeatCount = .infinity`): it runs until removed.
        guard totalDuration.isFinite else { return }
        onVirtualClock(after: start + totalDuration) { [self] in
            guard running else { return }
            removing()
            stopped(finished: true)
        }
    }

    func stopped(finished: Bool) {
        guard running else { return }
        running = false
        guard MainQueue.isCurrent else { return }
        MainActor.assumeIsolated { delegate?.animationDidStop(self, finished: finished) }
    }
}

open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// The time the spring takes to settle, by its damped oscillation (to 0.1 % of its amplitude).
    open var settlingDuration: CFTimeInterval {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let omega = (stiffness / mass).squareRoot()
        return Double(log(1000) / max(0.001, zeta * omega))
    }
}

open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var path: CGPath?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: String?
}

open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?
}

open class CATransition: CAAnimation, @unchecked Sendable {
    open var type: String = "fade"
    open var subtype: String?
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve, kept by name or control points (inert).
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let name: CAMediaTimingFunctionName?
    public let controlPoints: [Float]
    public init(name: CAMediaTimingFunctionName) { self.name = name; controlPoints = [] }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil; controlPoints = [c1x, c1y, c2x, c2y] }

    /// Point 0 is (0, 0), 3 is (1, 1), 1 and 2 the curve's control points (a named curve's are Core Animation's).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [Float] = [0, 0] + (name.map(Self.standardControlPoints) ?? controlPoints) + [1, 1]
        guard (0...3).contains(index), points.count == 8 else { return }
        values[0] = points[index * 2]
        values[1] = points[index * 2 + 1]
    }

    private static func standardControlPoints(_ name: CAMediaTimingFunctionName) -> [Float] {
        switch name.rawValue {
        case "easeIn": [0.42, 0, 1, 1]
        case "easeOut": [0, 0, 0.58, 1]
        case "easeInEaseOut": [0.42, 0, 0.58, 1]
        case "default": [0.25, 0.1, 0.25, 1]
        default: [0, 0, 1, 1]
        }
    }
}

/// Transactions: the settings are kept; the completion block runs when the animations added
/// while it was open have stopped, on the virtual clock.
public enum CATransaction {
    private struct Open { var completion: (@MainActor () -> Void)?; var longest: Double = 0; var duration: Double = 0.25; var disablesActions = false }
    nonisolated(unsafe) private static var stack: [Open] = []

    public static func begin() { stack.append(Open()) }
    public static func commit() {
        guard let open = stack.popLast() else { return }
        if let completion = open.completion { onVirtualClock(after: open.longest, completion) }
    }
    public static func flush() {}
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { if !stack.isEmpty { stack[stack.count - 1].completion = block } }
    public static func completionBlock() -> (@MainActor () -> Void)? { stack.last?.completion }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { if !stack.isEmpty { stack[stack.count - 1].duration = duration } }
    public static func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }
    public static func setDisableActions(_ flag: Bool) { if !stack.isEmpty { stack[stack.count - 1].disablesActions = flag } }
    public static func disableActions() -> Bool { stack.last?.disablesActions ?? false }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

    /// An animation added while transactions are open: each waits for it.
    static func added(_ animation: CAAnimation) {
        for index in stack.indices { stack[index].longest = max(stack[index].longest, animation.totalDuration) }
    }
}

/// A display link on the virtual clock: it calls its target each 1/60 s while it is added to
/// a run loop in a mode the main run loop runs (default, common, tracking) and not paused; one
/// added for another mode (`RunLoop.Mode("")`) never fires, as on iOS.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private let target: AnyObject
    private let selector: Selector
    open var isPaused = false
    open private(set) var timestamp: CFTimeInterval = 0
    open var duration: CFTimeInterval { 1.0 / 60 }
    open var targetTimestamp: CFTimeInterval { timestamp + duration }
    open var preferredFramesPerSecond = 0
    private var timer: Timer?

    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        self.selector = selector
        super.init()
    }
    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard timer == nil, [.default, .common, .tracking].contains(mode) else { return }
        // The run loop keeps the link until it is invalidated, as iOS's does (the timer holds it).
        timer = Timer.scheduledTimer(withTimeInterval: duration, repeats: true) { [self] _ in
            guard !isPaused else { return }
            self.timestamp = CACurrentMediaTime()
            _ = self.selector.invoke(on: self.target, sender: self)
        }
    }
    open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }
    open func invalidate() {
        timer?.invalidate()
        timer = nil
    }
}

extension UIScreen {
    public func displayLink(withTarget target: Any, selector: Selector) -> CADisplayLink? { CADisplayLink(target: target, selector: selector) }
}

/// An object that answers key-value coding's reads itself (`Runtime/DarwinNames.swift` asks it
/// first): `.some` for a key it knows, nil for one it leaves to the stored-property lookup.
protocol KeyValueAnswering: AnyObject {
    func answer(forKey key: String) -> Any??
}
extension CALayer: KeyValueAnswering {
    func answer(forKey key: String) -> Any?? { keyedValues[key].map { .some($0) } }
}
extension CAAnimation: KeyValueAnswering {
    func answer(forKey key: String) -> Any?? { keyedValues[key].map { .some($0) } }
}
