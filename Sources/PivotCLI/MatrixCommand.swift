// `pivot matrix`: one trace under several iOS versions or devices (MatrixComparison), and where
// they disagree.

import Pivot
import PivotTrace

enum MatrixCommand {
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
        guard let trace = ReplayCommand.load(file) else { return 2 }
        let comparison = MatrixComparison(versions: versions, sdk: sdk, devices: devices, limit: all ? nil : 500)
        var report: MatrixReport? = nil
        let outcome: MatrixOutcome
        if html != nil { (outcome, report) = comparison.runDrawing(trace, file: file) } else { outcome = comparison.run(trace, file: file) }
        var out = Output()
        switch format {
        case "json": out.write(outcome.json())
        case "junit": out.write(outcome.junit().xml())
        default: out.write(VisibleText.escaped(outcome.text()))
        }
        out.flush()
        if let html, let report, !RenderCommand.write(report.page(), to: html, command: "matrix") { return CLI.cannotWrite }
        return outcome.exit
    }
}
