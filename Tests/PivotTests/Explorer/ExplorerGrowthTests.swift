import Testing
@testable import Pivot

/// What the search costs grows with what it explores, not with its square: a state's world is
/// rebuilt from the level before in about one step, however deep the search goes (the timings
/// are `pivot-bench`'s; these bound the counts).
@Suite("Explorer growth")
struct ExplorerGrowthTests {
    /// A chain of `count` controllers, each presented over the one before: one new state a level.
    static func chain(_ count: Int) -> ExploreModel {
        let names = (0..<count).map { "c\($0)" }
        let start = app("iPhone8", ios: "11.0", plist: .allButUpsideDown,
                        names.map { controller($0) } + [window("main", root: "c0"), .show("main", key: true), .launch])
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
}
