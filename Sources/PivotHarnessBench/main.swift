// The cost of one typical harness test, against the same work through replay (issue: ten
// thousand rotation tests per second, where a simulator manages about one). Wall-clock time is
// read here only. Run: `Tools/bench --only harness` or `swift run -c release pivot-harness-bench [--quick] [--tests N]`.

import Foundation
import PivotTesting

let start = """
    device iPhoneX
    ios 16.0
    plist allButUpsideDown
    controller home supports=allButUpsideDown
    window main root=home
    show main key
    device-notifications begin
    launch
    """

/// What the rotation causes, as a test written by hand receives it (worked out once).
func everyEffect() async throws -> [ExpectedEffect] {
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
func typicalTest(_ receives: [ExpectedEffect]) async throws {
    let app = try await TestApp(trace: start)
    try await app.send("rotate landscapeLeft")
    for effect in receives { await app.receive(effect) }
    await app.expect("interface landscapeRight")
    await app.expect("window main bounds=812x375")
    await app.finish()
}

/// The same work as one trace through replay: parse, run, check the same expectations.
func replayedTrace(_ text: String) throws -> Int {
    let trace = try TraceParser.parse(text, file: "bench.trace")
    return Replay.stream(trace, file: "bench.trace") { _, _ in }.failures.count
}

func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
}

func report(_ name: String, _ samples: [Duration]) {
    let sorted = samples.map(microseconds).sorted()
    let median = sorted[sorted.count / 2], p90 = sorted[sorted.count * 9 / 10]
    print("\(name): median \(String(format: "%.1f", median)) µs, p90 \(String(format: "%.1f", p90)) µs, best \(String(format: "%.1f", sorted[0])) µs (\(Int(1e6 / median)) per second at the median)")
}

let args = CommandLine.arguments.dropFirst()
var count = args.contains("--quick") ? 500 : 10_000
if let i = args.firstIndex(of: "--tests"), args.index(after: i) < args.endIndex, let n = Int(args[args.index(after: i)]), n > 0 { count = n }
#if DEBUG
print("note: a debug build; use `swift run -c release pivot-harness-bench` for real figures")
#endif

/// Times `count` tests, off the main actor as a test runner runs them.
@concurrent func measureHarness(count: Int, _ receives: [ExpectedEffect]) async throws -> [Duration] {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    samples.reserveCapacity(count)
    for _ in 0..<count { samples.append(try await clock.measure { try await typicalTest(receives) }) }
    return samples
}

let receives = try await everyEffect()
let clock = ContinuousClock()
let harness = try await measureHarness(count: count, receives)
print("harness: \(count) tests, each \(receives.count) effects received exhaustively")
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
if failures > 0 { print("error: the bench trace failed its expectations"); exit(1) }
