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
                guard let value, !value.isEmpty else { printError("pivot matrix: error: --html needs a file to write the page to"); return 2 }
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
        if RenderCommand.clash(output: html, inputs: [file], command: "matrix") { return 2 }
        guard let (trace, source) = CLI.load(file, command: "matrix", format: format) else { return 2 }
        // Devices are paired as a replay pairs them: a pair it refuses (an iPhone 6 on iOS 7.1, a
        // screen that never ran that system) is refused here too, naming a device of that era,
        // whether --devices gives the device or the trace's `device` line does. A trace without
        // a `device` line runs the default device, a model choice a replay does not check either.
        let written = Self.deviceWord(in: source)
        if versions.isEmpty, devices.isEmpty, written != nil {
            // The default versions a written device ran: the others would be pairs a replay refuses.
            let ran = MatrixComparison.defaultVersions.filter { DeviceCatalog.eraProblem(device: trace.header.device, ios: $0) == nil }
            let left = MatrixComparison.defaultVersions.filter { !ran.contains($0) }
            if !left.isEmpty {
                printError("pivot matrix: note: iOS \(left.map(\.description).joined(separator: ", ")) left out: "
                           + "the trace's \(trace.header.device) first ran iOS \(DeviceCatalog.firstOS(named: trace.header.device)!)")
            }
            versions = ran.isEmpty ? [trace.header.ios] : ran
        }
        for model in devices.isEmpty ? (written == nil ? [] : [trace.header.device]) : devices {
            for version in versions {
                guard let problem = DeviceCatalog.eraProblem(device: model, ios: version) else { continue }
                if devices.isEmpty, let written {
                    let where_ = "\(LoadedTrace.displayName(file)):\(written.line):\(written.column)"
                    printError("\(where_): error: --ios \(version) with the trace's device \(model): \(problem); "
                               + "compare that version on another device with --devices")
                } else {
                    printError("pivot matrix: --ios \(version) with device \(model): \(problem)")
                }
                return 2
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

    /// Where the trace's `device` line names its device (line and column, from 1), if it has one.
    static func deviceWord(in source: [UInt8]) -> (line: Int, column: Int)? {
        for (index, line) in source.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let text = String(decoding: line, as: UTF8.self)
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard words.first == "device", words.count > 1, let name = words.dropFirst().first else { continue }
            return (index + 1, text.distance(from: text.startIndex, to: name.startIndex) + 1)
        }
        return nil
    }
}
