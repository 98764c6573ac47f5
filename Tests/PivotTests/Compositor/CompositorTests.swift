import Testing
@testable import Pivot

@Suite("Compositor (SPEC C)")
struct CompositorTests {
    @Test("C1 every window is a tree: the window, its root view, subviews")
    func layerTree() {
        let world = app("iPhone8", ios: "12.0", mainWindow() + [.view(name: "badge", parent: "home", frame: Rect(10, 10, 20, 20))])
        let tree = world.renderTree()
        let window = tree.roots.first { $0.kind == .window }!
        #expect(window.name == "main")
        #expect(window.children.first?.name == "home")
        #expect(window.children.first?.children.first?.name == "badge")
    }

    @Test("C2 flattening goes bottom to top: windows by level, status bar, siblings by zPosition")
    func flattenOrder() {
        var world = app("iPhone8", ios: "12.0", mainWindow() + [
            .view(name: "back", parent: "home", frame: Rect(0, 0, 10, 10), z: 1),
            .view(name: "front", parent: "home", frame: Rect(0, 0, 10, 10), z: 0)])
        world.apply([controller("o"), window("overlay", root: "o", level: 1), .show("overlay", key: false)])
        let names = world.renderTree().flatten().map(\.name)
        #expect(names == ["main", "home", "front", "back", "overlay", "o", "statusbar"])
    }

    @Test("C2 a view on a window without a root controller stays unrotated in the fixed space: the sideways HUD")
    func sidewaysHUD() {
        var world = app("iPhone8", ios: "12.0", plist: [.portrait, .landscape], mainWindow())
        world.apply([window("hudWindow", level: 2000), .show("hudWindow", key: false),
                     .view(name: "hud", parent: "hudWindow", frame: Rect(0, 0, 100, 50))])
        world.apply(.rotate(.landscapeLeft))
        let hud = world.renderTree().flatten().first { $0.name == "hud" }!
        #expect(hud.fixed.corners == [Point(0, 0), Point(100, 0), Point(100, 50), Point(0, 50)])
        // Home button on the right: the portrait top-left corner is now the interface's bottom-left.
        #expect(hud.interface.corners[0] == Point(0, 375))
        #expect(hud.interface.boundingBox == Rect(0, 275, 50, 100))
    }

    @Test("C2 on iOS 7 the root view's transform turns its content in the fixed space")
    func legacyTransformCorners() {
        var world = app("iPhone8", ios: "7.1", plist: [.portrait, .landscape], mainWindow() + [
            .view(name: "bar", parent: "home", frame: Rect(0, 0, 667, 44))])
        world.apply(.rotate(.landscapeLeft))
        let bar = world.renderTree().flatten().first { $0.name == "bar" }!
        #expect(bar.interface.boundingBox == Rect(0, 0, 667, 44))
        #expect(bar.fixed.boundingBox == Rect(331, 0, 44, 667))
    }

    @Test("C3 hit-testing walks windows top-down and views in reverse painter order, skipping non-interactive ones")
    func hitTesting() {
        var world = app("iPhone8", ios: "12.0", mainWindow() + [
            .view(name: "button", parent: "home", frame: Rect(0, 100, 100, 50)),
            .view(name: "glass", parent: "home", frame: Rect(0, 0, 375, 667), interactive: false)])
        #expect(world.hitTest(Point(10, 110)).map { world.views[$0.view!].name } == "button")
        world.apply([controller("o"), window("overlay", root: "o", level: 1, frame: Rect(0, 0, 375, 200)),
                     .show("overlay", key: false)])
        #expect(world.hitTest(Point(10, 110))?.window == world.windowID("overlay"))
        #expect(world.hitTest(Point(10, 300))?.window == world.windowID("main"))
    }

    @Test("C4 occlusion: the keyboard covers a HUD fully, partly, or not at all")
    func occlusionByKeyboard() {
        var world = app("iPhone8", ios: "12.0", mainWindow() + [
            .view(name: "low", parent: "home", frame: Rect(0, 500, 100, 100)),
            .view(name: "mid", parent: "home", frame: Rect(0, 400, 100, 100)),
            .view(name: "high", parent: "home", frame: Rect(0, 100, 100, 100))])
        world.apply(.keyboard(shown: true))
        #expect(world.coverage(ofView: world.viewIndex("low")!) == .full)
        #expect(world.coverage(ofView: world.viewIndex("mid")!) == .partial)
        #expect(world.coverage(ofView: world.viewIndex("high")!) == .none)
    }
}
