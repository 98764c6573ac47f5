// `pivot explore` over a host set (`explore host …`, `explore hosts common`): the library's
// overlay searched in every host, the shortest counterexample per property over all hosts with
// the host it needs, and a table of hosts × properties.

import Foundation
import Pivot
import PivotTrace

/// A sweep's result: a row per host, then per property the shortest counterexample found.
struct SweepOutcome: Codable, Equatable {
    struct Row: Codable, Equatable {
        var host: String
        /// Why the host could not be explored: its own set-up failed (an expectation, a crash).
        var setupFailure: String? = nil
        var outcome: ExploreOutcome? = nil
    }
    var file: String
    var depth: Int
    var events: Int
    var properties: [String]
    var rows: [Row]

    /// Per property: the first row (in host order) among those with the shortest counterexample.
    func shortest(_ property: String) -> (row: Row, found: ExploreOutcome.Property)? {
        var best: (row: Row, found: ExploreOutcome.Property)? = nil
        for row in rows {
            guard let found = row.outcome?.properties.first(where: { $0.name == property && $0.violated }),
                  let length = found.length else { continue }
            if best == nil || length < best!.found.length! { best = (row, found) }
        }
        return best
    }

    var states: Int { rows.reduce(0) { $0 + ($1.outcome?.states ?? 0) } }
    var violated: Bool { properties.contains { shortest($0) != nil } }

    func json() -> String { CLI.json(self) }

    func text() -> String {
        let explored = rows.filter { $0.outcome != nil }.count
        let broken = rows.count - explored
        var lines = ["== \(file): \(rows.count) host\(rows.count == 1 ? "" : "s") × \(properties.count) propert\(properties.count == 1 ? "y" : "ies"), "
                     + "breadth-first to depth \(depth), \(events) event\(events == 1 ? "" : "s")",
                     "explored \(states) distinct states in all"
                     + (broken > 0 ? "; \(broken) host\(broken == 1 ? "'s" : "s'") own set-up fails, not explored" : "")]
        // The table: a column per property, `violated (N)` or `holds (S states)`.
        let hostWidth = max(4, rows.map(\.host.count).max() ?? 0)
        let cells = rows.map { row in properties.map { name -> String in
            guard let outcome = row.outcome else { return "set-up fails" }
            guard let property = outcome.properties.first(where: { $0.name == name }) else { return "-" }
            return property.violated ? "violated (\(property.length ?? 0))" : "holds (\(outcome.states) states)"
        } }
        let widths = properties.indices.map { i in max(properties[i].count, cells.map { $0[i].count }.max() ?? 0) }
        func line(_ first: String, _ rest: [String]) -> String {
            ([first.padding(toLength: hostWidth, withPad: " ", startingAt: 0)]
             + rest.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) })
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        lines.append("")
        lines.append(line("host", properties))
        for (row, cell) in zip(rows, cells) { lines.append(line(row.host, cell)) }
        for row in rows { if let failure = row.setupFailure { lines.append("set-up fails in \(row.host): \(failure)") } }
        for property in properties {
            lines.append("")
            guard let (row, found) = shortest(property) else {
                lines.append("ok \(property): holds in every host explored")
                continue
            }
            let hosts = rows.filter { $0.outcome?.properties.contains { $0.name == property && $0.violated } ?? false }.count
            let length = found.length ?? 0
            lines.append("violated \(property): \(length) event\(length == 1 ? "" : "s") in host \(row.host) "
                         + "(violated in \(hosts) of \(explored) hosts)")
            for text in (found.trace ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines.append("    \(text)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

enum ExploreSweep {
    static func run(file: String, spec: ExploreSpec, leadingComments: [String], options: ExploreCommand.Options) -> Int32 {
        if options.random || options.shard != nil {
            printError("pivot explore: a host sweep is breadth-first over whole hosts: --mode random and --shard do not apply")
            return 2
        }
        let root = ExploreSpec.hostRoot(spec.start(file: file).world)
        var rows: [SweepOutcome.Row] = []
        for host in spec.hosts.hosts(root: root) {
            let hostSpec = spec.inHost(host)
            let start = hostSpec.start(file: file)
            if let failure = start.failures.first {
                rows.append(.init(host: host.label, setupFailure: failure.description))
                continue
            }
            let model: ExploreModel
            switch hostSpec.model(start: start.world, depth: options.depth) {
            case .success(let m): model = m
            case .failure(let error):
                printError("\(file): error: \(error.message) (in host \(host.label))")
                return 2
            }
            let report = model.breadthFirst(jobs: options.jobs)
            // A host's digest is its own set-up's: its results are not shards of another host's.
            var outcome = ExploreResult(file: file, digest: ExploreOutcome.digest(of: hostSpec.setup), spec: hostSpec, model: model,
                                        report: report, options: options).outcome
            outcome.annotateTraces(leadingComments: leadingComments, host: host.label)
            rows.append(.init(host: host.label, outcome: outcome))
        }
        let names = spec.checks.map { $0.printed() }
        let sweep = SweepOutcome(file: file, depth: options.depth ?? spec.depth, events: spec.actions.count, properties: names, rows: rows)
        var out = Output()
        out.write(options.junit ? JUnitOutput.sweep(sweep).xml() : options.json ? sweep.json() : VisibleText.escaped(sweep.text()))
        out.flush()
        if let directory = options.directory {
            let shortest = ExploreOutcome(file: file, mode: "bfs", depth: sweep.depth, events: sweep.events, states: sweep.states,
                                          transitions: 0, depthReached: 0, exhausted: false,
                                          properties: names.map { name in
                                              sweep.shortest(name)?.found ?? .init(name: name, violated: false)
                                          })
            if !ExploreResult(outcome: shortest).writeTraces(to: directory, infoPlist: spec.setup.header.infoPlist?.path) { return CLI.cannotWrite }
        }
        return sweep.violated ? 1 : 0
    }
}

extension ExploreOutcome {
    /// Each counterexample keeps the explored file's leading comments (what the app and the
    /// library are) and, in a sweep, names its host.
    mutating func annotateTraces(leadingComments: [String], host: String? = nil) {
        for index in properties.indices {
            guard var text = properties[index].trace, text.hasPrefix("pivot-trace 1\n") else { continue }
            var added = leadingComments
            if let host { added.append("# host: \(host)") }
            guard !added.isEmpty else { continue }
            text.insert(contentsOf: added.joined(separator: "\n") + "\n", at: text.index(text.startIndex, offsetBy: 14))
            properties[index].trace = text
        }
    }
}
