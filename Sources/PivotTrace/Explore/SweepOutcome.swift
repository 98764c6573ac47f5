// A host sweep's result (`explore host …`, `explore hosts common`): the library's overlay
// searched in every host, a table of hosts × properties, and per property the shortest
// counterexample over all hosts with the host it needs.

import Foundation

/// A sweep's result: a row per host, then per property the shortest counterexample found.
public struct SweepOutcome: Codable, Equatable, Sendable {
    public struct Row: Codable, Equatable, Sendable {
        /// The host's label: `iOS 7.1, variant root-portrait`.
        public var host: String
        /// Why the host could not be explored: its own set-up failed (an expectation, a crash),
        /// the whole diagnostic.
        public var setupFailure: String? = nil
        /// The same in one short line, as the report lists the host as skipped: `its own set-up
        /// crashes at line 16: UIApplicationInvalidInterfaceOrientation`.
        public var skipped: String? = nil
        public var outcome: ExploreOutcome? = nil

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
    public var depth: Int
    public var events: Int
    /// The properties as the trace writes them (`follows-interface main`): the table's columns.
    public var properties: [String]
    public var rows: [Row]

    /// The row of the host labelled `host`.
    public func row(host: String) -> Row? { rows.first { $0.host == host } }

    /// Per property: the first row (in host order) among those with the shortest counterexample.
    public func shortest(_ property: String) -> (row: Row, found: ExploreOutcome.Property)? {
        var best: (row: Row, found: ExploreOutcome.Property)? = nil
        for row in rows {
            guard let found = row.outcome?.properties.first(where: { $0.name == property && $0.violated }),
                  let length = found.length else { continue }
            if best == nil || length < best!.found.length! { best = (row, found) }
        }
        return best
    }

    public var states: Int { rows.reduce(0) { $0 + ($1.outcome?.states ?? 0) } }
    /// Whether some property is violated in some host (`pivot explore` exits 1).
    public var violated: Bool { properties.contains { shortest($0) != nil } }

    /// The shortest counterexamples as one outcome, whose files `-o DIR` writes.
    public var shortestOutcome: ExploreOutcome {
        ExploreOutcome(file: file, mode: "bfs", depth: depth, events: events, states: states, transitions: 0, depthReached: 0,
                       exhausted: false, properties: properties.map { name in shortest(name)?.found ?? .init(name: name, violated: false) })
    }

    /// `--html`: the table of hosts × properties and each shortest counterexample, drawn.
    public func htmlPage() -> String { ExplorePage.page(self) }

    /// `--format json`: one object with sorted keys.
    public func json() -> String { SortedJSON.line(self) }

    /// The report `pivot explore` prints for a sweep (before hidden characters are escaped).
    public func text() -> String {
        var lines = summaryLines()
        // The table: a column per property, `violated (N)` or `holds (S states)`.
        let hostWidth = max(4, rows.map(\.host.count).max() ?? 0)
        let cells = rows.map { row in properties.map { row.verdict(of: $0).description } }
        let widths = properties.indices.map { i in max(properties[i].count, cells.map { $0[i].count }.max() ?? 0) }
        func line(_ first: String, _ rest: [String]) -> String {
            ([first.padding(toLength: hostWidth, withPad: " ", startingAt: 0)]
             + rest.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) })
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        lines.append("")
        lines.append(line("host", properties))
        for (row, cell) in zip(rows, cells) { lines.append(line(row.host, cell)) }
        lines += skippedLines()
        for property in properties {
            lines.append("")
            guard let (_, found) = shortest(property), let headline = headline(property) else {
                lines.append("ok \(property): holds in every host explored")
                continue
            }
            lines.append(headline)
            for text in (found.trace ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines.append("    \(text)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A host that cannot run the app is no finding about the library: one short line each.
    func skippedLines() -> [String] {
        rows.filter { $0.outcome == nil }.map { "skipped: host \($0.host): \($0.skipped ?? $0.setupFailure ?? "its own set-up fails")" }
    }

    /// `violated PROPERTY: N events in host H (violated in A of B hosts)`; nil when it holds.
    func headline(_ property: String) -> String? {
        guard let (row, found) = shortest(property) else { return nil }
        let explored = rows.filter { $0.outcome != nil }.count
        let hosts = rows.filter { $0.outcome?.properties.contains { $0.name == property && $0.violated } ?? false }.count
        let length = found.length ?? 0
        return "violated \(property): \(length) event\(length == 1 ? "" : "s") in host \(row.host) "
            + "(violated in \(hosts) of \(explored) hosts)"
    }

    /// The report's head: the hosts and properties, and the states explored in all.
    func summaryLines() -> [String] {
        let broken = rows.filter { $0.outcome == nil }.count
        return ["== \(file): \(rows.count) host\(rows.count == 1 ? "" : "s") × \(properties.count) propert\(properties.count == 1 ? "y" : "ies"), "
                     + "breadth-first to depth \(depth), \(events) event\(events == 1 ? "" : "s")",
                     "explored \(states) distinct states in all"
                     + (broken > 0 ? "; \(broken) host\(broken == 1 ? "" : "s") skipped: \(broken == 1 ? "its" : "their") own set-up fails" : "")]
    }
}
