// A sweep's rows carry the sweep's digest with their host (issue 37): a row pasted from another
// sweep (a trace edited between runs, the same file name) or given another digest is refused by
// the merge, naming the row and the field; a library's rows carry the sweep's own digest.

import Foundation
import Pivot
@testable import PivotTrace
import PivotTestSupport
import Testing

@Suite("Sweep rows: their digest is their sweep's")
struct SweepRowDigestTests {
    static func shards(_ text: String) throws -> [SweepMerge.Shard] {
        let exploration = try Exploration(text: text, file: "sweep.trace")
        return try (0..<2).map { index in
            let sweep = try exploration.sweep(jobs: 1, selection: SweepSelection(shard: Shard(index: index, count: 2)))
            return SweepMerge.Shard(file: "s\(index).json", sweep: try SweepMerge.sweep(json: Array(sweep.json().utf8)))
        }
    }

    @Test("each explored row's digest is the sweep's with its host, and the shards merge")
    func rowsCarryTheSweepsDigest() throws {
        let shards = try Self.shards(ExploreFixtureTraces.toastSweep)
        let top = try #require(shards[0].sweep.traceDigest)
        let rows = shards.flatMap(\.sweep.rows).filter { $0.outcome != nil }
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.outcome?.traceDigest == SweepOutcome.rowDigest(top, host: $0.host) })
        #expect(Set(rows.compactMap(\.outcome?.traceDigest)).count == 3, "one digest per host")
        #expect((try? SweepMerge.merge(shards).get()) != nil)
    }

    @Test("a row of another sweep, pasted into a shard, is refused naming the row")
    func rowOfAnotherSweep() throws {
        var shards = try Self.shards(ExploreFixtureTraces.toastSweep)
        // The same file, edited between runs: its rows are another sweep's.
        let edited = try Self.shards(ExploreFixtureTraces.toastSweep.replacingOccurrences(of: "explore event rotate landscapeLeft",
                                                                                          with: "explore event rotate landscapeRight"))
        shards[0].sweep.rows[0] = edited[0].sweep.rows[0]
        let refusal = try #require(SweepMerge.merge(shards).failure)
        #expect(refusal.reason.hasPrefix("s0.json: rows[0] (plist portrait).outcome.traceDigest: '"), "\(refusal.reason)")
        #expect(refusal.reason.hasSuffix("but a row of this sweep carries the sweep's digest with its host (a row of another sweep?)"))
        // A row given the sweep's own digest, as a library's rows carry it, is its sweep's.
        var library = try Self.shards(ExploreFixtureTraces.toastSweep)
        let own = library[0].sweep.traceDigest
        library[0].sweep.rows[0].outcome?.traceDigest = own
        #expect((try? SweepMerge.merge(library).get()) != nil)
    }
}

extension Result {
    var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}
