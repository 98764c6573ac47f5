// `pivot explore merge` of a host sweep's shards (`--shard I/N` on a trace with `explore host`
// lines): each shard searched a share of the hosts whole (host k in shard k mod N), so the
// merge is their rows in the table's order. They join only when they are the shards of one
// sweep: the same trace (file and digest), depth, events, properties and hosts, each shard
// once, of one count and none missing (`partial` takes some and lists the missing). A whole
// sweep given alone merges to itself, so CI renders a sweep the same way sharded or not.

import Foundation

public enum SweepMerge {
    /// One sweep result as given: where it came from (named in refusals) and what it holds.
    public struct Shard: Sendable {
        public var file: String
        public var sweep: SweepOutcome
        public init(file: String, sweep: SweepOutcome) { self.file = file; self.sweep = sweep }
    }

    /// Reads a sweep's result of `pivot explore --format json`; throws for anything else (a
    /// single search's result has no rows).
    public static func sweep(json bytes: [UInt8]) throws -> SweepOutcome {
        if let problem = StrictJSON.problem(bytes) { throw ExploreMerge.Refusal(reason: problem) }
        return try JSONDecoder().decode(SweepOutcome.self, from: Data(bytes))
    }

    /// The shards' rows as one sweep; refused unless they are the shards of one sweep.
    public static func merge(_ shards: [Shard], partial: Bool = false) -> Result<SweepOutcome, ExploreMerge.Refusal> {
        func refuse(_ reason: String) -> Result<SweepOutcome, ExploreMerge.Refusal> { .failure(.init(reason: reason)) }
        guard let first = shards.first else { return refuse("no result given") }
        // A whole sweep on its own is its own merge: one command renders a sweep however it ran;
        // its rows are checked as a shard's are.
        if shards.count == 1, first.sweep.shard == nil {
            if let problem = invalidSweep(first.sweep, shard: nil) { return refuse("\(first.file): \(problem)") }
            return .success(first.sweep)
        }
        var positions: [(index: Int, count: Int)] = []
        for shard in shards {
            let s = shard.sweep
            guard s.traceDigest != nil, let hosts = s.hostCount else {
                return refuse("\(shard.file) has no trace digest or host count (an older pivot made it): run the sweep again")
            }
            guard let text = s.shard else { return refuse("\(shard.file) is a whole sweep, not a shard: there is nothing to merge it with "
                                                          + "(results of several sweeps in one folder: merge each by its name, pivot explore merge DIR/NAME.*json)") }
            let parts = text.split(separator: "/")
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= ExploreMerge.shardCountLimit, i >= 0, i < n else {
                return refuse("\(shard.file): shard: '\(text)' is not I/N (a merge is merged from its shards' own results)")
            }
            if let problem = invalidRow(s, shard: (i, n), hosts: hosts) { return refuse("\(shard.file): \(problem)") }
            if let difference = differs(first.sweep, s) {
                return refuse("\(first.file) and \(shard.file) are not shards of one sweep: \(difference)")
            }
            if let problem = invalidSweep(s, shard: (i, n)) { return refuse("\(shard.file): \(problem)") }
            if let twice = positions.firstIndex(where: { $0.index == i && $0.count == n }) {
                return refuse("shard \(text) given twice (\(shards[twice].file) and \(shard.file))")
            }
            if let other = positions.first, other.count != n {
                return refuse("shards of different counts: \(first.sweep.shard ?? "") (\(first.file)) and \(text) (\(shard.file))")
            }
            positions.append((i, n))
        }
        let count = positions[0].count
        let missing = (0..<count).filter { i in !positions.contains { $0.index == i } }.map { "\($0)/\(count)" }
        if !missing.isEmpty && !partial {
            return refuse("missing shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) (--partial merges the shards given)")
        }
        var merged = first.sweep
        merged.rows = shards.flatMap(\.sweep.rows).sorted { ($0.index ?? 0) < ($1.index ?? 0) }
        var sum = 0
        for row in merged.rows {
            let (total, overflow) = sum.addingReportingOverflow(row.outcome?.states ?? 0)
            if overflow { return refuse("the shards' states add past \(Int.max) (host \(row.host)): not counts a search could have written") }
            sum = total
        }
        merged.shard = missing.isEmpty ? "\(count) merged" : "\(shards.count) of \(count) merged"
        merged.missingShards = missing.isEmpty ? nil : missing
        return .success(merged)
    }

