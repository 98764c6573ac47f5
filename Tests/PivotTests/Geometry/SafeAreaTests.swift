import Testing
@testable import Pivot

@Suite("Geometry and safe area (SPEC G)")
struct SafeAreaTests {
    static let landscapeApp: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    @Test("G1 a root view's safe area: the larger of the hardware top and the status bar, for its orientation",
          arguments: [("iPhoneX", DeviceOrientation.portrait, Insets(44, 0, 34, 0)), ("iPhoneX", .landscapeLeft, Insets(0, 44, 21, 44)),
                      ("iPhone8", .portrait, Insets(20, 0, 0, 0)), ("iPhone8", .landscapeLeft, Insets(0, 0, 0, 0)),
                      ("iPhone14Pro", .portrait, Insets(59, 0, 34, 0))])
    func rootSafeArea(device: String, rotation: DeviceOrientation, expected: Insets) {
        var world = app(device, ios: "16.0", plist: Self.landscapeApp, mainWindow())
        world.apply(.rotate(rotation))
        #expect(world.safeArea(of: world.controllerID("home")!) == expected)
    }

    @Test("G1 a window's own safe area leaves out the status bar on iOS 11 and counts it from iOS 12; a notch is hardware on both",
          arguments: [("iPhone8", "11.0", Insets(0, 0, 0, 0)), ("iPhone8", "12.0", Insets(20, 0, 0, 0)),
                      ("iPad", "11.0", Insets(0, 0, 0, 0)), ("iPad", "12.0", Insets(20, 0, 0, 0)),
                      ("iPhoneX", "11.0", Insets(44, 0, 34, 0)), ("iPhoneX", "12.0", Insets(44, 0, 34, 0))])
    func windowSafeArea(device: String, ios: String, expected: Insets) {
        let world = app(device, ios: ios, mainWindow())
        #expect(world.safeArea(ofWindow: world.windowID("main")!) == expected)
        let home = world.safeArea(of: world.controllerID("home")!)
        #expect(home.top == max(expected.top, 20), "the root view counts the status bar on both")
    }

    @Test("G1 inside a visible translucent navigation bar the top is the bar's bottom edge",
          arguments: [("iPhone8", DeviceOrientation.portrait, 64.0), ("iPhoneX", .portrait, 88), ("iPhone14Pro", .portrait, 98),
                      ("iPhoneX", .landscapeLeft, 32)])
    func navigationSafeArea(device: String, rotation: DeviceOrientation, top: Double) {
        var world = app(device, ios: "16.0", plist: Self.landscapeApp, [
            controller("page"), controller("nav", .kind(.navigation), .forwards(true), .children(["page"])),
            window("main", root: "nav"), .show("main", key: true), .launch])
        world.apply(.rotate(rotation))
        #expect(world.safeArea(of: world.controllerID("page")!).top == top)
    }

    @Test("G1 additional insets add on; views outside a window and before iOS 11 have zero insets")
    func additionalAndZero() {
        let world = app("iPhoneX", ios: "11.0", mainWindow([.additionalInsets(Insets(10, 0, 0, 0))]))
        #expect(world.safeArea(of: world.controllerID("home")!) == Insets(54, 0, 34, 0))
        var loose = world
        loose.apply(controller("loose"))
        #expect(loose.safeArea(of: loose.controllerID("loose")!) == .zero)
        let old = app("iPhoneX", ios: "10.3", mainWindow())
        #expect(old.safeArea(of: old.controllerID("home")!) == .zero)
    }

    @Test("G1 a window wholly inside the safe area has zero insets")
    func smallWindow() {
        var world = app("iPhoneX", ios: "11.0", mainWindow())
        world.apply([controller("toast"), window("toastWindow", root: "toast", level: 2000, frame: Rect(20, 100, 335, 60)),
                     .show("toastWindow", key: false)])
        #expect(world.safeArea(of: world.controllerID("toast")!) == .zero)
    }

    @Test("G1 a declared view reads only the part of it its parent's safe area leaves out: wholly inside, none",
          arguments: [(Rect(0, 762, 375, 50), Insets(0, 0, 34, 0)), (Rect(0, 100, 375, 50), .zero),
                      (Rect(0, 0, 375, 60), Insets(44, 0, 0, 0)), (Rect(-10, 400, 100, 20), Insets(0, 10, 0, 0)),
                      (Rect(0, 0, 375, 20), Insets(20, 0, 0, 0))])
    func declaredViewSafeArea(frame: Rect, expected: Insets) {
        var world = app("iPhoneX", ios: "11.0", mainWindow())
        world.apply(Event.view(name: "toast", parent: "home", frame: frame))
        #expect(world.safeArea(ofView: world.viewIndex("toast")!) == expected, "a view no taller than the cover reads its height")
    }

