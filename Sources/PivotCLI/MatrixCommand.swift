// `pivot matrix`: one trace under several iOS versions, and where they disagree.

import Pivot
import PivotTrace

enum MatrixCommand {
    /// One version from each era that changed the rules (A5, A8, S1, S4, A9, P).
    static let defaultVersions = [OSVersion(7, 1), OSVersion(8, 4), OSVersion(11, 0), OSVersion(13, 0),
                                  OSVersion(16, 0), OSVersion(18, 0), OSVersion(26, 0)]

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "matrix") { return 0 }
        var file: String?
        var versions: [OSVersion] = []
        var sdk: OSVersion?
        var index = 0
        while index < args.count {
            let arg = args[index]
            if arg == "--ios" || arg == "--sdk" {
                index += 1
                guard index < args.count else { printError("pivot matrix: \(arg) needs a value"); return 2 }
                let values = args[index].split(separator: ",").map(String.init)
                let parsed = values.compactMap { OSVersion($0) }
                guard parsed.count == values.count, !parsed.isEmpty else {
                    printError("pivot matrix: \(arg) takes versions X.Y separated by commas, e.g. 7.1,8.4,11.0,18.0,26.0")
                    return 2
                }
                if let wrong = parsed.first(where: { $0.unmodelledReason != nil }), let reason = wrong.unmodelledReason {
                    printError("pivot matrix: \(arg): unsupported version \(wrong): \(reason)")
                    return 2
                }
                if arg == "--ios" { versions = parsed } else { sdk = parsed[0] }
            } else if arg.hasPrefix("-") && arg != "-" {
                printError("pivot matrix: unknown option '\(arg)'")
                return 2
            } else if file == nil {
                file = arg
            } else {
                printError("pivot matrix: one trace at a time")
                return 2
            }
            index += 1
        }
        guard let file else {
            printError("USAGE: pivot matrix FILE [--ios V,V,...] [--sdk V]")
            return 2
        }
        if versions.isEmpty { versions = defaultVersions }
        guard let trace = ReplayCommand.load(file) else { return 2 }

        // Per version, the outcome after each step: the columns of the table.
        var outcomes: [[String]] = []
        var lines: [Int] = []
        var texts: [String] = []
        var verdicts: [String] = []
        for version in versions {
            var variant = trace
            variant.header.ios = version
            variant.header.sdk = sdk ?? (trace.header.sdk == nil ? nil : version)
            var column: [String] = []
            var session = ReplaySession(trace: variant, file: file)
            let summary = session.run { entry, world in
                guard entry.kind == .step || entry.kind == .skipped else { return }
                column.append(outcome(world))
                if outcomes.isEmpty { lines.append(entry.line); texts.append(entry.text) }
            }
            outcomes.append(column)
            verdicts.append(summary.failures.isEmpty ? "pass" : "\(summary.failures.count) failed")
        }
        var rows: [[String]] = [["line", "step"] + versions.map { "iOS \($0)" }]
        for step in lines.indices {
            let cells = outcomes.map { step < $0.count ? $0[step] : "-" }
            if Set(cells).count > 1 { rows.append([String(lines[step]), texts[step]] + cells) }
        }
        rows.append(["", "expectations"] + verdicts)
        if rows.count == 2 { say("All versions agree at every step of \(file).") }
        say(table(rows))
        return 0
    }

    /// What a step left: interface orientation, crash, each window's orientation, status bar.
    static func outcome(_ world: World) -> String {
        if let crash = world.crash { return "crash \(crash.name)" }
        let windows = world.windows.map { "\($0.name):\($0.orientation.name)" }.joined(separator: ",")
        let bar = world.statusBarHidden ? "bar hidden" : "bar \(formatNumber(world.statusBarHeight))"
        return "\(world.statusBar.orientation.name) [\(windows)] \(bar)"
    }
}
