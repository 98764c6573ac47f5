import Testing
@testable import Pivot

@Suite("Compositor: occlusion (SPEC C4, S4, W7)")
struct OcclusionTests {
    @Test("C4 the keyboard covers a view fully, partly, or not at all")
    func keyboard() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("low", in: "home", Rect(0, 500, 100, 100))
        world.addView("mid", in: "home", Rect(0, 400, 100, 100))
        world.addView("high", in: "home", Rect(0, 100, 100, 100))
        world.apply(.keyboard(shown: true))
        #expect(world.coverage(of: "low") == .full)
        #expect(world.coverage(of: "mid") == .partial)
        #expect(world.coverage(of: "high") == .none)
    }

    @Test("C4 W7 a toast in an alert window: over the keyboard on iOS 8, under it from iOS 9",
          arguments: [("8.4", Occlusion.none), ("9.0", .full)])
    func keyboardLevelPerVersion(ios: String, expected: Occlusion) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("t"), window("toast", root: "t", level: 2000, frame: Rect(0, 500, 375, 100)),
                     .show("toast", key: false), .keyboard(shown: true)])
        world.addView("message", in: "t", Rect(10, 10, 300, 50))
        #expect(world.coverage(of: "message") == expected)
    }

    @Test("C4 S4 a window above level 1000 covers the status bar before iOS 13, never from iOS 13",
          arguments: [("11.0", Occlusion.full), ("12.4", .full), ("13.0", .none), ("16.0", .none)])
    func statusBarCoveredPerVersion(ios: String, expected: Occlusion) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("top"), window("cover", root: "top", level: 1001, frame: Rect(0, 0, 375, 44)),
                     .show("cover", key: false)])
        #expect(world.statusBarCoverage == expected)
        #expect(world.statusBarCovered == (expected != .none))
    }

    @Test("C4 S4 a narrow window over the bar covers it partly; an alert window elsewhere does not cover it")
    func statusBarPartly() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("top"), window("pill", root: "top", level: 1001, frame: Rect(0, 0, 100, 44)),
                     .show("pill", key: false)])
        #expect(world.statusBarCoverage == .partial)
        world.apply(.hide("pill"))
        world.apply([controller("low"), window("toast", root: "low", level: 2000, frame: Rect(0, 600, 375, 40)),
                     .show("toast", key: false)])
        #expect(world.statusBarCoverage == .none)
    }

    @Test("C4 a view under the status bar is covered by it: wholly or in part")
    func underStatusBar() {
        var world = app("iPhoneX", ios: "12.0", mainWindow())
        world.addView("header", in: "home", Rect(0, 0, 375, 30))
        world.addView("title", in: "home", Rect(0, 20, 375, 60))
        #expect(world.coverage(of: "header") == .full)
        #expect(world.coverage(of: "title") == .partial)
    }

    @Test("C4 C2 zPosition never lifts a view above a higher window")
    func zStaysInWindow() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("badge", in: "home", Rect(20, 100, 100, 100)) { $0.z = 1000 }
        world.apply([window("sheet", level: 1, frame: Rect(0, 150, 375, 517)), .show("sheet", key: false)])
        world.addView("panel", in: "sheet", Rect(0, 0, 375, 100))
        #expect(world.coverage(of: "badge") == .partial)
    }

    @Test("C4 clipping counts: a child clipped by its parent covers only what is drawn",
          arguments: [(false, Occlusion.partial), (true, .none)])
    func clippedCover(clips: Bool, expected: Occlusion) {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("under", in: "home", Rect(120, 160, 40, 40))
        world.addView("box", in: "home", Rect(0, 100, 100, 100)) { $0.clips = clips }
        world.addView("spill", in: "box", Rect(50, 50, 100, 100))
        // box itself covers nothing of under; only spill's overflow could.
        #expect(world.coverage(of: "under") == expected)
    }

    @Test("C4 clipping counts: only the visible part of a clipped view needs covering",
          arguments: [(false, Occlusion.partial), (true, .full)])
    func clippedTarget(clips: Bool, expected: Occlusion) {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("box", in: "home", Rect(0, 100, 100, 100)) { $0.clips = clips }
        world.addView("peek", in: "box", Rect(80, 80, 40, 40))     // screen 80..120 x 180..220
        world.addView("lid", in: "home", Rect(70, 170, 40, 40))    // screen 70..110 x 170..210
        #expect(world.coverage(of: "peek") == expected)
    }

    @Test("C4 a view clipped away entirely is not covered, and a view not on screen neither")
    func clippedAway() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("box", in: "home", Rect(0, 100, 100, 100)) { $0.clips = true }
        world.addView("lost", in: "box", Rect(200, 0, 10, 10))
        world.addView("lid", in: "home", Rect(0, 0, 375, 667))
        #expect(world.coverage(of: "lost") == .none)
        world.addView("off", in: "home", Rect(0, 0, 10, 10)) { $0.hidden = true }
        #expect(world.coverage(of: "off") == .none)
    }

    @Test("C4 turned covers count exactly: a diamond covers part of a square, a big one all of it")
    func rotatedCovers() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("square", in: "home", Rect(100, 100, 100, 100))
        world.addView("diamond", in: "home", Rect(100, 100, 100, 100)) { $0.rotation = 45 }
        #expect(world.coverage(of: "square") == .partial)
        world.addView("big", in: "home", Rect(75, 75, 150, 150)) { $0.rotation = 45 }
        #expect(world.coverage(of: "square") == .full)
    }

    @Test("C4 a view's own subviews do not cover it; window layers never do")
    func ownSubviews() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("card", in: "home", Rect(0, 100, 100, 100))
        world.addView("inside", in: "card", Rect(0, 0, 100, 100))
        world.apply([window("empty", level: 2000), .show("empty", key: false)])
        #expect(world.coverage(of: "card") == .none)
    }

    @Test("C4 polygons: the union of two halves covers the whole; touching edges do not overlap")
    func polygonUnion() {
        let square = Rect(0, 0, 10, 10)
        #expect(occlusion(of: square, by: [Rect(0, 0, 5, 10), Rect(5, 0, 5, 10)]) == .full)
        #expect(occlusion(of: square, by: [Rect(10, 0, 5, 10)]) == .none)
        #expect(occlusion(of: square, by: [Rect(0, 0, 5, 10), Rect(6, 0, 4, 10)]) == .partial)
        let triangle = ConvexPolygon([Point(0, 0), Point(10, 0), Point(0, 10)])
        let other = ConvexPolygon([Point(10, 0), Point(10, 10), Point(0, 10)])
        #expect(occlusion(of: ConvexPolygon(Quad(square, .identity)), by: [triangle, other]) == .full)
    }
}
