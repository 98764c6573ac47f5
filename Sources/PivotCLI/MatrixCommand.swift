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
        var devices: [String] = []
        var all = false
        var html: String? = nil
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
            } else if arg == "--devices" {
                index += 1
                guard index < args.count else { printError("pivot matrix: --devices needs a value"); return 2 }
                devices = args[index].split(separator: ",").map(String.init)
                if devices.isEmpty { printError("pivot matrix: --devices takes device names separated by commas"); return 2 }
                if let unknown = devices.first(where: { DeviceCatalog.model(named: $0) == nil }) {
                    let nearest = DeviceCatalog.nearestNames(to: unknown).map { "'\($0)'" }.joined(separator: ", ")
                    printError("pivot matrix: unknown device '\(unknown)'; the nearest are \(nearest)")
                    return 2
                }
            } else if arg == "--all" {
                all = true
            } else if arg == "--html" || arg.hasPrefix("--html=") {
                if arg == "--html" {
                    index += 1
                    guard index < args.count else { printError("pivot matrix: --html needs a file to write the page to"); return 2 }
                    html = args[index]
                } else {
                    html = String(arg.dropFirst(7))
                }
            } else if arg.hasPrefix("-") && arg != "-" {
                printError(CLI.unknownOption(arg, command: "matrix"))
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
            printError("USAGE: pivot matrix FILE [--ios V,V,...] [--sdk V] [--devices D,D,...] [--all] [--html PAGE.html]")
            return 2
        }
        if versions.isEmpty { versions = devices.isEmpty ? defaultVersions : [] }
        guard let trace = ReplayCommand.load(file) else { return 2 }
        if versions.isEmpty { versions = [trace.header.ios] }
        let models = devices.isEmpty ? [trace.header.device] : devices

        // Every variant (device × version), replayed side by side a stretch of statements at a
        // time: only that stretch's observations are held, whatever the trace's length.
        var sessions: [ReplaySession] = []
        var labels: [String] = []
        for model in models {
            for version in versions {
                var variant = trace
                variant.header.device = model
                variant.header.ios = version
                variant.header.sdk = sdk ?? (trace.header.sdk == nil ? nil : version)
                sessions.append(ReplaySession(trace: variant, file: file))
                let label = (devices.isEmpty ? "" : "\(model) ") + (versions.count > 1 || devices.isEmpty ? "iOS \(version)" : "")
                labels.append(label.trimmingCharacters(in: .whitespaces))
            }
        }
        var rows: [[String]] = [["line", "step", "what"] + labels]
        var report = html.map { _ in MatrixReport(file: file, labels: labels) }
        // Event lists are long: the table names each distinct one by a letter, listed below it.
        var eventNotes: [String] = []
        // A table is read by people: past `shown` differing steps, they are only counted.
        let shown = all ? Int.max : 500
        var differing = 0, firstUnshown: Int? = nil
        // Side by side, a statement at a time: no step's worlds or observations are kept.
        for index in trace.statements.indices {
            var effects: [[Effect]] = []
            var step: (line: Int, statement: Statement)? = nil
            for k in sessions.indices {
                var caused: [Effect] = []
                _ = sessions[k].run(statements: index..<index + 1) { entry, _ in
                    guard entry.kind == .step || entry.kind == .skipped else { return }
                    caused = entry.effects
                    step = (entry.line, entry.statement)
                }
                effects.append(caused)
            }
            guard let step, sessions.indices.dropFirst().contains(where: {
                !MatrixObserved.same(sessions[0].world, effects[0], sessions[$0].world, effects[$0])
            }) else { continue }
            differing += 1
            if differing > shown { firstUnshown = firstUnshown ?? step.line; continue }
            let worlds = sessions.map(\.world)
            let differences = Self.differences(in: MatrixObserved.aspects(zip(worlds, effects).map { MatrixObserved($0, $1) }, names: worlds))
            let text = step.statement.printed()
            rows += differingRows(differences, labels: labels, line: step.line, text: text, eventNotes: &eventNotes)
            report?.add(line: step.line, text: text, differences: differences.map { [$0.0] + $0.1 }, worlds: worlds)
        }
        let summaries = sessions.map(\.summary)
        let variants = zip(labels, summaries).map { (label: $0, failures: $1.failures) }
        rows.append(["", "expectations", ""] + variants.map { $0.failures.isEmpty ? "pass" : "\($0.failures.count) failed" })
        if rows.count == 2 { say("Every variant agrees at every step of \(file).") } else { say(table(rows)) }
        if let firstUnshown {
            say("… and \(differing - shown) more steps where the variants differ, from line \(firstUnshown) (--all shows them)")
        }
        if !eventNotes.isEmpty { say(""); for note in eventNotes { say(note) } }
        // Which expectations failed where: the diagnostics, per variant.
        var failed = false
        for variant in variants where !variant.failures.isEmpty {
            failed = true
            say("")
            say("\(variant.label):")
            for failure in variant.failures { say("  \(failure.description)") }
        }
        if let html, let report, !RenderCommand.write(report.page(), to: html, command: "matrix") { return CLI.cannotWrite }
        return failed ? 1 : 0
    }

    /// The aspects whose values differ between the variants, each with every variant's value.
    static func differences(in cells: [[(String, String)]]) -> [(String, [String])] {
        (cells.first ?? []).indices.compactMap { index in
            let values = cells.map { index < $0.count ? $0[index].1 : "-" }
            return Set(values).count > 1 ? (cells[0][index].0, values) : nil
        }
    }

    /// The table's rows for one step where variants differ: one per aspect that differs.
    static func differingRows(_ differences: [(String, [String])], labels: [String], line: Int, text: String,
                              eventNotes: inout [String]) -> [[String]] {
        var rows: [[String]] = []
        for (aspect, found) in differences {
            var values = found
            if aspect == "events" {
                var letters: [String: String] = [:]
                var distinct: [String] = []
                for value in values where letters[value] == nil {
                    let n = distinct.count
                    letters[value] = n < 26 ? String(UnicodeScalar(UInt8(65 + n))) : "A\(n)"   // A…Z, then A26…
                    distinct.append(value)
                }
                eventNotes.append("events at line \(line) (\(text)):")
                for value in distinct {
                    let who = labels.indices.filter { values[$0] == value }.map { labels[$0] }.joined(separator: ", ")
                    eventNotes.append("  \(letters[value]!) (\(who)): \(value)")
                }
                values = values.map { letters[$0]! }
            }
            rows.append([String(line), text, aspect] + values)
        }
        return rows
    }
}
