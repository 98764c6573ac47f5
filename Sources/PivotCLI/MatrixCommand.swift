// `pivot matrix`: one trace under several iOS versions or devices (MatrixComparison), and where
// they disagree.

import Pivot
import PivotCommandLine
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
        var format = ResultFormat.text
        var reader = ArgumentReader(args, options: [.value("--ios"), .value("--sdk"), .value("--devices"), .flag("--all"),
                                                    .value("--format", joined: true), .value("--html", joined: true)])
        while let item = reader.next() {
            switch item {
            case .value(let name, nil) where name == "--ios" || name == "--sdk" || name == "--devices":
                printError("pivot matrix: \(name) needs a value")
                return 2
            case .value("--devices", let value?):
                devices = value.split(separator: ",").map(String.init)
                if devices.isEmpty { printError("pivot matrix: --devices takes device names separated by commas"); return 2 }
                if let unknown = devices.first(where: { DeviceCatalog.model(named: $0) == nil }) {
                    printError("pivot matrix: unknown device '\(unknown)'; \(DeviceCatalog.unknownNameAdvice(unknown))")
                    return 2
                }
            case .value("--format", let value):
                guard let value, let chosen = ResultFormat(rawValue: value) else {
                    printError("pivot matrix: --format takes text, json or junit")
                    return 2
                }
                format = chosen
            case .value("--html", let value):
                guard let value, !value.isEmpty else { printError("pivot matrix: --html needs a file to write the page to"); return 2 }
                html = value
            case .value(let name, let value?):   // --ios, --sdk
                let values = value.split(separator: ",").map(String.init)
                let parsed = values.compactMap { OSVersion($0) }
                guard parsed.count == values.count, !parsed.isEmpty else {
                    printError("pivot matrix: \(name) takes versions X.Y separated by commas, e.g. 7.1,8.4,11.0,18.0,26.0")
                    return 2
                }
                if let wrong = parsed.first(where: { $0.unmodelledReason != nil }), let reason = wrong.unmodelledReason {
                    printError("pivot matrix: \(name): unsupported version \(wrong): \(reason)")
                    return 2
                }
                if let wrong = parsed.first(where: { $0.neverShippedReason != nil }), let reason = wrong.neverShippedReason {
                    printError("pivot matrix: \(name): \(wrong) never shipped: \(reason)")
                    return 2
                }
                if name == "--ios" { versions = parsed } else { sdk = parsed[0] }
            case .flag: all = true
            case .unknown(let arg):
                printError(CLI.unknownOption(arg, command: "matrix"))
                return 2
            case .positional(let arg) where file == nil: file = arg
            case .positional, .value:
                printError("pivot matrix: one trace at a time")
                return 2
            }
        }
        guard let file else {
            printError("USAGE: pivot matrix FILE [--ios V,V,...] [--sdk V] [--devices D,D,...] [--all] [--format text|json|junit] [--html PAGE.html]")
            return 2
        }
        guard let (trace, _) = CLI.load(file, command: "matrix", format: format) else { return 2 }
        // Devices given with --devices are paired as a replay pairs them: a pair it refuses (an
        // iPhone 6 on iOS 7.1, a screen that never ran that system) is refused here, naming a
        // device of that era. The trace's own device is compared as written, with a warning.
        for model in devices {
            for version in versions {
                if let problem = DeviceCatalog.eraProblem(device: model, ios: version) {
                    printError("pivot matrix: --ios \(version) with device \(model): \(problem)")
                    return 2
                }
            }
        }
        if devices.isEmpty {
            for version in versions {
                if let problem = DeviceCatalog.eraProblem(device: trace.header.device, ios: version) {
                    printError("pivot matrix: warning: iOS \(version) runs the trace's \(trace.header.device), a pair a replay refuses: \(problem)")
                }
            }
        }
        var comparison = MatrixComparison(versions: versions, sdk: sdk, devices: devices)
        if all { comparison.limit = nil }
        var report: MatrixReport? = nil
        let outcome: MatrixOutcome
        if html != nil { (outcome, report) = comparison.runDrawing(trace, file: file) } else { outcome = comparison.run(trace, file: file) }
        CLI.print(outcome, as: format)
        if let html, let report, !RenderCommand.write(report.page(), to: html, command: "matrix") { return CLI.cannotWrite }
        return outcome.exit
    }
}
