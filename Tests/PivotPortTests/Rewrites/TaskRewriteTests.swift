import Testing
@testable import PivotPort

@Suite("Swift concurrency's delays go onto the app's virtual clock")
struct TaskRewriteTests {
    @Test("each Task.sleep overload becomes Task.virtualSleep, and Task.yield() Task.virtualYield()")
    func sleepsAndYield() {
        let ported = port("""
            import UIKit
            final class Banner: UIView {
                func hide() async throws {
                    try await Task.sleep(nanoseconds: 2_000_000_000)
                    try await Task.sleep(for: .seconds(1))
                    try await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                    try? await Task.sleep(for: .milliseconds(5), tolerance: nil, clock: ContinuousClock())
                    await Task.sleep(1_000)
                    await Task.yield()
                    try await Task.sleep(seconds: 2)
                }
            }
            """)
        #expect(ported.text == """
            @preconcurrency import PivotUIKit
            final class Banner: UIView {
                func hide() async throws {
                    try await Task.virtualSleep(nanoseconds: 2_000_000_000)
                    try await Task.virtualSleep(for: .seconds(1))
                    try await Task.virtualSleep(until: .now + .seconds(1), clock: .continuous)
                    try? await Task.virtualSleep(for: .milliseconds(5), tolerance: nil, clock: ContinuousClock())
                    await Task.virtualSleep(1_000)
                    await Task.virtualYield()
                    try await Task.sleep(seconds: 2)
                }
            }
            """, "a library's own `Task.sleep(seconds:)` keeps calling its own")
        #expect(ported.notes.filter { $0.contains("Task.virtualSleep") }.count == 5)
        #expect(ported.notes.contains("F0.swift:9:15: note: 'Task.yield()' → 'Task.virtualYield()': the task goes to the back of the app's main queue"))
    }

    @Test("an unqualified sleep in an extension of Task is Swift's, so it is rewritten; a declaration is not")
    func sleepInAnExtensionOfTask() {
        let ported = port("""
            extension Task where Success == Never, Failure == Never {
                static func sleep(seconds: TimeInterval) async throws {
                    try await sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                }
            }
            func sleep(nanoseconds: Int) {}
            func nap() { sleep(nanoseconds: 3) }
            """)
        #expect(ported.text.contains("try await virtualSleep(nanoseconds: UInt64(seconds * 1_000_000_000))"))
        #expect(ported.text.contains("static func sleep(seconds: TimeInterval)"))
        #expect(ported.text.contains("func nap() { sleep(nanoseconds: 3) }"), "outside Task's extension, a function of the library's own")
        #expect(ported.notes.contains("F0.swift:3:19: note: 'sleep' → 'virtualSleep' (Task's): the sleep ends on the app's virtual clock"))
    }

    @Test("a task made with a body starts as main-queue work: Task { }, Task { @MainActor in }, Task(priority:) { }")
    func tasksWithABody() {
        let ported = port("""
            @MainActor final class Presenter {
                var hideTask: Task<Void, Never>?
                func show() {
                    Task { @MainActor [weak self] in self?.hide() }
                    hideTask = Task { [weak self] in
                        try? await Task.sleep(for: .seconds(2))
                        self?.hide()
                    }
                    Task(priority: .userInitiated) { await self.refresh() }
                    _ = Task(operation: { await self.refresh() })
                    hideTask?.cancel()
                    if Task.isCancelled { return }
                }
                func hide() {}
                func refresh() async {}
            }
            """)
        #expect(ported.text == """
            @MainActor final class Presenter {
                var hideTask: Task<Void, Never>?
                func show() {
                    Task.onMainQueue { @MainActor [weak self] in self?.hide() }
                    hideTask = Task.onMainQueue { [weak self] in
                        try? await Task.virtualSleep(for: .seconds(2))
                        self?.hide()
                    }
                    Task.onMainQueue(priority: .userInitiated) { await self.refresh() }
                    _ = Task.onMainQueue(operation: { await self.refresh() })
                    hideTask?.cancel()
                    if Task.isCancelled { return }
                }
                func hide() {}
                func refresh() async {}
            }
            """)
        #expect(ported.notes.filter { $0.contains("'Task { … }' → 'Task.onMainQueue { … }'") }.count == 4)
    }

    @Test("what cannot go on the clock is reported: Task.detached, Task(name:executorPreference:)")
    func refusals() {
        let ported = port("""
            func f() {
                Task.detached { await work() }
                Task(name: "load") { await work() }
            }
            """)
        #expect(ported.text.contains("Task.detached { await work() }") && ported.text.contains("Task(name: \"load\") {"))
        #expect(ported.warnings == [
            "F0.swift:2:5: warning: 'Task.detached' runs on Swift's own executors, off the app's main queue and virtual clock",
            "F0.swift:3:5: warning: 'Task(name:)' is left as it is: its body runs on Swift's main actor, off the app's virtual clock",
        ])
    }

    @Test("Task.sleep in a string or a comment, a Task type of the library's own, and `extension Task { }` stay")
    func leftAlone() {
        let source = """
            // try await Task.sleep(nanoseconds: 1) and Task { }
            let help = "call Task.sleep(for: .seconds(1)) in a Task { }"
            extension Task { }
            """
        let ported = port(source)
        #expect(ported.text == source)
        #expect(ported.diagnostics.isEmpty)
        let own = """
            struct Task { init(_ body: () -> Void) {} static func sleep(nanoseconds: Int) {} }
            func f() { _ = Task { }; Task.sleep(nanoseconds: 1) }
            """
        #expect(port(own).text == own)
    }
}
