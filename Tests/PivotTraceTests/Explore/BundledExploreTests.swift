// The bundled explore traces, explored through the library API: each rediscovers its bug from the
// app's description alone, the counterexample is minimal and replays green, the report is the
// same for any number of jobs and matches its golden, and shards merged give the single answer.

import Foundation
import Pivot
import PivotTrace
import Testing

@Suite("Exploring the bundled traces")
struct BundledExploreTests {
    /// Each bundled explore trace, the property it breaks and the shortest length.
    static let knownBugs: [(trace: String, property: String, length: Int)] = [
        ("hidden-window-takeover-ios8", "follows-interface main", 2),
        ("overlay-unlocks-rotation-ios71", "statusbar-follows-key", 2),
        ("dismissal-secondary-window-ios9", "supported liveroot", 2),
        ("sideways-hud-ios7", "upright hud", 1),
        ("statusbar-appearance-takeover", "statusbar-hidden-as-preferred", 1),
        ("no-common-orientation-crash", "no-crash", 2),
        ("toast-window-made-in-landscape-ios8", "follows-interface main", 2),
        ("hud-library-as-written-ios8", "follows-interface main", 2),
        ("hud-mask-short-after-rotation-ios8", "covers-screen mask", 1),
        ("hud-mask-resizable-window-ipados26", "covers-window background", 1),
        ("alert-window-faces-away", "same-facing main alertwin", 2),
        ("overlay-takes-statusbar-style-ios13", "statusbar-style-as-preferred", 1),
        ("hud-dismissal-steals-key-ios6", "key-returns-to main", 1),
        ("keyboard-covers-alert-hud", "always expect covered hud no", 1),
        ("overlay-default-mask-blocks-upside-down", "follows-interface main", 2),
        ("reaction-reassigns-root", "follows-interface main", 3),
    ]

    @Test("every bundled explore trace is one of the known bugs")
    func bundled() {
        // Host sweeps have tests of their own (HostSweepTests).
        let bundled = Corpus.traces.filter { $0.hasPrefix("Traces/explore/") && !$0.hasPrefix("Traces/explore/hosts/") }
        #expect(bundled.sorted() == Self.knownBugs.map { "Traces/explore/\($0.trace).trace" }.sorted())
    }

    @Test("the explorer rediscovers the bug; the counterexample replays green and nothing shorter breaks the property",
          arguments: knownBugs.map(\.trace))
    func rediscovers(name: String) throws {
        let bug = Self.knownBugs.first { $0.trace == name }!
        let exploration = try ExploreFixtures.exploration("Traces/explore/\(name).trace")
        let outcome = try exploration.run()
        #expect(outcome.violated)
        let found = ExploreFixtures.violations(outcome)
        #expect(found[bug.property]?.length == bug.length, "\(found.keys.sorted())")
        let text = try #require(found[bug.property]?.trace)
        #expect(try ExploreFixtures.replaysGreen(text), "the counterexample shows the bad state")
        if bug.length > 1 {
            let shorter = try exploration.run(ExploreOptions(depth: bug.length - 1))
            #expect(ExploreFixtures.violations(shorter)[bug.property] == nil, "a shorter sequence would have been found first")
        }
    }