    /// What makes two results not shards of one sweep, or nil.
    static func differs(_ a: SweepOutcome, _ b: SweepOutcome) -> String? {
        if a.file != b.file { return "they explored different traces (\(a.file) and \(b.file))" }
        if a.traceDigest != b.traceDigest { return "what they explored changed between them (traceDigest)" }
        if a.depth != b.depth { return "different depths (\(a.depth) and \(b.depth))" }
        if a.events != b.events || a.properties != b.properties { return "different events or properties" }
        if a.hostCount != b.hostCount || a.host != b.host { return "different hosts" }
        return nil
    }

    /// What a sweep (a shard, or whole) holds that its search could not have written: a count
    /// of rows other than its hosts', a row of another depth, mode, file, events or properties,
    /// a negative or overflowing count. Each problem names the field.
    static func invalidSweep(_ s: SweepOutcome, shard: (index: Int, count: Int)?) -> String? {
        guard s.depth >= 0, s.events >= 0 else { return "depth and events: negative" }
        guard Set(s.properties).count == s.properties.count else { return "properties: a property given twice" }
        if let hosts = s.hostCount {
            guard hosts >= 0, hosts <= ExploreMerge.shardCountLimit else { return "hostCount: \(hosts) is not a number of hosts" }
            // A shard holds hosts k with k mod N = I; `--host` one of them.
            let expected = s.host != nil ? 1 : shard.map { hosts > $0.index ? (hosts - 1 - $0.index) / $0.count + 1 : 0 } ?? hosts
            if s.rows.count != expected {
                let which = s.host.map { "host \($0)" } ?? shard.map { "shard \($0.index)/\($0.count) of \(hosts) hosts" } ?? "a sweep of \(hosts) hosts"
                return "rows: \(s.rows.count) row\(s.rows.count == 1 ? "" : "s"), but \(which) has \(expected): rows are missing or added"
            }
        }
        var seen: Set<Int> = []
        var sum = 0
        for (k, row) in s.rows.enumerated() {
            let field = "rows[\(k)] (\(row.host))"
            if let index = row.index, !seen.insert(index).inserted { return "\(field): index \(index) given twice" }
            guard let o = row.outcome else {
                if row.skipped == nil && row.setupFailure == nil { return "\(field): neither an outcome nor why it was skipped" }
                continue
            }
            // A library's rows carry no event path: their counts and lengths are what can be checked.
            for (name, value) in [("states", o.states), ("transitions", o.transitions), ("depthReached", o.depthReached)] where value < 0 {
                return "\(field).outcome.\(name): \(value) is negative"
            }
            if let bad = o.properties.first(where: { $0.violated && (($0.length ?? -1) < 0 || ($0.trace ?? "").isEmpty) }) {
                return "\(field).outcome: \(bad.name): violated, without a length or a counterexample trace"
            }
            if o.file != s.file { return "\(field).outcome.file: '\(o.file)', but the sweep explored '\(s.file)'" }
            if let top = s.traceDigest, o.traceDigest != top, o.traceDigest != SweepOutcome.rowDigest(top, host: row.host) {
                return "\(field).outcome.traceDigest: '\(o.traceDigest ?? "none")', but a row of this sweep carries the sweep's digest "
                    + "with its host (a row of another sweep?)"
            }
            if o.depth != s.depth { return "\(field).outcome.depth: \(o.depth), but the sweep's depth is \(s.depth)" }
            if o.mode != "bfs" { return "\(field).outcome.mode: '\(o.mode)', but a sweep searches breadth-first (bfs)" }
            if o.events != s.events { return "\(field).outcome.events: \(o.events), but the sweep has \(s.events)" }
            if o.properties.map(\.name) != s.properties {
                return "\(field).outcome.properties: \(o.properties.map(\.name).joined(separator: ", ")), but the sweep checks "
                    + s.properties.joined(separator: ", ")
            }
            let (total, overflow) = sum.addingReportingOverflow(o.states)
            if overflow { return "\(field).outcome.states: \(o.states) makes the sweep's sum of states overflow" }
            sum = total
        }
        return nil
    }

    /// A row a shard could not have: without its place, out of the table, of another shard or
    /// given twice.
    static func invalidRow(_ sweep: SweepOutcome, shard: (index: Int, count: Int), hosts: Int) -> String? {
        var seen: Set<Int> = []
        for (k, row) in sweep.rows.enumerated() {
            guard let index = row.index else { return "rows[\(k)] (\(row.host)): no index" }
            guard index >= 0, index < hosts, index % shard.count == shard.index else {
                return "rows[\(k)] (\(row.host)): index \(index) is not a host of shard \(shard.index)/\(shard.count) of \(hosts)"
            }
            guard seen.insert(index).inserted else { return "rows[\(k)] (\(row.host)): index \(index) given twice" }
        }
        return nil
    }
}
