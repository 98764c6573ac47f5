import Testing
@testable import Pivot

@Suite("Windows and levels (SPEC W)")
struct WindowTests {
    @Test("W1 levels are numbers: normal 0, statusBar 1000, alert 2000, with arithmetic")
    func levels() {
        var world = app("iPhone8", ios: "12.0", [window("a", level: WindowLevel.alert - 1), window("b", level: WindowLevel.statusBar + 1)])
        world.apply([.show("a", key: false), .show("b", key: false)])
        #expect(world.window("a")?.level == 1999)
        #expect(world.window("b")?.level == 1001)
        #expect(world.stackOrder.map { world[$0].name } == ["b", "a"])
    }

    @Test("W2 windows stack by level, and the most recently shown is on top within a level")
    func stacking() {
        var world = app("iPhone8", ios: "12.0", [window("a"), window("b"), window("alert", level: 2000)])
        world.apply([.show("alert", key: false), .show("b", key: false), .show("a", key: false)])
        #expect(world.stackOrder.map { world[$0].name } == ["b", "a", "alert"])
        world.apply(.makeKey("b"))
        #expect(world.stackOrder.map { world[$0].name } == ["b", "a", "alert"], "makeKeyWindow alone does not reorder")
        world.apply(.show("b", key: true))
        #expect(world.stackOrder.map { world[$0].name } == ["a", "b", "alert"], "makeKeyAndVisible lifts")
        world.apply(.setLevel("a", 0))
        #expect(world.stackOrder.map { world[$0].name } == ["b", "a", "alert"], "re-levelling lifts")
    }

    @Test("W3 hiding the key window returns key to the window key before it")
    func keyFallsBack() {
        var world = app("iPhone8", ios: "12.0", [window("main"), window("hud", level: 2000)])
        world.apply([.show("main", key: true), .show("hud", key: true)])
        #expect(world.name(world.keyWindow) == "hud")
        world.apply(.hide("hud"))
        #expect(world.name(world.keyWindow) == "main")
    }

    @Test("W3 without the previous key window visible, the topmost normal window becomes key, else none")
    func keyFallsToTopmostNormal() {
        var world = app("iPhone8", ios: "12.0", [window("a"), window("b"), window("c", level: 2000)])
        world.apply([.show("a", key: true), .show("b", key: false), .show("c", key: true), .hide("a")])
        world.apply(.hide("c"))
        #expect(world.name(world.keyWindow) == "b")
        world.apply(.hide("b"))
        #expect(world.keyWindow == nil)
    }

    @Test("W4 the old key window resigns before the new one becomes key")
    func windowNotifications() {
        var world = app("iPhone8", ios: "12.0", [window("main"), window("hud")])
        world.apply(.show("main", key: true))
        let effects = world.apply(.show("hud", key: true))
        #expect(World.notifications(in: effects) == [.windowDidBecomeVisible, .windowDidResignKey, .windowDidBecomeKey])
        let hide = world.apply(.hide("hud"))
        #expect(World.notifications(in: hide) == [.windowDidBecomeHidden, .windowDidResignKey, .windowDidBecomeKey])
    }

    @Test("W5 with scenes on iOS 13, a window without a scene never shows, rotates or controls")
    func scenes() {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhone8")!, profile: BehaviorProfile(ios: v("13.0")))
        config.usesScenes = true
        var world = World(config: config)
        world.apply([.declareController("home", []), .declareController("lost", [.supports(.landscape)]),
                     window("main", root: "home", scene: true), window("orphan", root: "lost", level: 100),
                     .show("main", key: true), .show("orphan", key: false), .launch])
        #expect(world.window("orphan")?.visible == true)
        #expect(world.stackOrder.map { world[$0].name } == ["main"])
        #expect(world.name(world.controllingWindow) == "main")
        #expect(world.orientation(of: "orphan") == .portrait)
        #expect(world.interface == .portrait)
    }

