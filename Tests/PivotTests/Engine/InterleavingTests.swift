import Testing
@testable import Pivot

/// Events that arrive while an animation runs (`nowait` in traces), and the full order of
/// notifications and callbacks across windows (SPEC N3, L2, L4). What Pivot does in each case is
/// recorded in Docs/RULES.md.
@Suite("Interleavings on the virtual clock (SPEC L4, N3)")
struct InterleavingTests {
    /// Two visible windows on iOS 11: `main` (portrait-only home) and `second` (panel, any),
    /// `second` created last so it controls rotation (A5).
    static func twoWindows() -> World {
        app("iPhone8", ios: "11.0", plist: [.portrait, .landscape], [
            controller("home", .supports(.portrait)), controller("video", .supports(.landscape), .preferred(.landscapeRight)),
            controller("panel"), window("main", root: "home"), window("second", root: "panel", level: 1),
            .show("main", key: true), .show("second", key: false), .launch, .deviceNotifications(begin: true)])
    }

    static let willBar = ["post:UIApplicationWillChangeStatusBarOrientationNotification", "post:UIApplicationWillChangeStatusBarFrameNotification"]
    static let didBar = ["post:UIApplicationDidChangeStatusBarOrientationNotification", "post:UIApplicationDidChangeStatusBarFrameNotification"]
    static let device = ["post:UIDeviceOrientationDidChangeNotification"]
    static func turn(_ c: String, trait: Bool = true, insets: Bool = true) -> (will: [String], layout: [String]) {
        ((trait ? ["\(c).willTransitionToTraitCollection"] : []) + ["\(c).viewWillTransitionToSize"],
         (insets ? ["\(c).viewSafeAreaInsetsDidChange"] : []) + ["\(c).viewWillLayoutSubviews", "\(c).viewDidLayoutSubviews"])
    }

    @Test("N3 a rotation with two windows: device, Will bar, will callbacks, layout, Did bar, completions")
    func acrossWindows() {
        var world = Self.twoWindows()
        world.apply([.configure("home", [.supports(.allButUpsideDown)])])
        let effects = world.apply(.rotate(.landscapeLeft))
        let home = Self.turn("home"), panel = Self.turn("panel")
        #expect(world.events(effects) == Self.device + Self.willBar + home.will + panel.will + home.layout + panel.layout
                + Self.didBar + ["home.transitionCompletion", "panel.transitionCompletion"])
    }

    @Test("L4 a rotation during a dismissal: the dismissing modal still decides (iOS 11); calibration when it ends")
    func rotationDuringDismissal() {
        var world = Self.twoWindows()
        world.apply([.rotate(.landscapeLeft), .present("video", from: "home", style: .fullScreen, animated: false)])
        let dismissal = world.apply(.dismiss("video"), settle: false)
        #expect(world.calls(dismissal) == ["video.viewWillDisappear", "home.viewWillAppear", "home.viewSafeAreaInsetsDidChange",
                                           "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews"])
        let rotation = world.apply(.rotate(.portrait), settle: false)
        #expect(world.orientation(of: "main") == .landscapeRight, "the modal being dismissed keeps main in landscape")
        let panel = Self.turn("panel")
        #expect(world.events(rotation) == Self.device + Self.willBar + panel.will + panel.layout + Self.didBar)
        let rest = world.runUntilIdle()
        let home = Self.turn("home")
        #expect(world.calls(rest) == ["video.viewDidDisappear", "home.viewDidAppear"] + home.will + home.layout
                + ["panel.transitionCompletion", "home.transitionCompletion"])
        #expect(world.orientation(of: "main") == .portrait, "the calibration turned the delegate window")
    }

    @Test("L4 a dismissal during a rotation: the rotation's completion comes first, then the dismissal's end")
    func dismissalDuringRotation() {
        var world = Self.twoWindows()
        world.apply(.present("video", from: "home", style: .fullScreen, animated: false))
        world.apply(.rotate(.landscapeLeft), settle: false)
        let dismissal = world.apply(.dismiss("video"), settle: false)
        #expect(world.calls(dismissal).first == "video.viewWillDisappear")
        let rest = world.runUntilIdle()
        let calls = world.calls(rest)
        // The modal already faced landscapeRight: only the panel turned, and it completes first.
        #expect(Array(calls.prefix(3)) == ["panel.transitionCompletion", "video.viewDidDisappear", "home.viewDidAppear"])
        #expect(calls.last == "home.transitionCompletion")
        #expect(world.orientation(of: "main") == .portrait)
    }

    @Test("L4 a second rotation before the first ends finishes the first at once")
    func secondRotationEarly() {
        var world = Self.twoWindows()
        world.apply(.rotate(.landscapeLeft), settle: false)
        let clock = world.clock
        let second = world.apply(.rotate(.landscapeRight))
        #expect(world.events(second) == Self.device + ["panel.transitionCompletion"] + Self.willBar
                + ["panel.viewWillTransitionToSize", "panel.viewWillLayoutSubviews", "panel.viewDidLayoutSubviews"]
                + Self.didBar + ["panel.transitionCompletion"])
        #expect(world.clock == clock + 600, "a half turn")
    }

    @Test("L4 a window shown mid-rotation appears in its new orientation and hears no rotation callbacks")
    func windowShownMidRotation() {
        var world = Self.twoWindows()
        world.apply([controller("hud"), window("overlay", root: "hud", level: 2)])
        world.apply(.rotate(.landscapeLeft), settle: false)
        let shown = world.apply(.show("overlay", key: false), settle: false)
        #expect(world.calls(shown) == ["hud.viewWillAppear", "hud.viewWillLayoutSubviews", "hud.viewDidLayoutSubviews", "hud.viewDidAppear"])
        #expect(world.record(shown, "hud", .viewWillAppear)?.bounds == Size(667, 375))
        #expect(!world.calls(world.runUntilIdle()).contains { $0.hasPrefix("hud.") })
    }
}
