import Testing
@testable import Pivot

@Suite("Compositor: the view event (SPEC C1)")
struct ViewEventTests {
    @Test("C1 C4 a view declared with clips=yes cuts what its children cover")
    func clipsFromEvent() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        var box = ViewSpec(name: "box", parent: "home", frame: Rect(0, 100, 100, 100))
        box.clips = true
        world.apply([.addView(ViewSpec(name: "under", parent: "home", frame: Rect(120, 160, 40, 40))), .addView(box),
                     .addView(ViewSpec(name: "spill", parent: "box", frame: Rect(50, 50, 100, 100)))])
        #expect(world.coverage(ofView: world.viewIndex("under")!) == .none)
    }

    @Test("C1 C2 a view declared with scale=0.5 shrinks about its centre")
    func scaleFromEvent() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        var half = ViewSpec(name: "half", parent: "home", frame: Rect(0, 0, 100, 100))
        half.scale = 0.5
        world.apply(.addView(half))
        let item = world.renderTree().flatten().first { $0.name == "half" }
        #expect(item?.fixed.boundingBox == Rect(25, 25, 50, 50))
    }
}
