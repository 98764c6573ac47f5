import Pivot
import PivotUIKit
import Testing

// Library code in Swift 5 mode as `pivot port` leaves it: a `Task { … }` made in a nonisolated
// method (SwiftMessages' `show(config:viewProvider:)`), capturing a non-Sendable class, sleeping
// through a nonisolated helper of the library's own. That this file compiles is half the test.

final class Notifier {
    var log: [String] = []
    var window: UIWindow?

    nonisolated func show(after seconds: Double) {
        Task.onMainQueue { @MainActor [weak self] in
            try? await Task.sleep(seconds: seconds)
            guard let self else { return }
            self.window = UIWindow(frame: UIScreen.main.bounds)
            self.window?.isHidden = false
            self.log.append("shown at \(VirtualTime.now().milliseconds) ms")
        }
    }
}

extension Task where Success == Never, Failure == Never {
    static func sleep(seconds: Double) async throws {
        try await virtualSleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}

@MainActor
@Suite("PivotUIKit in Swift 5 mode: tasks on the virtual clock")
struct TaskSwift5Tests {
    @Test("SPEC L4: a task made in a nonisolated method shows its window when the clock reaches the delay")
    func nonisolatedTaskShowsOnTime() {
        let app = PivotApp(device: "iPhone8", ios: "15.0")!
        let notifier = Notifier()
        app.run { notifier.show(after: 0.75) }
        app.advance(by: 0.7)
        #expect(notifier.log.isEmpty)
        app.advance(by: 0.05)
        #expect(notifier.log == ["shown at 750 ms"])
        #expect(app.run { UIApplication.shared.windows.contains { $0 === notifier.window } })
    }
}
