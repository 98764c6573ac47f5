import PivotTesting
import Testing

/// Events that arrive while an animation runs (`nowait` in traces), and the full order of
/// notifications and callbacks across windows (SPEC N3, L2, L4), received exhaustively through
/// the harness. What Pivot does in each case is recorded in Docs/RULES.md.
@Suite("Interleavings on the virtual clock (SPEC L4, N3)")
struct InterleavingTests {
    /// Two visible windows on iOS 11: `main` (portrait-only home) and `second` (panel, any),
    /// `second` created last so it controls rotation (A5).
    static let twoWindows = """
        device iPhone8
        ios 11.0
        plist portrait|landscapeLeft|landscapeRight
        controller home supports=portrait
        controller video supports=landscape preferred=landscapeRight
        controller panel
        window main root=home
        window second level=1 root=panel
        show main key
        show second
        launch
        device-notifications begin
        """

    static let willBar = ["post:UIApplicationWillChangeStatusBarOrientationNotification", "post:UIApplicationWillChangeStatusBarFrameNotification"]
    static let didBar = ["post:UIApplicationDidChangeStatusBarOrientationNotification", "post:UIApplicationDidChangeStatusBarFrameNotification"]
    static let device = ["post:UIDeviceOrientationDidChangeNotification"]
    static func turn(_ c: String, trait: Bool = true, insets: Bool = true) -> (will: [String], layout: [String]) {
        ((trait ? ["\(c).willTransitionToTraitCollection"] : []) + ["\(c).viewWillTransitionToSize"],
         (trait ? ["\(c).traitCollectionDidChange"] : []) + (insets ? ["\(c).viewSafeAreaInsetsDidChange"] : [])
            + ["\(c).viewWillLayoutSubviews", "\(c).viewDidLayoutSubviews"])
    }

    @Test("N3 a rotation with two windows: device, Will bar, will callbacks, layout, Did bar, completions")
    func acrossWindows() async throws {
        let app = try await TestApp(trace: Self.twoWindows)
        try await app.send("set home supports=allButUpsideDown")
        try await app.send("rotate landscapeLeft")
        let home = Self.turn("home"), panel = Self.turn("panel")
        await app.receive(items: Self.device + Self.willBar + home.will + panel.will + home.layout + panel.layout
                          + Self.didBar + ["home.transitionCompletion", "panel.transitionCompletion"])
        await app.finish()
    }

    @Test("L4 a rotation during a dismissal: the dismissing modal still decides (iOS 11); calibration when it ends")
    func rotationDuringDismissal() async throws {
        let app = try await TestApp(trace: Self.twoWindows)
        try await app.send("rotate landscapeLeft\npresent video from=home animated=no")
        await app.skipReceived()
        try await app.send("dismiss video nowait")
        await app.receive(items: ["video.viewWillDisappear", "home.viewWillAppear", "home.viewSafeAreaInsetsDidChange",
                                  "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews"])
        try await app.send("rotate portrait nowait")
        await app.expect("window main orientation=landscapeRight") // the modal being dismissed keeps main in landscape
        let panel = Self.turn("panel")
        await app.receive(items: Self.device + Self.willBar + panel.will + panel.layout + Self.didBar)
        await app.runUntilIdle()
        let home = Self.turn("home")
        await app.receive(items: ["video.viewDidDisappear", "home.viewDidAppear"] + home.will + home.layout
                          + ["panel.transitionCompletion", "home.transitionCompletion"])
        await app.expect("window main orientation=portrait") // the calibration turned the delegate window
        await app.finish()
    }

    @Test("L4 a dismissal during a rotation: the rotation's completion comes first, then the dismissal's end")
    func dismissalDuringRotation() async throws {
        let app = try await TestApp(trace: Self.twoWindows, exhaustivity: .off)
        try await app.send("present video from=home animated=no\nrotate landscapeLeft nowait")
        try await app.send("dismiss video nowait")
        await app.receive(.callback("video", .viewWillDisappear))
        await app.skipReceived()
        let calls = await app.world.calls(await app.runUntilIdle())
        // The modal already faced landscapeRight: only the panel turned, and it completes first.
        #expect(Array(calls.prefix(3)) == ["panel.transitionCompletion", "video.viewDidDisappear", "home.viewDidAppear"])
        #expect(calls.last == "home.transitionCompletion")
        await app.expect("window main orientation=portrait")
        await app.finish()
    }

    @Test("L4 a second rotation before the first ends finishes the first at once")
    func secondRotationEarly() async throws {
        let app = try await TestApp(trace: Self.twoWindows)
        try await app.send("rotate landscapeLeft nowait")
        await app.skipReceived()
        let clock = await app.world.clock
        try await app.send("rotate landscapeRight")
        await app.receive(items: Self.device + ["panel.transitionCompletion"] + Self.willBar
                          + ["panel.viewWillTransitionToSize", "panel.viewWillLayoutSubviews", "panel.viewDidLayoutSubviews"]
                          + Self.didBar + ["panel.transitionCompletion"])
        await #expect(app.world.clock == clock + 600, "a half turn")
        await app.finish()
    }

    @Test("L4 a window shown mid-rotation appears in its new orientation and hears no rotation callbacks")
    func windowShownMidRotation() async throws {
        let app = try await TestApp(trace: Self.twoWindows + "\ncontroller hud\nwindow overlay level=2 root=hud")
        try await app.send("rotate landscapeLeft nowait")
        await app.skipReceived()
        try await app.send("show overlay nowait")
        await app.receive(.notification(.windowDidBecomeVisible, sender: "overlay"))
        await app.receive(.callback("hud", .viewWillAppear, bounds: Size(667, 375)))
        // L8: iOS 12's first traitCollectionDidChange(nil) as the view enters its window.
        await app.receive(items: ["hud.traitCollectionDidChange", "hud.viewWillLayoutSubviews", "hud.viewDidLayoutSubviews", "hud.viewDidAppear"])
        await app.runUntilIdle()
        await app.receive(items: ["panel.transitionCompletion"])
        await app.finish()
    }
}
