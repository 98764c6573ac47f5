import Testing
@testable import Pivot

@Suite("Compositor: flattening into draw items (SPEC C2, W2, W7, W8, S4)")
struct FlattenTests {
    @Test("C2 draw items go bottom to top: windows by level, the status bar, siblings by zPosition")
    func paintersOrder() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("back", in: "home", Rect(0, 0, 10, 10)) { $0.z = 1 }
        world.addView("front", in: "home", Rect(0, 0, 10, 10))
        world.apply([controller("o"), window("overlay", root: "o", level: 1), .show("overlay", key: false)])
        #expect(world.paintedNames == ["main", "home", "front", "back", "overlay", "o", "statusbar"])
    }

    @Test("C2 siblings are sorted by zPosition stably: equal z keeps creation order, negative z goes below")
    func stableZOrder() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        for (name, z) in [("a", 1.0), ("b", -1), ("c", 0), ("d", 0), ("e", 1)] {
            world.addView(name, in: "home", Rect(0, 0, 10, 10)) { $0.z = z }
        }
        #expect(world.paintedNames == ["main", "home", "b", "c", "d", "a", "e", "statusbar"])
    }

    @Test("C2 W2 windows of the same level: the one shown last is on top; makeKey alone does not reorder")
    func sameLevelWindows() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("x"), controller("y"), window("first", root: "x"), window("second", root: "y"),
                     .show("first", key: false), .show("second", key: false)])
        #expect(world.rootNames == ["main", "first", "second", "statusbar"])
        world.apply(.makeKey("first"))
        #expect(world.rootNames == ["main", "first", "second", "statusbar"])
        world.apply(.show("first", key: true))
        #expect(world.rootNames == ["main", "second", "first", "statusbar"])
    }

    @Test("C2 corners of a plain view are its frame in both spaces in portrait")
    func portraitCorners() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("card", in: "home", Rect(10, 20, 100, 50))
        let card = world.item("card")!
        #expect(card.fixed.corners == corners(10, 20, 110, 20, 110, 70, 10, 70))
        #expect(card.interface == card.fixed)
        #expect(card.size == Size(100, 50) && card.level == 0 && card.depth == 2 && card.opacity == 1)
    }

    @Test("C2 W8 on iOS 8+ a landscape window lives in its own space: the fixed corners turn")
    func landscapeWindowCorners() {
        var world = app("iPhone8", ios: "12.0", plist: portraitAndLandscape, mainWindow())
        world.addView("card", in: "home", Rect(0, 0, 100, 50))
        world.apply(.rotate(.landscapeLeft))   // interface landscapeRight: home button on the right
        let card = world.item("card")!
        #expect(card.interface.corners == corners(0, 0, 100, 0, 100, 50, 0, 50))
        #expect(card.fixed.corners == corners(375, 0, 375, 100, 325, 100, 325, 0))
    }

    @Test("C2 W8 iOS 7 landscapeRight: the root view turns +90° inside the portrait window")
    func legacyLandscapeRight() {
        var world = app("iPhone8", ios: "7.1", plist: portraitAndLandscape, mainWindow())
        world.addView("bar", in: "home", Rect(0, 0, 667, 44))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.window("main")?.rootRotation == 90)
        let bar = world.item("bar")!
        #expect(bar.fixed.corners == corners(375, 0, 375, 667, 331, 667, 331, 0))
        #expect(bar.interface.corners == corners(0, 0, 667, 0, 667, 44, 0, 44))
        // The window itself stays portrait in the fixed space.
        #expect(world.item("main")?.fixed.corners == corners(0, 0, 375, 0, 375, 667, 0, 667))
    }

    @Test("C2 W8 iOS 7 landscapeLeft: the root view turns −90°")
    func legacyLandscapeLeft() {
        var world = app("iPhone8", ios: "7.1", plist: portraitAndLandscape, mainWindow())
        world.addView("tag", in: "home", Rect(0, 0, 100, 50))
        world.apply(.rotate(.landscapeRight))
        #expect(world.window("main")?.rootRotation == -90)
        let tag = world.item("tag")!
        #expect(tag.fixed.corners == corners(0, 667, 0, 567, 50, 567, 50, 667))
        #expect(tag.interface.corners == corners(0, 0, 100, 0, 100, 50, 0, 50))
    }

    @Test("C2 W8 iOS 7 upside down: the root view turns 180°")
    func legacyUpsideDown() {
        var world = app("iPhone8", ios: "7.1", plist: .all, mainWindow([.supports(.all)]))
        world.addView("tag", in: "home", Rect(0, 0, 100, 50))
        world.apply(.rotate(.portraitUpsideDown))
        #expect(world.window("main")?.rootRotation == 180)
        let tag = world.item("tag")!
        #expect(tag.fixed.corners == corners(375, 667, 275, 667, 275, 617, 375, 617))
        #expect(tag.interface.corners == corners(0, 0, 100, 0, 100, 50, 0, 50))
    }

    @Test("C2 W8 the sideways HUD: a view on a window without a root controller stays put while the interface turns", arguments: ["7.1", "12.0"])
    func sidewaysHUD(ios: String) {
        var world = app("iPhone8", ios: ios, plist: portraitAndLandscape, mainWindow())
        world.apply([window("hudWindow", level: 2000), .show("hudWindow", key: false)])
        world.addView("hud", in: "hudWindow", Rect(0, 0, 100, 50))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.interface == .landscapeRight)
        let hud = world.item("hud")!
        #expect(hud.fixed.corners == corners(0, 0, 100, 0, 100, 50, 0, 50))
        // Home button on the right: the HUD's top edge runs up the interface's left side.
        #expect(hud.interface.corners == corners(0, 375, 0, 275, 50, 275, 50, 375))
    }

    @Test("C2 C1 rotation and scale turn a view about its centre")
    func rotatedAndScaled() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("tile", in: "home", Rect(100, 100, 100, 50)) { $0.rotation = 90; $0.scale = 2 }
        #expect(world.item("tile")?.fixed.corners == corners(200, 25, 200, 225, 100, 225, 100, 25))
        world.addView("half", in: "home", Rect(0, 0, 100, 100)) { $0.scale = 0.5 }
        #expect(world.item("half")?.fixed.corners == corners(25, 25, 75, 25, 75, 75, 25, 75))
    }

    @Test("C2 hidden and fully transparent subtrees are skipped; opacity multiplies down the tree")
    func hiddenAndOpacity() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("gone", in: "home", Rect(0, 0, 10, 10)) { $0.hidden = true }
        world.addView("goneChild", in: "gone", Rect(0, 0, 5, 5))
        world.addView("clear", in: "home", Rect(0, 0, 10, 10)) { $0.alpha = 0 }
        world.addView("clearChild", in: "clear", Rect(0, 0, 5, 5))
        world.addView("dim", in: "home", Rect(0, 0, 10, 10)) { $0.alpha = 0.5 }
        world.addView("dimmer", in: "dim", Rect(0, 0, 5, 5)) { $0.alpha = 0.5 }
        #expect(world.paintedNames == ["main", "home", "dim", "dimmer", "statusbar"])
        #expect(world.item("dimmer")?.opacity == 0.25)
    }

    @Test("C2 C1 each item names the nearest clipping ancestor; the chain continues through it")
    func clipChain() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("outer", in: "home", Rect(0, 100, 100, 100)) { $0.clips = true }
        world.addView("inner", in: "outer", Rect(50, 50, 100, 100)) { $0.clips = true }
        world.addView("leaf", in: "inner", Rect(0, 0, 10, 10))
        let items = world.renderTree().flatten()
        let index = { (name: String) in items.firstIndex { $0.name == name }! }
        #expect(items[index("outer")].clip == nil)
        #expect(items[index("inner")].clip == index("outer"))
        #expect(items[index("leaf")].clip == index("inner"))
        // What can be seen of inner: the corner it shares with outer.
        #expect(items.visibleRegion(ofItem: index("inner")).boundingBox == Rect(50, 150, 50, 50))
    }

    @Test("C2 S4 the status bar: over level-1000 windows before iOS 13, above every window from iOS 13",
          arguments: [("12.0", ["main", "statusbar", "cover"]), ("13.0", ["main", "cover", "statusbar"])])
    func statusBarPlacement(ios: String, order: [String]) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("top"), window("cover", root: "top", level: 1001, frame: Rect(0, 0, 375, 44)),
                     .show("cover", key: false)])
        #expect(world.rootNames == order)
        #expect(world.item("statusbar")?.fixed.corners == corners(0, 0, 375, 0, 375, 20, 0, 20))
    }

    @Test("C2 W7 the keyboard: level 1 on iOS 8 (under alert windows), 10,000,000 from iOS 9 (over them)",
          arguments: [("8.4", ["main", "keyboard", "statusbar", "alert"]), ("9.0", ["main", "statusbar", "alert", "keyboard"])])
    func keyboardLevel(ios: String, order: [String]) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("a"), window("alert", root: "a", level: 2000), .show("alert", key: false), .keyboard(shown: true)])
        #expect(world.rootNames == order)
        let keyboard = world.item("keyboard")!
        #expect(keyboard.level == (ios == "8.4" ? 1 : 10_000_000))
        // K3: 258 points with the QuickType bar (iOS ≥ 8).
        #expect(keyboard.fixed.corners == corners(0, 409, 375, 409, 375, 667, 0, 667))
    }

    @Test("C2 W7 the keyboard in landscape runs along the interface's bottom edge")
    func landscapeKeyboard() {
        var world = app("iPhone8", ios: "12.0", plist: portraitAndLandscape, mainWindow())
        world.apply([.rotate(.landscapeLeft), .keyboard(shown: true)])
        let keyboard = world.item("keyboard")!
        // K3: 194 points in landscape with the QuickType bar.
        #expect(keyboard.interface.corners == corners(0, 181, 667, 181, 667, 375, 0, 375))
        #expect(keyboard.fixed.corners == corners(194, 0, 194, 667, 0, 667, 0, 0))
    }
}
