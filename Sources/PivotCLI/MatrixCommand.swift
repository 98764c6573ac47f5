// `pivot matrix`: one trace under several iOS versions, and where they disagree.

import Pivot
import PivotTrace

enum MatrixCommand {
    /// One version from each era that changed the rules (A5, A8, S1, S4, A9, P).
    static let defaultVersions = HostSet.commonVersions

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "matrix") { return 0 }
        var file: String?
        var versions: [OSVersion] = []
        var sdk: OSVersion?
        var devices: [String] = []
        var all = false
        var html: String? = nil
        var format = "text"
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
                    printError("pivot matrix: unknown device '\(unknown)'; \(DeviceCatalog.unknownNameAdvice(unknown))")
                    return 2
                }
            } else if arg == "--all" {
                all = true
            } else if let value = CLI.value(of: "--format", args, &index) {
                guard let value, ["text", "json", "junit"].contains(value) else {
                    printError("pivot matrix: --format takes text, json or junit")
                    return 2
                }
                format = value
            } else if let value = CLI.value(of: "--html", args, &index) {
                guard let value else { printError("pivot matrix: --html needs a file to write the page to"); return 2 }
                html = value
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
            printError("USAGE: pivot matrix FILE [--ios V,V,...] [--sdk V] [--devices D,D,...] [--all] [--format text|json|junit] [--html PAGE.html]")
            return 2
        }
        if versions.isEmpty { versions = devices.isEmpty ? defaultVersions : [] }
        guard let trace = ReplayCommand.load(file) else { return 2 }
        if versions.isEmpty { versions = [trace.header.ios] }
        let models = devices.isEmpty ? [trace.header.device] : devices

        // Every variant (device × version), replayed side by side a statement at a time: no
        // step's worlds or observations are kept.
        var sessions: [ReplaySession] = []
        var labels: [String] = []
        for model in models {
            for version in versions {
                var variant = trace
                variant.header.changeDevice(to: model)
                variant.header.ios = version
                variant.header.sdk = sdk ?? (trace.header.sdk == nil ? nil : version)
                sessions.append(ReplaySession(trace: variant, file: file))
                let label = (devices.isEmpty ? "" : "\(model) ") + (versions.count > 1 || devices.isEmpty ? "iOS \(version)" : "")
                labels.append(label.trimmingCharacters(in: .whitespaces))
            }
        }
        var outcome = MatrixOutcome(file: file, labels: labels)
        var report = html.map { _ in MatrixReport(file: file, labels: labels) }
        // A table is read by people: past `shown` differing steps, they are only counted.
        let shown = all ? Int.max : 500
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
            if outcome.steps.count >= shown {
                outcome.more += 1
                outcome.firstUnshown = outcome.firstUnshown ?? step.line
                continue
            }
            let worlds = sessions.map(\.world)
            let differences = Self.differences(in: MatrixObserved.aspects(zip(worlds, effects).map { MatrixObserved($0, $1) }, names: worlds))
            // `same` compares what the aspects show; should they agree after all, nothing differs.
            if differences.isEmpty { continue }
            let text = step.statement.printed()
            outcome.steps.append(.init(line: step.line, text: text, differences: differences.map { .init(aspect: $0.0, values: $0.1) }))
            report?.add(line: step.line, text: text, differences: differences, worlds: worlds)
        }
        outcome.failures = zip(labels, sessions).map { label, session in
            .init(variant: label, failures: session.summary.failures.map { .init(line: $0.line, column: $0.column, message: $0.message, text: $0.description) })
        }
        var out = Output()
        switch format {
        case "json": out.write(outcome.json())
        case "junit": out.write(JUnitOutput.matrix(outcome).xml())
        default: out.write(VisibleText.escaped(outcome.text()))
        }
        out.flush()
        if let html, let report, !RenderCommand.write(report.page(), to: html, command: "matrix") { return CLI.cannotWrite }
        return outcome.exit
    }

    /// The aspects whose values differ between the variants, each with every variant's value.
    static func differences(in cells: [[(String, String)]]) -> [(String, [String])] {
        (cells.first ?? []).indices.compactMap { index in
            let values = cells.map { index < $0.count ? $0[index].1 : "-" }
            return Set(values).count > 1 ? (cells[0][index].0, values) : nil
        }
    }
}
