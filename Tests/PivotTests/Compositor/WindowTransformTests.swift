import Pivot
import Testing

/// A window's own transform (SPEC C5).
@Suite("A window's own transform (SPEC C5)")
struct WindowTransformTests {
    static func toastApp() -> World {
        var world = app("iPhone6", ios: "9.0", plist: .landscape, mainWindow([.supports(.landscape)]))
        world.apply([controller("toastvc", .supports(.landscape)), window("toast", root: "toastvc", level: 1001),
                     .addView(ViewSpec(name: "label", parent: "toastvc", frame: Rect(100, 300, 200, 40))), .show("toast", key: false)])
        return world
    }

    @Test("C5 a window turned by hand is drawn turned, on top of UIKit's own turn")
    func drawnTurned() throws {
        var world = Self.toastApp()
        #expect(world.viewGeometry(view: world.viewIndex("label"))?.screenRotation == 0)
        world.apply(.layoutView("toast", { var c = ViewChange(); c.rotation = 90; return c }()))
        #expect(world.viewGeometry(view: world.viewIndex("label"))?.screenRotation == 90)
    }

    @Test("C5 conversions go through the window's transform, about its centre")
    func converts() throws {
        var world = Self.toastApp()
        let toast = try #require(world.windowID("toast"))
        #expect(world.convert(Point(0, 0), from: .window(toast), to: .screen) == Point(0, 0))
        world.apply(.layoutView("toast", { var c = ViewChange(); c.rotation = 90; return c }()))
        let corner = try #require(world.convert(Point(0, 0), from: .window(toast), to: .screen))
        #expect(World.tidy(corner.x) == 521 && World.tidy(corner.y) == -146)
    }

    @Test("C5 only the transform of a window is set by layout")
    func rotationOnly() {
        var world = Self.toastApp()
        var change = ViewChange()
        change.alpha = 0.5
        let effects = world.apply(.layoutView("toast", change))
        #expect(effects.contains { if case .rejected = $0 { true } else { false } })
    }
}
