import Testing
@testable import Pivot

@Suite("Compositor: hit-testing (SPEC C3)")
struct HitTestTests {
    @Test("C3 windows top-down, views in reverse painter order, skipping non-interactive ones")
    func topDown() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("button", in: "home", Rect(0, 100, 100, 50))
        world.addView("glass", in: "home", Rect(0, 0, 375, 667)) { $0.interactive = false }
        #expect(world.hitName(10, 110) == "button")
        world.apply([controller("o"), window("overlay", root: "o", level: 1, frame: Rect(0, 0, 375, 200)),
                     .show("overlay", key: false)])
        #expect(world.hitTest(Point(10, 110))?.window == world.windowID("overlay"))
        #expect(world.hitName(10, 300) == "main")
    }

    @Test("C3 hidden views and views with alpha under 0.01 take no touches; alpha 0.01 does")
    func hiddenAndTransparent() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("under", in: "home", Rect(0, 0, 100, 100))
        world.addView("ghost", in: "home", Rect(0, 0, 100, 100)) { $0.alpha = 0.009 }
        world.addView("veil", in: "home", Rect(0, 0, 100, 100)) { $0.hidden = true }
        #expect(world.hitName(50, 50) == "under")
        world.addView("faint", in: "home", Rect(0, 0, 100, 100)) { $0.alpha = 0.01 }
        #expect(world.hitName(50, 50) == "faint")
    }

    @Test("C3 the result names the path from the window to the deepest layer")
    func path() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("card", in: "home", Rect(0, 100, 200, 200))
        world.addView("icon", in: "card", Rect(10, 10, 40, 40))
        let hit = world.hitTest(Point(20, 120))!
        #expect(hit.path == ["main", "home", "card", "icon"])
        #expect(hit.layer == .window(world.windowID("main")!))
    }

    @Test("C3 a subview sticking out of its parent takes no touches outside it, clipped or not (pointInside:)",
          arguments: [false, true])
    func outsideParent(clips: Bool) {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("box", in: "home", Rect(0, 100, 100, 100)) { $0.clips = clips }
        world.addView("spill", in: "box", Rect(50, 50, 100, 100))
        #expect(world.hitName(75, 175) == "spill")
        #expect(world.hitName(120, 220) == "main")
    }

    @Test("C3 a turned view is hit where it is drawn, not where its frame was")
    func rotatedView() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        // 200x20 turned 90° about (200, 210): it spans x 190..210, y 110..310.
        world.addView("needle", in: "home", Rect(100, 200, 200, 20)) { $0.rotation = 90 }
        #expect(world.hitName(200, 120) == "needle")
        #expect(world.hitName(120, 210) == "main")
        world.addView("diamond", in: "home", Rect(0, 400, 100, 100)) { $0.rotation = 45 }
        #expect(world.hitName(50, 395) == "diamond")   // the top point pokes above the frame
        #expect(world.hitName(3, 403) == "main")       // the frame's corner is cut off
    }

    @Test("C3 W8 iOS 7 landscape: an interface point finds the turned root view's content")
    func legacyLandscape() {
        var world = app("iPhone8", ios: "7.1", plist: portraitAndLandscape, mainWindow())
        world.addView("bar", in: "home", Rect(0, 0, 667, 44))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.hitName(600, 20) == "bar")
        #expect(world.hitName(600, 60) == "main")
    }

    @Test("C3 W8 the sideways HUD is touched where it is drawn: along the interface's left edge")
    func sidewaysHUD() {
        var world = app("iPhone8", ios: "12.0", plist: portraitAndLandscape, mainWindow())
        world.apply([window("hudWindow", level: 2000, frame: Rect(0, 0, 100, 50)), .show("hudWindow", key: false)])
        world.addView("hud", in: "hudWindow", Rect(0, 0, 100, 50))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.hitName(10, 370) == "hud")
        #expect(world.hitName(60, 370) == "main")
    }

    @Test("C3 the keyboard takes touches; the status bar never does")
    func systemLayers() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("top", in: "home", Rect(0, 0, 375, 30))
        world.apply(.keyboard(shown: true))
        #expect(world.hitName(100, 600) == "keyboard")
        #expect(world.hitTest(Point(100, 600))?.layer == .keyboard)
        #expect(world.hitName(100, 10) == "top")
    }

    @Test("C3 a point outside every window hits nothing")
    func nothing() {
        let world = app("iPhone8", ios: "12.0", mainWindow())
        #expect(world.hitName(-5, 10) == "none")
    }
}
