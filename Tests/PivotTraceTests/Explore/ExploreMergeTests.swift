// ExploreMerge: it joins only the shards of one search and refuses anything else with the
// reason; a partial merge takes an incomplete set and says so.

import Foundation
import Pivot
import PivotTrace
import Testing

@Suite("Merging the shards of a search")
struct ExploreMergeTests {
    static let trace = "Traces/explore/dismissal-secondary-window-ios9.trace"

    /// One search of `exploration` as the result given in `name`.
    static func shard(_ exploration: Exploration, _ options: ExploreOptions = ExploreOptions(), as name: String) throws -> ExploreMerge.Shard {
        ExploreMerge.Shard(file: name, outcome: try exploration.run(options))
    }

    static func part(_ index: Int, of count: Int, depth: Int? = nil) -> ExploreOptions {
        ExploreOptions(depth: depth, search: .breadthFirst(shard: Shard(index: index, count: count)))
    }

    /// Why the merge of `shards` is refused ("" when it is not).
    static func refusal(_ shards: [ExploreMerge.Shard], partial: Bool = false) -> String {
        guard case .failure(let refusal) = ExploreMerge.merge(shards, partial: partial) else { return "" }
        return refusal.reason
    }

    @Test("results that are not the shards of one search are refused with the reason")
    func refusals() throws {
        let exploration = try ExploreFixtures.exploration(Self.trace)
        let s0 = try Self.shard(exploration, Self.part(0, of: 3), as: "s0.json")
        let s1 = try Self.shard(exploration, Self.part(1, of: 3), as: "s1.json")
        let s2 = try Self.shard(exploration, Self.part(2, of: 3), as: "s2.json")
        let merged = try ExploreMerge.merge([s0, s1, s2]).get()
        #expect(merged.violated, "the three shards of one search merge")
        let other = try Self.shard(try ExploreFixtures.exploration("Traces/explore/sideways-hud-ios7.trace"), Self.part(1, of: 3), as: "other.json")
        let shallow = try Self.shard(exploration, Self.part(1, of: 3, depth: 3), as: "shallow.json")
        let halves = try Self.shard(exploration, Self.part(1, of: 2), as: "half.json")
        let whole = try Self.shard(exploration, as: "whole.json")
        let again = ExploreMerge.Shard(file: "merged.json", outcome: merged)
        let cases: [([ExploreMerge.Shard], String)] = [
            ([s0, other, s2], "s0.json and other.json explored different traces (\(Self.trace) and Traces/explore/sideways-hud-ios7.trace)"),
            ([s0, shallow, s2], "s0.json and shallow.json were explored with different options (--mode bfs --depth 6 and --mode bfs --depth 3)"),
            ([s0, s1, s1, s2], "shard 1/3 given twice (s1.json and s1.json)"),
            ([s0, halves], "shards of different counts: 0/3 (s0.json) and 1/2 (half.json)"),
            ([whole, s0], "whole.json is a whole search, not a shard: there is nothing to merge it with "
             + "(results of several searches in one folder: merge each by its name, pivot explore merge DIR/NAME.*json)"),
            ([again, s2], "merged.json is already a merge of shards: merge the shards' own results"),
            ([s0, s2], "missing shard 1/3 (--partial merges the shards given)"),
            ([s1], "missing shards 0/3, 2/3 (--partial merges the shards given)"),
        ]
        for (shards, reason) in cases {
            #expect(Self.refusal(shards) == reason, "\(shards.map(\.file))")
        }
    }

