// `pivot explore merge`: per property the shortest counterexample (ties: the first in action
// order), counts summed. Results join only when they are the shards of one search: the same
// trace (file and digest), the same options, each shard once, of one count and none missing;
// otherwise the merge is refused with the reason (a partial merge takes an incomplete set and
// says what is missing).

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
        try JSONDecoder().decode(ExploreOutcome.self, from: Data(bytes))
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
        }
        guard results.count > 1 else {
            guard first.outcome.shard != nil else { return .success([]) }
            return merged(first) ?? .success(missing(from: [first]))
        }
        var seen: [String: String] = [:]
        for result in results {
            if let merged = merged(result) { return merged }
            guard let shard = result.outcome.shard else {
                return refuse("\(result.file) is a whole search, not a shard: there is nothing to merge it with")
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
            merged.states += other.states
            merged.transitions += other.transitions
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

    static func shorter(_ a: ExploreOutcome.Property, than b: ExploreOutcome.Property) -> Bool {
        guard a.violated, let la = a.length, let pa = a.path else { return false }
        guard b.violated, let lb = b.length, let pb = b.path else { return true }
        return la != lb ? la < lb : pa.lexicographicallyPrecedes(pb)
    }
}
