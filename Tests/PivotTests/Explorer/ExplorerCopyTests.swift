import PivotTestSupport
import Testing
@testable import Pivot

/// What makes the explorer's copies cheap must not change what it finds: a worker's deep copy
/// is the same world, a fingerprint that reuses its parent's parts equals one folded afresh,
/// and a step that rewrites a value with itself leaves the copy sharing its buffers.
@Suite("Explorer copies")
struct ExplorerCopyTests {
    /// A navigation stack, a presented sheet and a HUD: steps that move children, presentations,
    /// windows and running animations.
    static func start() -> World {
        app("iPhone8", ios: "12.0", plist: .allButUpsideDown, [
            controller("home"), controller("second"), controller("third", .supports(.portrait)), controller("player"),
            controller("nav", .kind(.navigation), .children(["home"])),
            window("main", root: "nav"), .show("main", key: true), .launch, window("hud", level: 2000)])
    }

    static let actions: [(Event, settle: Bool)] = [
        (.push("second", on: "nav"), true), (.push("third", on: "nav"), false), (.pop("nav"), false), (.pop("nav"), true),
        (.present("player", from: "nav", style: .fullScreen, animated: true), false), (.dismiss("player"), true),
        (.rotate(.landscapeLeft), true), (.rotate(.portrait), false), (.show("hud", key: false), true), (.hide("hud"), true),
        (.configure("home", [.supports(.portrait)]), true), (.configure("home", [.supports(.allButUpsideDown)]), true),
    ]

    @Test("a worker's deep copy is equal to the world, has its fingerprint, and shares none of its buffers")
    func detachedCopy() {
        var world = Self.start()
        world.apply(.push("second", on: "nav"), settle: false)
        #expect(!world.crashed && world[childrenOf: ControllerID(4)].count == 2)
        let copy = world.detached()
        #expect(copy == world && copy.fingerprint == world.fingerprint)
        #expect(!copy.controllers.sharesStorage(with: world.controllers) && !copy.windows.sharesStorage(with: world.windows))
        #expect(copy.catalog !== world.catalog && copy.settings !== world.settings)
    }

    @Test("a worker's deep copy keeps the library's actions, observers and filling views")
    func detachedCopyKeepsTheLibrary() {
        var world = Self.start()
        var dim = ViewSpec(name: "dim", parent: "hud", frame: Rect(0, 0, 1, 1))
        dim.fill = .parent
        world.apply([.defineAction("flash", [.show("hud", key: false), .hide("hud")]),
                     .react(.didChangeStatusBarOrientation, action: "flash"), .addView(dim)])
        let copy = world.detached()
        #expect(copy == world && copy.catalog !== world.catalog)
        var a = world, b = copy
        #expect(a.apply(.rotate(.landscapeLeft)) == b.apply(.rotate(.landscapeLeft)))
        #expect(a == b && b.views[b.viewIndex("dim")!].frame == Rect(origin: Point(0, 0), size: b.window("hud")!.bounds))
    }

    @Test("over 200 seeded walks, fingerprint parts reused from the parent equal parts folded afresh")
    func reusedPartsAgree() {
        var rng = SeededRandom(seed: 11)
        var buffer: [Effect] = []
        var seen = Set<UInt64>()
        #expect(!Self.start().crashed)
        for _ in 0..<200 {
            var world = Self.start()
            var parts = world.fingerprintParts()
            for _ in 0..<12 {
                let (event, settle) = Self.actions[Int(rng.next() % UInt64(Self.actions.count))]
                var next = world
                next.apply(event, into: &buffer, settle: settle, recordsCallbacks: false)
                let reused = next.fingerprintParts(reusing: parts, of: world)
                #expect(reused == next.fingerprintParts(), "after \(event)")
                world = next
                parts = reused
                seen.insert(world.fingerprint(parts))
            }
        }
        #expect(seen.count > 100, "the walks reach many states (\(seen.count)), not one stuck or crashed world")
    }

    @Test("setting an option to the value it has, or showing a shown window, leaves the copy sharing the controllers and windows")
    func unchangedWritesShare() {
        var world = Self.start()
        world.apply([.show("hud", key: false), .configure("home", [.supports(.allButUpsideDown)])])
        #expect(!world.crashed && world[ControllerID(0)].options.supports == .allButUpsideDown)
        var next = world
        next.apply(.configure("home", [.supports(.portrait), .supports(.allButUpsideDown)]))
        next.apply(.show("hud", key: false))
        #expect(next.controllers.sharesStorage(with: world.controllers))
        #expect(next.windows.sharesStorage(with: world.windows))
        next.apply(.configure("home", [.supports(.portrait)]))
        #expect(!next.controllers.sharesStorage(with: world.controllers), "a real change still copies")
    }

    @Test("a container whose children were emptied equals one never given any, and fingerprints alike")
    func emptiedChildrenEqual() {
        var emptied = app("iPhone8", ios: "12.0", [controller("tabs", .kind(.tabbar)), controller("a")])
        let never = emptied
        emptied.apply([.configure("tabs", [.children(["a"])]), .configure("tabs", [.children([])])])
        #expect(emptied[childrenOf: ControllerID(0)].isEmpty)
        #expect(emptied.catalog == never.catalog && emptied.fingerprint == never.fingerprint)
    }
}
