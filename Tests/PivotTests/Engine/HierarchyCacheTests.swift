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
            let event = LifecyclePropertyTests.randomEvent(&rng)
            _ = world.apply(event, settle: Int.random(in: 0..<3, using: &rng) != 0)
            if let disagreement = world.hierarchyCacheDisagreement() {
                Issue.record("seed \(seed): after step \(step) (\(event)): \(disagreement)")
                return
            }
        }
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
