import Testing
@testable import Pivot

@Suite("Autorotation (SPEC A)")
struct AutorotationTests {
    static let landscapeApp: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    @Test("A1 a full-screen presentation decides; a navigation controller answers itself unless it forwards")
    func decider() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, [
            controller("list"), controller("nav", .kind(.navigation), .children(["list"])),
            window("main", root: "nav"), .show("main", key: true), .launch])
        let main = world.windowID("main")!
        #expect(world.name(world.decider(of: main)) == "nav")
        world.apply(.configure("nav", [.forwards(true)]))
        #expect(world.name(world.decider(of: main)) == "list")
        world.apply([controller("modal"), .present("modal", from: "list", style: .fullScreen, animated: false)])
        #expect(world.name(world.decider(of: main)) == "modal")
    }

    @Test("A1 sheets decide on phones before iOS 13 only; over-current-context and popovers never",
          arguments: [("12.0", "iPhone8", PresentationStyle.formSheet, true), ("13.0", "iPhone8", .pageSheet, false),
                      ("12.0", "iPad", .formSheet, false), ("12.0", "iPhone8", .overCurrentContext, false),
                      ("12.0", "iPhone8", .popover, false), ("13.0", "iPhone8", .overFullScreen, true)])
    func sheets(ios: String, device: String, style: PresentationStyle, decides: Bool) {
        var world = app(device, ios: ios, mainWindow())
        world.apply([controller("sheet"), .present("sheet", from: "home", style: style, animated: false)])
        #expect(world.name(world.decider(of: world.windowID("main")!)) == (decides ? "sheet" : "home"))
    }

    @Test("A2 the app delegate's per-window mask overrides the Info.plist for that window")
    func delegateMask() {
        var world = app("iPhone8", ios: "12.0", plist: .portrait, [
            controller("home"), controller("player", .supports(.all)),
            window("main", root: "home"), window("video", root: "player", level: 1),
            .delegateMask(window: "video", .landscape), .show("main", key: true), .show("video", key: false), .launch])
        world.apply(.rotate(.landscapeLeft))
        #expect(world.orientation(of: "video") == .landscapeRight)
        #expect(world.orientation(of: "main") == .portrait)
    }

    @Test("A3 each window, hidden ones too, consults its own root controller")
    func perWindowEvaluation() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, [
            controller("home", .supports(.portrait)), controller("free", .supports(.allButUpsideDown)),
            window("main", root: "home"), window("hidden", root: "free"), .show("main", key: true), .launch])
        world.apply(.rotate(.landscapeLeft))
        #expect(world.orientation(of: "main") == .portrait)
        #expect(world.orientation(of: "hidden") == .landscapeRight)
    }

    @Test("A3 no common orientation with shouldAutorotate YES crashes, naming the controller",
          arguments: [("8.0", "Supported orientations has no common orientation with the application, and [home shouldAutorotate] is returning YES"),
                      ("16.0", "Supported orientations has no common orientation with the application, and [home shouldAutorotate] is returning YES"),
                      ("7.0", "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES")])
    func noCommonOrientationCrashes(ios: String, reason: String) {
        let world = app("iPhone8", ios: ios, plist: .portrait, mainWindow([.supports(.landscape)]))
        #expect(world.crash == Crash(name: "UIApplicationInvalidInterfaceOrientation", reason: reason))
    }

    @Test("A3 a raw mask of 1 (an orientation returned instead of a mask) has no common orientation")
    func rawOneCrashes() {
        let world = app("iPhone8", ios: "12.0", mainWindow([.supports(OrientationMask(rawValue: 1))]))
        #expect(world.crashName == "UIApplicationInvalidInterfaceOrientation")
    }

    @Test("A3 an app mask of 0 counts as all")
    func zeroAppMask() {
        var world = app("iPhone8", ios: "12.0", [controller("home", .supports(.landscape)), window("main", root: "home"),
                                                   .delegateMask(window: nil, OrientationMask(rawValue: 0))])
        world.apply([.setRoot("main", nil), .setRoot("main", "home")])
        #expect(world.crash == nil)
        #expect(world.orientation(of: "main") == .landscapeRight)
    }

    @Test("A3 target in common turns; current in common stays; else the first of O2 order")
    func targetCurrentFallback() {
        var world = app("iPhone8", ios: "12.0", plist: .all, mainWindow([.supports(.all)]))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.orientation(of: "main") == .landscapeRight)
        world.apply([.configure("home", [.supports(.landscape)]), .rotate(.portrait)])
        #expect(world.orientation(of: "main") == .landscapeRight, "portrait is not supported: it stays")
        world.apply([.configure("home", [.supports([.portraitUpsideDown, .landscapeLeft])]), .attemptRotation])
        #expect(world.orientation(of: "main") == .portraitUpsideDown, "fallback: first in O2 order")
    }

    @Test("A3 at launch the fallback is the first orientation written in the Info.plist unless portrait is listed")
    func launchFallbackUsesPlistOrder() {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhone8")!, profile: BehaviorProfile(ios: v("12.0")))
        config.plistOrientations = [.landscapeLeft, .landscapeRight]
        config.plistRawMask = .landscape
        var world = World(config: config)
        world.apply(mainWindow())
        #expect(world.orientation(of: "main") == .landscapeLeft)
        // Portrait listed (last): the O2 fallback applies, here to the first landscape in O2 order.
        config.plistOrientations = [.landscapeLeft, .landscapeRight, .portrait]
        config.plistRawMask = [.landscape, .portrait]
        var listed = World(config: config)
        listed.apply(mainWindow([.supports(.landscape)]))
        #expect(listed.orientation(of: "main") == .landscapeRight)
    }

    @Test("A3 faceUp updates the device and posts, but evaluates no window")
    func flatDoesNotRotate() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([.deviceNotifications(begin: true), .rotate(.landscapeLeft)])
        let effects = world.apply(.rotate(.faceUp))
        #expect(World.notifications(in: effects) == [.deviceOrientationDidChange])
        #expect(!effects.contains { if case .asked = $0 { true } else { false } })
        #expect(world.orientation(of: "main") == .landscapeRight)
        #expect(world.deviceOrientationAsRead == .faceUp)
    }

    @Test("A3 a device rotation skips a decider whose shouldAutorotate is NO, before iOS 16 only",
          arguments: [("15.0", InterfaceOrientation.portrait), ("16.0", .landscapeRight)])
    func shouldAutorotateNo(ios: String, expected: InterfaceOrientation) {
        var world = app("iPhone8", ios: ios, mainWindow([.autorotate(false)]))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.orientation(of: "main") == expected)
    }

    @Test("A3 a root assigned or a window shown is refused by a shouldAutorotate NO decider too, before iOS 16 only",
          arguments: [("8.4", InterfaceOrientation.portrait), ("13.0", .portrait), ("16.0", .landscapeRight)])
    func shouldAutorotateNoOnRootAndShow(ios: String, expected: InterfaceOrientation) {
        // The device turned while the app refused; then an overlay that answers NO as well.
        var world = app("iPhone8", ios: ios, mainWindow([.autorotate(false)]))
        world.apply([.rotate(.landscapeLeft), controller("hudvc", .autorotate(false)), window("hud", level: 2000)])
        world.apply(.setRoot("hud", "hudvc"))
        #expect(world.orientation(of: "hud") == expected, "root assigned")
        world.apply([.setRoot("hud", nil), .show("hud", key: false), .setRoot("hud", "hudvc"), .hide("hud"), .show("hud", key: false)])
        #expect(world.orientation(of: "hud") == expected, "shown")
        #expect(world.interface == expected)
    }

    @Test("A4 shouldAutorotate NO with no common orientation does not crash; the preferred orientation is used")
    func noCrashWithoutAutorotate() {
        var world = app("iPhone8", ios: "11.0", plist: .portrait, mainWindow())
        world.apply([controller("video", .supports(.landscapeRight), .autorotate(false), .preferred(.landscapeRight)),
                     .present("video", from: "home", style: .fullScreen, animated: true)])
        #expect(world.crash == nil)
        #expect(world.orientation(of: "main") == .landscapeRight)
    }

    @Test("A5 iOS 7: the topmost visible window with a root controls; a hidden one never")
    func controllingIOS7() {
        var world = app("iPhone8", ios: "7.1", [controller("home"), controller("over"), window("main", root: "home"),
                                                  window("overlay", root: "over", level: 100), .show("main", key: true), .launch])
        #expect(world.name(world.controllingWindow) == "main")
        world.apply(.show("overlay", key: false))
        #expect(world.name(world.controllingWindow) == "overlay")
    }

    @Test("A5 SDK 8 on iOS 8-13: the window most recently given a root controls, even hidden; not on iOS 14",
          arguments: [("9.0", true), ("13.7", true), ("14.0", false)])
    func controllingLatestRoot(ios: String, hiddenTakesOver: Bool) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("over", .supports(.landscape)), window("overlay", root: "over")])
        #expect(world.name(world.controllingWindow) == (hiddenTakesOver ? "overlay" : "main"))
        #expect(world.interface == (hiddenTakesOver ? .landscapeRight : .portrait), "a hidden window took over rotation (radar 19592583)")
    }

    @Test("A5 iOS 14: the topmost visible window that may affect the status bar controls")
    func controllingIOS14() {
        var world = app("iPhone8", ios: "14.0", mainWindow())
        world.apply([controller("over", .supports(.landscape)), window("overlay", root: "over", level: 100, owner: false),
                     .show("overlay", key: false)])
        #expect(world.name(world.controllingWindow) == "main")
        #expect(world.interface == .portrait)
        #expect(world.orientation(of: "overlay") == .landscapeRight)
    }

    @Test("A6 a presentation turns the window to its preferred orientation at once, whatever the device")
    func presentationForcesPreferred() {
        var world = app("iPhone8", ios: "11.0", plist: Self.landscapeApp, mainWindow([.supports(.portrait)]))
        world.apply([controller("video", .supports(.landscapeRight), .autorotate(false), .preferred(.landscapeRight)),
                     .present("video", from: "home", style: .fullScreen, animated: true)])
        #expect(world.interface == .landscapeRight)
        #expect(world.window("main")?.bounds == Size(667, 375))
    }

    @Test("A6 O4 the crash lists the presented controller's own mask, not what it shares with the app, as UIKit writes it")
    func preferredMismatchListsOwnMask() {
        var world = app("iPhone8", ios: "11.0", plist: [.portrait, .landscapeLeft], mainWindow())
        world.apply([controller("video", .supports(.all), .preferred(.landscapeRight)),
                     .present("video", from: "home", style: .fullScreen, animated: true)])
        #expect(world.crash?.reason == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait, landscapeLeft, landscapeRight, portraitUpsideDown'!")
    }

    @Test("A6 a preferred orientation outside the supported ones crashes with the list from iOS 10, the short text before",
          arguments: [("11.0", "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"),
                      ("10.0", "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"),
                      ("9.0", "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"),
                      ("8.0", "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"),
                      ("7.0", "preferredInterfaceOrientationForPresentation must return a supported interface orientation!")])
    func preferredMismatchCrashes(ios: String, reason: String) {
        var world = app("iPhone8", ios: ios, plist: Self.landscapeApp, mainWindow())
        world.apply([controller("video", .supports(.landscape), .preferred(.portrait)),
                     .present("video", from: "home", style: .fullScreen, animated: true)])
        #expect(world.crash == Crash(name: "UIApplicationInvalidInterfaceOrientation", reason: reason))
    }

    @Test("A6 without a preferred orientation, the current one if supported, else the first in O2 order")
    func defaultPreferred() {
        var world = app("iPhone8", ios: "12.0", plist: .all, mainWindow())
        world.apply([controller("video", .supports(.landscape)), .present("video", from: "home", style: .fullScreen, animated: false)])
        #expect(world.interface == .landscapeRight, "portrait is not supported: the first landscape in O2 order")
        var turned = app("iPhone8", ios: "12.0", plist: .all, mainWindow([.supports(.allButUpsideDown)]))
        turned.apply([.rotate(.landscapeRight), controller("video", .supports(.landscape)),
                      .present("video", from: "home", style: .fullScreen, animated: false)])
        #expect(turned.interface == .landscapeLeft, "the current landscapeLeft is supported, so it stays (not landscapeRight)")
    }

    @Test("A7 a pushed landscape controller does not rotate the navigation controller until the next rotation")
    func pushDoesNotRotate() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, [
            controller("list", .supports(.portrait)), controller("nav", .kind(.navigation), .forwards(true), .children(["list"])),
            window("main", root: "nav"), .show("main", key: true), .launch, .rotate(.landscapeLeft)])
        #expect(world.interface == .portrait)
        world.apply([controller("player", .supports(.landscape)), .push("player", on: "nav")])
        #expect(world.interface == .portrait)
        world.apply([.rotate(.portrait), .rotate(.landscapeLeft)])
        #expect(world.interface == .landscapeRight)
    }

    @Test("A8 iOS 8-12: a landscape modal dismissed in a secondary window leaves it landscape; the fix repairs it; iOS 13 never has the bug",
          arguments: [("10.0", false, InterfaceOrientation.landscapeRight), ("10.0", true, .portrait),
                      ("12.4", false, .landscapeRight), ("13.0", false, .portrait)])
    func dismissalBugInSecondaryWindow(ios: String, fix: Bool, expected: InterfaceOrientation) {
        var world = app("iPhone8", ios: ios, plist: Self.landscapeApp, [
            controller("home", .supports(.portrait)), controller("panel", .supports(.portrait)),
            window("main", root: "home"), window("second", root: "panel", level: 1),
            .show("main", key: true), .show("second", key: true), .launch,
            controller("video", .supports(.landscapeRight), .preferred(.landscapeRight), .dismissFix(fix)),
            .present("video", from: "panel", style: .fullScreen, animated: true), .rotate(.landscapeLeft)])
        #expect(world.orientation(of: "second") == .landscapeRight)
        world.apply(.dismiss("video"))
        #expect(world.orientation(of: "second") == expected)
    }

    @Test("A8 iOS 8-12: after a dismissal the app delegate's window is calibrated with its own decider")
    func calibration() {
        var world = app("iPhone8", ios: "11.0", plist: Self.landscapeApp, mainWindow([.supports(.portrait)]))
        world.apply([controller("video", .supports(.landscapeRight), .autorotate(false), .preferred(.landscapeRight)),
                     .present("video", from: "home", style: .fullScreen, animated: true), .rotate(.landscapeRight)])
        let effects = world.apply(.dismiss("video"))
        #expect(world.interface == .portrait)
        #expect(effects.contains(.asked(world.controllerID("video")!)), "the dismissed controller still decided")
    }

    @Test("A8 iOS 13: the dismissed controller is skipped, so the presenter decides as the dismissal starts")
    func dismissalIOS13() {
        var world = app("iPhone8", ios: "13.0", plist: Self.landscapeApp, [
            controller("home", .supports(.portrait)), controller("panel", .supports(.portrait)),
            window("main", root: "home"), window("second", root: "panel", level: 1),
            .show("main", key: true), .show("second", key: true), .launch,
            controller("video", .supports(.landscapeRight), .preferred(.landscapeRight)),
            .present("video", from: "panel", style: .fullScreen, animated: true)])
        let effects = world.apply(.dismiss("video"))
        #expect(world.orientation(of: "second") == .portrait)
        #expect(!effects.contains(.asked(world.controllerID("video")!)))
    }

    @Test("A9 KVC forcing acts only when the value differs from the one UIKit holds: set unknown first")
    func kvcUnknownTrick() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, mainWindow())
        world.apply(.force(.kvc(.landscapeLeft)))
        #expect(world.interface == .landscapeRight)
        world.apply(.configure("home", [.supports(.portrait)]))
        world.apply(.attemptRotation)
        #expect(world.interface == .portrait)
        world.apply([.configure("home", [.supports(.allButUpsideDown)]), .force(.kvc(.landscapeLeft))])
        #expect(world.interface == .portrait, "UIKit already holds landscapeLeft: nothing happens")
        world.apply([.force(.kvc(.unknown)), .force(.kvc(.landscapeLeft))])
        #expect(world.interface == .landscapeRight)
    }

    @Test("A9 a decider whose shouldAutorotate is NO refuses forcing by invocation")
    func invocationRefused() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, mainWindow([.autorotate(false)]))
        world.apply(.force(.invocation(.landscapeLeft)))
        #expect(world.interface == .portrait)
    }

    @Test("A9 with SDK 16 on iOS 16 setting UIDevice.orientation only logs; an app built with SDK 15 still turns")
    func kvcIgnoredOn16() {
        var old = app("iPhone8", ios: "16.0", sdk: "15.0", plist: Self.landscapeApp, mainWindow())
        old.apply(.force(.kvc(.landscapeLeft)))
        #expect(old.interface == .landscapeRight)
        var world = app("iPhone8", ios: "16.0", plist: Self.landscapeApp, mainWindow())
        let effects = world.apply(.force(.kvc(.landscapeLeft)))
        #expect(world.interface == .portrait)
        #expect(effects.contains(.log("[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)")))
    }

    @Test("A9 setStatusBarOrientation turns the bar alone while the decider refuses to autorotate, and is a no-op on iOS 13")
    func statusBarOrientationSetter() {
        var world = app("iPhone8", ios: "9.0", plist: Self.landscapeApp, mainWindow([.autorotate(false)]))
        world.apply(.force(.statusBar(.landscapeRight)))
        #expect(world.interface == .landscapeRight)
        var last = app("iPhone8", ios: "12.4", plist: Self.landscapeApp, mainWindow([.autorotate(false)]))
        last.apply(.force(.statusBar(.landscapeRight)))
        #expect(last.interface == .landscapeRight, "iOS 12 is the last that honours it")
        #expect(world.orientation(of: "main") == .portrait)
        var autorotating = app("iPhone8", ios: "9.0", plist: Self.landscapeApp, mainWindow())
        autorotating.apply(.force(.statusBar(.landscapeRight)))
        #expect(autorotating.interface == .portrait)
        var modern = app("iPhone8", ios: "13.0", plist: Self.landscapeApp, mainWindow([.autorotate(false)]))
        let effects = modern.apply(.force(.statusBar(.landscapeRight)))
        #expect(modern.interface == .portrait)
        #expect(effects.contains(.log("-[UIApplication setStatusBarOrientation:] and -[UIApplication setStatusBarOrientation:animated:] API have been deprecated on iOS 8.0 and are no-ops on iOS 13.0")))
    }

    @Test("A9 requestGeometryUpdate: no overlap logs error 101; a stale cached mask bounces")
    func geometryRequests() {
        var world = app("iPhone14Pro", ios: "16.0", plist: Self.landscapeApp, mainWindow([.supports(.portrait)]))
        let refused = world.apply(.requestGeometry(window: "main", .landscapeRight))
        #expect(refused.contains(.log("Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait\"")))
        world.apply([.configure("home", [.supports(.allButUpsideDown)]), .updateOrientations("home"),
                     .requestGeometry(window: "main", .landscapeRight)])
        #expect(world.interface == .landscapeRight)
        world.apply([.requestGeometry(window: "main", .portrait), .configure("home", [.supports(.portrait)])])
        let bounce = world.apply(.requestGeometry(window: "main", .landscapeLeft))
        let turns = bounce.filter { if case .changed(.window) = $0 { true } else { false } }
        #expect(turns.count == 2)
        #expect(world.interface == .portrait)
    }

    @Test("A9 requestGeometryUpdate turns to the first requested orientation the cached mask allows; the app's mask can bounce it")
    func geometryRequestTarget() {
        var world = app("iPhone14Pro", ios: "16.0", plist: Self.landscapeApp, mainWindow([.supports(.landscape)]))
        #expect(world.interface == .landscapeRight)
        let turned = world.apply(.requestGeometry(window: "main", [.portrait, .landscapeLeft]))
        #expect(world.interface == .landscapeLeft, "portrait comes first in O2 order but is not supported")
        #expect(turned.filter { if case .changed(.window) = $0 { true } else { false } }.count == 1, "no bounce")
        let stays = world.apply(.requestGeometry(window: "main", [.landscapeRight, .landscapeLeft]))
        #expect(world.interface == .landscapeLeft && !stays.contains { if case .changed(.window) = $0 { true } else { false } },
                "the current orientation is requested: it stays, though landscapeRight comes first")
        var portraitApp = app("iPhone14Pro", ios: "16.0", plist: .portrait, mainWindow([.supports(.allButUpsideDown)]))
        let bounced = portraitApp.apply(.requestGeometry(window: "main", .landscapeLeft))
        #expect(bounced.filter { if case .changed(.window) = $0 { true } else { false } }.count == 2,
                "the controller allows landscape, the app does not: turn and turn back")
        #expect(portraitApp.interface == .portrait)
    }

    @Test("A11 an iPad app that can multitask cannot turn itself on iPadOS 16-18 and 26, full screen or not; requiring full screen lets it before 26",
          arguments: [("16.0", false, true), ("17.0", false, true), ("18.0", false, true), ("26.0", false, true),
                      ("17.0", true, false), ("26.0", true, true)])
    func multitaskingRefusesRequests(ios: String, requiresFullScreen: Bool, refused: Bool) {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPad")!, profile: BehaviorProfile(ios: v(ios)))
        config.plistRawMask = .all
        config.requiresFullScreen = requiresFullScreen
        var pad = World(config: config)
        pad.apply(mainWindow([.supports(.all)]))
        #expect(pad.interface == .portrait)
        let effects = pad.apply(.requestGeometry(window: "main", .landscapeRight))
        let windowing = Effect.log("Error Domain=UISceneErrorDomain Code=101 \"The current windowing mode does not allow for programmatic changes to interface orientation.\"")
        #expect(effects.contains(windowing) == refused)
        #expect(pad.interface == (refused ? .portrait : .landscapeRight))
    }

    @Test("A9 on iOS 16 shouldAutorotate NO no longer blocks a rotation but still decides the crash")
    func shouldAutorotateOn16() {
        var world = app("iPhone8", ios: "16.0", plist: Self.landscapeApp, mainWindow([.autorotate(false)]))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.interface == .landscapeRight)
        let crashing = app("iPhone8", ios: "16.0", plist: .portrait, mainWindow([.supports(.landscape)]))
        #expect(crashing.crashName == "UIApplicationInvalidInterfaceOrientation")
    }

    @Test("A10 locking: iPhone iOS 9+ and iPad freeze landscape, iPhone iOS 8 turns to portrait; unlocking delivers",
          arguments: [("iPhone8", "9.0", InterfaceOrientation.landscapeRight), ("iPhone8", "8.0", .portrait),
                      ("iPad", "8.0", .landscapeRight)])
    func rotationLock(device: String, ios: String, whileLocked: InterfaceOrientation) {
        var world = app(device, ios: ios, plist: Self.landscapeApp, mainWindow())
        world.apply([.deviceNotifications(begin: true), .rotate(.landscapeLeft), .lock(true)])
        #expect(world.interface == whileLocked)
        #expect(world.deviceOrientationAsRead == .portrait)
        world.apply(.rotate(.landscapeRight))
        #expect(world.interface == whileLocked, "rotations while locked are not delivered")
        world.apply(.lock(false))
        #expect(world.interface == .landscapeLeft)
    }

    @Test("A10 A3 while locked UIKit still holds the last delivered orientation: a re-evaluation keeps landscape, a forced portrait turns")
    func lockKeepsHeldOrientation() {
        var world = app("iPhone8", ios: "11.0", plist: Self.landscapeApp, mainWindow())
        world.apply([.deviceNotifications(begin: true), .rotate(.landscapeLeft), .lock(true), .rotate(.portrait)])
        #expect(world.deviceOrientationAsRead == .portrait, "the app reads portrait")
        world.apply(.attemptRotation)
        #expect(world.interface == .landscapeRight, "T is the held landscapeLeft, not the portrait the app reads")
        let forced = world.apply(.force(.kvc(.portrait)))
        #expect(world.interface == .portrait, "portrait differs from the held landscapeLeft, so KVC acts")
        #expect(forced.contains(.posted(PostedNotification(.deviceOrientationDidChange, sender: .device))))
        let unlocked = world.apply(.lock(false))
        #expect(unlocked.isEmpty, "the remembered portrait is what UIKit holds now: nothing to deliver")
        #expect(world.deviceOrientationAsRead == .portrait && world.interface == .portrait)
    }

    @Test("A11 iPad multitasking (iOS 9+, all four orientations listed) ignores controller masks unless the app requires full screen",
          arguments: [("12.0", OrientationMask.all, false, InterfaceOrientation.landscapeRight), ("12.0", .all, true, .portrait),
                      ("12.0", .allButUpsideDown, false, .portrait), ("8.4", .all, false, .portrait), ("9.0", .all, false, .landscapeRight)])
    func multitasking(ios: String, plist: OrientationMask, requiresFullScreen: Bool, expected: InterfaceOrientation) {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPad")!, profile: BehaviorProfile(ios: v(ios)))
        config.plistRawMask = plist
        config.requiresFullScreen = requiresFullScreen
        var world = World(config: config)
        world.apply(mainWindow([.supports(.portrait)]))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.interface == expected)
    }

    @Test("A11 an app linked before the iOS 9 SDK cannot multitask on iOS 9: its masks hold (herzbube/littlego #304)",
          arguments: [("8.4", InterfaceOrientation.portrait), ("9.0", .landscapeRight)])
    func multitaskingNeedsTheSDK(sdk: String, expected: InterfaceOrientation) {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPad")!, profile: BehaviorProfile(ios: v("9.3"), sdk: v(sdk)))
        config.plistRawMask = .all
        var world = World(config: config)
        world.apply(mainWindow([.supports(.portrait)]))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.interface == expected)
    }

    @Test("A12 iOS 5 asks per orientation: the default answers portrait only, containers ask all children")
    func iOS5() {
        var world = app("iPhone4s", ios: "5.1", [
            controller("a", .supports(.allButUpsideDown)), controller("b"),
            controller("nav", .kind(.navigation), .children(["a", "b"])),
            window("main", root: "nav"), .show("main", key: true), .launch])
        world.apply(.rotate(.landscapeLeft))
        #expect(world.interface == .portrait, "b answers NO: any NO blocks")
        world.apply([.configure("b", [.supports(.landscape)]), .rotate(.portrait), .rotate(.landscapeLeft)])
        #expect(world.interface == .landscapeRight)
    }
}
