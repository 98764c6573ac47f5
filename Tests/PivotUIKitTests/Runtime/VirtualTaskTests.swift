import PivotUIKit
import Testing

/// A library's Swift concurrency delays on the app's virtual clock: `Task { … }` bodies start as
/// main-queue work, a `Task.sleep` wakes when `advance(by:)` reaches it and the code after it runs
/// at that instant, in order with timers and `asyncAfter` work, in a synchronous test.
@MainActor
@Suite("PivotUIKit: tasks and sleeps on the virtual clock")
struct VirtualTaskTests {
    /// What the library's code did, with the virtual time it did it at.
    @MainActor final class Log {
        var entries: [String] = []
        func add(_ entry: String) { entries.append("\(entry) @\(VirtualTime.now().milliseconds)") }
    }

    static func app() -> PivotApp { launchedHost().0 }

    @Test("SPEC L4: a task's 2 s sleep wakes at exactly 2000 ms of virtual time, not before, and the code after it runs then")
    func sleepWakesOnTime() {
        let app = Self.app(), log = Log()
        app.run {
            Task.onMainQueue {
                log.add("start")
                try? await Task.virtualSleep(nanoseconds: 2_000_000_000)
                log.add("woke")
            }
            log.add("made")
        }
        #expect(log.entries == ["made @0", "start @0"], "the body starts after the code that made it returns")
        app.advance(by: 1.999)
        #expect(log.entries == ["made @0", "start @0"])
        app.advance(by: 0.001)
        #expect(log.entries == ["made @0", "start @0", "woke @2000"])
    }

    @Test("SPEC L4: `for:`, `until:clock:` and a sleep inside a nonisolated helper all count on the virtual clock")
    func everySleepForm() {
        let app = Self.app(), log = Log()
        _ = app.run {
            Task.onMainQueue {
                try? await Task.virtualSleep(for: .seconds(1))
                log.add("for")
                try? await Task.virtualSleep(until: .now + .milliseconds(500), clock: .continuous)
                log.add("until")
                try? await Self.helperSleep(seconds: 0.25)
                log.add("helper")
                try? await Task.virtualSleep(for: .seconds(1), tolerance: nil, clock: SuspendingClock())
                log.add("clock")
            }
        }
        app.advance(by: 10)
        #expect(log.entries == ["for @1000", "until @1500", "helper @1750", "clock @2750"])
    }

    /// A library's own helper, nonisolated as SwiftMessages' `Task.sleep(seconds:)` is.
    nonisolated static func helperSleep(seconds: Double) async throws {
        try await Task.virtualSleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }

    @Test("SPEC L4: at one instant, asyncAfter, a timer and a task's wake-up run in the order they were scheduled")
    func fifoAtOneInstant() {
        let app = Self.app(), log = Log()
        app.run {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.add("asyncAfter before") }
            Task.onMainQueue {
                try? await Task.virtualSleep(for: .seconds(2))
                log.add("task")
                DispatchQueue.main.async { log.add("queued by the task") }
            }
        }
        _ = app.run {
            // Scheduled after the task's sleep began (at its first turn): after it at 2000 ms.
            Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in log.add("timer after") }
        }
        app.advance(by: 2)
        #expect(log.entries == ["asyncAfter before @2000", "task @2000", "timer after @2000", "queued by the task @2000"])
    }

    @Test("SPEC L4: task bodies start in FIFO order with main-queue work queued around them")
    func bodiesStartInQueueOrder() {
        let app = Self.app(), log = Log()
        app.run {
            DispatchQueue.main.async { log.add("async 1") }
            Task.onMainQueue { log.add("task") }
            DispatchQueue.main.async { log.add("async 2") }
        }
        #expect(log.entries == ["async 1 @0", "task @0", "async 2 @0"])
    }

    @Test("SPEC L4: cancelling a sleeping task ends its sleep with CancellationError at the next turn, not at the deadline")
    func cancelThrows() {
        let app = Self.app(), log = Log()
        let task = app.run {
            Task.onMainQueue {
                do {
                    try await Task.virtualSleep(for: .seconds(5))
                    log.add("slept")
                } catch is CancellationError {
                    log.add("cancelled, isCancelled \(Task.isCancelled)")
                } catch {
                    log.add("other error")
                }
            }
        }
        app.advance(by: 1)
        task.cancel()
        #expect(log.entries.isEmpty, "the sleeper resumes on the main queue, which has not turned")
        app.advance(by: 0)
        #expect(log.entries == ["cancelled, isCancelled true @1000"])
        app.advance(by: 10)
        #expect(log.entries == ["cancelled, isCancelled true @1000"], "the dead wake-up does nothing")
    }

    @Test("SPEC L4: cancelled inside a call, the task throws when the call returns; a cancelled task's next sleep throws at once")
    func cancelInsideACall() {
        let app = Self.app(), log = Log()
        app.run {
            let task = Task.onMainQueue {
                try await Task.virtualSleep(for: .seconds(5))
                log.add("slept")
            }
            let second = Task.onMainQueue {
                do { try await Task.virtualSleep(for: .seconds(1)) } catch { log.add("first sleep: \(error is CancellationError)") }
                do { try await Task.virtualSleep(for: .seconds(1)) } catch { log.add("second sleep: \(error is CancellationError)") }
            }
            app.advance(by: 0.5)
            task.cancel()
            second.cancel()
            log.add("cancelled")
        }
        #expect(log.entries == ["cancelled @500", "first sleep: true @500", "second sleep: true @500"])
    }

    @Test("SPEC L4: Task.yield sends the task to the back of the main queue, after the work already due")
    func yieldGoesToTheBack() {
        let app = Self.app(), log = Log()
        _ = app.run {
            Task.onMainQueue {
                log.add("before yield")
                DispatchQueue.main.async { log.add("queued before the yield") }
                await Task.virtualYield()
                log.add("after yield")
            }
        }
        #expect(log.entries == ["before yield @0", "queued before the yield @0", "after yield @0"])
    }

    @Test("a task's body sees the app that made it, and a task's value can be awaited by another task")
    func bodiesRunInTheirApp() {
        let app = Self.app(), log = Log()
        app.run {
            let first = Task.onMainQueue { () -> Int in
                try? await Task.virtualSleep(for: .milliseconds(300))
                return UIApplication.shared.windows.count
            }
            Task.onMainQueue {
                let windows = await first.value
                log.add("windows \(windows)")
            }
        }
        app.advance(by: 0.3)
        #expect(log.entries == ["windows 1 @300"])
    }

    @Test("SPEC L4: a library's own continuation, resumed by a timer, lets the task go on in that timer's turn")
    func continuationResumedByATimer() {
        let app = Self.app(), log = Log()
        _ = app.run {
            Task.onMainQueue {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in continuation.resume() }
                }
                log.add("resumed")
            }
        }
        app.advance(by: 1.499)
        #expect(log.entries.isEmpty)
        app.advance(by: 0.001)
        #expect(log.entries == ["resumed @1500"])
    }

    @Test("tasks that start tasks forever at one instant stall the app instead of hanging the test")
    func spawningForeverStalls() {
        let app = Self.app()
        app.run { Self.spawn() }
        #expect(app.stall?.contains("without the main queue turning") == true)
    }

    static func spawn() { Task.onMainQueue { spawn() } }
}
