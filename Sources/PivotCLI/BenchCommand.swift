// `pivot bench`: engine, parser and replay speed, and peak memory. Wall-clock time is measured
// here only; nothing Pivot outputs elsewhere depends on it.

import Foundation
import Pivot
import PivotTrace

enum BenchCommand {
    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "bench") { return 0 }
        // Every option is known, and those that take a value have one.
        let valued: Set = ["--events", "--rounds", "--only", "--depth", "--max"], flags: Set = ["--quick", "--scale"]
        var index = 0
        while index < args.count {
            let arg = args[index]
            if valued.contains(arg) {
                guard index + 1 < args.count else { printError("pivot bench: \(arg) needs a value"); return 2 }
                index += 1
            } else if !flags.contains(arg) {
                printError(arg.hasPrefix("-") ? CLI.unknownOption(arg, command: "bench") : "pivot bench: unexpected argument '\(arg)'")
                return 2
            }
            index += 1
        }
        let parts = ["engine", "records", "decisions", "hash", "trace", "parse", "compositor", "covered", "explore", "explore-paired", "explore-large"] + BenchScale.dimensions.map(\.name)
        if let i = args.firstIndex(of: "--only"), !parts.contains(args[i + 1]) {
            let near = parts.min { editDistance($0, args[i + 1]) < editDistance($1, args[i + 1]) }
                .flatMap { editDistance($0, args[i + 1]) <= 3 ? "; did you mean '\($0)'?" : nil } ?? ""
            printError("pivot bench: --only takes one of \(parts.joined(separator: ", "))\(near)")
            return 2
        }
        var events = 1_000_000
        if let i = args.firstIndex(of: "--events"), i + 1 < args.count, let n = Int(args[i + 1]), n > 0 { events = n }
        var rounds = 3
        if let i = args.firstIndex(of: "--rounds"), i + 1 < args.count, let n = Int(args[i + 1]), n > 0 { rounds = n }
        if args.contains("--quick") { events = 50_000; rounds = 1 }
        let only = args.firstIndex(of: "--only").flatMap { $0 + 1 < args.count ? args[$0 + 1] : nil }
        #if DEBUG
        say("note: a debug build; use `swift run -c release pivot bench` for real figures")
        #endif
        if args.contains("--scale") || BenchScale.dimensions.contains(where: { $0.name == only }) {
            var largest: Int? = nil
            if let i = args.firstIndex(of: "--max"), i + 1 < args.count, let n = Int(args[i + 1]), n >= 10_000 { largest = n }
            if args.contains("--quick") { largest = 10_000 }
            BenchScale.run(only: only, largest: largest)
            return 0
        }
        if only == nil || only == "engine" { engine(events: events, rounds: rounds) }
        if only == "records" { engine(events: events, rounds: rounds, modes: [true]) }
        if only == "decisions" { engine(events: events, rounds: rounds, modes: [false]) }
        if only == nil || only == "engine" || only == "hash" { hashing(worlds: min(events, 200_000)) }
        if only == nil || only == "trace" || only == "parse" {
            BenchParse.run(lines: events, rounds: rounds, replay: only != "parse")
        }
        if only == nil || only == "compositor" { BenchCompositor.run() }
        if only == nil || only == "covered" { BenchCovered.run(sizes: args.contains("--quick") ? [100, 200, 400] : [200, 800, 3200]) }
        var depth = args.contains("--quick") ? 5 : 8
        if let i = args.firstIndex(of: "--depth"), i + 1 < args.count, let n = Int(args[i + 1]), n > 0 { depth = n }
        if only == nil || only == "explore" { BenchExplore.run(depth: depth, rounds: max(rounds, 21)) }
        if only == nil || only == "explore-paired" { BenchExplore.run(depth: depth, rounds: max(rounds, 21), paired: true) }
        // Not part of the full run: it takes about forty seconds and most of a gigabyte.
        if only == "explore-large" { BenchExplore.runLarge(depth: args.contains("--depth") ? depth : 10) }
        return 0
    }

    /// An app with 8 windows, 3 of them presenting full-screen controllers.
    static func benchWorld() -> World {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhoneX")!, profile: BehaviorProfile(ios: OSVersion(15, 0)))
        config.plistRawMask = .all
        var world = World(config: config)
        var events: [Event] = [.deviceNotifications(begin: true)]
        for i in 0..<8 {
            events.append(.declareController("root\(i)", [.supports(i % 2 == 0 ? .allButUpsideDown : .all)]))
            events.append(.createWindow({ var s = WindowSpec(name: "w\(i)"); s.level = Double(i * 10); s.root = "root\(i)"; return s }()))
            events.append(.show("w\(i)", key: i == 0))
        }
        for i in 0..<3 {
            events.append(.declareController("modal\(i)", [.supports(.landscape)]))
            events.append(.present("modal\(i)", from: "root\(i)", style: .fullScreen, animated: false))
        }
        events.append(.launch)
        for e in events { _ = world.apply(e) }
        return world
    }

    static func engine(events: Int, rounds: Int, modes: [Bool] = [true, false]) {
        for callbacks in modes { engine(events: events, rounds: rounds, callbacks: callbacks) }
    }

    /// Runs the rotations `rounds` times from a fresh world and reports the best and the median
    /// round: on a shared machine one round can be slowed by others' work.
    static func engine(events: Int, rounds: Int, callbacks: Bool) {
        let rssBefore = residentKiB()
        var rates: [Double] = []
        var effectCount = 0
        var crashed = false
        for _ in 0..<rounds {
            let (seconds, effects, crash) = rotate(events: events, callbacks: callbacks)
            rates.append(Double(events) / seconds)
            effectCount = effects
            crashed = crashed || crash
        }
        rates.sort()
        let mode = callbacks ? "with callback records" : "decisions only (no callback records)"
        let speed = rounds == 1 ? "\(rate(rates[0])) events/s, \(effectCount) effects"
            : "best \(rate(rates.last!)) events/s, median \(rate(rates[rates.count / 2])) of \(rounds) rounds, \(effectCount) effects per round"
        say("engine: \(events) rotations, 8 windows (3 presenting), \(mode): \(speed)")
        say("        resident memory \(rssBefore) KiB before, \(residentKiB()) KiB after; peak \(peakKiB()) KiB; crashed: \(crashed ? "yes" : "no")")
    }

    /// One round: the rotations applied to the bench world, reusing one effect buffer.
    static func rotate(events: Int, callbacks: Bool) -> (seconds: Double, effects: Int, crashed: Bool) {
        var world = benchWorld()
        let cycle: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .faceUp, .portrait]
        var buffer: [Effect] = []
        buffer.reserveCapacity(64)
        var effectCount = 0
        let start = ContinuousClock.now
        for i in 0..<events {
            buffer.removeAll(keepingCapacity: true)
            world.apply(.rotate(cycle[i % cycle.count]), into: &buffer, recordsCallbacks: callbacks)
            effectCount &+= buffer.count
        }
        return (seconds(since: start), effectCount, world.crashed)
    }

    /// What an explorer does per state: copy the world, apply one event, hash the result.
    static func hashing(worlds: Int) {
        let start = benchWorld()
        let cycle: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .faceUp, .portrait]
        var buffer: [Effect] = []
        var seen = Set<Int>()
        let began = ContinuousClock.now
        var world = start
        for i in 0..<worlds {
            var next = world
            buffer.removeAll(keepingCapacity: true)
            next.apply(.rotate(cycle[i % cycle.count]), into: &buffer, recordsCallbacks: false)
            seen.insert(next.hashValue)
            world = next
        }
        let elapsed = seconds(since: began)
        say("hash:   \(rate(Double(worlds) / elapsed)) worlds/s copied, stepped (decisions only) and hashed (\(worlds) worlds, \(seen.count) distinct hashes)")
    }

    /// Replays a parsed trace without output, then with JSON Lines output.
    static func replay(_ trace: Trace) {
        let quietStart = ContinuousClock.now
        var steps = 0
        let summary = Replay.stream(trace, file: "bench.trace") { entry, _ in if entry.kind == .step { steps += 1 } }
        let quietSeconds = seconds(since: quietStart)
        say("replay: \(rate(Double(steps) / quietSeconds)) steps/s (\(rate(Double(trace.statements.count) / quietSeconds)) statements/s) without output (\(steps) steps, \(summary.failures.count) failures)")

        let writer = TimelineWriter(format: .json)
        var bytesOut = 0
        let jsonStart = ContinuousClock.now
        _ = Replay.stream(trace, file: "bench.trace") { entry, world in bytesOut += writer.entry(entry, file: "bench.trace", world: world).utf8.count }
        let jsonSeconds = seconds(since: jsonStart)
        say("replay: \(rate(Double(steps) / jsonSeconds)) steps/s (\(rate(Double(trace.statements.count) / jsonSeconds)) statements/s) with JSON output (\(bytesOut / 1_000_000) MB rendered); peak \(peakKiB()) KiB")
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func rate(_ value: Double) -> String { String(Int(value)) }
    static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    /// VmRSS / VmHWM from /proc (Linux); 0 where unavailable.
    static func residentKiB() -> Int { procStatus("VmRSS:") }
    static func peakKiB() -> Int { procStatus("VmHWM:") }
    static func procStatus(_ key: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
