// `pivot explore merge`: per property the shortest counterexample (ties: the first in action
// order), counts summed. Results join only when they are the shards of one search: the same
// trace (file and digest), the same options, each shard once, of one count and none missing;
// otherwise the merge is refused with the reason (a partial merge takes an incomplete set and
// says what is missing). Every field merge reads is checked first (counts, lengths, paths,
// shards, properties): a result edited or cut short is refused naming its file and field.

import Foundation

public enum ExploreMerge {
    /// One result as given: where it came from (named in refusals) and what it holds.
    public struct Shard: Sendable {
        public var file: String
        public var outcome: ExploreOutcome

        public init(file: String, outcome: ExploreOutcome) { self.file = file; self.outcome = outcome }

        /// `I/N` as numbers; nil for a whole search, or a merged result.
        var position: (index: Int, count: Int)? {
            let parts = outcome.shard?.split(separator: "/") ?? []
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
            return (i, n)
        }
    }

    /// Why results do not join.
    public struct Refusal: Error, Equatable, Sendable {
        public var reason: String
    }

    /// Reads a result of `pivot explore --format json`.
    public static func outcome(json bytes: [UInt8]) throws -> ExploreOutcome {
        if let problem = StrictJSON.problem(bytes) { throw ExploreMerge.Refusal(reason: problem) }
        return try JSONDecoder().decode(ExploreOutcome.self, from: Data(bytes))
    }

