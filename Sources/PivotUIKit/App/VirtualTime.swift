// Delayed work on the app's virtual clock (L4): a library's `asyncAfter`, timers and animation
// completions run when the test moves the clock (`PivotApp.advance(by:)`), interleaved with
// the engine's own animations by time and, at one instant, in the order they were scheduled.
// Nothing reads the wall clock. The spelling a port uses: `VirtualQueue.main` for
// `DispatchQueue.main`, `VirtualTimer` for `Timer` (Docs/PORTING.md).

import Foundation
import Pivot

/// An instant on the virtual clock, in milliseconds.
public struct VirtualTime: Sendable, Hashable, Comparable {
    public var milliseconds: Int
    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.milliseconds < b.milliseconds }
    /// Now, on the current app's clock.
    @preconcurrency @MainActor public static func now() -> VirtualTime { VirtualTime(milliseconds: PivotApp.current.world.clock) }
    /// Seconds later (negative counts as none).
    public static func + (time: VirtualTime, seconds: Double) -> VirtualTime {
        VirtualTime(milliseconds: time.milliseconds + max(0, Int((seconds * 1000).rounded())))
    }
}

/// `DispatchQueue.main` on the virtual clock.
@preconcurrency @MainActor
public final class VirtualQueue {
    public static let main = VirtualQueue()
    /// Runs the work at the end of the current step (before the next event).
    public func async(execute work: @escaping @MainActor () -> Void) { PivotApp.current.schedule(at: .now(), work) }
    public func asyncAfter(deadline: VirtualTime, execute work: @escaping @MainActor () -> Void) {
        PivotApp.current.schedule(at: deadline, work)
    }
}

/// `Timer` on the virtual clock.
@preconcurrency @MainActor
public final class VirtualTimer {
    public private(set) var isValid = true
    private let interval: Double
    private let repeats: Bool
    private let block: @MainActor (VirtualTimer) -> Void

    private init(interval: Double, repeats: Bool, block: @escaping @MainActor (VirtualTimer) -> Void) {
        self.interval = interval; self.repeats = repeats; self.block = block
    }

    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool,
                                      block: @escaping @MainActor (VirtualTimer) -> Void) -> VirtualTimer {
        let timer = VirtualTimer(interval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    public func invalidate() { isValid = false }

    private func schedule() {
        PivotApp.current.schedule(at: .now() + max(interval, 0.001)) { [self] in
            guard isValid else { return }
            block(self)
            if repeats && isValid { schedule() } else { isValid = false }
        }
    }
}

extension UIView {
    /// The animation's end state is set at once; its completion runs when the clock reaches
    /// the end of the animation (what show/hide state machines chain on).
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let app = PivotApp.current
        let start = VirtualTime.now() + delay
        if delay > 0 { app.schedule(at: start, animations) } else { animations() }
        if let completion { app.schedule(at: start + duration) { completion(true) } }
    }

    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping damping: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: Double, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}

extension PivotApp {
    /// Work due at an instant; at one instant, in the order scheduled.
    func schedule(at time: VirtualTime, _ work: @escaping @MainActor () -> Void) {
        scheduleCount += 1
        timers.append(ScheduledClosure(due: max(time.milliseconds, world.clock), order: scheduleCount, work: work))
    }

    /// Moves the virtual clock forward: the engine's animations and the app's delayed work
    /// run as they fall due, in time order.
    public func advance(by seconds: Double) {
        let end = world.clock + max(0, Int((seconds * 1000).rounded()))
        runDue(until: end)
        if world.clock < end { send(.wait(milliseconds: end - world.clock)) }
    }

    /// Runs delayed work that is due now or by `end`, moving the clock to each instant.
    func runDue(until end: Int) {
        while let next = timers.indices.filter({ timers[$0].due <= end })
            .min(by: { (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order) }) {
            let due = timers.remove(at: next)
            if due.due > world.clock { send(.wait(milliseconds: due.due - world.clock)) }
            due.work()
        }
    }
}

/// A closure due at an instant of the virtual clock.
struct ScheduledClosure {
    var due: Int
    var order: Int
    var work: @MainActor () -> Void
}
