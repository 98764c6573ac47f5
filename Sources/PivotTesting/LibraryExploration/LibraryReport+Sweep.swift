// A library sweep's results in the form of the trace explorer's host sweeps (`SweepOutcome`):
// the JSON that `pivot explore merge` joins across CI shards and renders as text, JUnit (skipped
// hosts as skipped) or a page. A test writes it itself (`write(to:)`), or `run` does where
// PIVOT_EXPLORE_OUT=DIR asks for it. The conversion is here only: the report holds what it needs.

import Foundation
import Pivot
import PivotTrace
#if canImport(Testing)
import Testing
#endif

extension LibraryReport {
    /// The results as a host sweep's: a row per host (its group the host's shape), each
    /// property's verdict with its counterexample as a trace, the sweep's digest and the shard.
    public var sweep: SweepOutcome {
        let events = actions.count + hostEvents.count
        let rows = results.map { result -> SweepOutcome.Row in
            var row = SweepOutcome.Row(host: result.host.label, group: result.host.group, index: result.index)
            if let skipped = result.skipped {
                row.skipped = skipped
                return row
            }
            let verdicts = properties.enumerated().map { number, property -> ExploreOutcome.Property in
                guard let example = result.violations[number] else { return .init(name: property, violated: false) }
                return .init(name: property, violated: true, length: example.steps.count, trace: example.trace)
            }
            // The search goes level by level to the depth; `exhausted` says whether it found no new state there.
            row.outcome = ExploreOutcome(file: name, traceDigest: digest, mode: "bfs", depth: depth, events: events,
                                         states: result.states, transitions: result.transitions, depthReached: depth,
                                         exhausted: result.exhausted, properties: verdicts)
            return row
        }
        var sweep = SweepOutcome(file: name, depth: depth, events: events, properties: properties, rows: rows)
        sweep.traceDigest = digest
        sweep.hostCount = hostCount
        sweep.shard = shard.map { "\($0.index)/\($0.count)" }
        return sweep
    }

    /// The JSON `pivot explore merge` reads: one object with sorted keys.
    public func json() -> String { sweep.json() }

    /// A test case per host and property, a violated one failing with its counterexample; a
    /// host whose own set-up fails is skipped, never an error.
    public func junit() -> JUnitReport { sweep.junit() }

    /// The table and each property's shortest counterexample, drawn step by step.
    public func htmlPage() -> String { sweep.htmlPage() }

    /// Writes the results to `url`: JUnit XML for a `.xml` file, the page for `.html`, else the
    /// JSON that `pivot explore merge` joins and renders.
    public func write(to url: URL) throws {
        let text: String
        switch url.pathExtension.lowercased() {
        case "xml": text = junit().xml()
        case "html": text = htmlPage()
        default: text = json()
        }
        try Data(text.utf8).write(to: url)
    }

    /// `NAME.json`, a shard's `NAME.shard-I-of-N.json`: the same name for the same sweep and
    /// shard, none for two shards.
    public var fileName: String {
        let base = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
        return base + (shard.map { ".shard-\($0.index)-of-\($0.count)" } ?? "") + ".json"
    }

    /// PIVOT_EXPLORE_OUT=DIR: writes the JSON results as DIR/`fileName` (the folder made if
    /// need be), where a CI job collects them for `pivot explore merge`. A file that cannot be
    /// written fails the running test. The file written; nil when the variable is not set.
    @discardableResult
    public func writeIfAsked(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let folder = environment["PIVOT_EXPLORE_OUT"], !folder.isEmpty else { return nil }
        let url = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(fileName)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try write(to: url)
        } catch {
            IssueReporter.report("PIVOT_EXPLORE_OUT: cannot write \(url.path): \(error.localizedDescription)", at: CallSite())
            return nil
        }
        return url
    }
}

extension LibraryExplorer {
    /// The running Swift Testing test's function name (`toastLeavesHostsAlone`), else `library`.
    static var testName: String {
        #if canImport(Testing)
        if let name = Test.current?.name { return String(name.prefix { $0 != "(" }) }
        #endif
        return "library"
    }

    /// A counterexample as the results carry it: `trace(of:)` with an `# explore:` line where the
    /// host's set-up ends (the report and the page show the steps from there), then as comments
    /// the `-`/`+` difference, the engine's why and the Swift test to paste.
    func resultTrace(of example: LibraryCounterexample) -> String {
        var lines = trace(of: example).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let setup = (try? TraceParser.parse(example.host.trace, file: example.host.label).printed()) ?? ""
        var setupLines = setup.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if setupLines.last == "" { setupLines.removeLast() }
        let steps = example.steps.count
        let note = "# explore: `\(example.property)` fails after \(steps) step\(steps == 1 ? "" : "s") in host \(example.host.label)"
        lines.insert(note, at: lines.starts(with: setupLines) ? setupLines.count : lines.count)
        lines.append("# what the host observes without the library (-) and with it (+):")
        lines += example.difference.map { "# " + $0 }
        lines += example.why.map { "# " + $0.drop { $0 == "#" || $0 == " " } }
        lines.append("# as a Swift test (your actions where the comments say):")
        lines += example.swift.split(separator: "\n").map { "#   " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
