// `--shard I/N` on a host sweep and `pivot explore merge` of its shards (issue 27): a shard is a
// share of the hosts, each searched whole, and the merge is the whole sweep; shards of
// different sweeps, or given twice, or with rows another shard owns, are refused.

import Foundation
import Pivot
@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("Sharded host sweeps and their merge")
struct SweepMergeTests {
    static let path = "Traces/explore/hosts/relay-forgets-statusbar.trace"

    static func shards(_ count: Int, of path: String = path) throws -> [SweepMerge.Shard] {
        let exploration = try ExploreFixtures.exploration(path)
        return try (0..<count).map { index in
            let sweep = try exploration.sweep(selection: SweepSelection(shard: Shard(index: index, count: count)))
            // As `pivot explore merge` reads them: through their JSON.
            return SweepMerge.Shard(file: "shard\(index).json", sweep: try SweepMerge.sweep(json: Array(sweep.json().utf8)))
        }
    }

    @Test("host k is in shard k mod N, and the merged shards are the whole sweep, row for row")
    func mergedIsWhole() throws {
        let whole = try ExploreFixtures.exploration(Self.path).sweep()
        let shards = try Self.shards(3)
        #expect(shards[1].sweep.rows.map(\.index) == Array(stride(from: 1, to: 152, by: 3)))
        #expect(shards[1].sweep.text().hasPrefix("== \(Self.path): 51 hosts × 1 property, shard 1/3 of 152 hosts"))
        let merged = try SweepMerge.merge(shards).get()
        #expect(merged.rows == whole.rows)
        #expect(merged.shard == "3 merged" && merged.violated == whole.violated)
        #expect(merged.shortest("statusbar-hidden-as-preferred")?.row.host == whole.shortest("statusbar-hidden-as-preferred")?.row.host)
    }

    @Test("shards of different sweeps, a shard twice, a whole sweep beside shards and a row of another shard are refused with the reason")
    func refusals() throws {
        let shards = try Self.shards(2)
        func reason(_ given: [SweepMerge.Shard]) -> String? {
            if case .failure(let refusal) = SweepMerge.merge(given) { return refusal.reason }
            return nil
        }
        #expect(reason([shards[0], shards[0]]) == "shard 0/2 given twice (shard0.json and shard0.json)")
        #expect(reason([shards[0]]) == "missing shard 1/2 (--partial merges the shards given)")
        var other = shards[1]
        other.sweep.depth = 3
        #expect(reason([shards[0], other]) == "shard0.json and shard1.json are not shards of one sweep: different depths (6 and 3)")
        var changed = shards[1]
        changed.sweep.traceDigest = "0000000000000000"
        #expect(reason([shards[0], changed]) == "shard0.json and shard1.json are not shards of one sweep: what they explored changed between them (traceDigest)")
        var whole = shards[1]
        whole.sweep.shard = nil
        #expect(reason([shards[0], whole])?.hasPrefix("shard1.json is a whole sweep, not a shard: there is nothing to merge it with "
                                                      + "(results of several sweeps in one folder: merge each by its name") == true)
        // Issue 37: a whole sweep alone is its own merge, but its rows are checked against its hosts.
        #expect(reason([whole]) == "shard1.json: rows: 76 rows, but a sweep of 152 hosts has 152: rows are missing or added")
        let complete = SweepMerge.Shard(file: "whole.json", sweep: try ExploreFixtures.exploration(Self.path).sweep())
        #expect(try SweepMerge.merge([complete]).get() == complete.sweep, "a whole sweep alone is its own merge")
        var stray = shards[1]
        stray.sweep.rows[0].index = 0
        #expect(reason([shards[0], stray])?.hasPrefix("shard1.json: rows[0] (") == true)
        let three = try Self.shards(3)
        #expect(reason([shards[0], three[1]])?.hasPrefix("shards of different counts") == true)
    }

    @Test("a partial merge keeps the shards given and says which are missing")
    func partial() throws {
        let shards = try Self.shards(3)
        let merged = try SweepMerge.merge([shards[0], shards[2]], partial: true).get()
        #expect(merged.missingShards == ["1/3"] && merged.rows.count == 101)
        #expect(merged.text().contains("\npartial: shard 1/3 missing: their hosts are not in the table\n"))
    }
}