    @Test("G1 G2 declared views in an overlay window, nested, quarter-turned, out of any window, and before iOS 11")
    func declaredViewCases() {
        var world = app("iPhoneX", ios: "11.0", mainWindow())
        world.apply([controller("hud"), window("hudWindow", root: "hud", level: 2000), .show("hudWindow", key: false),
                     controller("offscreen"),
                     Event.view(name: "banner", parent: "hudWindow", frame: Rect(0, 0, 375, 100)),
                     Event.view(name: "label", parent: "banner", frame: Rect(16, 10, 343, 80)),
                     Event.view(name: "bar", parent: "home", frame: Rect(0, 762, 375, 50), rotation: 90),
                     Event.view(name: "lost", parent: "offscreen", frame: Rect(0, 0, 375, 812))])
        let inset = { (name: String) in world.safeArea(ofView: world.viewIndex(name)!) }
        #expect(inset("banner") == Insets(44, 0, 0, 0), "the window's own safe area: the status bar and the notch")
        #expect(inset("label") == Insets(34, 0, 0, 0), "in the banner's space, whose safe area starts at 44")
        // Turned clockwise about its centre, the bar spans y 599.5...974.5: 196.5 below the safe
        // area, which in the bar's own axes is its right edge.
        #expect(inset("bar") == Insets(0, 0, 0, 196.5))
        #expect(inset("lost") == .zero, "a controller whose view is in no window")
        world.apply(.rotate(.landscapeLeft))
        #expect(inset("banner") == Insets(0, 44, 0, 0), "landscape: the notch is at the side; the banner stops short of the right")
        #expect(inset("label") == Insets(0, 28, 0, 0))
        // A window shorter than its own top inset: its safe area is empty, all of a view in it is uncovered.
        var strip = app("iPhoneX", ios: "11.0", mainWindow([.supports(.portrait)]) + [
            controller("strip", .supports(.portrait)), window("stripWindow", root: "strip", level: 2000, frame: Rect(0, 0, 375, 30)),
            .show("stripWindow", key: false)])
        strip.apply(Event.view(name: "tall", parent: "stripWindow", frame: Rect(0, 0, 375, 40)))
        #expect(strip.safeArea(ofView: strip.viewIndex("tall")!) == Insets(40, 0, 0, 0))
        var old = app("iPhoneX", ios: "10.3", mainWindow())
        old.apply(Event.view(name: "toast", parent: "home", frame: Rect(0, 762, 375, 50)))
        #expect(old.safeArea(ofView: old.viewIndex("toast")!) == .zero)
    }

    @Test("G2 transform-rotated content reads portrait insets; the displayed ones are the permutation",
          arguments: [(InterfaceOrientation.landscapeLeft, Insets(0, 34, 0, 44)), (.landscapeRight, Insets(0, 44, 0, 34)),
                      (.portraitUpsideDown, Insets(34, 0, 44, 0)), (.portrait, Insets(44, 0, 34, 0))])
    func transformPermutation(displayed: InterfaceOrientation, expected: Insets) {
        #expect(transformRotatedInsets(Insets(44, 0, 34, 0), displayedAs: displayed) == expected)
    }

    @Test("G2 a view turned by 90° while the interface stays portrait still reads the portrait insets")
    func transformKeepsPortraitInsets() {
        var world = app("iPhoneX", ios: "11.0", mainWindow([.supports(.portrait)]))
        world.apply([.view(name: "player", parent: "home", frame: Rect(0, 0, 375, 812), rotation: 90), .rotate(.landscapeLeft)])
        #expect(world.interface == .portrait)
        #expect(world.safeArea(of: world.controllerID("home")!) == Insets(44, 0, 34, 0))
    }

    @Test("G3 on iOS 8 the swap fault leaves a window's bounds unswapped; the compensation repairs them",
          arguments: [(false, Size(375, 667)), (true, Size(667, 375))])
    func swapFault(fix: Bool, bounds: Size) {
        var world = app("iPhone6", ios: "8.4", plist: Self.landscapeApp, mainWindow([.supports(.portrait)]))
        world.apply([.swapFault(true), controller("video", .supports(.landscapeRight), .preferred(.landscapeRight), .swapFix(fix)),
                     .present("video", from: "home", style: .fullScreen, animated: true)])
        #expect(world.interface == .landscapeRight)
        #expect(world.window("main")?.bounds == bounds)
    }

    @Test("G3 the fault needs iOS 8")
    func swapFaultOnlyOn8() {
        var world = app("iPhone8", ios: "9.0", plist: Self.landscapeApp, mainWindow())
        world.apply([.swapFault(true), .rotate(.landscapeLeft)])
        #expect(world.window("main")?.bounds == Size(667, 375))
    }
}

extension Event {
    static func view(name: String, parent: String, frame: Rect, rotation: Double = 0, z: Double = 0,
                     alpha: Double = 1, interactive: Bool = true) -> Event {
        var spec = ViewSpec(name: name, parent: parent, frame: frame)
        spec.rotation = rotation; spec.z = z; spec.alpha = alpha; spec.interactive = interactive
        return .addView(spec)
    }
}
