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

extension ExploreOutputsTests {
    /// A HUD swept over two Info.plists and a landscape-game variant: the game in the
    /// portrait-only app crashes at launch on its own (SPEC A4).
    static let sweepWithBrokenHost = """
        device iPhone8
        ios 11.0
        controller home
        window main root=home
        view hud in=main frame=87,308,200,50
        show main key
        launch
        explore event rotate landscapeLeft
        explore check upright hud
        explore host plist portrait all
        explore host variant game set home supports=landscapeLeft
        """

    @Test("a host whose own set-up crashes is skipped: one short line, a <skipped> JUnit case, and no failure")
    func skippedHost() throws {
        let sweep = try ExploreFixtures.exploration(text: Self.sweepWithBrokenHost).sweep(jobs: 1)
        #expect(!sweep.violated)
        #expect(sweep.row(host: "plist portrait, variant game")?.verdict(of: "upright hud") == .setupFails)
        let text = sweep.text()
        #expect(text.contains("\nplist portrait, variant game  skipped\n"), "\(text)")
        let skipped = text.split(separator: "\n").filter { $0.hasPrefix("skipped: ") }
        #expect(skipped == ["skipped: host plist portrait, variant game: its own set-up crashes at line 4: UIApplicationInvalidInterfaceOrientation"])
        #expect(!text.contains("error:"), "the whole diagnostic stays in the JSON, not in every text run")
        let junit = sweep.junit().xml()
        #expect(junit.contains("tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"1\""), "\(junit)")
        #expect(junit.contains("<skipped message=\"host plist portrait, variant game: its own set-up crashes at line 4: "
                               + "UIApplicationInvalidInterfaceOrientation\"/>"))
    }
}

extension ExploreOutputsTests {
    @Test("the explore page names explore, the violated property, its events, the witness and the engine's why, not a replay's counts")
    func explorePage() throws {
        let outcome = try ExploreFixtures.exploration("Traces/explore/hidden-window-takeover-ios8.trace").run(ExploreOptions(jobs: 1))
        let page = outcome.htmlPage()
        let markup = try #require(MarkupCheck.parse(page))
        #expect(markup.withText("title").first?.text == "Pivot explore: Traces/explore/hidden-window-takeover-ios8.trace")
        let headings = markup.withText("h2").map(\.text)
        #expect(headings.contains("violated follows-interface main: 2 events"), "\(headings)")
        #expect(headings.contains("ok no-crash: holds in every state explored"))
        let counterexample = try #require(markup.withText("pre").first { $0.attributes["class"] == "counterexample" }?.text)
        #expect(counterexample.contains("rotate landscapeLeftroot alertwin alertvcexpect interface portrait"))
        #expect(counterexample.contains("# why the interface is portrait: it follows alertwin"))
        #expect(!page.contains("Pivot replay") && !page.contains("passed"), "a witness's expectations hold: their count says nothing")
        #expect(page.contains("the last step is where `follows-interface main` fails"))
        #expect(markup.count("svg") >= 3, "the counterexample drawn step by step")
    }

    @Test("a sweep's page holds the table of hosts, the skipped ones and the shortest counterexample with its -/+ difference")
    func sweepPage() throws {
        let sweep = try ExploreFixtures.exploration(text: ExploreFixtureTraces.toastSweep).sweep(jobs: 1)
        let page = sweep.htmlPage()
        #expect(page == (try ExploreFixtures.exploration(text: ExploreFixtureTraces.toastSweep).sweep(jobs: 2).htmlPage()))
        let markup = try #require(MarkupCheck.parse(page))
        #expect(markup.withText("title").first?.text == "Pivot explore: <stdin>")
        let cells = markup.withText("td").map { "\($0.attributes["class"] ?? ""):\($0.text)" }
        #expect(cells.contains("skipped:skipped") && cells.contains("violated:violated (2)") && cells.contains("holds:holds (4 states)"),
                "\(cells)")
        #expect(markup.withText("li").contains { $0.text.hasPrefix("skipped: host plist portrait, variant game: its own set-up crashes") })
        let lines = markup.withText("span")
        #expect(lines.contains { $0.attributes["class"] == "minus" && $0.text == "# - expect interface landscapeLeft" })
        #expect(lines.contains { $0.attributes["class"] == "plus" && $0.text == "# + expect interface portrait" })
        #expect(markup.withText("h2").contains { $0.text.hasPrefix("violated leaves-host-alone: 1 event in host plist allButUpsideDown, variant game") })
    }
}

extension ExploreOutputsTests {
    @Test("an event whose reactions always loop violates reactions-end at its first step; its trace replays to the same rejection",
          arguments: [ExploreOptions.Search.breadthFirst(), .randomWalks(seed: 1, walks: 50)])
    func loopingReactions(search: ExploreOptions.Search) throws {
        let outcome = try ExploreFixtures.exploration(text: ExploreFixtureTraces.loopingReaction).run(ExploreOptions(search: search, jobs: 1))
        #expect(outcome.properties.map(\.name) == ["no-crash", "reactions-end"])
        let found = try #require(outcome.properties.last)
        #expect(found.violated && found.length == 1 && found.path == [1], "\(outcome.text())")
        let text = try #require(found.trace)
        #expect(text.contains("rotate landscapeRight\n# the library's reactions never end here: replay rejects the last event "
                              + "(the library's reactions loop: UIDeviceOrientationDidChangeNotification → spin"))
        let replay = Replay.run(try TraceParser.parse(text, file: "found.trace"), file: "found.trace")
        #expect(replay.summary.failures.map(\.kind) == [.rejectedStep])
        #expect(replay.summary.failures.first?.message.contains("the library's reactions loop") == true)
    }

    @Test("a trace without reactions is not checked for reactions-end")
    func noReactionsNoCheck() throws {
        let outcome = try ExploreFixtures.exploration("Traces/explore/sideways-hud-ios7.trace").run(ExploreOptions(jobs: 1))
        #expect(!outcome.properties.contains { $0.name == "reactions-end" })
    }
}
