import Testing
@testable import Pivot

/// Whether the `view` event copies clipsToBounds and scale into the world (Engine/Apply.swift
/// `addView`; pending there when this was written: until then these tests are skipped).
private let viewEventCarriesLayerOptions: Bool = {
    var world = app("iPhone8", ios: "12.0", mainWindow())
    var spec = ViewSpec(name: "probe", parent: "home", frame: Rect(0, 0, 1, 1))
    spec.clips = true
    spec.scale = 2
    world.apply(.addView(spec))
    return world.views.last?.clips == true && world.views.last?.scale == 2
}()

@Suite("Compositor: the view event (SPEC C1)", .enabled(if: viewEventCarriesLayerOptions,
       "Engine/Apply.swift addView does not copy clips and scale yet"))
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
