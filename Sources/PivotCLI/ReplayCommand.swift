// `pivot replay` and `pivot check`.

import Foundation
import Pivot
import PivotCommandLine
import PivotTrace

enum ReplayCommand {
    /// Reads a trace file (or standard input for "-") and parses it; prints the error and
    /// returns nil when it cannot.
    static func load(_ path: String) -> Trace? { loadWithSource(path)?.trace }

    /// The same, with the file's bytes (to quote the lines of failures).
    static func loadWithSource(_ path: String) -> (trace: Trace, source: [UInt8])? {
        switch LoadedTrace.read(path) {
        case .trace(let trace, let source): return (trace, source)
        case .malformed(let diagnostics):
            for diagnostic in diagnostics { printError(diagnostic) }
            return nil
        }
    }

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "replay") { return 0 }
        var format = OutputFormat.text
        var quiet = false
        var explain = false
        var html: String? = nil
        var schema = 2
        var junit = false
        var strict = false
        var files: [String] = []
        // Each option with a value takes it as `--name VALUE` or `--name=VALUE`.
        var reader = ArgumentReader(args, options: [.flag("--quiet"), .flag("-q"), .flag("--explain"), .flag("--strict"), .value("--format", joined: true),
                                                    .value("--html", joined: true), .value("--json-schema", joined: true)])
        while let item = reader.next() {
            switch item {
            case .flag("--explain"): explain = true
            case .flag("--strict"): strict = true
            case .flag: quiet = true
            case .value("--format", "junit"?): junit = true
            case .value("--format", let value):
                guard let value, let f = OutputFormat(rawValue: value) else {
                    printError("pivot replay: --format takes text, json or junit")
                    return 2
                }
                format = f
            case .value("--html", let value):
                guard let value, !value.isEmpty else {
                    printError("pivot replay: error: --html needs a file to write the report to")
                    return 2
                }
                html = value
            case .value(_, let value):
                guard let value, let n = Int(value), TimelineWriter.jsonSchemas.contains(n) else {
                    printError("pivot replay: --json-schema takes 2 (typed values, the default) or 1 (every value as text, as before 0.9)")
                    return 2
                }
                schema = n
            case .unknown(let arg):
                printError(CLI.unknownOption(arg, command: "replay"))
                return 2
            case .positional(let arg): files.append(arg)
            }
        }
        guard !files.isEmpty else {
            printError("pivot replay: no trace given\nUSAGE: pivot replay [--format text|json|junit] [--quiet] [--strict] [--html REPORT.html] FILE|FOLDER...")
            return 2
        }
        if RenderCommand.clash(output: html, inputs: files, command: "replay") { return 2 }
        // A malformed trace means nothing runs (exit 2): parse everything first, and report
        // every malformed file, not only the first.
        let loaded = TraceArguments.read(files)
        var traces: [(String, Trace, [UInt8])] = []
        var malformed = false
        for (file, result) in loaded {
            switch result {
            case .trace(let trace, let source): traces.append((file, trace, source))
            case .malformed(let diagnostics):
                for diagnostic in diagnostics { printError(diagnostic) }
                malformed = true
            }
        }
        // For CI, the report holds the malformed files as errors beside the others, replayed.
        if junit {
            let (report, status) = JUnitReport.replay(loaded)
            // A failed write ends the process with its own status (`writeOut`).
            var out = Output()
            out.write(report.xml())
            out.flush()
            return status
        }
        if malformed { return 2 }
        var writer = TimelineWriter(format: format, quiet: quiet)
        writer.explain = explain
        writer.jsonSchema = schema
        var out = Output()
        var status: Int32 = 0
        var sections: [ReplayReportSection] = []
        var budget = ReportBudget()
        var summaries: [ReplaySummary] = []
        for (file, trace, source) in traces {
            writer.source = source
            out.write(writer.header(file: file, trace: trace))
            let summary: ReplaySummary
            if html != nil {
                // --html: a picture per step as well (PivotTrace/Render), within one budget for the page.
                let section = ReplayReportSection.replay(trace, file: file, index: sections.count, budget: budget) { entry, world in
                    let text = writer.entry(entry, file: file, world: world)
                    out.write(text)
                    return format == .text && !quiet ? text : nil
                }
                summary = section.summary
                budget = section.budget
                sections.append(section)
            } else {
                var session = ReplaySession(trace: trace, file: file)
                summary = session.run { entry, world in out.write(writer.entry(entry, file: file, world: world)) }
            }
            out.write(writer.summary(summary))
            summaries.append(summary)
            if summary.exitCode != 0 { status = 1 }
            // A trace that checks nothing passes whatever Pivot does: said, and under --strict a failure.
            if summary.expectations == 0 && !trace.statements.contains(where: \.isExplore) {
                out.flush()
                printError("\(VisibleText.escaped(file, lineFeeds: true)): \(strict ? "error" : "warning"): no expectation: "
                           + "the trace replays without checking anything; add `expect` lines")
                if strict { status = 1 }
            }
        }
        if summaries.count > 1 { out.write(writer.total(summaries)) }
        out.flush()
        if let html, !RenderCommand.write(ReplayReport.page(sections), to: html, command: "replay") { return CLI.cannotWrite }
        return status
    }

    static func check(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "check") { return 0 }
        guard !args.isEmpty else {
            printError("pivot check: no trace given\nUSAGE: pivot check FILE|FOLDER...")
            return 2
        }
        var reader = ArgumentReader(args)
        while let item = reader.next() {
            if case .unknown(let option) = item {
                printError(CLI.unknownOption(option, command: "check"))
                return 2
            }
        }
        var status: Int32 = 0
        for (file, loaded) in TraceArguments.read(args) {
            switch loaded {
            case .trace(let trace, _): say("\(file): ok (\(trace.statements.count) statements)")
            case .malformed(let diagnostics):
                for diagnostic in diagnostics { printError(diagnostic) }
                status = 2
            }
        }
        return status
    }
}
