import Testing
import Synchronization
@testable import Pivot

@Suite("Notifications (SPEC N)")
struct NotificationTests {
    @Test("N1 notifications carry UIKit's names")
    func names() {
        #expect(NotificationName.deviceOrientationDidChange.rawValue == "UIDeviceOrientationDidChangeNotification")
        #expect(NotificationName.willChangeStatusBarOrientation.rawValue == "UIApplicationWillChangeStatusBarOrientationNotification")
        #expect(NotificationName.didChangeStatusBarFrame.rawValue == "UIApplicationDidChangeStatusBarFrameNotification")
        #expect(NotificationName.keyboardWillShow.rawValue == "UIKeyboardWillShowNotification")
        #expect(NotificationName.windowDidResignKey.rawValue == "UIWindowDidResignKeyNotification")
        // Every name N1 and W4 list, and no other.
        #expect(Set(NotificationName.allCases.map(\.rawValue)) == [
            "UIDeviceOrientationDidChangeNotification",
            "UIApplicationWillChangeStatusBarOrientationNotification", "UIApplicationDidChangeStatusBarOrientationNotification",
            "UIApplicationWillChangeStatusBarFrameNotification", "UIApplicationDidChangeStatusBarFrameNotification",
            "UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeHiddenNotification",
            "UIWindowDidBecomeKeyNotification", "UIWindowDidResignKeyNotification",
            "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
            "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
    }

    @Test("N1 the status bar orientation user info is the new orientation for Will and the old for Did")
    func userInfo() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        let posted = world.apply(.rotate(.landscapeLeft)).compactMap { if case .posted(let n) = $0 { n } else { nil } }
        #expect(posted.first { $0.name == .willChangeStatusBarOrientation }?.orientation == .landscapeRight)
        #expect(posted.first { $0.name == .didChangeStatusBarOrientation }?.orientation == .portrait)
    }

    @Test("N2 the device notification posts only while generating; begin/end nest; the app reads unknown otherwise")
    func generating() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        #expect(world.deviceOrientationAsRead == .unknown)
        var effects = world.apply(.rotate(.landscapeLeft))
        #expect(!World.notifications(in: effects).contains(.deviceOrientationDidChange))
        #expect(world.interface == .landscapeRight, "UIKit rotates whether or not the app generates notifications")
        world.apply([.deviceNotifications(begin: true), .deviceNotifications(begin: true), .deviceNotifications(begin: false)])
        #expect(world.deviceOrientationAsRead == .landscapeLeft)
        effects = world.apply(.rotate(.portrait))
        #expect(World.notifications(in: effects).first == .deviceOrientationDidChange)
        world.apply(.deviceNotifications(begin: false))
        #expect(world.deviceOrientationAsRead == .unknown)
    }

    @Test("N3 within a rotation: device first, then Will orientation and frame, the turn, Did orientation and frame")
    func rotationOrder() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply(.deviceNotifications(begin: true))
        let effects = world.apply(.rotate(.landscapeLeft))
        #expect(World.notifications(in: effects) == [.deviceOrientationDidChange, .willChangeStatusBarOrientation,
                                                     .willChangeStatusBarFrame, .didChangeStatusBarOrientation, .didChangeStatusBarFrame])
        let turn = effects.firstIndex { if case .changed(.window) = $0 { true } else { false } }!
        let will = effects.firstIndex { if case .posted(let n) = $0 { n.name == .willChangeStatusBarFrame } else { false } }!
        let did = effects.firstIndex { if case .posted(let n) = $0 { n.name == .didChangeStatusBarOrientation } else { false } }!
        #expect(will < turn && turn < did)
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
