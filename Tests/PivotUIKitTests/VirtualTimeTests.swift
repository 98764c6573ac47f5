import Pivot
import PivotUIKit
import Testing

/// A library's delayed work runs on the app's virtual clock: a toast hidden by `asyncAfter`, by
/// an animation's completion, or by a timer, exactly when the test moves the clock there.
@MainActor
@Suite("PivotUIKit: virtual time")
struct VirtualTimeTests {
    /// A toast library's window code: shows, then hides itself after `duration`.
    @MainActor final class Toast {
        let window = UIWindow(frame: UIScreen.main.bounds)
        var log: [String] = []
        init() { window.windowLevel = .statusBar + 1 }

        func show(for duration: Double) {
            window.isHidden = false
            UIView.animate(withDuration: 0.25, animations: { self.window.alpha = 1 }) { _ in self.log.append("shown") }
            DispatchQueue.main.asyncAfter(deadline: .now() + duration) { self.hide() }
        }
        func hide() {
            UIView.animate(withDuration: 0.25, animations: { self.window.alpha = 0 }) { _ in
                self.window.isHidden = true
                self.log.append("hidden")
            }
        }
    }

    static func app() -> PivotApp { launchedHost().0 }

    @Test("SPEC L4: asyncAfter and an animation's completion run when the clock reaches them, not before")
    func toastHidesOnTime() {
        let app = Self.app()
        app.run {
            let toast = Toast()
            toast.show(for: 2)
            #expect(!toast.window.isHidden && toast.log.isEmpty)
            app.advance(by: 0.25)
            #expect(toast.log == ["shown"])
            app.advance(by: 1.9)
            #expect(!toast.window.isHidden, "2.15 s: hidden at 2 s, its animation ends at 2.25 s")
            app.advance(by: 0.1)
            #expect(toast.window.isHidden && toast.log == ["shown", "hidden"] && app.world.clock == 2250)
        }
    }

    @Test("SPEC L4: a repeating timer fires each interval until invalidated; one rotation's animation interleaves by time")
    func timerAndRotationInterleave() {
        let app = Self.app()
        app.run {
            var ticks: [Int] = []
            let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks.append(app.world.clock) }
            app.advance(by: 0.35)
            timer.invalidate()
            app.advance(by: 1)
            #expect(ticks == [100, 200, 300])
        }
    }

    @Test("SPEC L4: a work item cancelled before its deadline never runs; DispatchTimeInterval deadlines count on the virtual clock")
    func cancelledWorkItem() {
        let app = Self.app()
        app.run {
            var ran: [String] = []
            let hide = DispatchWorkItem { ran.append("hide") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500), execute: hide)
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .seconds(1)) { ran.append("restart"); hide.cancel() }
            app.advance(by: 2)
            #expect(ran == ["restart"] && app.world.clock == 2000)
        }
    }

    @Test("SPEC L4: a wait sent as an event runs each piece of delayed work at its own instant, as advance(by:) does")
    func waitEventRunsWorkOnTime() {
        let app = Self.app()
        var ranAt: [Int] = []
        app.run {
            let start = app.world.clock
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { ranAt.append(app.world.clock - start) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ranAt.append(app.world.clock - start) }
            app.send(.wait(milliseconds: 2000))
            #expect(app.world.clock - start == 2000)
        }
        #expect(ranAt == [500, 1500])
    }

    @Test("the same code and clock steps give the same effects on every run")
    func deterministic() {
        func run() -> [Effect] {
            let app = Self.app()
            app.run {
                Toast().show(for: 1)
                app.rotate(to: .landscapeLeft)
                app.advance(by: 3)
            }
            return app.effects
        }
        #expect(run() == run())
    }

    @Test("SPEC L4: work scheduled an infinite or overflowing delay away never runs, and scheduling it does not trap")
    func foreverNeverRuns() {
        let app = Self.app()
        app.run {
            var ran: [String] = []
            DispatchQueue.main.asyncAfter(deadline: .now() + .infinity) { ran.append("infinity") }
            DispatchQueue.main.asyncAfter(deadline: .now() + Double.nan) { ran.append("nan") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(Int.max)) { ran.append("seconds") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1e300) { ran.append("huge") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ran.append("one") }
            app.advance(by: 3600)
            #expect(ran == ["one"], "the rest wait for ever, as Dispatch clamps them (NaN too) to DISPATCH_TIME_FOREVER")
        }
    }
}
