// What an exploration hands on, and that nothing it found is lost on the way: every
// counterexample gets a file of its own, a violation in the set-up is reported by every search,
// and the pages say what the search found.

import Foundation
import Pivot
import PivotTestSupport
import PivotTrace
import Testing

@Suite("What an exploration hands on")
struct ExploreOutputsTests {
    @Test("properties whose file names collide get names of their own, the same on every run, so -o loses no counterexample")
    func collidingFileNames() throws {
        let outcome = try ExploreFixtures.exploration(text: ExploreFixtureTraces.collidingNames).run()
        let files = outcome.counterexampleFiles(inFolder: "found")
        #expect(files.map(\.name) == ["upright-v-1.trace", "upright-v-1-2.trace", "upright-V-1-3.trace"])
        #expect(files[1].text.contains("# explore: `upright v_1` fails after 1 event"))
        #expect(try ExploreFixtures.exploration(text: ExploreFixtureTraces.collidingNames).run().counterexampleFiles(inFolder: "found").map(\.name)
                == files.map(\.name))
    }
}

extension ExploreOutputsTests {
    /// A landscape-only root in a portrait-only app: UIKit throws at launch (SPEC A4).
    static let crashingSetup = """
        device iPhone8
        ios 11.0
        plist portrait
        controller home supports=landscapeLeft
        window main root=home
        show main key
        launch
        explore event rotate landscapeLeft
        explore check no-crash
        """

    @Test("random walks report a property the set-up already breaks after 0 events, as breadth-first does",
          arguments: [ExploreOptions.Search.breadthFirst(), .randomWalks(seed: 1, walks: 20)])
    func setupViolation(search: ExploreOptions.Search) throws {
        let exploration = try ExploreFixtures.exploration(text: Self.crashingSetup)
        let outcome = try exploration.run(ExploreOptions(search: search, jobs: 1))
        let found = try #require(outcome.properties.first)
        #expect(found.violated && found.length == 0 && found.path == [])
        #expect(outcome.text().contains("violated no-crash: 0 events"), "\(outcome.text())")
    }
}
