import PivotTestSupport
import Testing
@testable import Pivot

/// The engine keeps, per controller, the end of its chain of containers and presenters and, per
/// chain, the presentation that decides (A1), so that deep hierarchies cost no walk per step.
/// Whatever random events do, the kept values equal walking the hierarchy.
@Suite("Kept hierarchy (SPEC A1, A8)")
struct HierarchyCacheTests {
    @Test("A1 after every random event, each controller's chain root and each chain's deciding top equal a walk",
          arguments: LifecyclePropertyTests.seeds)
    func keptAgreesWithWalk(seed: UInt64) {
        var rng = SeededRandom(seed: seed &* 7_919)
        var world = LifecyclePropertyTests.randomApp(&rng)
        #expect(world.hierarchyCacheDisagreement() == nil)
        for step in 1...400 {
            let event = Int.random(in: 0..<4, using: &rng) == 0 ? Self.containerEvent(&rng) : LifecyclePropertyTests.randomEvent(&rng)
            _ = world.apply(event, settle: Int.random(in: 0..<3, using: &rng) != 0)
            if let disagreement = world.hierarchyCacheDisagreement() {
                Issue.record("seed \(seed): after step \(step) (\(event)): \(disagreement)")
                return
            }
        }
        _ = world.runUntilIdle()
        #expect(world.hierarchyCacheDisagreement() == nil)
    }

    /// Events that move containers: new children lists, a container presented or made a root,
    /// often while a pop or a presentation is still animating.
    static func containerEvent(_ rng: inout SeededRandom) -> Event {
        let names = LifecyclePropertyTests.controllers
        let pick = { (rng: inout SeededRandom) in names.randomElement(using: &rng)! }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .configure("tabs", [.children(Array(names.filter { $0 != "tabs" }.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))))])
        case 1: return .configure("nav", [.children(Array(names.filter { $0 != "nav" }.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))))])
        case 2: return .present(["nav", "tabs"].randomElement(using: &rng)!, from: pick(&rng), style: .fullScreen, animated: Bool.random(using: &rng))
        case 3: return .setRoot(LifecyclePropertyTests.windows.randomElement(using: &rng)!, Bool.random(using: &rng) ? nil : pick(&rng))
        default: return .pop("nav")
        }
    }

    @Test("A1 a controller being popped moves with its navigation controller until the pop ends")
    func poppedControllerMovesWithItsContainer() {
        var events: [Event] = ["a", "d", "b", "c"].map { controller($0) }
        events += [controller("nav", .kind(.navigation), .children(["a"])), controller("tabs", .kind(.tabbar), .children(["b", "c"])),
                   window("main", root: "nav"), window("other", root: "tabs"), .show("other", key: false), .show("main", key: true), .launch]
        var world = app("iPhoneX", ios: "16.0", plist: .all, events)
        _ = world.apply(.push("d", on: "nav"))
        for event: Event in [.pop("nav"), .setRoot("main", nil), .configure("tabs", [.children(["b", "c", "nav"])])] {
            _ = world.apply(event, settle: false)
            #expect(world.hierarchyCacheDisagreement() == nil, "after \(event)")
        }
        #expect(world.name(world.windowOf(world.controllerID("d")!)) == "other")
        _ = world.runUntilIdle()
        #expect(world.hierarchyCacheDisagreement() == nil)
    }

    @Test("A1 a chain of 200 full-screen presentations decides by its last, and a dismissal in the middle hands back to the one below")
    func deepChain() {
        var events: [Event] = [controller("home", .supports(.all)), window("main", root: "home"), .show("main", key: true), .launch]
        for i in 0..<200 {
            events.append(controller("p\(i)", .supports(i == 199 ? .landscape : .all)))
            events.append(.present("p\(i)", from: i == 0 ? "home" : "p\(i - 1)", style: .overFullScreen, animated: false))
        }
        var world = app("iPhoneX", ios: "16.0", plist: .all, events)
        let main = world.windowID("main")!
        #expect(world.name(world.decider(of: main)) == "p199")
        #expect(world.orientation(of: "main")?.isLandscape == true)
        _ = world.apply(.dismiss("p100"))
        _ = world.runUntilIdle()
        #expect(world.name(world.decider(of: main)) == "p99")
        #expect(world.hierarchyCacheDisagreement() == nil)
    }
}
