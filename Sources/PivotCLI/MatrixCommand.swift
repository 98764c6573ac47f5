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
            printError("USAGE: pivot matrix FILE [--ios V,V,...] [--sdk V] [--devices D,D,...]")
            return 2
        }
        if versions.isEmpty { versions = devices.isEmpty ? defaultVersions : [] }
        guard let trace = ReplayCommand.load(file) else { return 2 }
        if versions.isEmpty { versions = [trace.header.ios] }
        let models = devices.isEmpty ? [trace.header.device] : devices

        // Every variant (device × version), replayed; per step, what each aspect was after it.
        var variants: [(label: String, steps: [[(String, String)]], failures: [ReplayFailure])] = []
        var lines: [Int] = []
        var texts: [String] = []
        for model in models {
            for version in versions {
                var variant = trace
                variant.header.device = model
                variant.header.ios = version
                variant.header.sdk = sdk ?? (trace.header.sdk == nil ? nil : version)
                var steps: [[(String, String)]] = []
                var session = ReplaySession(trace: variant, file: file)
                let first = variants.isEmpty
                let summary = session.run { entry, world in
                    guard entry.kind == .step || entry.kind == .skipped else { return }
                    steps.append(aspects(world, entry.effects))
                    if first { lines.append(entry.line); texts.append(entry.text) }
                }
                let label = (devices.isEmpty ? "" : "\(model) ") + (versions.count > 1 || devices.isEmpty ? "iOS \(version)" : "")
                variants.append((label.trimmingCharacters(in: .whitespaces), steps, summary.failures))
            }
        }
        var rows: [[String]] = [["line", "step", "what"] + variants.map(\.label)]
        // Event lists are long: the table names each distinct one by a letter, listed below it.
        var eventNotes: [String] = []
        for step in lines.indices {
            let cells = variants.map { step < $0.steps.count ? $0.steps[step] : [] }
            for (index, aspect) in (cells.first ?? []).enumerated() {
                var values = cells.map { index < $0.count ? $0[index].1 : "-" }
                guard Set(values).count > 1 else { continue }
                if aspect.0 == "events" {
                    var letters: [String: String] = [:]
                    var distinct: [String] = []
                    for value in values where letters[value] == nil {
                        let n = distinct.count
                        letters[value] = n < 26 ? String(UnicodeScalar(UInt8(65 + n))) : "A\(n)"   // A…Z, then A26…
                        distinct.append(value)
                    }
                    eventNotes.append("events at line \(lines[step]) (\(texts[step])):")
                    for value in distinct {
                        let who = variants.indices.filter { values[$0] == value }.map { variants[$0].label }.joined(separator: ", ")
                        eventNotes.append("  \(letters[value]!) (\(who)): \(value)")
                    }
                    values = values.map { letters[$0]! }
                }
                rows.append([String(lines[step]), texts[step], aspect.0] + values)
            }
        }
        rows.append(["", "expectations", ""] + variants.map { $0.failures.isEmpty ? "pass" : "\($0.failures.count) failed" })
        if rows.count == 2 { say("Every variant agrees at every step of \(file).") } else { say(table(rows)) }
        if !eventNotes.isEmpty { say(""); for note in eventNotes { say(note) } }
        // Which expectations failed where: the diagnostics, per variant.
        var failed = false
        for variant in variants where !variant.failures.isEmpty {
            failed = true
            say("")
            say("\(variant.label):")
            for failure in variant.failures { say("  \(failure.description)") }
        }
        return failed ? 1 : 0
    }

    /// What a step left, aspect by aspect: the interface, a crash, each window, the screen, the
    /// status bar, the stacking order, the key window, and what the step posted and called.
    static func aspects(_ world: World, _ effects: [Effect]) -> [(String, String)] {
        let windows = world.windows.map { "\($0.name):\($0.orientation.name) \($0.bounds)" }.joined(separator: ", ")
        var bar = world.statusBarHidden ? "hidden" : "\(formatNumber(world.statusBarHeight)) \(world.statusBar.orientation.name)"
        if world.statusBarCovered { bar += " covered" }
        bar += " \(world.statusBarStyle.rawValue)"
        let order = world.screenLayers.map { layer -> String in
            switch layer {
            case .window(let id): world[id].name
            case .statusBar: "statusbar"
            case .keyboard: "keyboard"
            }
        }.joined(separator: ",")
        let events = effects.compactMap { effect -> String? in
            switch effect {
            case .posted(let n): n.name.rawValue.replacingOccurrences(of: "Notification", with: "")
            case .callback(let r): "\(world[r.controller].name).\(r.callback.rawValue)"
            default: nil
            }
        }.joined(separator: ",")
        let safeAreas = world.controllers.indices.filter { world.controllers[$0].inWindow }
            .map { "\(world.controllers[$0].name) \(world.safeArea(of: ControllerID($0)))" }.joined(separator: ", ")
        return [("interface", world.statusBar.orientation.name), ("crash", world.crash.map(\.name) ?? "-"),
                ("windows", windows), ("screen", world.screenBounds.description), ("safe areas", safeAreas.isEmpty ? "-" : safeAreas),
                ("status bar", bar),
                ("order", order), ("key", world.keyWindow.map { world[$0].name } ?? "none"),
                ("events", events.isEmpty ? "-" : events)]
    }
}
