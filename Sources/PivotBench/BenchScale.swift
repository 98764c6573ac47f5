// `pivot-bench --scale`: how the time to replay and to draw a trace grows with each dimension of
// an app (issue 15: linear everywhere). Each dimension's trace is generated at 1e3, 1e4 and 1e5
// (windows up to 1e4); the exponent is the slope of log(time) over log(size), so 1.0 is linear
// and 2.0 quadratic. Wall-clock time is measured here only.

import Foundation
import Pivot
import PivotTrace

enum BenchScale {
    /// One dimension: a trace of size n, and the largest n worth timing.
    struct Dimension: Sendable {
        let name: String
        let what: String
        let largest: Int
        let lines: @Sendable (Int) -> [String]
    }

    static let head = ["pivot-trace 1", "device iPhoneX", "ios 16.0", "controller home supports=all",
                       "window main root=home", "show main key", "launch"]

    static let dimensions: [Dimension] = [
        Dimension(name: "views-flat", what: "views side by side in one window", largest: 100_000) { n in
            head + (0..<n).map { "view v\($0) in=main frame=\($0 % 300),\($0 % 500),40,40" }
                + ["rotate landscapeLeft", "expect interface landscapeRight"]
        },
        Dimension(name: "views-filled", what: "views that fill their window (fill=parent)", largest: 100_000) { n in
            head + (0..<n).map { "view v\($0) in=main frame=0,0,40,40 fill=parent" } + ["rotate landscapeLeft"]
        },
        Dimension(name: "views-nested", what: "views each inside the previous one", largest: 100_000) { n in
            head + ["view v0 in=main frame=1,1,300,300"] + (1..<max(n, 1)).map { "view v\($0) in=v\($0 - 1) frame=1,1,300,300" }
                + ["rotate landscapeLeft"]
        },
        Dimension(name: "windows", what: "windows, each with a root controller, shown", largest: 10_000) { n in
            head + (0..<n).flatMap { ["controller c\($0) supports=all", "window w\($0) level=\($0 % 3000) root=c\($0)", "show w\($0)"] }
                + ["rotate landscapeLeft", "expect interface landscapeRight"]
        },
        Dimension(name: "controllers", what: "controllers pushed on one navigation stack", largest: 100_000) { n in
            head + ["controller base supports=all", "controller nav kind=navigation children=base forwards=yes",
                    "window w2 root=nav", "show w2 key"]
                + (0..<n).flatMap { ["controller c\($0) supports=all", "push c\($0) on=nav"] } + ["rotate landscapeLeft"]
        },
        Dimension(name: "expectations", what: "expectations after one rotation", largest: 100_000) { n in
            head + ["rotate landscapeLeft"] + Array(repeating: "expect interface landscapeRight", count: n)
        },
        Dimension(name: "failures", what: "failing expectations, each quoted with its line and a caret", largest: 100_000) { n in
            head + ["rotate landscapeLeft"] + Array(repeating: "expect interface portrait", count: n)
        },
        Dimension(name: "observers", what: "observers of the device notification", largest: 100_000) { n in
            head + ["device-notifications begin"] + Array(repeating: "observe UIDeviceOrientationDidChangeNotification", count: n)
                + ["rotate landscapeLeft"]
        },
        Dimension(name: "events", what: "rotations", largest: 100_000) { n in
            let cycle = ["landscapeLeft", "portrait", "landscapeRight", "portrait"]
            return head + (0..<n).map { "rotate \(cycle[$0 % 4])" }
        },
        Dimension(name: "presentations", what: "controllers each presented over the previous one", largest: 100_000) { n in
            head + (0..<n).flatMap { ["controller p\($0) supports=all", "present p\($0) from=\($0 == 0 ? "home" : "p\($0 - 1)") style=overFullScreen"] }
                + ["rotate landscapeLeft"]
        },
    ]

    /// Times `pivot replay --quiet` (parse and replay) and `pivot render` (parse, replay to the
    /// end, draw) of each dimension's trace, and prints the exponents.
    static func run(only: String?, largest: Int?) {
        say("scale: seconds to parse and replay (replay) and to parse, replay and draw the end (render); best of 9 at 1k, 3 at 10k, 1 at the largest size")
        say("       exponent: slope of log(time) over log(size) from the smallest to the largest size; 1.0 is linear")
        var worst = 0.0
        for dimension in dimensions where only == nil || only == dimension.name {
            let top = min(dimension.largest, largest ?? dimension.largest)
            var sizes: [Int] = []
            var n = 1_000
            while n <= top { sizes.append(n); n *= 10 }
            guard sizes.count >= 2 else { continue }
            var replay: [Double] = [], render: [Double] = []
            for size in sizes {
                let bytes = Array((dimension.lines(size).joined(separator: "\n") + "\n").utf8)
                // Small sizes take milliseconds: more rounds, so one slow round does not set the slope.
                let rounds = size == sizes.last ? 1 : size <= 1_000 ? 9 : 3
                replay.append(best(rounds) { replayOnce(bytes) })
                render.append(best(rounds) { renderOnce(bytes) })
            }
            let e1 = exponent(sizes, replay), e2 = exponent(sizes, render)
            worst = max(worst, e1, e2)
            let cells = zip(sizes, zip(replay, render)).map { "\(label($0.0)) \(String(format: "%.4f", $0.1.0))/\(String(format: "%.4f", $0.1.1))" }
            say(pad(dimension.name, 14) + "replay " + String(format: "%.2f", e1) + ", render " + String(format: "%.2f", e2)
                + "   (" + cells.joined(separator: ", ") + " s; \(dimension.what))")
            if dimension.name == "views-flat", let r = replay.last, let d = render.last, r > 0 {
                say(pad("", 14) + "render of \(label(sizes.last!)) views takes " + String(format: "%.1f", d / r) + "× their replay")
            }
        }
        say("scale: largest exponent " + String(format: "%.2f", worst))
    }

    static func replayOnce(_ bytes: [UInt8]) -> Double {
        let start = ContinuousClock.now
        guard let trace = try? TraceParser.parse(bytes: bytes, file: "scale.trace") else { return .nan }
        // What `pivot replay --quiet` prints: the failures, each with its line quoted.
        let writer = TimelineWriter(quiet: true, source: bytes)
        let summary = Replay.stream(trace, file: "scale.trace") { _, _ in }
        if writer.summary(summary).isEmpty { say("scale: an empty summary") }
        return BenchCommand.seconds(since: start)
    }

    static func renderOnce(_ bytes: [UInt8]) -> Double {
        let start = ContinuousClock.now
        guard let trace = try? TraceParser.parse(bytes: bytes, file: "scale.trace") else { return .nan }
        let snapshot = ReplaySnapshot.at(.end, trace: trace, file: "scale.trace")
        let svg = ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: "scale.trace")).svg()
        if svg.isEmpty { say("scale: an empty picture") }
        return BenchCommand.seconds(since: start)
    }

    static func best(_ rounds: Int, _ body: () -> Double) -> Double {
        (0..<rounds).map { _ in body() }.min() ?? .nan
    }

    /// Least-squares slope of log(time) against log(size).
    static func exponent(_ sizes: [Int], _ times: [Double]) -> Double {
        let xs = sizes.map { log(Double($0)) }, ys = times.map { log(max($0, 1e-6)) }
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        let num = zip(xs, ys).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
        let den = xs.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
        return den > 0 ? num / den : .nan
    }

    static func label(_ n: Int) -> String { n >= 1_000 && n % 1_000 == 0 ? "\(n / 1_000)k" : "\(n)" }
    static func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count) }
}
