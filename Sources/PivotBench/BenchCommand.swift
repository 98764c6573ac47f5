// `pivot-bench`: engine, parser, replay, compositor, explorer and harness speed, and peak memory. Wall-clock time is measured
// here only; nothing Pivot outputs elsewhere depends on it.

import Foundation
import Pivot
import PivotCommandLine
import PivotTrace

enum BenchCommand {
    static let help = """
        USAGE: pivot-bench [--events N] [--rounds R] [--depth D] [--tests T] [--quick]
                           [--only engine|records|decisions|hash|trace|parse|compositor|
                                   covered|explore|explore-paired|explore-large|harness|uikit|
                                   layout|library]
               pivot-bench --scale [--only DIMENSION] [--max N] [--quick]

        Applies N device rotations (default 1,000,000) to an app with 8 windows, 3 of
        them presenting, and reports events per second and peak memory; then parses a
        generated trace of N lines R times (MB/s, best and median; peak memory against
        the file's size) and replays it without output and with JSON output (statements
        per second; `--only parse` stops before the replay); then builds, flattens and
        hit-tests a scene of 100,000 views in 10 windows, beside the time to sort 100,000
        Doubles; then answers `expect covered` for a view under 200, 800 and 3,200 turned
        views. The engine runs with callback records and without (decisions only), each R
        times (default 3) from a fresh world, and prints the best and the median round;
        `--only records` or `--only decisions` runs one of them. `--only hash` measures
        what an explorer does per state: copy a world, apply a rotation, hash the result.
        `--only explore` runs a breadth-first search over an app with 4 windows and 12
        events to depth D (default 8) on one core and on all, and reports distinct
        states per second; `--only explore-paired` the same with its overlays' events
        as a library's, over pairs of worlds (leaves-host-alone compared on every
        state). `--only explore-large` (never part of a full run) searches a
        larger app on every core to depth D (default 10: 14.7 million states, about 40
        seconds) and reports the rate and peak memory per state. Last, `--only harness`
        times T typical PivotTesting tests (default 10,000: build the app, rotate,
        receive every effect, two expectations, finish) against the same work through
        replay, and `--only uikit` a toast shown, two rotations and the toast hidden
        through PivotUIKit objects against the same steps as events; `--only layout` a root
        view held by 50 constraints turned and back, against the same rows laid out by
        autoresizing, and the re-solve alone; `--only library`
        a library of 7 calls and 3 host events explored to depth D (default 8, here 6)
        over every common host (LibraryExplorer), in states per second.
        `--quick` is 50,000 events, one round, depth 5, 500 tests.
        `--scale` times replay and render of generated traces at 1,000, 10,000 and
        100,000 (up to --max N) of each dimension: views-flat, views-filled (fill=parent),
        views-nested, windows (to 10,000), controllers, expectations, failures (failing
        expectations), observers, events, presentations; it prints the exponent of each
        (1.0 is linear); `--only DIMENSION` runs one (and implies --scale), `--quick` stops
        at 10,000.
        Build in release mode for meaningful figures: swift run -c release pivot-bench
        (or Tools/bench).
        """

    static func run(_ args: [String]) -> Int32 {
        if args.contains("--help") || args.contains("-h") {
            say(help)
            return 0
        }
        // Every option is known, and those that take a value have one; the first of each counts.
        var reader = ArgumentReader(args, options: ["--events", "--rounds", "--only", "--depth", "--max", "--tests"].map { .value($0) }
                                    + [.flag("--quick"), .flag("--scale")])
        var values: [String: String] = [:]
        var flags: Set<String> = []
        while let item = reader.next() {
            switch item {
            case .value(let name, nil):
                printError("pivot-bench: \(name) needs a value")
                return 2
            case .value(let name, let value?): values[name] = values[name] ?? value
            case .flag(let name): flags.insert(name)
            case .unknown(let arg):
                printError(OptionSuggestion.unknownOption(arg, command: "pivot-bench", options: OptionSuggestion.options(inHelp: help))
                           + "\nRun 'pivot-bench --help' for its options.")
                return 2
            case .positional(let arg):
                printError("pivot-bench: unexpected argument '\(arg)'")
                return 2
            }
        }
        let parts = ["engine", "records", "decisions", "hash", "trace", "parse", "compositor", "covered", "explore", "explore-paired",
                     "explore-large", "harness", "uikit", "layout", "library"] + BenchScale.dimensions.map(\.name)
        let only = values["--only"]
        if let only, !parts.contains(only) {
            let near = OptionSuggestion.closest(to: only, in: parts, within: 3).map { "; did you mean '\($0)'?" } ?? ""
            printError("pivot-bench: --only takes one of \(parts.joined(separator: ", "))\(near)")
            return 2
        }
        let quick = flags.contains("--quick")
        func number(_ name: String, atLeast least: Int) -> Int? { values[name].flatMap { Int($0) }.flatMap { $0 >= least ? $0 : nil } }
        let events = quick ? 50_000 : number("--events", atLeast: 1) ?? 1_000_000
        let rounds = quick ? 1 : number("--rounds", atLeast: 1) ?? 3
        #if DEBUG
        say("note: a debug build; use `swift run -c release pivot-bench` for real figures")
        #endif
        if flags.contains("--scale") || BenchScale.dimensions.contains(where: { $0.name == only }) {
            BenchScale.run(only: only, largest: quick ? 10_000 : number("--max", atLeast: 10_000))
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
        if only == nil || only == "covered" { BenchCovered.run(sizes: quick ? [100, 200, 400] : [200, 800, 3200]) }
        let depth = number("--depth", atLeast: 1) ?? (quick ? 5 : 8)
        if only == nil || only == "explore" { BenchExplore.run(depth: depth, rounds: max(rounds, 21)) }
        if only == nil || only == "explore-paired" { BenchExplore.run(depth: depth, rounds: max(rounds, 21), paired: true) }
        // Not part of the full run: it takes about forty seconds and most of a gigabyte.
        if only == "explore-large" { BenchExplore.runLarge(depth: values["--depth"] != nil ? depth : 10) }
        if only == nil || only == "uikit" { BenchUIKit.run(rounds: rounds) }
        if only == nil || only == "layout" { BenchLayout.run(rounds: rounds) }
        if only == nil || only == "library" { BenchLibrary.run(depth: values["--depth"] != nil ? depth : (quick ? 3 : 6)) }
        if only == nil || only == "harness" {
            let tests = quick ? 500 : number("--tests", atLeast: 1) ?? 10_000
            return waitFor { try await BenchHarness.run(tests: tests) }
        }
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
