// A window made without a scene, given the app's scene afterwards (`attach-scene WINDOW`,
// `window.windowScene = scene`): it comes on screen as a window shown at that moment (W5).

import Testing
@testable import Pivot

@Suite("A scene given to a window made without one (SPEC W5)")
struct SceneAttachmentTests {
    /// A scene app on iOS 13 with its scene window and an orphan made without a scene, shown.
    func sceneApp(orphanShown: Bool = true, usesScenes: Bool = true) -> World {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhone8")!, profile: BehaviorProfile(ios: v("13.0")))
        config.usesScenes = usesScenes
        var world = World(config: config)
        world.apply([.declareController("home", []), .declareController("lost", [.supports(.landscape)]),
                     window("main", root: "home", scene: true), window("orphan", root: "lost", level: 100),
                     .show("main", key: true), .launch])
        if orphanShown { world.apply(.show("orphan", key: false)) }
        return world
    }

    @Test("W5 A3 a shown window given the scene comes on screen: it stacks, its root evaluates and appears, and it takes touches")
    func shownWindowComesOnScreen() {
        var world = sceneApp()
        #expect(world.stackOrder.map { world[$0].name } == ["main"])
        let effects = world.apply(.attachScene("orphan"))
        #expect(world.stackOrder.map { world[$0].name } == ["main", "orphan"])
        #expect(world.calls(effects).contains("lost.viewDidAppear"))
        #expect(world.orientation(of: "orphan") == .landscapeRight, "its landscape-only root turned it when it evaluated")
        #expect(world.hitTest(Point(100, 100))?.window == world.windowID("orphan"))
        #expect(World.notifications(in: effects) == [.willChangeStatusBarOrientation, .willChangeStatusBarFrame,
                                                     .didChangeStatusBarOrientation, .didChangeStatusBarFrame],
                "the interface turns with it; it was visible already, so no visibility notification")
    }

    @Test("W5 a hidden window given the scene stays off screen until it is shown, then shows as a scene window")
    func hiddenWindowWaits() {
        var world = sceneApp(orphanShown: false)
        #expect(world.calls(world.apply(.attachScene("orphan"))).isEmpty)
        #expect(world.stackOrder.map { world[$0].name } == ["main"])
        world.apply(.show("orphan", key: false))
        #expect(world.stackOrder.map { world[$0].name } == ["main", "orphan"])
    }

    @Test("W5 a window already in the scene, or an app that adopts no scenes, changes nothing")
    func nothingToMove() {
        var world = sceneApp()
        world.apply(.attachScene("orphan"))
        #expect(world.apply(.attachScene("orphan")).isEmpty && world.apply(.attachScene("main")).isEmpty)
        var plain = sceneApp(usesScenes: false)
        let order = plain.stackOrder
        #expect(plain.apply(.attachScene("orphan")).isEmpty && plain.stackOrder == order)
    }
}