    /// The shards' merged outcome; refused unless they are the shards of one search, all of them
    /// or, with `partial`, some (the outcome lists the missing).
    public static func merge(_ shards: [Shard], partial: Bool = false) -> Result<ExploreOutcome, Refusal> {
        guard !shards.isEmpty else { return .failure(Refusal(reason: "no result given")) }
        let missing: [String]
        switch check(shards) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let absent): missing = absent
        }
        if !missing.isEmpty && !partial {
            return .failure(Refusal(reason: "missing shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) "
                                    + "(--partial merges the shards given)"))
        }
        var merged = merge(shards.map(\.outcome))
        if !missing.isEmpty {
            merged.missingShards = missing
            merged.shard = "\(shards.count) of \(missing.count + shards.count) merged (counts are summed; shards overlap)"
        }
        return .success(merged)
    }

    /// Whether the results are shards of one search: the shards missing from it, or why they
    /// cannot be merged.
    static func check(_ results: [Shard]) -> Result<[String], Refusal> {
        func refuse(_ reason: String) -> Result<[String], Refusal> { .failure(Refusal(reason: reason)) }
        let first = results[0]
        for result in results {
            guard result.outcome.traceDigest != nil else {
                return refuse("\(result.file) has no trace digest (an older pivot made it): run the search again")
            }
            if let problem = invalidField(result.outcome) { return refuse("\(result.file): \(problem)") }
        }
        // The counts are summed: a sum past Int.max is refused, never a trap.
        for (name, count) in [("states", \ExploreOutcome.states), ("transitions", \ExploreOutcome.transitions)] as [(String, KeyPath<ExploreOutcome, Int>)] {
            var sum = 0
            for result in results {
                let (total, overflow) = sum.addingReportingOverflow(result.outcome[keyPath: count])
                if overflow { return refuse("\(result.file): \(name): \(result.outcome[keyPath: count]) makes the shards' sum overflow") }
                sum = total
            }
        }
        for other in results.dropFirst() {
            let a = first.outcome, b = other.outcome
            if a.file != b.file {
                return refuse("\(first.file) and \(other.file) explored different traces (\(a.file) and \(b.file))")
            }
            if a.traceDigest != b.traceDigest {
                return refuse("\(first.file) and \(other.file) explored different versions of \(a.file) (the trace changed between them)")
            }
            let options = { (o: ExploreOutcome) in
                "--mode \(o.mode) --depth \(o.depth)" + (o.seed.map { " --seed \($0)" } ?? "") + (o.walks.map { " --walks \($0)" } ?? "")
            }
            if options(a) != options(b) {
                return refuse("\(first.file) and \(other.file) were explored with different options (\(options(a)) and \(options(b)))")
            }
            if a.events != b.events {
                return refuse("\(other.file): events: \(b.events), but \(first.file) has \(a.events) (one search has one set of events)")
            }
            if a.properties.map(\.name) != b.properties.map(\.name) {
                return refuse("\(other.file): properties: \(b.properties.map(\.name).joined(separator: ", ")), but \(first.file) "
                              + "checked \(a.properties.map(\.name).joined(separator: ", ")) (one search checks one set of properties)")
            }
        }
        guard results.count > 1 else {
            guard first.outcome.shard != nil else { return .success([]) }
            return merged(first) ?? .success(missing(from: [first]))
        }
        var seen: [String: String] = [:]
        for result in results {
            if let merged = merged(result) { return merged }
            guard let shard = result.outcome.shard else {
                return refuse("\(result.file) is a whole search, not a shard: there is nothing to merge it with "
                              + "(results of several searches in one folder: merge each by its name, pivot explore merge DIR/NAME.*json)")
            }
            if let earlier = seen[shard] { return refuse("shard \(shard) given twice (\(earlier) and \(result.file))") }
            seen[shard] = result.file
        }
        let counts = results.compactMap(\.position).map(\.count)
        if let other = results.first(where: { $0.position?.count != counts[0] }) {
            return refuse("shards of different counts: \(first.outcome.shard ?? "") (\(first.file)) and "
                          + "\(other.outcome.shard ?? "") (\(other.file))")
        }
        return .success(missing(from: results))
    }

    /// The most shards a search is split into that merge reads (it lists the missing ones).
    static let shardCountLimit = 1_000_000

    /// What is wrong with a field of a result, named as `field: problem`; nil when every field
    /// merge reads is one a search could have written.
    static func invalidField(_ o: ExploreOutcome) -> String? {
        for (name, value) in [("states", o.states), ("transitions", o.transitions), ("depth", o.depth),
                              ("depthReached", o.depthReached), ("events", o.events)] where value < 0 {
            return "\(name): \(value) is negative"
        }
        if o.mode != "bfs" && o.mode != "random" { return "mode: '\(o.mode)' is neither bfs nor random" }
        if let walks = o.walks, walks < 1 { return "walks: \(walks) is not a number of walks" }
        if let shard = o.shard, let slash = shard.firstIndex(of: "/"), let i = Int(shard[..<slash]),
           let n = Int(shard[shard.index(after: slash)...]), !(n >= 1 && n <= shardCountLimit && i >= 0 && i < n) {
            return "shard: '\(shard)' is not I/N with 0 ≤ I < N ≤ \(shardCountLimit)"
        }
        var names: Set<String> = []
        for (k, property) in o.properties.enumerated() {
            let field = "properties[\(k)] (\(property.name))"
            guard names.insert(property.name).inserted else { return "\(field): given twice" }
            guard property.violated else { continue }
            guard let length = property.length else { return "\(field): violated, without a length" }
            guard let path = property.path else { return "\(field): violated, without a path" }
            guard let trace = property.trace, !trace.isEmpty else { return "\(field): violated, without a counterexample trace" }
            if length != path.count { return "\(field).length: \(length), but its path has \(path.count) event\(path.count == 1 ? "" : "s")" }
            if let bad = path.first(where: { $0 < 0 || $0 >= o.events }) {
                return "\(field).path: event \(bad) is out of range (the search has \(o.events) event\(o.events == 1 ? "" : "s"))"
            }
            if let from = property.shrunkFrom, from < length { return "\(field).shrunkFrom: \(from) is shorter than its length \(length)" }
        }
        return nil
    }

    /// A refusal for a result that is itself a merge (its shard is not `I/N`).
    private static func merged(_ result: Shard) -> Result<[String], Refusal>? {
        guard result.outcome.shard != nil, result.position == nil else { return nil }
        return .failure(Refusal(reason: "\(result.file) is already a merge of shards: merge the shards' own results"))
    }

    /// The shards of the count the results have that none of them is, as `I/N`.
    private static func missing(from results: [Shard]) -> [String] {
        guard let count = results.first?.position?.count else { return [] }
        let present = Set(results.compactMap { $0.position?.index })
        return (0..<count).filter { !present.contains($0) }.map { "\($0)/\(count)" }
    }

    static func merge(_ outcomes: [ExploreOutcome]) -> ExploreOutcome {
        var merged = outcomes[0]
        merged.shard = outcomes.count > 1 ? "\(outcomes.count) merged (counts are summed; shards overlap)" : nil
        for other in outcomes.dropFirst() {
            // `check` refuses sums that overflow; saturated anyway, so that no caller can trap.
            merged.states = saturatingSum(merged.states, other.states)
            merged.transitions = saturatingSum(merged.transitions, other.transitions)
            merged.depthReached = max(merged.depthReached, other.depthReached)
            merged.exhausted = merged.exhausted && other.exhausted
            for property in other.properties {
                guard let i = merged.properties.firstIndex(where: { $0.name == property.name }) else {
                    merged.properties.append(property)
                    continue
                }
                if shorter(property, than: merged.properties[i]) { merged.properties[i] = property }
            }
        }
        return merged
    }

    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : sum
    }

    static func shorter(_ a: ExploreOutcome.Property, than b: ExploreOutcome.Property) -> Bool {
        guard a.violated, let la = a.length, let pa = a.path else { return false }
        guard b.violated, let lb = b.length, let pb = b.path else { return true }
        return la != lb ? la < lb : pa.lexicographicallyPrecedes(pb)
    }
}
