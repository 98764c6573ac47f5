// A library's own view layout: `fill` keeps a view on its parent's bounds or the screen's, and
// `layout` sets its geometry (issue 20; SVProgressHUD #377's dimming view).

import Testing
@testable import Pivot

@Suite("View layout a library does (fill, layout)")
struct ViewLayoutTests {
    func hudApp(ios: String) -> World {
        var dim = ViewSpec(name: "dim", parent: "hud", frame: Rect(0, 0, 320, 568))
        dim.fill = .none
        var follows = ViewSpec(name: "follows", parent: "hud", frame: Rect(0, 0, 1, 1))
        follows.fill = .parent
        return app("iPhoneSE", ios: ios, [.declareController("home", []), .declareController("hudvc", []), window("main", root: "home"),
                                        window("hud", root: "hudvc", level: WindowLevel.alert), .addView(dim), .addView(follows),
                                        .show("main", key: true), .launch, .show("hud", key: false)])
    }

    func frame(_ world: World, _ name: String) -> Rect? { world.viewIndex(name).map { world.views[$0].frame } }

    @Test("W8 a view that fills its parent follows its window's bounds when the interface turns; a frame set once does not")
    func fillParent() {
        var world = hudApp(ios: "9.0")
        #expect(frame(world, "follows") == Rect(0, 0, 320, 568))
        world.apply(.rotate(.landscapeLeft))
        #expect(frame(world, "follows") == Rect(0, 0, 568, 320))
        #expect(frame(world, "dim") == Rect(0, 0, 320, 568))
    }

    @Test("D3 filling the screen takes UIScreen's bounds of the era: turned from iOS 8, portrait before")
    func fillScreen() {
        for (ios, expected) in [("9.0", Rect(0, 0, 568, 320)), ("7.1", Rect(0, 0, 320, 568))] {
            var world = hudApp(ios: ios)
            world.apply([.rotate(.landscapeLeft), .layoutView("dim", { var c = ViewChange(); c.fill = .screen; return c }())])
            #expect(frame(world, "dim") == expected, "iOS \(ios)")
        }
    }

    @Test("layout sets only what it names; a frame given without fill ends the fill")
    func layoutChanges() {
        var world = hudApp(ios: "9.0")
        var change = ViewChange()
        change.frame = Rect(10, 10, 50, 50)
        change.alpha = 0.5
        world.apply(.layoutView("follows", change))
        let index = world.viewIndex("follows")!
        #expect(world.views[index].frame == Rect(10, 10, 50, 50) && world.views[index].alpha == 0.5)
        #expect(world.views[index].fill == .none && world.views[index].hidden == false)
        world.apply(.rotate(.landscapeLeft))
        #expect(world.views[index].frame == Rect(10, 10, 50, 50))
        #expect(world.apply(.layoutView("nothing", change)) == [.rejected("no view named 'nothing'")])
    }

    @Test("W8 a view declared while a rotation runs still follows its window when the rotation ends")
    func fillDeclaredDuringRotation() {
        var world = hudApp(ios: "9.0")
        world.apply(.rotate(.landscapeLeft), settle: false)
        var late = ViewSpec(name: "late", parent: "hud", frame: Rect(0, 0, 1, 1))
        late.fill = .parent
        world.apply(.addView(late))
        #expect(frame(world, "late") == Rect(0, 0, 568, 320) && frame(world, "follows") == Rect(0, 0, 568, 320))
    }

    @Test("the filling views are listed in view order, whichever order layout starts and ends their fills")
    func filledListFollowsLayout() {
        var world = hudApp(ios: "9.0")
        world.apply(.layoutView("dim", { var c = ViewChange(); c.fill = .parent; return c }()))
        #expect(world.catalog.filled == [0, 1])
        world.apply(.layoutView("dim", { var c = ViewChange(); c.frame = Rect(0, 0, 10, 10); return c }()))
        #expect(world.catalog.filled == [1])
        world.apply(.rotate(.landscapeLeft))
        #expect(frame(world, "dim") == Rect(0, 0, 10, 10) && frame(world, "follows") == Rect(0, 0, 568, 320))
    }
}
