// `pivot-bench --only trace` (and `--only parse`, the parse alone, for profiling): parses a
// generated trace of N lines R times and reports MB/s (best and median) and the parse's peak
// memory; then replays it without output and with JSON. Wall-clock time is measured here only.

import Foundation
import PivotTrace

enum BenchParse {
    static func run(lines: Int, rounds: Int, replay: Bool) {
        let bytes = generated(lines: lines)
        let megabytes = Double(bytes.count) / 1_000_000
        // Memory first, in a fresh heap: later rounds would reuse pages the earlier ones freed.
        let memory = measureMemory(bytes)
        var rates: [Double] = []
        var parsed: Trace? = nil
        for _ in 0..<rounds {
            parsed = nil   // freed before the next parse, as a new process would have it
            let start = ContinuousClock.now
            guard let trace = try? TraceParser.parse(bytes: bytes, file: "bench.trace") else {
                say("parse: the generated trace did not parse"); return
            }
            rates.append(megabytes / BenchCommand.seconds(since: start))
            parsed = trace
        }
        guard let trace = parsed else { return }
        rates.sort()
        let speed = rounds == 1 ? "\(format(rates[0])) MB/s"
            : "best \(format(rates.last!)) MB/s, median \(format(rates[rates.count / 2])) MB/s of \(rounds) rounds"
        say("parse:  \(trace.statements.count) statements, \(format(megabytes)) MB: \(speed)")
        say("        \(memory)")
        if replay { BenchCommand.replay(trace) }
    }

    /// The bench trace: a header, then `lines` lines cycling through common steps and expectations.
    static func generated(lines: Int) -> [UInt8] {
        let header = """
            pivot-trace 1
            device iPhoneX
            ios 15.0
            plist all
            controller home supports=all
            controller video supports=landscape autorotate=no preferred=landscapeRight
            window main root=home
            show main key
            launch
            observe UIDeviceOrientationDidChangeNotification
            device-notifications begin

            """
        let body = ["rotate landscapeLeft", "expect interface landscapeRight", "rotate portrait",
                    "expect window main orientation=portrait bounds=375x812", "present video from=home",
                    "expect interface landscapeRight", "dismiss video", "expect statusbar hidden=no height=44"]
            .map { Array(($0 + "\n").utf8) }
        var bytes = Array(header.utf8)
        bytes.reserveCapacity(bytes.count + lines * body.map(\.count).max()!)
        for i in 0..<lines { bytes.append(contentsOf: body[i % body.count]) }
        return bytes
    }

    /// The resident set's peak during one parse, from Linux's high-water mark reset just before
    /// it (`/proc/self/clear_refs`), over the resident set before it (which holds the input), and
    /// what stays resident while the trace is kept. Relative to the file's size.
    static func measureMemory(_ bytes: [UInt8]) -> String {
        guard resetPeak() else { return "peak memory: not measured (no /proc/self/clear_refs)" }
        let before = BenchCommand.residentKiB()
        let trace = try? TraceParser.parse(bytes: bytes, file: "bench.trace")
        let peak = BenchCommand.peakKiB() - before
        let kept = BenchCommand.residentKiB() - before
        withExtendedLifetime(trace) {}
        let file = Double(bytes.count) / 1024
        return "peak memory during the parse: +\(format(Double(peak) / 1024)) MB resident = "
            + "\(format(Double(peak) / file))× the file (\(format(Double(peak) / file + 1))× with the input itself); "
            + "the trace keeps \(format(Double(kept) / file))×"
    }

    /// Sets VmHWM back to the current VmRSS.
    static func resetPeak() -> Bool {
        FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
            && (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }

    static func format(_ value: Double) -> String { BenchCommand.format(value) }
}
