import Testing
import Synchronization
@testable import Pivot
import PivotTesting

@Suite("Notifications (SPEC N)")
struct NotificationTests {
    @Test("N1, L7 notifications carry UIKit's names")
    func names() {
        #expect(NotificationName.deviceOrientationDidChange.rawValue == "UIDeviceOrientationDidChangeNotification")
        #expect(NotificationName.willChangeStatusBarOrientation.rawValue == "UIApplicationWillChangeStatusBarOrientationNotification")
        #expect(NotificationName.didChangeStatusBarFrame.rawValue == "UIApplicationDidChangeStatusBarFrameNotification")
        #expect(NotificationName.keyboardWillShow.rawValue == "UIKeyboardWillShowNotification")
        #expect(NotificationName.windowDidResignKey.rawValue == "UIWindowDidResignKeyNotification")
        // Every name N1, W4 and L7 list, and no other.
        #expect(Set(NotificationName.allCases.map(\.rawValue)) == [
            "UIDeviceOrientationDidChangeNotification",
            "UIApplicationWillChangeStatusBarOrientationNotification", "UIApplicationDidChangeStatusBarOrientationNotification",
            "UIApplicationWillChangeStatusBarFrameNotification", "UIApplicationDidChangeStatusBarFrameNotification",
            "UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeHiddenNotification",
            "UIWindowDidBecomeKeyNotification", "UIWindowDidResignKeyNotification",
            "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
            "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification"])
    }

    @Test("N1 the status bar orientation user info is the new orientation for Will and the old for Did")
    func userInfo() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0"), exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.receive(.notification(.willChangeStatusBarOrientation, sender: "UIApplication", orientation: .landscapeRight))
        await app.receive(.notification(.didChangeStatusBarOrientation, sender: "UIApplication", orientation: .portrait))
        await app.finish()
    }

    @Test("N2 UIKit begins device notifications for a window's root view controller: posted and read without begin; an extra end stops them and autorotation")
    func generating() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0"))
        await app.expect("device portrait")
        try await app.send("rotate landscapeLeft")
        await app.receive(.notification(.deviceOrientationDidChange, sender: "UIDevice"))
        await app.receive(.notification(.willChangeStatusBarOrientation))
        await app.expect("interface landscapeRight")
        await app.skipReceived()
        try await app.send("device-notifications begin\ndevice-notifications end")
        await app.expect("device landscapeLeft")
        try await app.send("device-notifications end")  // one end too many: the count is 0
        await app.expect("device unknown")
        try await app.send("rotate portrait")
        await app.expect("posted none")
        await app.expect("interface landscapeRight")      // the windows turn by observing it
        await app.finish()
    }

    @Test("N2 UIKit's own begin holds on iOS 6-15 and ends with the window; before iOS 6 and from iOS 16 only the app's begin counts",
          arguments: [("5.1", false), ("6.0", true), ("15.0", true), ("16.0", false), ("26.0", false)])
    func uikitBeginsByVersion(ios: String, begins: Bool) {
        var world = app("iPhone8", ios: ios, plist: .all, mainWindow([.supports(.all)]))
        #expect(world.generatesDeviceNotifications == begins)
        #expect(world.deviceOrientationAsRead == (begins ? .portrait : .unknown))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.interface == .landscapeRight, "without the app's begin the interface turns all the same where UIKit does not begin")
        world.apply(.releaseWindow("main"))
        #expect(!world.generatesDeviceNotifications, "the released window ends what it began")
    }

    @Test("N3 within a rotation: device first, then Will orientation and frame, the turn, Did orientation and frame")
    func rotationOrder() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0", "device-notifications begin"))
        var seen: [String] = []
        let notifications = await app.notifications()
        try await app.send("rotate landscapeLeft")
        for name: NotificationName in [.deviceOrientationDidChange, .willChangeStatusBarOrientation, .willChangeStatusBarFrame] {
            await app.receive(.notification(name))
        }
        await app.skipReceived()
        await app.finish()
        // Each notification with the world of its moment: the turn falls between Will and Did.
        for await delivery in notifications {
            seen.append("\(delivery.notification.name.rawValue) \(delivery.world.window("main")!.bounds)")
        }
        #expect(seen == ["UIDeviceOrientationDidChangeNotification 375x667",
                         "UIApplicationWillChangeStatusBarOrientationNotification 375x667",
                         "UIApplicationWillChangeStatusBarFrameNotification 375x667",
                         "UIApplicationDidChangeStatusBarOrientationNotification 667x375",
                         "UIApplicationDidChangeStatusBarFrameNotification 667x375"])
    }

    @Test("N4 N3 notifications posted while the clock runs reach observers as they are posted, with the world of that moment")
    func observersDuringClockWork() async {
        // iOS 9: the dismissal leaves the app in landscape; the calibration when it ends turns it.
        let runtime = Runtime(world: app("iPhone8", ios: "9.0", plist: .all, mainWindow([.supports(.portrait)]) + [
            controller("player", .supports(.landscape), .preferred(.landscapeRight)),
            .present("player", from: "home", style: .fullScreen, animated: false)]))
        let seen = Mutex<[String]>([])
        _ = await runtime.observe(.willChangeStatusBarOrientation) { n, world in
            seen.withLock { $0.append("\(n.orientation!) \(world.window("main")!.bounds)") }
        }
        await runtime.send(.dismiss("player"), settle: false)
        #expect(seen.withLock { $0 }.isEmpty, "the dismissal starts in landscape (A8)")
        await runtime.runUntilIdle()
        #expect(seen.withLock { $0 } == ["portrait 667x375"], "Will is posted before the window turns")
        #expect(await runtime.read { $0.window("main")!.bounds } == Size(375, 667))
    }

    @Test("N3 a device observer still sees the old window sizes")
    func observerSeesOldSizes() async {
        let runtime = Runtime(world: app("iPhone8", ios: "12.0", mainWindow()))
        await runtime.send(.deviceNotifications(begin: true))
        let seen = Mutex<[String]>([])
        _ = await runtime.observe(.deviceOrientationDidChange) { n, world in
            seen.withLock { $0.append("\(n.name.rawValue) \(world.window("main")!.bounds) \(world.deviceOrientationAsRead)") }
        }
        _ = await runtime.observe(.didChangeStatusBarOrientation) { n, world in
            seen.withLock { $0.append("\(n.name.rawValue) \(world.window("main")!.bounds)") }
        }
        await runtime.send(.rotate(.landscapeLeft))
        #expect(seen.withLock { $0 } == ["UIDeviceOrientationDidChangeNotification 375x667 landscapeLeft",
                                         "UIApplicationDidChangeStatusBarOrientationNotification 667x375"])
    }

    @Test("N4 observers run in registration order, filter by sender, and can be removed")
    func observers() async {
        let runtime = Runtime(world: app("iPhone8", ios: "12.0", [window("a"), window("b")]))
        let log = Mutex<[String]>([])
        _ = await runtime.observe(.windowDidBecomeVisible) { _, _ in log.withLock { $0.append("first") } }
        let aID = await runtime.read { $0.windowID("a")! }
        let onlyA = await runtime.observe(.windowDidBecomeVisible, sender: .window(aID)) { _, _ in log.withLock { $0.append("only a") } }
        _ = await runtime.observe(nil) { n, _ in log.withLock { $0.append("any \(n.name.rawValue)") } }
        await runtime.send(.show("b", key: false))
        #expect(log.withLock { $0 } == ["first", "any UIWindowDidBecomeVisibleNotification"])
        log.withLock { $0.removeAll() }
        await runtime.send(.show("a", key: false))
        #expect(log.withLock { $0 } == ["first", "only a", "any UIWindowDidBecomeVisibleNotification"])
        await runtime.removeObserver(onlyA)
        log.withLock { $0.removeAll() }
        await runtime.send([.hide("a"), .show("a", key: false)])
        #expect(log.withLock { $0 } == ["any UIWindowDidBecomeHiddenNotification", "first", "any UIWindowDidBecomeVisibleNotification"])
    }
}