    @Test("the report matches its golden and is the same for one job or two", arguments: knownBugs.map(\.trace))
    func golden(name: String) throws {
        let exploration = try ExploreFixtures.exploration("Traces/explore/\(name).trace")
        let one = try exploration.run(ExploreOptions(jobs: 1)).text()
        let two = try exploration.run(ExploreOptions(jobs: 2)).text()
        #expect(one == two)
        let goldenURL = Corpus.root.appendingPathComponent("Traces/explore/\(name).explored")
        let recording = ProcessInfo.processInfo.environment["PIVOT_RECORD"] == "1" && ProcessInfo.processInfo.environment["CI"] == nil
        if recording { try Data(one.utf8).write(to: goldenURL) }
        let golden = try #require(try? String(contentsOf: goldenURL, encoding: .utf8),
                                  "no golden at \(goldenURL.lastPathComponent); run PIVOT_RECORD=1 swift test --filter BundledExploreTests")
        #expect(one == golden)
    }

    @Test("the overlay's default mask is what blocks upside down: an overlay controller that answers all holds (SPEC O5, A5)")
    func overlayDefaultMask() throws {
        let source = try ExploreFixtures.source("Traces/explore/overlay-default-mask-blocks-upside-down.trace")
        let fixed = try ExploreFixtures.exploration(text: source.replacingOccurrences(of: "controller pickervc\n", with: "controller pickervc supports=all\n")).run()
        #expect(!fixed.violated && fixed.text().contains("ok follows-interface main: holds in every state explored"), "\(fixed.text())")
    }

    @Test("the overlay breaks the portrait app only through its observer: without the on … do line the property holds in every reachable state (SPEC A5, N1, S3)")
    func reactionIsNeeded() throws {
        let source = try ExploreFixtures.source("Traces/explore/reaction-reassigns-root.trace")
        let line = "on UIApplicationDidChangeStatusBarFrameNotification do relayout\n"
        #expect(source.contains(line))
        let without = try ExploreFixtures.exploration(text: source.replacingOccurrences(of: line, with: "")).run(ExploreOptions(depth: 10))
        #expect(!without.violated && without.exhausted, "\(without.text())")
        #expect(without.text().contains("the whole reachable space") && without.text().contains("ok follows-interface main: holds in every state explored"))
    }

    @Test("shards explored apart and merged give the single search's counterexamples; a shard's JSON reads back the same")
    func shardsMerge() throws {
        let path = "Traces/explore/dismissal-secondary-window-ios9.trace"
        let exploration = try ExploreFixtures.exploration(path)
        let shards = try (0..<3).map { i in
            ExploreMerge.Shard(file: "shard\(i).json", outcome: try exploration.run(ExploreOptions(search: .breadthFirst(shard: Shard(index: i, count: 3)))))
        }
        #expect(try ExploreMerge.outcome(json: Array(shards[1].outcome.json().utf8)) == shards[1].outcome)
        let merged = try ExploreMerge.merge(shards).get()
        let single = try exploration.run()
        #expect(merged.violated == single.violated)
        let mergedFound = ExploreFixtures.violations(merged), singleFound = ExploreFixtures.violations(single)
        #expect(mergedFound.keys.sorted() == singleFound.keys.sorted())
        for (name, found) in singleFound {
            #expect(mergedFound[name]?.length == found.length && mergedFound[name]?.trace == found.trace)
        }
    }

    @Test("a report prints the set-up its counterexamples share once; each ends with the engine's why")
    func sharedSetupAndWhy() throws {
        let source = try ExploreFixtures.source("Traces/explore/hidden-window-takeover-ios8.trace")
        let outcome = try ExploreFixtures.exploration(text: source + "explore check statusbar-follows-key\n").run()
        let report = outcome.text()
        #expect(outcome.violated)
        #expect(report.components(separatedBy: "    controller alertvc supports=portrait\n").count == 2, "the set-up once")
        #expect(report.components(separatedBy: "    … the set-up above, then:\n").count == 3)
        #expect(report.contains("    # why the interface is portrait: it follows alertwin"))
        // Each counterexample is kept whole, and it replays.
        let text = try #require(ExploreFixtures.violations(outcome)["statusbar-follows-key"]?.trace)
        #expect(text.contains("controller alertvc supports=portrait\n") && text.contains("# why "))
        #expect(try ExploreFixtures.replaysGreen(text, expectations: 0))
    }

    @Test("random walks find the bug and say how far they shrank it")
    func randomMode() throws {
        let exploration = try ExploreFixtures.exploration("Traces/explore/hidden-window-takeover-ios8.trace")
        let report = try exploration.run(ExploreOptions(search: .randomWalks(seed: 3, walks: 40))).text()
        #expect(report.contains("random walks of up to 6 events (seed 3)"))
        #expect(report.contains("violated follows-interface main: 2 events"))
    }
}
