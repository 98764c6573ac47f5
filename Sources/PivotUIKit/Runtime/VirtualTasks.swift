// `Task { … }`, `Task.sleep` and `Task.yield()` on the app's virtual clock: what `pivot port`
// rewrites a library's to (Docs/PORTING.md). A body starts as main-queue work after the code that
// made it returns; a sleep of 2 s wakes when `app.advance(by:)` reaches 2000 ms, and the code after
// it runs at that instant, in order with timers and `asyncAfter` work scheduled before it;
// cancelling a sleeping task ends its sleep with `CancellationError` at the next turn. Outside an
// app (no `PivotApp.run`) each is Swift's own.

import Synchronization

@available(macOS 15.0, iOS 18.0, *)
extension Task where Failure == Never {
    /// `Task { … }` as main-queue work: the body starts in the app's next main-queue turn and
    /// each step after an `await` runs when the app's clock reaches it (`VirtualMainThread`).
    /// Nonisolated and taking a `sending` body, as `Task.init`: a library makes tasks from
    /// nonisolated methods too, always on the app's main thread here.
    @discardableResult
    public static func onMainQueue(priority: TaskPriority? = nil,
                                   operation: sending @escaping @MainActor () async -> Success) -> Task<Success, Never> {
        guard let app = PivotAppContext.current else { return Task(priority: priority, operation: operation) }
        let task = Task(executorPreference: app.mainThread, priority: priority) { await operation() }
        app.queueTaskStart()
        return task
    }
}

@available(macOS 15.0, iOS 18.0, *)
extension Task where Failure == any Error {
    @discardableResult
    public static func onMainQueue(priority: TaskPriority? = nil,
                                   operation: sending @escaping @MainActor () async throws -> Success) -> Task<Success, any Error> {
        guard let app = PivotAppContext.current else { return Task(priority: priority, operation: operation) }
        let task = Task(executorPreference: app.mainThread, priority: priority) { try await operation() }
        app.queueTaskStart()
        return task
    }
}

@available(macOS 15.0, iOS 18.0, *)
extension Task where Success == Never, Failure == Never {
    /// `Task.sleep(nanoseconds:)` on the virtual clock (to the nearest millisecond).
    @preconcurrency @MainActor
    public static func virtualSleep(nanoseconds: UInt64) async throws {
        try await sleepOnClock(milliseconds: Int(min(nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 >= 500_000 ? 1 : 0),
                                                  UInt64(VirtualTime.never)))) {
            try await Task.sleep(nanoseconds: nanoseconds)
        }
    }

    /// The old `Task.sleep(_:)`, which ends early rather than throw when cancelled.
    @preconcurrency @MainActor
    public static func virtualSleep(_ nanoseconds: UInt64) async {
        try? await virtualSleep(nanoseconds: nanoseconds)
    }

    /// `Task.sleep(for: .seconds(2))` on the virtual clock.
    @preconcurrency @MainActor
    public static func virtualSleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await sleepOnClock(milliseconds: milliseconds(in: duration)) { try await Task.sleep(for: duration, tolerance: tolerance) }
    }

    /// `Task.sleep(for:tolerance:clock:)`: the duration on the virtual clock, whichever clock is named.
    @preconcurrency @MainActor
    public static func virtualSleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                              clock: C) async throws where C.Duration == Duration {
        try await sleepOnClock(milliseconds: milliseconds(in: duration)) { try await clock.sleep(for: duration, tolerance: tolerance) }
    }

    /// `Task.sleep(until:tolerance:clock:)`: as long as the deadline is from the clock's `now`
    /// (which is the wall clock: to the nearest millisecond, the time a deadline computed just
    /// before is away).
    @preconcurrency @MainActor
    public static func virtualSleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                              clock: C = ContinuousClock()) async throws where C.Duration == Duration {
        try await sleepOnClock(milliseconds: milliseconds(in: clock.now.duration(to: deadline))) {
            try await Task.sleep(until: deadline, tolerance: tolerance, clock: clock)
        }
    }

    /// `Task.yield()`: the task goes to the back of the main queue, after the work already due.
    @preconcurrency @MainActor
    public static func virtualYield() async {
        guard PivotAppContext.current != nil else { return await Task.yield() }
        try? await sleepOnClock(milliseconds: 0) {}
    }

    static func milliseconds(in duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return VirtualTime.milliseconds(in: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Waits `milliseconds` of the app's clock, or runs Swift's own sleep outside an app.
    @MainActor
    private static func sleepOnClock(milliseconds: Int, outside: () async throws -> Void) async throws {
        guard let app = PivotAppContext.current else { return try await outside() }
        let wake = VirtualWake(app: app, due: VirtualTime.now().later(milliseconds))
        // The wait runs on the app's main thread executor, so that its continuation resumes there
        // and the code after the sleep runs inside the turn that wakes it.
        try await withTaskExecutorPreference(app.mainThread) {
            try await wake.wait()
        }
    }
}

extension PivotApp {
    /// The main-queue turn that starts a task just made: after the work queued before it
    /// (`runPendingTasks` runs its first step). Library code makes tasks on the main thread.
    nonisolated func queueTaskStart() {
        MainActor.assumeIsolated { schedule(at: .now()) {} }
    }
}

/// One sleep: woken by the clock or ended by cancellation, whichever comes first.
@available(macOS 15.0, iOS 18.0, *)
final class VirtualWake: Sendable {
    private struct State {
        var continuation: UnsafeContinuation<Void, any Error>?
        var ended = false
    }
    private let state = Mutex(State())
    private let app: PivotApp
    private let due: VirtualTime

    init(app: PivotApp, due: VirtualTime) { self.app = app; self.due = due }

    /// Nonisolated and concurrent: entered through the task's executor, `VirtualMainThread`,
    /// which runs it on the main actor.
    @concurrent
    nonisolated func wait() async throws {
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                let cancelled = state.withLock { state -> Bool in
                    if state.ended { return true }
                    state.continuation = continuation
                    return false
                }
                if cancelled { return continuation.resume(throwing: CancellationError()) }
                MainActor.assumeIsolated {
                    app.schedule(at: due) { [self] in end(nil) }
                }
            }
        } onCancel: {
            end(CancellationError())
        }
    }

    /// Resumes the sleeper once: the step after it waits on `VirtualMainThread` for the turn.
    private func end(_ error: (any Error)?) {
        let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
            state.ended = true
            defer { state.continuation = nil }
            return state.continuation
        }
        if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
    }
}
