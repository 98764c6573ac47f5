// `pivot evidence`: replays the evidence corpus and prints how many reports Pivot agrees with.

import Foundation
import PivotCommandLine
import PivotTrace

enum EvidenceCommand {
    /// Where the corpus lives in the repository, when no path is given.
    static let defaultFolder = "Traces/evidence"

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "evidence") { return 0 }
        var paths: [String] = []
        var reader = ArgumentReader(args)
        while let item = reader.next() {
            switch item {
            case .positional(let path): paths.append(path)
            case .unknown(let option):
                printError(CLI.unknownOption(option, command: "evidence"))
                return 2
            default: continue
            }
        }
        if paths.isEmpty, !FileManager.default.fileExists(atPath: defaultFolder) {
            printError("pivot evidence: no \(defaultFolder) here; run it from the repository's root, or name the corpus's folder")
            return 2
        }
        // As replay: every file parses before anything runs, and every malformed one is reported.
        var traces: [(file: String, trace: Trace, source: [UInt8])] = []
        var malformed = false
        for (file, loaded) in TraceArguments.read(paths.isEmpty ? [defaultFolder] : paths) {
            switch loaded {
            case .trace(let trace, let source): traces.append((file, trace, source))
            case .malformed(let diagnostics):
                for diagnostic in diagnostics { printError(diagnostic) }
                malformed = true
            }
        }
        if malformed { return 2 }
        let report = EvidenceReport.run(traces)
        var out = Output()
        out.write(report.text())
        out.flush()
        return report.exitCode
    }
}
