// Delayed work on the app's virtual clock (L4): a library's `asyncAfter`, timers and animation
// completions run when the test moves the clock (`PivotApp.advance(by:)`), interleaved with
// the engine's own animations by time and, at one instant, in the order they were scheduled.
// Nothing reads the wall clock. A port keeps its spelling: PivotUIKit's `DispatchQueue` and
// `Timer` shadow Dispatch's and Foundation's (Docs/PORTING.md).

import Foundation
import Pivot

/// An instant on the virtual clock, in milliseconds.
public struct VirtualTime: Sendable, Hashable, Comparable {
    public var milliseconds: Int
    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.milliseconds < b.milliseconds }
    /// Now, on the current app's clock.
    @preconcurrency @MainActor public static func now() -> VirtualTime { VirtualTime(milliseconds: PivotApp.current.world.clock) }
    /// Seconds later: negative counts as none; an infinite, huge or NaN delay is the end of time,
    /// which no run reaches (Dispatch clamps it to DISPATCH_TIME_FOREVER: `.now() + .infinity`
    /// schedules work that never runs; a repeat-forever animation never stops).
    public static func + (time: VirtualTime, seconds: Double) -> VirtualTime {
        time.later(milliseconds(in: seconds))
    }
    /// Later than any run goes (about 146 million years of virtual time).
    public static let end = VirtualTime(milliseconds: Int.max / 4)
    /// Milliseconds that stand for never: the end of time.
    static let never = end.milliseconds
    /// Whole milliseconds in `seconds`: 0 for negative, the end of time for NaN or at least that.
    static func milliseconds(in seconds: Double) -> Int {
        if seconds.isNaN { return never }
        let value = (seconds * 1000).rounded()
        guard value > 0 else { return 0 }
        return value < Double(never) ? Int(value) : never
    }

    func later(_ milliseconds: Int) -> VirtualTime {
        let sum = self.milliseconds.addingReportingOverflow(max(0, milliseconds))
        return VirtualTime(milliseconds: sum.overflow ? Int.max : sum.partialValue)
    }
}

/// `DispatchQueue` on the virtual clock; it shadows Dispatch's for the code that imports
/// PivotUIKit, so `DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }` compiles unchanged.
/// Every queue is the main one: work sent to a global or private queue runs on the virtual
/// clock too, in order, so a run is deterministic (Docs/PORTING.md).
@preconcurrency @MainActor
public final class DispatchQueue: Sendable {
    public static let main = DispatchQueue(label: "com.apple.main-thread")
    public nonisolated let label: String
    public nonisolated init(label: String = "main") { self.label = label }
    public static func global(qos: Dispatch.DispatchQoS.QoSClass = .default) -> DispatchQueue { main }

    /// Runs the work at the end of the current step (before the next event).
    public func async(execute work: @escaping @MainActor () -> Void) { PivotApp.current.schedule(at: .now(), work) }
    public func async(execute item: Dispatch.DispatchWorkItem) { async { if !item.isCancelled { item.perform() } } }
    public func asyncAfter(deadline: VirtualTime, execute work: @escaping @MainActor () -> Void) {
        PivotApp.current.schedule(at: deadline, work)
    }
    /// A work item cancelled before its time does not run (how a toast cancels its hide).
    public func asyncAfter(deadline: VirtualTime, execute item: Dispatch.DispatchWorkItem) {
        asyncAfter(deadline: deadline) { if !item.isCancelled { item.perform() } }
    }
}

/// `DispatchTime` is the virtual clock's instant in ported code (`.now() + 0.3`).
public typealias DispatchTime = VirtualTime

extension VirtualTime {
    public static func + (time: VirtualTime, interval: Dispatch.DispatchTimeInterval) -> VirtualTime {
        let milliseconds: Int = switch interval {
        case .seconds(let seconds): seconds.multipliedReportingOverflow(by: 1000).overflow ? never : seconds * 1000
        case .milliseconds(let milliseconds): milliseconds
        case .microseconds(let microseconds): microseconds / 1000
        case .nanoseconds(let nanoseconds): nanoseconds / 1_000_000
        case .never: never
        @unknown default: 0
        }
        return time.later(milliseconds)
    }
}

