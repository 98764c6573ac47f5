import Testing
@testable import Pivot

/// The explorer's core: fingerprints that forget history, breadth-first search that closes and
/// finds shortest counterexamples, the same for any number of jobs, and random walks that shrink.
@Suite("Explorer")
struct ExplorerTests {
    /// iOS 8: a landscape app and a prepared alert window whose portrait-only root, once given,
    /// takes over the app's orientation while hidden (A5).
    static func takeover() -> ExploreModel {
        let start = app("iPhone6", ios: "8.1", plist: .allButUpsideDown, [
            controller("home"), controller("alertvc", .supports(.portrait)),
            window("main", root: "home"), window("alertwin", level: 2000), .show("main", key: true), .launch])
        let actions: [Event] = [.rotate(.landscapeLeft), .rotate(.portrait), .setRoot("alertwin", "alertvc"),
                                .setRoot("alertwin", nil), .show("alertwin", key: false), .hide("alertwin")]
        let follows = ExploreProperty("main follows the interface") { world, _ in
            world.orientation(of: "main") == world.interface
        }
        let noCrash = ExploreProperty("no crash") { world, _ in !world.crashed }
        return ExploreModel(start: start, actions: actions.map { ExploreAction($0) }, properties: [follows, noCrash], depth: 6)
    }

    @Test("a fingerprint forgets history: rotating left and back, or hiding and showing, returns to the same state")
    func fingerprintForgetsHistory() {
        var world = app("iPhone8", ios: "12.0", plist: .allButUpsideDown, mainWindow() + [window("hud", level: 2000)])
        let start = world.fingerprint
        world.apply([.rotate(.landscapeLeft), .rotate(.portrait)])
        #expect(world.clock > 0)
        #expect(world.fingerprint == start, "the clock is history")
        world.apply([.show("hud", key: false), .hide("hud")])
        let shownOnce = world.fingerprint
        world.apply([.show("hud", key: false), .hide("hud"), .show("hud", key: false), .hide("hud")])
        #expect(world.fingerprint == shownOnce, "stacking stamps count by their order only")
        world.apply(.rotate(.landscapeLeft))
        #expect(world.fingerprint != shownOnce, "what changes a future step counts")
    }

    @Test("running work counts by the time left, not the time it is due")
    func pendingWorkRelative() {
        var early = app("iPhone8", ios: "12.0", plist: .allButUpsideDown, mainWindow())
        var late = early
        late.apply(.wait(milliseconds: 5000))
        early.apply(.rotate(.landscapeLeft), settle: false)
        late.apply(.rotate(.landscapeLeft), settle: false)
        #expect(early.fingerprint == late.fingerprint)
        late.advance(by: 100)
        #expect(early.fingerprint != late.fingerprint)
    }

    @Test("a small app's whole state space is exhausted at any depth")
    func spaceCloses() {
        var model = Self.takeover()
        model.properties = [ExploreProperty("always") { _, _ in true }]
        let counts = [8, 20, 60].map { depth -> (Int, Bool) in
            model.depth = depth
            let report = model.breadthFirst()
            return (report.states, report.exhausted)
        }
        #expect(counts.allSatisfy { $0 == (18, true) }, "\(counts)")
    }

    @Test("breadth-first search finds the shortest counterexample, first in action order, and keeps searching for the rest")
    func shortest() {
        let report = Self.takeover().breadthFirst()
        #expect(report.counterexamples == [Counterexample(property: "main follows the interface", path: [0, 2])])
        #expect(report.exhausted, "no crash was ever found, so the whole space was searched")
        var shorter = Self.takeover()
        shorter.depth = 1
        #expect(shorter.breadthFirst().counterexamples.isEmpty, "no single event breaks it")
        let world = Self.takeover().replay([0, 2]).world
        #expect(world.interface == .portrait && world.orientation(of: "main") == .landscapeRight)
    }

    @Test("the report is the same for any number of jobs", arguments: [2, 3, 8])
    func jobsAgree(jobs: Int) {
        var model = Self.takeover()
        model.properties.append(ExploreProperty("never three windows' worth of turns") { world, _ in world.clock < 1800 })
        model.depth = 8
        // Shares of one state, so that even this small space is split among the workers.
        #expect(model.breadthFirst(jobs: jobs, shard: nil, smallestShare: 1) == model.breadthFirst(jobs: 1))
    }

    @Test("shards split the first events; the shortest of their counterexamples is the single search's")
    func shards() {
        let model = Self.takeover()
        let single = model.breadthFirst()
        let parts = (0..<3).map { model.breadthFirst(shard: Shard(index: $0, count: 3)) }
        let best = parts.flatMap(\.counterexamples).filter { $0.property == "main follows the interface" }
            .min { $0.path.count != $1.path.count ? $0.path.count < $1.path.count : $0.path.lexicographicallyPrecedes($1.path) }
        #expect(best == single.counterexamples.first)
    }

    @Test("random walks find the bug and shrink it to the shortest sequence, the same for any number of jobs")
    func randomWalks() {
        let model = Self.takeover()
        let report = model.randomWalks(seed: 7, walks: 50)
        let found = report.counterexamples.first
        #expect(found?.path.count == 2)
        #expect((found?.shrunkFrom ?? 0) >= 2)
        #expect(model.randomWalks(seed: 7, walks: 50, jobs: 2) == report)
        #expect(model.failingPrefix(found?.path ?? [], property: 0) == found?.path)
    }

    @Test("a refused event is no transition, and a crashed app has no successors")
    func refusalsAndCrashes() {
        let start = app("iPhone8", ios: "12.0", plist: .allButUpsideDown, mainWindow() + [controller("bad", .supports(.portraitUpsideDown))])
        let model = ExploreModel(start: start, actions: [ExploreAction(.dismiss("home")), ExploreAction(.setRoot("main", "bad")),
                                                         ExploreAction(.rotate(.landscapeLeft))],
                                 properties: [ExploreProperty("no crash") { world, _ in !world.crashed }], depth: 3)
        let report = model.breadthFirst()
        #expect(report.counterexamples.map(\.path) == [[1]])
        var alwaysHolds = model
        alwaysHolds.properties = [ExploreProperty("always") { _, _ in true }]
        let full = alwaysHolds.breadthFirst()
        #expect(full.exhausted)
        // start, landscape, crashed in portrait, crashed in landscape: dismissals never apply.
        #expect(full.states == 4)
    }
}
