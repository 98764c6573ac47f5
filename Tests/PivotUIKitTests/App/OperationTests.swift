import Pivot
import PivotUIKit
import Testing

/// Operations as a toast queue uses them: one at a time, each finishing when its own hide
/// animation ends and saying so through key-value observing.
@MainActor
@Suite("PivotUIKit: operations that finish later")
struct OperationTests {
    /// A message shown for `duration` seconds: finished when its timer fires, not when start returns.
    final class TimedMessage: Operation {
        let text: String
        let duration: Double
        var log: (String) -> Void
        private var running = false
        private var done = false
        override var isExecuting: Bool {
            get { running }
            set {
                willChangeValue(forKey: "isExecuting")
                running = newValue
                didChangeValue(forKey: "isExecuting")
            }
        }
        override var isFinished: Bool {
            get { done }
            set {
                willChangeValue(forKey: "isFinished")
                done = newValue
                didChangeValue(forKey: "isFinished")
            }
        }
        init(_ text: String, duration: Double, log: @escaping (String) -> Void) {
            self.text = text
            self.duration = duration
            self.log = log
        }
        override func start() {
            isExecuting = true
            log("show \(text) at \(CACurrentMediaTime())")
            UIView.animate(withDuration: duration, animations: {}, completion: { _ in
                self.log("hide \(self.text) at \(CACurrentMediaTime())")
                self.isExecuting = false
                self.isFinished = true
            })
        }
    }

    @Test("SPEC L4: a queue of one runs the next operation only once the running one says it finished")
    func serialQueueWaitsForFinished() {
        let (app, _) = launchedHost()
        app.run {
            var log: [String] = []
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            let first = TimedMessage("first", duration: 2) { log.append($0) }
            let second = TimedMessage("second", duration: 1) { log.append($0) }
            queue.addOperation(first)
            queue.addOperation(second)
            app.advance(by: 0.1)
            #expect(log == ["show first at 0.0"])
            #expect(queue.operations.count == 2 && queue.operations.first === first)
            app.advance(by: 2)
            #expect(log == ["show first at 0.0", "hide first at 2.0", "show second at 2.0"])
            #expect(queue.operations.count == 1 && queue.operations.first === second)
            app.advance(by: 1)
            #expect(log.last == "hide second at 3.0" && queue.operations.isEmpty)
        }
    }

    @Test("A finished operation runs its completion block once and leaves its queue")
    func completionBlockRunsOnce() {
        let (app, _) = launchedHost()
        app.run {
            var completions = 0
            let queue = OperationQueue()
            let message = TimedMessage("only", duration: 1) { _ in }
            message.completionBlock = { completions += 1 }
            queue.addOperation(message)
            app.advance(by: 1)
            message.isFinished = true
            #expect(completions == 1 && queue.operationCount == 0)
        }
    }

    @Test("Without a limit every ready operation starts in the order added")
    func unlimitedQueueStartsAll() {
        let (app, _) = launchedHost()
        app.run {
            var log: [String] = []
            let queue = OperationQueue()
            for name in ["a", "b"] { queue.addOperation(TimedMessage(name, duration: 1) { log.append($0) }) }
            app.advance(by: 0.1)
            #expect(log == ["show a at 0.0", "show b at 0.0"])
        }
    }
}
