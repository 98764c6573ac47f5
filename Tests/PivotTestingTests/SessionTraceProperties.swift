import Pivot
import PivotTestSupport
import PivotTesting
import PivotTrace
import Testing

/// Random sessions (fixed seeds): whatever a test sends, as text or as values, settled or not,
/// with the clock moved by hand, the printed session replays to exactly the same effects.
@Suite("Session traces (properties)")
struct SessionTraceProperties {
    static let controllers = ["a", "b", "c", "nav"]
    static let windows = ["w0", "w1"]

    static func randomStart(_ rng: inout SeededRandom) -> String {
        let drawn = ["iPhone8", "iPhoneX", "iPad", "iPhone14Pro"].randomElement(using: &rng)!
        let ios = ["7.1", "8.4", "11.0", "13.0", "16.4"].randomElement(using: &rng)!
        // A device of that iOS's era: a trace may not put an iPhone X on iOS 7.1.
        let device = DeviceCatalog.eraDevice(for: drawn, ios: OSVersion(ios)!)
        return """
            device \(device)
            ios \(ios)
            plist all
            controller a supports=\(["portrait", "landscape", "all"].randomElement(using: &rng)!)
            controller b supports=allButUpsideDown
            controller c supports=\(["portrait", "landscapeRight", "all"].randomElement(using: &rng)!)
            controller nav kind=navigation children=a forwards=\(Bool.random(using: &rng) ? "yes" : "no")
            window w0 root=nav
            window w1 level=alert root=b
            show w0 key
            device-notifications begin
            launch
            """
    }

    static func randomEvent(_ rng: inout SeededRandom) -> Event {
        let c = controllers.randomElement(using: &rng)!
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1: return .rotate(DeviceOrientation.allCases.randomElement(using: &rng)!)
        case 2: return .show(windows.randomElement(using: &rng)!, key: Bool.random(using: &rng))
        case 3: return .hide(windows.randomElement(using: &rng)!)
        case 4: return .present(c, from: controllers.randomElement(using: &rng)!, style: .fullScreen, animated: Bool.random(using: &rng))
        case 5: return .dismiss(c)
        case 6: return .push("c", on: "nav")
        case 7: return .pop("nav")
        case 8: return .keyboard(shown: Bool.random(using: &rng))
        default: return .configure(c, [.supports([.portrait, .landscape, .all].randomElement(using: &rng)!)])
        }
    }

    @Test("a printed session replays to the effects the session returned", arguments: 0..<40)
    func printedSessionReplays(seed: UInt64) async throws {
        var rng = SeededRandom(seed: seed)
        let start = Self.randomStart(&rng)
        let app = try await TestApp(trace: start, exhaustivity: .off)
        var effects: [Effect] = []
        var steps = 0
        for _ in 0..<150 where await !app.world.crashed {
            let event = Self.randomEvent(&rng)
            let settle = Int.random(in: 0..<4, using: &rng) != 0
            // An event the app would refuse (a dismissal of what is not presented) fails a
            // test: the harness doing its job, not this property's concern.
            var probe = await app.world
            if probe.apply(event).contains(where: { if case .rejected = $0 { true } else { false } }) { continue }
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: effects += await app.advance(by: Int.random(in: 0...400, using: &rng))
            case 1: effects += await app.runUntilIdle()
            case 2, 3: effects += try await app.send(Statement.event(event, nowait: !settle).printed())
            default: effects += await app.send(event, settle: settle)
            }
            steps += 1
        }
        await app.finish()
        #expect(steps > 50, "most random events applied")
        let text = await app.trace()
        let startCount = try TraceParser.parse(start, file: "start").statements.count
        let replay = Replay.run(try TraceParser.parse(text, file: "session.trace"), file: "session.trace")
        #expect(replay.entries.dropFirst(startCount).flatMap(\.effects) == effects)
        #expect(replay.summary.failures.isEmpty, "a crash is recorded as expected: \(replay.summary.failures)")
        #expect(replay.world == (await app.world))
    }
}
