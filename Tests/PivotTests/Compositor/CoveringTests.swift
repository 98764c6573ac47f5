import PivotTestSupport
import PivotTesting
import Testing

/// Whether what is drawn of a window or view covers the screen or its window (C2), as the
/// explorer's covers-screen and covers-window read it.
@Suite("Covering the screen (SPEC C2)")
struct CoveringTests {
    /// An iOS 8 app whose mask view is sized once for the portrait screen.
    static let maskApp = """
        device iPhone6
        ios 8.1
        plist allButUpsideDown
        controller home
        window main root=home
        view mask in=main frame=0,0,375,667
        show main key
        launch
        """

    static func covers(_ world: World, _ name: String) -> Bool? {
        if let id = world.windowID(name) { return world.coversScreen(window: id) }
        return world.coversScreen(view: world.viewIndex(name))
    }

    @Test("a view sized for the portrait screen stops covering it when the app turns; its window resizes and still does")
    func maskAfterRotation() async throws {
        let app = try await TestApp(trace: Self.maskApp, exhaustivity: .off)
        var world = await app.world
        #expect(Self.covers(world, "mask") == true && Self.covers(world, "main") == true)
        try await app.send("rotate landscapeLeft")
        world = await app.world
        #expect(Self.covers(world, "mask") == false)
        #expect(Self.covers(world, "main") == true)
        await app.finish()
    }

    @Test("coverage is measured as drawn: a landscape-sized view turned a quarter covers the portrait screen")
    func turnedView() async throws {
        let app = try await TestApp(trace: Self.maskApp + "\nview turned in=main frame=-146,146,667,375 rotation=90", exhaustivity: .off)
        #expect(Self.covers(await app.world, "turned") == true)
        await app.finish()
    }

    @Test("a window without a root keeps covering the screen on its side: it never turns (W8)")
    func rootlessWindow() async throws {
        let app = try await TestApp(trace: Self.maskApp + "\nwindow hud level=alert\nshow hud\nrotate landscapeLeft", exhaustivity: .off)
        let world = await app.world
        #expect(world.window("hud")?.orientation == .portrait)
        #expect(Self.covers(world, "hud") == true)
        await app.finish()
    }

    @Test("a clipping parent cuts what is drawn of a view that would cover the screen")
    func clipped() async throws {
        let trace = Self.maskApp + """

            view frameview in=main frame=0,0,375,300 clips=yes
            view inside in=frameview frame=0,0,375,667
            view loose in=main frame=0,0,375,300
            view spill in=loose frame=0,0,375,667
            """
        let app = try await TestApp(trace: trace, exhaustivity: .off)
        let world = await app.world
        #expect(Self.covers(world, "inside") == false)
        #expect(Self.covers(world, "spill") == true)
        await app.finish()
    }

    @Test("a view that is not drawn has no answer: hidden, transparent, under a hidden parent, or its window off screen")
    func notDrawn() async throws {
        let trace = Self.maskApp + """

            view ghost in=main frame=0,0,375,667 hidden=yes
            view clear in=main frame=0,0,375,667 alpha=0
            view child in=ghost frame=0,0,375,667
            """
        let app = try await TestApp(trace: trace, exhaustivity: .off)
        var world = await app.world
        for name in ["ghost", "clear", "child"] { #expect(Self.covers(world, name) == nil, "\(name)") }
        try await app.send("hide main")
        world = await app.world
        #expect(Self.covers(world, "mask") == nil && Self.covers(world, "main") == nil)
        #expect(world.coversWindow(view: world.viewIndex("mask")!) == nil)
        await app.finish()
    }

    @Test("P2 a resizable iPad window: the view covers its window until the user resizes it; the window never covers the screen again")
    func resizableWindow() async throws {
        let trace = """
            device iPadPro11M4
            ios 26.0
            plist all
            controller home
            window main root=home
            view background in=main frame=0,0,834,1210
            view fitted in=main frame=0,0,600,800
            show main key
            launch
            """
        let app = try await TestApp(trace: trace, exhaustivity: .off)
        var world = await app.world
        let background = world.viewIndex("background")!, fitted = world.viewIndex("fitted")!
        #expect(world.coversWindow(view: background) == true && world.coversWindow(view: fitted) == false)
        try await app.send("resize main 600x800")
        world = await app.world
        #expect(world.coversWindow(view: background) == true, "larger than its window, it still covers it")
        #expect(world.coversWindow(view: fitted) == true)
        #expect(Self.covers(world, "main") == false && Self.covers(world, "fitted") == false)
        try await app.send("resize main 834x1210")
        #expect(await app.world.coversWindow(view: fitted) == false)
        await app.finish()
    }
}
