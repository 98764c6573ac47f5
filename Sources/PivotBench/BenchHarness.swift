// `pivot-bench --only harness`: the cost of one typical harness test, against the same work
// through replay (issue: ten thousand rotation tests per second, where a simulator manages about
// one). Wall-clock time is read here only.

import Foundation
import PivotTesting
import PivotTrace

enum BenchHarness {
    static let start = """
        device iPhoneX
        ios 16.0
        plist allButUpsideDown
        controller home supports=allButUpsideDown
        window main root=home
        show main key
        device-notifications begin
        launch
        """

    /// Times `count` harness tests, then the same work through replay; 1 when the bench trace fails.
    static func run(tests count: Int) async throws -> Int32 {
        let receives = try await everyEffect()
        let clock = ContinuousClock()
        let harness = try await measureHarness(count: count, receives)
        say("harness: \(count) tests, each \(receives.count) effects received exhaustively")
        report("one harness test", harness)

        let traceText = start + """

            rotate landscapeLeft
            expect interface landscapeRight
            expect window main bounds=812x375

            """
        var replay: [Duration] = []
        var failures = 0
        for _ in 0..<count { replay.append(try clock.measure { failures += try replayedTrace(traceText) }) }
        report("the same trace through replay (parse and run, in process)", replay)
        if failures > 0 { say("error: the bench trace failed its expectations"); return 1 }
        return 0
    }

    /// What the rotation causes, as a test written by hand receives it (worked out once).
    static func everyEffect() async throws -> [ExpectedEffect] {
        let app = try await TestApp(trace: start, exhaustivity: .off)
        let effects = try await app.send("rotate landscapeLeft")
        let world = await app.world
        await app.finish()
        return effects.compactMap {
            switch $0 {
            case .posted(let n): .notification(n.name)
            case .callback(let r): .callback(world[r.controller].name, r.callback)
            case .log(let line): .log(line.string)
            case .crash: .crash
            default: nil
            }
        }
    }

    /// One typical test: build the app from text, rotate, receive every effect, two expectations, finish.
    static func typicalTest(_ receives: [ExpectedEffect]) async throws {
        let app = try await TestApp(trace: start)
        try await app.send("rotate landscapeLeft")
        for effect in receives { await app.receive(effect) }
        await app.expect("interface landscapeRight")
        await app.expect("window main bounds=812x375")
        await app.finish()
    }

    /// The same work as one trace through replay: parse, run, check the same expectations.
    static func replayedTrace(_ text: String) throws -> Int {
        let trace = try TraceParser.parse(text, file: "bench.trace")
        return Replay.stream(trace, file: "bench.trace") { _, _ in }.failures.count
    }

    /// Times `count` tests, off the main actor as a test runner runs them.
    @concurrent static func measureHarness(count: Int, _ receives: [ExpectedEffect]) async throws -> [Duration] {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        samples.reserveCapacity(count)
        for _ in 0..<count { samples.append(try await clock.measure { try await typicalTest(receives) }) }
        return samples
    }

    static func microseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    }

    static func report(_ name: String, _ samples: [Duration]) {
        let sorted = samples.map(microseconds).sorted()
        let median = sorted[sorted.count / 2], p90 = sorted[sorted.count * 9 / 10]
        say("\(name): median \(String(format: "%.1f", median)) µs, p90 \(String(format: "%.1f", p90)) µs, best \(String(format: "%.1f", sorted[0])) µs (\(Int(1e6 / median)) per second at the median)")
    }
}