    @Test("every field merge reads is checked: a result edited or cut short is refused naming its file and field (issue 29)")
    func invalidFields() throws {
        let exploration = try ExploreFixtures.exploration(Self.trace)
        // s1 is the shard with a counterexample, s0 the other one.
        var s0 = try Self.shard(exploration, Self.part(0, of: 2), as: "s0.json")
        var s1 = try Self.shard(exploration, Self.part(1, of: 2), as: "s1.json")
        if !s1.outcome.violated { (s0.outcome, s1.outcome) = (s1.outcome, s0.outcome) }
        let found = s1.outcome.properties.firstIndex { $0.violated }
        let violated = try #require(found)
        let name = s1.outcome.properties[violated].name
        func edited(_ change: (inout ExploreOutcome) -> Void) -> [ExploreMerge.Shard] {
            var shard = s1
            change(&shard.outcome)
            return [s0, shard]
        }
        let cases: [([ExploreMerge.Shard], String)] = [
            (edited { $0.states = -1 }, "s1.json: states: -1 is negative"),
            (edited { $0.transitions = -5 }, "s1.json: transitions: -5 is negative"),
            (edited { $0.properties[violated].trace = nil }, "s1.json: properties[\(violated)] (\(name)): violated, without a counterexample trace"),
            (edited { $0.properties[violated].trace = "" }, "s1.json: properties[\(violated)] (\(name)): violated, without a counterexample trace"),
            (edited { $0.properties[violated].length = 0 },
             "s1.json: properties[\(violated)] (\(name)).length: 0, but its path has \(s1.outcome.properties[violated].path?.count ?? 0) events"),
            (edited { $0.properties[violated].path = [$0.events] },
             "s1.json: properties[\(violated)] (\(name)).length: \(s1.outcome.properties[violated].length ?? 0), but its path has 1 event"),
            (edited { $0.properties[violated].path = Array(repeating: -1, count: $0.properties[violated].length ?? 0) },
             "s1.json: properties[\(violated)] (\(name)).path: event -1 is out of range (the search has \(s1.outcome.events) events)"),
            (edited { $0.properties.removeLast() }, "s1.json: properties: \(s1.outcome.properties.dropLast().map(\.name).joined(separator: ", ")), "
             + "but s0.json checked \(s1.outcome.properties.map(\.name).joined(separator: ", ")) (one search checks one set of properties)"),
            (edited { $0.shard = "-1/2" }, "s1.json: shard: '-1/2' is not I/N with 0 ≤ I < N ≤ 1000000"),
            (edited { $0.shard = "1/0" }, "s1.json: shard: '1/0' is not I/N with 0 ≤ I < N ≤ 1000000"),
            (edited { $0.states = Int.max }, "s1.json: states: \(Int.max) makes the shards' sum overflow"),
            (edited { $0.transitions = Int.max }, "s1.json: transitions: \(Int.max) makes the shards' sum overflow"),
        ]
        for (shards, reason) in cases {
            #expect(Self.refusal(shards) == reason)
        }
        // Counts near the top that still fit are summed, not trapped on.
        var big = s1
        big.outcome.states = Int.max - s0.outcome.states
        #expect(try ExploreMerge.merge([s0, big]).get().states == Int.max)
    }

    @Test("a partial merge takes the shards given and says which are missing, in the text and the JSON")
    func partial() throws {
        let exploration = try ExploreFixtures.exploration(Self.trace)
        let s0 = try Self.shard(exploration, Self.part(0, of: 4), as: "s0.json")
        let s3 = try Self.shard(exploration, Self.part(3, of: 4), as: "s3.json")
        #expect(try ExploreMerge.merge([s0, s3], partial: true).get().text().contains("partial: shards 1/4, 2/4 missing"))
        let merged = try ExploreMerge.merge([s3, s0], partial: true).get()
        let object = try JSONSerialization.jsonObject(with: Data(merged.json().utf8)) as? [String: Any]
        #expect(object?["missingShards"] as? [String] == ["1/4", "2/4"])
        #expect(object?["shard"] as? String == "2 of 4 merged (counts are summed; shards overlap)")
    }

    @Test("the digest is of the trace as printed: a comment may change between shards, an event may not")
    func digest() throws {
        let original = try ExploreFixtures.source(Self.trace)
        let s0 = try Self.shard(try Exploration(text: original, file: "app.trace"), Self.part(0, of: 2), as: "s0.json")
        let commented = try Exploration(text: "# a note added between the runs\n" + original, file: "app.trace")
        let s1 = try Self.shard(commented, Self.part(1, of: 2), as: "s1.json")
        #expect(Self.refusal([s0, s1]).isEmpty)
        let changed = try Exploration(text: original + "explore event rotate landscapeRight\n", file: "app.trace")
        #expect(Self.refusal([s0, try Self.shard(changed, Self.part(1, of: 2), as: "changed.json")])
                == "s0.json and changed.json explored different versions of app.trace (the trace changed between them)")
        #expect(s1.outcome.traceDigest?.count == 16)
        var old = s1
        old.outcome.traceDigest = nil
        old.file = "old.json"
        #expect(Self.refusal([s0, old]) == "old.json has no trace digest (an older pivot made it): run the search again")
    }
}
