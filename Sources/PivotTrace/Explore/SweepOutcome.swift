// A host sweep's result (`explore host …`, `explore hosts common`): the library's overlay
// searched in every host, a table of hosts × properties, and per property the shortest
// counterexample over all hosts, and in each group of hosts, with the host it needs.

import Foundation

/// A sweep's result: a row per host, then per property the shortest counterexample found.
public struct SweepOutcome: Codable, Equatable, Sendable {
    public struct Row: Codable, Equatable, Sendable {
        /// The host's label: `iOS 7.1, iPhone4s, variant root-portrait`.
        public var host: String
        /// The host's group (`ExploreHost.group`): `variant root-portrait`; nil in results of
        /// pivot before issue 27, each host a group of its own.
        public var group: String? = nil
        /// The host's place in the sweep's table (a shard holds some of them).
        public var index: Int? = nil
        /// Why the host could not be explored: its own set-up failed (an expectation, a crash),
        /// the whole diagnostic.
        public var setupFailure: String? = nil
        /// The same in one short line, as the report lists the host as skipped: `its own set-up
        /// crashes at line 16: UIApplicationInvalidInterfaceOrientation`.
        public var skipped: String? = nil
        public var outcome: ExploreOutcome? = nil

        /// A host's row, before its outcome (or why it was skipped) is known; public for the
        /// library explorer's results (PivotTesting's `LibraryReport.sweep`).
        public init(host: String, group: String? = nil, index: Int? = nil) {
            self.host = host; self.group = group; self.index = index
        }

        /// The table's cell for `property`: what the search found in this host.
        public func verdict(of property: String) -> Verdict {
            guard let outcome else { return .setupFails }
            guard let found = outcome.properties.first(where: { $0.name == property }) else { return .notChecked }
            return found.violated ? .violated(length: found.length ?? 0) : .holds(states: outcome.states)
        }
    }

    /// One cell of the table.
    public enum Verdict: Hashable, Sendable, CustomStringConvertible {
        /// The shortest counterexample has `length` events.
        case violated(length: Int)
        /// No counterexample in the `states` distinct states explored.
        case holds(states: Int)
        /// The host's own set-up fails: it was skipped, not explored.
        case setupFails
        /// The property was not checked in this host.
        case notChecked

        /// As the table prints it: `violated (2)`, `holds (120 states)`.
        public var description: String {
            switch self {
            case .violated(let length): "violated (\(length))"
            case .holds(let states): "holds (\(states) states)"
            case .setupFails: "skipped"
            case .notChecked: "-"
            }
        }
    }

    public var file: String
    /// The explored trace's digest (`ExploreOutcome.digest`), so that merge joins only shards
    /// of one sweep.
    public var traceDigest: String? = nil
    /// How many hosts the sweep has; a shard (`shard`) or one host (`host`) has fewer rows.
    public var hostCount: Int? = nil
    /// `I/N` for a shard of the hosts; merged: `N merged`.
    public var shard: String? = nil
    /// `--host LABEL`: the one host explored.
    public var host: String? = nil
    /// `--hosts TEXT`: the sweep's hosts whose label has TEXT.
    public var matching: String? = nil
    /// `pivot explore merge --partial`: the shards that were not given (`2/4`).
    public var missingShards: [String]? = nil
    public var depth: Int
    public var events: Int
    /// The properties as the trace writes them (`follows-interface main`): the table's columns.
    public var properties: [String]
    public var rows: [Row]

    /// A sweep's result; the optional fields (its digest, host count, shard) are set after.
    public init(file: String, depth: Int, events: Int, properties: [String], rows: [Row]) {
        self.file = file; self.depth = depth; self.events = events; self.properties = properties; self.rows = rows
    }

    /// The row of the host labelled `host`.
    public func row(host: String) -> Row? { rows.first { $0.host == host } }

    /// Per property: the first row (in host order) among those with the shortest counterexample.
    public func shortest(_ property: String) -> (row: Row, found: ExploreOutcome.Property)? {
        Self.shortest(property, in: rows)
    }

    /// The same among `rows`.
    static func shortest(_ property: String, in rows: [Row]) -> (row: Row, found: ExploreOutcome.Property)? {
        WorkCount.add(rows.count)
        var best: (row: Row, found: ExploreOutcome.Property)? = nil
        for row in rows {
            guard let found = row.outcome?.properties.first(where: { $0.name == property && $0.violated }),
                  let length = found.length else { continue }
            if best == nil || length < best!.found.length! { best = (row, found) }
        }
        return best
    }

    /// The groups of hosts in table order, each with its rows.
    public var groups: [(name: String, rows: [Row])] {
        WorkCount.add(rows.count)
        var groups: [(name: String, rows: [Row])] = []
        for row in rows {
            let name = row.group ?? row.host
            if groups.last?.name == name { groups[groups.count - 1].rows.append(row) } else { groups.append((name, [row])) }
        }
        return groups
    }

    /// Per property, the shortest counterexample in each group where it is violated.
    public func shortestPerGroup(_ property: String) -> [(group: String, row: Row, found: ExploreOutcome.Property)] {
        groups.compactMap { group in Self.shortest(property, in: group.rows).map { (group.name, $0.row, $0.found) } }
    }

    /// The states of every host, saturated rather than trapping (merge refuses a sum past Int.max).
    public var states: Int { rows.reduce(0) { ExploreMerge.saturatingSum($0, $1.outcome?.states ?? 0) } }
    /// Whether some property is violated in some host (`pivot explore` exits 1).
    public var violated: Bool { properties.contains { shortest($0) != nil } }

    /// A trace sweep's row digest: the sweep's with the host's label, so that a row is known as
    /// this sweep's (a library's rows carry the sweep's own digest).
    public static func rowDigest(_ sweepDigest: String, host: String) -> String {
        ExploreOutcome.digest(of: sweepDigest + "\n" + host)
    }

    /// Why no host was explored, where none was: a shard that holds no host, or hosts whose own
    /// set-up fails, every one. Such a sweep checked nothing, so it may not say a property holds.
    public var nothingExplored: String? {
        guard !rows.contains(where: { $0.outcome != nil }) else { return nil }
        if rows.isEmpty {
            let shard = shard.map { "shard \($0)" } ?? "the selection"
            return "\(shard) of a sweep of \(hostCount ?? 0) hosts holds no host (host k is in shard k mod N): nothing was explored"
        }
        return "every host selected was skipped, its own set-up failing: nothing was explored"
    }

    /// A property's line where the sweep found no counterexample.
    func heldLine(_ property: String) -> String {
        nothingExplored == nil ? "ok \(property): holds in every host explored" : "unchecked \(property): no host was explored"
    }

    /// The shortest counterexamples as one outcome, whose files `-o DIR` writes.
    public var shortestOutcome: ExploreOutcome {
        ExploreOutcome(file: file, mode: "bfs", depth: depth, events: events, states: states, transitions: 0, depthReached: 0,
                       exhausted: false, properties: properties.map { name in shortest(name)?.found ?? .init(name: name, violated: false) })
    }

    /// `--html`: the table of hosts × properties and each shortest counterexample, drawn.
    public func htmlPage() -> String { ExplorePage.page(self) }

    /// `--format json`: one object with sorted keys.
    public func json() -> String { SortedJSON.line(self) }
}