/// `Timer` on the virtual clock, shadowing Foundation's the same way (block-based only: Linux
/// has no `#selector`).
@preconcurrency @MainActor
public final class Timer {
    public private(set) var isValid = true
    public let timeInterval: Double
    private let repeats: Bool
    private let block: @MainActor (Timer) -> Void
    /// What the target-selector forms were given (`Runtime/Timers.swift`).
    public internal(set) var userInfo: Any?

    init(interval: Double, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.timeInterval = interval; self.repeats = repeats; self.block = block
    }

    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool,
                                      block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    public func invalidate() { isValid = false }

    /// Runs the block now; a repeating timer keeps its schedule, a one-shot one is done.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { isValid = false }
    }

    func schedule() {
        PivotApp.current.schedule(at: .now() + max(timeInterval, 0.001)) { [self] in
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
    /// Work due at an instant; at one instant, in the order scheduled. `timers` is kept latest
    /// first, so the next due is the last element and scheduling is a binary insertion.
    func schedule(at time: VirtualTime, _ work: @escaping @MainActor () -> Void) {
        PivotApp.workBudget?.spend()
        scheduleCount += 1
        let closure = ScheduledClosure(due: max(time.milliseconds, world.clock), order: scheduleCount, work: work)
        var low = 0, high = timers.count
        while low < high {
            let middle = (low + high) / 2
            if timers[middle].runsAfter(closure) { low = middle + 1 } else { high = middle }
        }
        timers.insert(closure, at: low)
    }

    /// Moves the virtual clock forward: the engine's animations and the app's delayed work
    /// run as they fall due, in time order.
    public func advance(by seconds: Double) {
        PivotApp.workBudget?.spend()
        run {
            // An infinite or huge wait runs what is due and stops at never (no trap).
            let end = min(VirtualTime.never, (VirtualTime(milliseconds: world.clock) + seconds).milliseconds)
            runDue(until: end)
            if world.clock < end { sendStep(.wait(milliseconds: end - world.clock)) }
        }
    }

    /// The delayed work waiting, by time left, in the order it will run: part of what an app's
    /// code keeps, which an explorer tells states apart by.
    package var pendingWorkSignature: [Int] { timers.reversed().map { $0.due - world.clock } }

    /// One turn of the run loop once UIKit's work returns: the work due by now runs.
    func turnMainQueue() {
        if let next = timers.last, next.due <= world.clock { runDue(until: world.clock) }
        // Task steps woken outside any block (a task cancelled in this call), then what they queued.
        if runPendingTasks() {
            commitLayout()
            if let next = timers.last, next.due <= world.clock { runDue(until: world.clock) }
        }
    }

    /// Runs delayed work that is due now or by `end`, moving the clock to each instant. Work that
    /// keeps queueing more at one instant stops after `PivotApp.turnsPerInstant` turns, as a stall
    /// (`stall`), rather than hang the test.
    func runDue(until end: Int) {
        var turnsHere = 0, instant = world.clock
        // An explorer's step past its budget runs no more (WorkBudget.swift).
        while crash == nil, stall == nil, PivotApp.workBudget?.isSpent != true, let next = timers.last, next.due <= end {
            timers.removeLast()
            PivotApp.workBudget?.spend()
            if next.due > world.clock { sendStep(.wait(milliseconds: next.due - world.clock)) }
            if world.clock == instant { turnsHere += 1 } else { (instant, turnsHere) = (world.clock, 1) }
            if turnsHere > Self.turnsPerInstant {
                stall = "the main queue turned \(Self.turnsPerInstant) times at \(instant) ms without the clock moving: " +
                    "work that queues itself again (`DispatchQueue.main.async` from its own block) never lets time pass"
                return
            }
            next.work()
            // The task steps the block woke or started run in its turn (`VirtualMainThread`).
            runPendingTasks()
            // Each block is a turn of the run loop: its layout commits after it.
            commitLayout()
        }
    }

    /// How many main-queue turns one instant may take before the app counts as stalled.
    public static let turnsPerInstant = 100_000
}

/// A closure due at an instant of the virtual clock.
struct ScheduledClosure {
    var due: Int
    var order: Int
    var work: @MainActor () -> Void

    func runsAfter(_ other: ScheduledClosure) -> Bool { (due, order) > (other.due, other.order) }
}
