// What a search of a library's code over hosts found: a table of hosts grouped by shape, then
// iOS, with each property's outcome, and the shortest counterexample of each group, ready to
// paste as a Swift test. LibraryReport+Sweep.swift hands it on as a sweep's results.

import Pivot
import PivotTrace

/// One host's outcome.
public struct LibraryHostResult: Sendable {
    public var host: LibraryHost
    /// The host's place in the explorer's hosts (a shard holds some of them).
    public var index = 0
    /// Why the host was not searched (its own set-up fails): listed, never a failure.
    public var skipped: String?
    /// By property, in the explorer's order; nil where it held.
    public var violations: [Int: LibraryCounterexample] = [:]
    public var states = 0
    public var transitions = 0
    /// No new state appeared before the depth bound.
    public var exhausted = false
    /// The CPU time its child process took (0 in process): what the benchmark schedules by.
    package var cpuSeconds = 0.0
}

/// The shortest sequence found that breaks a property in a host.
public struct LibraryCounterexample: Sendable, Hashable {
    public var property: String
    public var host: LibraryHost
    /// `call show`, `rotate landscapeLeft`, in order.
    public var steps: [String]
    /// `- ` what the host observes on its own, `+ ` with the library.
    public var difference: [String]
    /// The engine's decisions behind the state that broke it.
    public var why: [String]
    /// As the results carry it (`LibraryExplorer.run` writes it): `explorer.trace(of:)` with the
    /// difference, the why and `swift` as comments.
    public var trace: String? = nil

    /// A Swift Testing test that replays it: the host as trace lines, each library call (your
    /// action of that name), each host event; the expectations are the host's on its own.
    public var swift: String {
        var lines = ["@MainActor @Test func \(testName)() throws {",
                     "    // \(property) breaks in \(host.label)",
                     "    let test = try UIKitTestApp(trace: \"\"\""]
        lines += host.trace.split(separator: "\n").map { "        " + $0 }
        lines += ["        \"\"\", exhaustivity: .off)"]
        for step in steps {
            if step.hasPrefix("call ") {
                let name = step.dropFirst(5)
                lines.append("    test.call(\"\(name)\") { /* your \"\(name)\" action */ }")
            } else {
                lines.append("    try test.send(\"\(step)\")")
            }
        }
        for line in difference where line.hasPrefix("- expect ") {
            lines.append("    test.expect(\"\(line.dropFirst(9))\")")
        }
        lines += ["    test.finish()", "}"]
        return lines.joined(separator: "\n")
    }

    private var testName: String {
        let words = (property + " " + host.label).split { !$0.isLetter && !$0.isNumber }
        return words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }
}

/// The whole search, or a shard's share of it.
public struct LibraryReport: Sendable, CustomStringConvertible {
    /// The explorer's name (`LibraryExplorer(name:)`).
    public var name: String
    public var properties: [String]
    public var actions: [String]
    public var hostEvents: [String]
    public var depth: Int
    /// How many hosts the explorer has; a shard's results hold its share of them.
    public var hostCount: Int
    /// The CI job's share of the hosts (`Shard.fromEnvironment()`); nil for all of them.
    public var shard: Shard?
    /// What was explored, as FNV-1a 64 of the names of the actions, host events, properties and
    /// hosts, and the depth: `pivot explore merge` joins only the shards of one sweep. The
    /// library's code is not in it: shards are run from one commit.
    public var digest: String
    public var results: [LibraryHostResult] = []

    @MainActor
    init(_ explorer: LibraryExplorer, shard: Shard) {
        name = explorer.name
        // Every search also checks that no step traps or hangs (SearchStop.swift).
        properties = explorer.properties.map(\.name) + [LibraryExplorer.finishes]
            + (explorer.checkEvery > 0 ? [LibraryExplorer.keyCheck] : [])
        actions = explorer.actions.map(\.name)
        hostEvents = explorer.hostEvents
        depth = explorer.depth
        hostCount = explorer.hosts.count
        self.shard = shard.count > 1 ? shard : nil
        digest = ExploreOutcome.digest(of: ["library sweep", "actions: " + actions.joined(separator: " | "),
                                            "host events: " + hostEvents.joined(separator: " | "),
                                            "properties: " + properties.joined(separator: " | "), "depth: \(depth)",
                                            "hosts: " + explorer.hosts.map(\.label).joined(separator: " | ")].joined(separator: "\n"))
    }

    /// A host's result, at its place in the explorer's hosts (each counterexample has its trace).
    mutating func add(_ result: LibraryHostResult, index: Int) {
        var result = result
        result.index = index
        results.append(result)
    }

    /// Every property holds in every host searched.
    public var holds: Bool { results.allSatisfy { $0.violations.isEmpty } }

    /// Whether no host was searched: none selected, or every one skipped, its own set-up failing.
    /// Such a run checked nothing, so `expectHolds` fails it (a shard's run excepted: its merge
    /// says so if the whole searched nothing).
    public var nothingExplored: Bool { !results.contains { $0.skipped == nil } }

    /// The hosts' groups (their shapes), in the order the hosts came.
    public var groups: [LibraryHost.Shape] {
        var seen: [LibraryHost.Shape] = []
        for result in results where !seen.contains(result.host.shape) { seen.append(result.host.shape) }
        return seen
    }

    /// The shortest counterexample of a property in a group (the earliest host on a tie).
    public func shortest(_ property: String, in group: LibraryHost.Shape) -> LibraryCounterexample? {
        guard let number = properties.firstIndex(of: property) else { return nil }
        return results.filter { $0.host.shape == group }.compactMap { $0.violations[number] }
            .min { $0.steps.count < $1.steps.count }
    }

    /// The table, then each group's shortest counterexample with its difference and why.
    public var description: String {
        var lines: [String] = []
        let states = results.reduce(0) { $0 + $1.states }
        lines.append("\(results.count) hosts, \(states) states: " + (nothingExplored ? "no host explored" : holds ? "every property holds" : "a property breaks"))
        for group in groups {
            lines.append("")
            lines.append(group.rawValue)
            for result in results where result.host.shape == group {
                let cells = properties.indices.map { number -> String in
                    if result.skipped != nil { return "skipped" }
                    return result.violations[number].map { "violated (\($0.steps.count))" } ?? "ok"
                }
                let row = result.host.shape == .own ? result.host.label : "iOS \(result.host.ios) \(result.host.device)"
                lines.append("  \(row): " + zip(properties, cells).map { "\($0) \($1)" }.joined(separator: ", "))
                if let skipped = result.skipped { lines.append("    skipped: \(skipped)") }
            }
            for property in properties {
                guard let example = shortest(property, in: group) else { continue }
                lines.append("  shortest \(property) counterexample in \(example.host.label):")
                lines += example.steps.enumerated().map { "    \($0.offset + 1). \($0.element)" }
                lines += example.difference.map { "    " + $0 }
                lines += example.why.map { "    why: " + $0.drop { $0 == "#" || $0 == " " } }
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension LibraryReport {
    /// Fails the running test (Swift Testing or XCTest) once, with the report as its message,
    /// unless every property holds in every host: `#expect(report.holds, "\(report)")` would
    /// print the report with the expression besides.
    public func expectHolds(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if nothingExplored && shard == nil {
            IssueReporter.report("no host was explored: \(results.isEmpty ? "the explorer has no host" : "every host was skipped, its own set-up failing"); "
                                 + "nothing was checked\n\(description)", at: site)
            return
        }
        guard !holds else { return }
        IssueReporter.report(description, at: site)
    }
}
