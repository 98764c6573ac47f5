// Swift concurrency on the app's main queue. A task that `Task.onMainQueue` starts (what `pivot
// port` makes of a library's `Task { … }`) prefers this executor, so each of its steps (its start,
// its return from a nonisolated call, its wake-up from `Task.virtualSleep`) arrives here instead
// of on the real main queue, which a synchronous test never lets run. The app runs those steps
// on its main actor at the moments a device's run loop would: in a main-queue turn, in order with
// `DispatchQueue.main.async` work, timers and `asyncAfter`, on the virtual clock.

import Synchronization

/// The modelled app's main thread as a task executor (each app has its own, `PivotApp.mainThread`):
/// the task steps that arrive wait here until the app's main queue turns (`runPendingTasks`),
/// then run on the main actor.
final class VirtualMainThread: Sendable {
    private let jobs = Mutex<[UnownedJob]>([])
    /// How many wait: read on every turn, so kept apart from the lock.
    private let waiting = Atomic<Int>(0)

    init() {}

    var hasWaiting: Bool { waiting.load(ordering: .acquiring) > 0 }

    fileprivate func add(_ job: UnownedJob) {
        jobs.withLock { $0.append(job) }
        waiting.add(1, ordering: .releasing)
    }

    /// The first step waiting, in the order they arrived.
    fileprivate func next() -> UnownedJob? {
        jobs.withLock { jobs -> UnownedJob? in
            guard !jobs.isEmpty else { return nil }
            waiting.subtract(1, ordering: .releasing)
            return jobs.removeFirst()
        }
    }
}

@available(macOS 15.0, iOS 18.0, *)
extension VirtualMainThread: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) { add(UnownedJob(job)) }

    /// Runs the steps waiting, and those they cause, on the main actor; false when `limit` ran
    /// (tasks that keep starting or waking others: the caller reports a stall).
    @MainActor
    func runWaiting(limit: Int) -> Bool {
        var ran = 0
        while let job = next() {
            // Isolated to the main actor: the task's main-actor code goes on in place rather than
            // hop to the real main queue; its nonisolated code comes back here, so it runs here too.
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            ran += 1
            if ran >= limit { return false }
        }
        return true
    }
}

extension PivotApp {
    /// Runs the task steps waiting for the main queue (`VirtualMainThread`): after each block the
    /// queue runs and at the end of a turn. Steps that keep causing more at one instant are a
    /// stall, as a main queue that never gets back to its run loop.
    /// Whether any ran.
    @discardableResult
    func runPendingTasks() -> Bool {
        guard #available(macOS 15.0, iOS 18.0, *), stall == nil, mainThread.hasWaiting else { return false }
        if !mainThread.runWaiting(limit: Self.turnsPerInstant), stall == nil {
            stall = "the app's tasks ran \(Self.turnsPerInstant) steps at \(world.clock) ms without the main queue turning: " +
                "tasks that start or wake each other forever never let time pass"
        }
        return true
    }
}
