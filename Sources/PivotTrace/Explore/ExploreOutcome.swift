// An exploration's result: one outcome, from a search or from merged shards, in the form shards
// exchange (`pivot explore --format json`) and as the report `pivot explore` prints.

import Pivot

/// What a search found, per property: violated with its shortest counterexample (a trace that
/// replays to the violation), or holding in every state explored.
public struct ExploreOutcome: Codable, Equatable, Sendable {
    public struct Property: Codable, Equatable, Sendable {
        public var name: String
        public var violated: Bool
        public var length: Int? = nil
        /// The counterexample's events, as indexes of the trace's `explore` events.
        public var path: [Int]? = nil
        public var shrunkFrom: Int? = nil
        /// The counterexample as a ready-to-run trace.
        public var trace: String? = nil

        public init(name: String, violated: Bool, length: Int? = nil, path: [Int]? = nil, shrunkFrom: Int? = nil, trace: String? = nil) {
            self.name = name; self.violated = violated; self.length = length; self.path = path
            self.shrunkFrom = shrunkFrom; self.trace = trace
        }
    }
    public var file: String
    /// What the search explored: FNV-1a 64 of the trace as Pivot prints it (comments and spacing
    /// do not count), so that merge can refuse shards of different traces. Absent from results
    /// of pivot before issue 20.
    public var traceDigest: String? = nil
    public var mode: String
    public var depth: Int
    public var events: Int
    public var shard: String? = nil
    public var seed: UInt64? = nil
    public var walks: Int? = nil
    public var states: Int
    public var transitions: Int
    public var depthReached: Int
    public var exhausted: Bool
    public var properties: [Property]
    /// `pivot explore merge --partial`: the shards that were not given (`2/4`).
    public var missingShards: [String]? = nil

    /// The result of one search of `model`, built from `spec` (which writes the counterexamples).
    public init(file: String, digest: String, spec: ExploreSpec, model: ExploreModel, report: ExploreReport, options: ExploreOptions) {
        let byName = Dictionary(report.counterexamples.map { ($0.property, $0) }, uniquingKeysWith: { a, _ in a })
        properties = model.properties.map { property -> Property in
            guard let c = byName[property.name] else { return .init(name: property.name, violated: false) }
            return .init(name: property.name, violated: true, length: c.path.count, path: c.path, shrunkFrom: c.shrunkFrom,
                         trace: spec.trace(of: c, in: model))
        }
        self.file = file
        traceDigest = digest
        depth = model.depth
        events = model.actions.count
        switch options.search {
        case .breadthFirst(let shard):
            mode = "bfs"
            self.shard = shard.map { "\($0.index)/\($0.count)" }
        case .randomWalks(let seed, let walks):
            mode = "random"
            self.seed = seed
            self.walks = walks
        }
        states = report.states
        transitions = report.transitions
        depthReached = report.depth
        exhausted = report.exhausted
    }

    /// An outcome given field by field (a sweep's shortest counterexamples, a test's fixture).
    public init(file: String, traceDigest: String? = nil, mode: String, depth: Int, events: Int, shard: String? = nil,
                seed: UInt64? = nil, walks: Int? = nil, states: Int, transitions: Int, depthReached: Int, exhausted: Bool,
                properties: [Property], missingShards: [String]? = nil) {
        self.file = file; self.traceDigest = traceDigest; self.mode = mode; self.depth = depth; self.events = events
        self.shard = shard; self.seed = seed; self.walks = walks; self.states = states; self.transitions = transitions
        self.depthReached = depthReached; self.exhausted = exhausted; self.properties = properties
        self.missingShards = missingShards
    }

    /// Whether some property is violated (`pivot explore` exits 1).
    public var violated: Bool { properties.contains(where: \.violated) }

    /// `--format json`: one object with sorted keys, what `pivot explore merge` reads.
    public func json() -> String { SortedJSON.line(self) }

    /// The report `pivot explore` prints (before hidden characters are escaped).
    public func text() -> String {
        var lines = summaryLines()
        // Counterexamples of one search share their set-up: printed once, each goes on from there.
        let traces = properties.compactMap { $0.violated ? $0.trace.map(Self.splitAtEvents) : nil }
        let shared = traces.count > 1 && traces.allSatisfy { $0.setup == traces[0].setup } ? traces[0].setup : nil
        if let shared {
            lines.append("")
            lines.append("set-up of every counterexample below:")
            for line in shared.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { lines.append("    \(line)") }
        }
        for property in properties {
            lines.append("")
            guard property.violated, let length = property.length else {
                lines.append("ok \(property.name): holds in every state explored")
                continue
            }
            lines.append(Self.headline(property, length: length))
            let text = property.trace ?? ""
            let shown = shared == nil ? text : Self.splitAtEvents(text).events
            if shared != nil { lines.append("    … the set-up above, then:") }
            for line in shown.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines.append("    \(line)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report's head: the search, how far it went, and how many properties are violated.
    func summaryLines() -> [String] {
        var lines: [String] = []
        let search = mode == "random"
            ? "\(walks ?? 0) random walks of up to \(depth) events (seed \(seed ?? 0))"
            : "breadth-first to depth \(depth)"
        lines.append("== \(file): \(search), \(events) event\(events == 1 ? "" : "s"), \(properties.count) propert\(properties.count == 1 ? "y" : "ies")\(shard.map { ", shard \($0)" } ?? "")")
        if mode == "random" {
            lines.append("took \(states) steps (\(transitions) tried)")
        } else if exhausted {
            lines.append("explored \(states) distinct states (\(transitions) transitions): the whole reachable space, no new state after depth \(depthReached)")
        } else {
            let stopped = properties.allSatisfy(\.violated) && depthReached < depth
                ? "stopped at depth \(depthReached) once every property had a counterexample"
                : "the depth bound was reached: longer sequences were not tried"
            lines.append("explored \(states) distinct states (\(transitions) transitions) to depth \(depthReached); \(stopped)")
        }
        if let missing = missingShards, !missing.isEmpty {
            lines.append("partial: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing; "
                         + "a property may be violated where none was found, and a counterexample may be longer than the shortest")
        }
        let violated = properties.filter(\.violated).count
        lines.append(violated == 0 ? "no property is violated" : "\(violated) of \(properties.count) propert\(properties.count == 1 ? "y" : "ies") violated")
        return lines
    }

    /// `violated PROPERTY: N events (shrunk from M to N events)`.
    static func headline(_ property: Property, length: Int) -> String {
        var head = "violated \(property.name): \(length) event\(length == 1 ? "" : "s")"
        if let from = property.shrunkFrom, from != length { head += " (shrunk from \(from) to \(length) events)" }
        return head
    }

    /// A counterexample's set-up (up to its `# explore:` line) and the rest.
    static func splitAtEvents(_ trace: String) -> (setup: String, events: String) {
        guard let range = trace.range(of: "\n# explore: ") else { return (trace, "") }
        return (String(trace[..<range.lowerBound]) + "\n", String(trace[trace.index(after: range.lowerBound)...]))
    }

    /// FNV-1a 64 of the trace as printed, in hex: the same for the same statements.
    public static func digest(of trace: Trace) -> String { digest(of: trace.printed()) }

    /// FNV-1a 64 of a text, in hex (a library sweep's definition, `LibraryReport.digest`).
    public static func digest(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A file name for a property's trace: `supported-home.trace`.
    public static func fileName(_ property: String) -> String {
        String(property.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }) + ".trace"
    }
}
