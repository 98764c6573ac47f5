import Pivot
import PivotUIKit
import Testing

/// The main queue turns only once the running call returns, as a run loop does: a setter that
/// makes the engine step, or a callback, never runs queued blocks in the middle of the caller.
@MainActor
@Suite("PivotUIKit: the main queue")
struct MainQueueTests {
    @Test("SPEC L4: async { A }; window.isHidden = false; B runs B before A, and A before the call returns to the test")
    func queuedWorkWaitsForTheCallToReturn() {
        let (app, _) = launchedHost()
        var order: [String] = []
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            DispatchQueue.main.async { order.append("A") }
            window.isHidden = false
            window.windowLevel = .alert
            order.append("B")
        }
        #expect(order == ["B", "A"])
    }

    @Test("SPEC L4: work queued from a callback runs after every callback of the event, in FIFO order")
    func workQueuedInCallbacksRunsAfterTheEvent() {
        final class Root: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                log.append("will")
                DispatchQueue.main.async { self.log.append("first queued") }
                DispatchQueue.main.async { self.log.append("second queued") }
            }
            override func viewDidLayoutSubviews() { log.append("layout") }
        }
        let root = Root()
        let (app, _) = launchedHost(root: root)
        root.log = []
        app.rotate(to: .landscapeLeft)
        let queued = root.log.firstIndex(of: "first queued")
        #expect(queued != nil && root.log.last == "second queued")
        #expect(root.log.prefix(queued ?? 0).contains("will"))
    }

    @Test("SPEC L4: work that queues itself forever stalls the app at that instant instead of hanging the test")
    func selfRequeueingWorkStalls() {
        let (app, _) = launchedHost()
        var turns = 0
        var again: (@MainActor () -> Void)?
        again = { turns += 1; DispatchQueue.main.async { again?() } }
        app.run { again?() }
        #expect(turns == PivotApp.turnsPerInstant + 1)
        #expect(app.stall?.contains("without the clock moving") == true)
    }
}
