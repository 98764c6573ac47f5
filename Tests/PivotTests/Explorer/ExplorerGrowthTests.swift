import Testing
@testable import Pivot

/// What the search costs grows with what it explores, not with its square: a state's world is
/// rebuilt from the level before in about one step, however deep the search goes (the timings
/// are `pivot-bench`'s; these bound the counts).
@Suite("Explorer growth")
struct ExplorerGrowthTests {
    /// A chain of `count` controllers, each presented over the one before: one new state a level.
    /// With a HUD window the events may show and hide, beside the chain.
    static func chain(_ count: Int, hud: Bool = false) -> ExploreModel {
        let names = (0..<count).map { "c\($0)" }
        let start = app("iPhone8", ios: "11.0", plist: .allButUpsideDown,
                        names.map { controller($0) } + [window("main", root: "c0"), .show("main", key: true), .launch]
                            + (hud ? [window("hud", level: 2000)] : []))
        let actions = (1..<count).map { ExploreAction(.present(names[$0], from: names[$0 - 1], style: .fullScreen, animated: false)) }
        let noCrash = ExploreProperty("no crash") { world, _ in !world.crashed }
        return ExploreModel(start: start, actions: actions, properties: [noCrash], depth: 1000)
    }

    @Test("a chain of presentations explored to its end rebuilds each state once, not its whole path each level",
          arguments: [1, 2])
    func chainRebuildsEachStateOnce(jobs: Int) {
        let model = Self.chain(80)
        var search = BreadthFirstSearch(model: model, jobs: jobs, shard: nil, smallestShare: 1)
        let report = search.run(nil)
        #expect(report.states == 80 && report.exhausted)
        // Each state but the start is rebuilt once by each worker that meets it; a fresh cache
        // per level made it 80 · 79 / 2 = 3,160.
        #expect(search.rebuilt <= jobs * report.states, "rebuilt \(search.rebuilt) worlds for \(report.states) states")
    }

    @Test("a deep search keeps the worlds of its recent levels and one in 64 above them, not one per level")
    func deepSearchForgetsMostOfItsPast() {
        let model = Self.chain(300)
        var search = BreadthFirstSearch(model: model, jobs: 1, shard: nil, smallestShare: 1)
        let report = search.run(nil)
        #expect(report.states == 300 && report.exhausted)
        let kept = search.caches.flatMap { $0 }.filter { $0.state >= 0 }.count
        // The last 64 levels and levels 0, 64, 128 and 192 (the 65 above the last are forgotten).
        #expect(kept <= 64 + 1 + 300 / 64 + 1, "kept \(kept) worlds of 300 levels")
        #expect(search.rebuilt <= report.states)
    }

    @Test("a wide search that forgets levels finds the same as one that keeps them", arguments: [1, 2])
    func forgettingChangesNothing(jobs: Int) throws {
        // Two states a level, a chain with the HUD shown or not, past 64 levels: a state whose
        // HUD changed early is rebuilt from a kept level and must be the same world.
        var model = Self.chain(72, hud: true)
        model.actions += [ExploreAction(.show("hud", key: false)), ExploreAction(.hide("hud"))]
        model.properties.append(ExploreProperty("never the HUD over 68 presentations") { world, _ in
            !world.windows.contains { $0.level == 2000 && $0.visible } || world.controllers.filter { $0.presenter != nil }.count < 68
        })
        let report = model.breadthFirst(jobs: jobs, shard: nil, smallestShare: 1)
        let found = try #require(report.counterexamples.first)
        #expect(found.path.count == 69 && report.states > 2 * 69)
        // Replayed from the start, with no cache at all, the path breaks the property.
        let world = model.replay(found.path).world
        #expect(world.windows.contains { $0.level == 2000 && $0.visible } && world.controllers.filter { $0.presenter != nil }.count >= 68)
        #expect(report == model.breadthFirst(jobs: 1))
    }
}