    @Test("W6 a window without a root view controller at the end of launch logs before SDK 9 and crashes from SDK 9",
          arguments: [("8.4", false), ("9.0", true)])
    func launchCheck(sdk: String, crashes: Bool) {
        var world = app("iPhone8", ios: "9.0", sdk: sdk, [window("bare"), .show("bare", key: true)])
        let effects = world.apply(.launch)
        let reason = "Application windows are expected to have a root view controller at the end of application launch"
        if crashes {
            #expect(world.crash == Crash(name: "NSInternalInconsistencyException", reason: reason))
        } else {
            #expect(world.crash == nil)
            #expect(effects.contains(.log(Message(reason))))
        }
    }

    @Test("W6 a window created after launch is not checked")
    func lateWindowNotChecked() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([window("late"), .show("late", key: false)])
        #expect(world.crash == nil)
    }

    @Test("W7 the keyboard window: level 1 on iOS 7-8, 10,000,000 from iOS 9, listed until iOS 15",
          arguments: [("8.0", 1.0, true), ("9.0", 10_000_000.0, true), ("16.0", 10_000_000.0, false)])
    func keyboardWindow(ios: String, level: Double, listed: Bool) {
        var world = app("iPhone8", ios: ios, [.declareController("home", []), .declareController("a", []),
                                               window("main", root: "home"), window("alert", root: "a", level: 2000),
                                               .show("main", key: true), .show("alert", key: false), .launch])
        world.apply(.keyboard(shown: true))
        #expect(world.profile.keyboardWindow.level == level)
        #expect(world.profile.keyboardWindow.listedInWindows == listed)
        let order = world.screenLayers
        let keyboard = order.firstIndex(of: .keyboard)!, alert = order.firstIndex(of: .window(world.windowID("alert")!))!
        #expect((keyboard > alert) == (level > 2000))
    }

    @Test("W7 the keyboard window is last in the app's windows from its first appearance (iOS 7-15), never on iOS 16",
          arguments: [("6.1", ["main"]), ("7.1", ["main", "UITextEffectsWindow"]), ("8.0", ["main", "UITextEffectsWindow"]),
                      ("12.0", ["main", "UITextEffectsWindow", "UIRemoteKeyboardWindow"]),
                      ("15.7", ["main", "UITextEffectsWindow", "UIRemoteKeyboardWindow"]), ("16.0", ["main"])])
    func keyboardListed(ios: String, expected: [String]) {
        var world = app("iPhone8", ios: ios, mainWindow())
        #expect(world.applicationWindows == ["main"])
        world.apply([.keyboard(shown: true), .keyboard(shown: false)])
        #expect(world.applicationWindows == expected, "it stays after the keyboard hides")
    }

    @Test("W7 the status bar is never one of the app's windows")
    func statusBarNotAppWindow() {
        let world = app("iPhone8", ios: "12.0", mainWindow())
        #expect(world.applicationWindows == ["main"])
        #expect(world.screenLayers.contains(.statusBar))
    }

    @Test("W8 a new window starts in the app's orientation with the screen bounds of that moment")
    func newWindowGeometry() {
        var world = app("iPhone8", ios: "12.0", plist: .allButUpsideDown, mainWindow())
        world.apply(.rotate(.landscapeLeft))
        world.apply(window("hud", level: 2000))
        #expect(world.window("hud")?.orientation == .landscapeRight)
        #expect(world.window("hud")?.frame == Rect(0, 0, 667, 375))
        world.apply(.rotate(.portrait))
        #expect(world.window("hud")?.frame == Rect(0, 0, 667, 375), "a window without a root never rotates")
        #expect(world.window("main")?.bounds == Size(375, 667))
    }

    @Test("W8 before any window evaluates, the app is in interface(start orientation), or portrait when flat",
          arguments: [(DeviceOrientation.landscapeLeft, InterfaceOrientation.landscapeRight), (.faceUp, .portrait)])
    func startOrientation(device: DeviceOrientation, expected: InterfaceOrientation) {
        let world = app("iPhone8", ios: "12.0", orientation: device)
        #expect(world.interface == expected)
    }

    @Test("W8 on iOS 7 a landscape window keeps portrait bounds and its root view turns",
          arguments: [(DeviceOrientation.landscapeLeft, 90.0), (.landscapeRight, -90.0)])
    func legacyTransform(device: DeviceOrientation, degrees: Double) {
        var world = app("iPhone8", ios: "7.1", plist: .allButUpsideDown, mainWindow())
        world.apply(.rotate(device))
        #expect(world.window("main")?.bounds == Size(375, 667))
        #expect(world.window("main")?.rootRotation == degrees)
        #expect(world.rootViewSize(of: world.windowID("main")!) == Size(667, 375))
    }

    @Test("W8 on iOS 8 a rotated window's bounds become the screen in its orientation, root unrotated")
    func modernGeometry() {
        var world = app("iPhone8", ios: "8.0", plist: .allButUpsideDown, mainWindow())
        world.apply(.rotate(.landscapeLeft))
        #expect(world.window("main")?.bounds == Size(667, 375))
        #expect(world.window("main")?.rootRotation == 0)
    }

    @Test("a controller cannot go below itself: pushing the presenter of its own navigation controller is rejected")
    func hierarchyLoopsAreRejected() {
        var world = app("iPhone8", ios: "12.0", [controller("a"), controller("e"), controller("nav", .kind(.navigation), .children(["a"])),
                                                   window("w", root: "e"), .show("w", key: true), .launch,
                                                   .present("nav", from: "e", style: .fullScreen, animated: false),
                                                   .setRoot("w", nil)])
        let effects = world.apply(.push("e", on: "nav"))
        #expect(effects == [.rejected("controller 'e' holds 'nav': the hierarchy would loop")])
        #expect(world.rootOf(world.controllerID("nav")!) == world.controllerID("e"))
    }

    @Test("a rejected declaration or configuration changes nothing, even when its first settings were valid")
    func rejectedSettingsChangeNothing() {
        var world = app("iPhone8", ios: "12.0", [controller("one"), controller("two"),
                                                   controller("tabs", .kind(.tabbar), .children(["one"])),
                                                   window("main", root: "tabs"), .show("main", key: true), .launch])
        let before = world
        let declared = world.apply(.declareController("x", [.kind(.tabbar), .selected("nope")]))
        #expect(declared == [.rejected("no controller named 'nope'")])
        #expect(world == before && world.controllerID("x") == nil)
        let configured = world.apply(.configure("tabs", [.children(["one", "two"]), .selected("nope")]))
        #expect(configured == [.rejected("no controller named 'nope'")], "the children's callbacks are taken back too")
        #expect(world == before)
        #expect(world.apply(.declareController("x", [])).isEmpty, "the name is still free")
    }

    @Test("W2 the kept stacking order equals a fresh sort of the windows on screen after any sequence of shows, hides and levels")
    func keptOrderMatchesSort() {
        let names = (0..<6).map { "w\($0)" }
        var world = app("iPhone8", ios: "12.0", names.map { window($0, level: 0) })
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            let name = names[next(names.count)]
            switch next(4) {
            case 0: world.apply(.show(name, key: false))
            case 1: world.apply(.show(name, key: true))
            case 2: world.apply(.hide(name))
            default: world.apply(.setLevel(name, Double([0, 1000, 2000][next(3)])))
            }
            let sorted = world.windows.indices.filter { world.windows[$0].visible }
                .sorted { World.isBelow(world.windows, $0, $1) }.map { world.windows[$0].name }
            #expect(world.stackOrder.map { world[$0].name } == sorted)
            #expect(world.topWindow.map { world[$0].name } == sorted.last)
        }
    }
}
