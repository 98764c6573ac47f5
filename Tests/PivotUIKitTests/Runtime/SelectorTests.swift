import Pivot
import PivotUIKit
import Testing

/// `#selector` as the porting step writes it (`Selector("hide", ToastView.hide)`) reaches its
/// method through every place UIKit takes one: observers, timers and delayed performs, on the
/// app's virtual clock.
@MainActor
@Suite("PivotUIKit: selectors")
struct SelectorTests {
    /// A toast view wired the way UIKit libraries wire one.
    final class ToastView: UIView {
        var log: [String] = []
        func hide() { log.append("hide at \(PivotApp.current.world.clock)") }
        func rotated(_ note: Notification) { log.append("rotated \(note.name.rawValue)") }
        func tick(_ timer: Timer) { log.append("tick \(timer.userInfo as? String ?? "-")") }
        private func show(_ text: String) { log.append("show \(text)") }
        static var showSelector: Selector { Selector("show:", ToastView.show) }
    }

    /// A model object that is no view (not main-actor), as a library's manager often is.
    final class Manager: NSObject {
        var hidden = 0
        func hide() { hidden += 1 }
    }

    @Test("Selectors compare by name alone, as UIKit's do, and describe themselves by it")
    func selectorsCompareByName() {
        let method = Selector("hide", ToastView.hide)
        #expect(method == Selector("hide") && method != Selector("show:"))
        #expect(NSStringFromSelector(method) == "hide" && Set([method, Selector("hide")]).count == 1)
    }

    @Test("A selector observer hears each post with the notification, until it removes itself")
    func selectorObserverFiresUntilRemoved() {
        let (app, _) = launchedHost()
        app.run {
            let toast = ToastView()
            NotificationCenter.default.addObserver(toast, selector: Selector("rotated:", ToastView.rotated(_:)),
                                                   name: UIDevice.orientationDidChangeNotification, object: nil)
            app.rotate(to: .landscapeLeft)
            #expect(toast.log == ["rotated \(UIDevice.orientationDidChangeNotification.rawValue)"])
            NotificationCenter.default.removeObserver(toast)
            app.rotate(to: .portrait)
            #expect(toast.log.count == 1)
        }
    }

    @Test("removeObserver(_:name:object:) removes only that name's observation")
    func selectorObserverRemovedByName() {
        let (app, _) = launchedHost()
        app.run {
            let toast = ToastView()
            let center = NotificationCenter.default
            let named = Notification.Name("ToastShouldHide")
            center.addObserver(toast, selector: Selector("hide", ToastView.hide), name: named, object: nil)
            center.addObserver(toast, selector: Selector("rotated:", ToastView.rotated), name: named, object: nil)
            center.removeObserver(toast, name: UIDevice.orientationDidChangeNotification, object: nil)
            center.post(name: named, object: nil)
            #expect(toast.log == ["hide at 0", "rotated ToastShouldHide"])
            center.removeObserver(toast, name: named, object: nil)
            center.post(name: named, object: nil)
            #expect(toast.log.count == 2)
        }
    }

    @Test("SPEC L4: a timer's target hears the selector when the virtual clock reaches it, with its user info")
    func timerTargetFiresOnTheClock() {
        let (app, _) = launchedHost()
        app.run {
            let toast = ToastView()
            let timer = Timer.scheduledTimer(timeInterval: 2, target: toast, selector: Selector("tick:", ToastView.tick),
                                             userInfo: "toast", repeats: true)
            app.advance(by: 1.9)
            #expect(toast.log.isEmpty)
            app.advance(by: 2.2)
            #expect(toast.log == ["tick toast", "tick toast"])
            timer.invalidate()
            app.advance(by: 4)
            #expect(toast.log.count == 2 && !timer.isValid)
        }
    }

    @Test("SPEC L4: a timer made with an initialiser waits until it is added to the main run loop")
    func timerWaitsForTheRunLoop() {
        let (app, _) = launchedHost()
        app.run {
            let toast = ToastView()
            let timer = Timer(timeInterval: 1, target: toast, selector: Selector("hide", ToastView.hide), userInfo: nil, repeats: false)
            app.advance(by: 2)
            #expect(toast.log.isEmpty)
            RunLoop.main.add(timer, forMode: .common)
            app.advance(by: 1)
            #expect(toast.log == ["hide at 3000"] && !timer.isValid)
            #expect(!Timer().isValid, "Timer() is an invalid timer, as Foundation's")
        }
    }

    @Test("SPEC L4: perform(afterDelay:) runs on the clock; cancelPreviousPerformRequests drops what is pending")
    func delayedPerformCancels() {
        let (app, _) = launchedHost()
        app.run {
            let toast = ToastView()
            toast.perform(Selector("hide", ToastView.hide), with: nil, afterDelay: 1)
            app.advance(by: 1)
            #expect(toast.log == ["hide at 1000"])
            toast.perform(Selector("hide", ToastView.hide), with: nil, afterDelay: 1)
            toast.perform(ToastView.showSelector, with: "again", afterDelay: 1)
            NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Selector("hide"), object: nil)
            app.advance(by: 2)
            #expect(toast.log == ["hide at 1000", "show again"])
            toast.perform(ToastView.showSelector, with: "never", afterDelay: 1)
            NSObject.cancelPreviousPerformRequests(withTarget: toast)
            app.advance(by: 2)
            #expect(toast.log.count == 2)
        }
    }

    @Test("A nil object reaches a Bool or number parameter as false or zero, as Objective-C reads it; a mismatched object calls nothing")
    func nilIsFalseForABoolParameter() {
        final class Banner: UIView {
            var log: [String] = []
            func dismiss(forced: Bool = false) { log.append("dismiss forced=\(forced)") }
            func scale(_ by: CGFloat) { log.append("scale \(by)") }
        }
        let (app, _) = launchedHost()
        app.run {
            let banner = Banner()
            banner.perform(Selector("dismiss", Banner.dismiss), with: nil, afterDelay: 1)
            banner.perform(Selector("scale:", Banner.scale), with: nil)
            banner.perform(Selector("dismiss", Banner.dismiss), with: "yes")
            app.advance(by: 1)
            #expect(banner.log == ["scale 0.0", "dismiss forced=false"])
        }
    }

    @Test("perform(_:) calls a plain class's method now; responds(to:) answers by the method's class")
    func performAndRespondsTo() {
        let (app, _) = launchedHost()
        app.run {
            let manager = Manager()
            manager.perform(Selector("hide", Manager.hide))
            #expect(manager.hidden == 1)
            #expect(manager.responds(to: Selector("hide", Manager.hide)))
            #expect(!manager.responds(to: Selector("hide", ToastView.hide)) && !manager.responds(to: Selector("hide")))
        }
    }

    @Test("A method whose argument does not convert from the sender is not called")
    func mismatchedSenderIsNotCalled() {
        let (app, _) = launchedHost()
        app.run {
            let toast = ToastView()
            toast.perform(Selector("tick:", ToastView.tick), with: "not a timer")
            #expect(toast.log.isEmpty)
        }
    }
}
