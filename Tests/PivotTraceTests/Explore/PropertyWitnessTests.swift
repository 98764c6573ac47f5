import Foundation
import Pivot
import PivotTrace
import Testing

/// What a counterexample shows of the bad state: lines that replay green and say what is wrong,
/// read with the replay's own checker; and the properties that hold where there is nothing to see.
@Suite("Explore witnesses")
struct PropertyWitnessTests {
    /// An iOS 8 app with a mask view sized for portrait, a clipped view and a HUD window.
    static let app = """
        device iPhone6
        ios 8.1
        plist allButUpsideDown
        controller home
        window main root=home
        view mask in=main frame=0,0,375,667
        view strip in=main frame=0,0,375,100 clips=yes
        view inside in=strip frame=0,0,375,667
        view ghost in=main frame=0,0,10,10 hidden=yes
        show main key
        launch
        explore event rotate landscapeLeft
        explore event hide main
        """

    /// The counterexample of each violated property, by name, and how many properties held.
    static func explore(_ checks: [String]) throws -> (found: [String: String], held: Int) {
        let text = app + "\n" + checks.map { "explore check " + $0 }.joined(separator: "\n")
        let spec = ExploreSpec(try TraceParser.parse(text, file: "witness.trace"))
        let model = try spec.model(start: spec.start(file: "witness.trace").world).get()
        let report = model.breadthFirst()
        var found: [String: String] = [:]
        for counterexample in report.counterexamples { found[counterexample.property] = spec.trace(of: counterexample, in: model) }
        return (found, model.properties.count - report.counterexamples.count)
    }

    /// The expectations and comments after the property's heading (the events are neither), and
    /// whether the whole counterexample replays green.
    static func witness(_ trace: String) throws -> (lines: [String], green: Bool) {
        let lines = trace.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("# explore:") })
        let replay = Replay.run(try TraceParser.parse(trace, file: "found.trace"), file: "found.trace")
        // The engine's why follows the witness (its own test is in ExploreCommandTests).
        let end = lines.firstIndex { $0.hasPrefix("# why ") } ?? lines.count
        return (lines[(heading + 1)..<max(heading + 1, end)].filter { $0.hasPrefix("expect ") || $0.hasPrefix("# ") },
                replay.summary.failures.isEmpty)
    }

    @Test("always expect: the expectation itself as a comment, then what was found as an expectation that holds")
    func invariant() throws {
        let run = try Self.explore(["always expect interface portrait"])
        let witness = try Self.witness(try #require(run.found["always expect interface portrait"]))
        #expect(witness.lines == ["# violated: expect interface portrait", "expect interface landscapeRight"])
        #expect(witness.green)
    }

    @Test("always expect: what cannot be written as an expectation is given in words, with the checker's note")
    func invariantInWords() throws {
        let run = try Self.explore(["always expect view mask bounds=375x667"])
        let witness = try Self.witness(try #require(run.found["always expect view mask bounds=375x667"]))
        #expect(witness.lines == ["# violated: expect view mask bounds=375x667", "# found: no view of mask on screen"])
        #expect(witness.green)
    }

    @Test("covers-screen shows the screen's bounds and the view's box on it; a clipping parent's box too")
    func coversScreen() throws {
        let run = try Self.explore(["covers-screen mask", "covers-screen inside", "covers-screen ghost"])
        let mask = try Self.witness(try #require(run.found["covers-screen mask"]))
        #expect(mask.lines == ["expect screen bounds=667x375", "expect convert 0,0,375,667 from=mask to=screen 0,0,375,667"])
        #expect(mask.green)
        let inside = try Self.witness(try #require(run.found["covers-screen inside"]))
        #expect(inside.lines == ["expect screen bounds=375x667", "expect convert 0,0,375,667 from=inside to=screen 0,0,375,667",
                                 "expect convert 0,0,375,100 from=strip to=screen 0,0,375,100"])
        #expect(inside.green)
        #expect(run.found["covers-screen ghost"] == nil, "a hidden view is not drawn: nothing to cover")
        #expect(run.held == 1)
    }

    @Test("key-returns-to holds while its window is off screen; covers-window shows the window's bounds and the view's box in it")
    func offScreenHolds() throws {
        let run = try Self.explore(["key-returns-to main", "covers-window mask"])
        #expect(run.found["key-returns-to main"] == nil, "hiding main leaves no window on screen, so none need be key")
        let window = try Self.witness(try #require(run.found["covers-window mask"]))
        #expect(window.lines == ["expect window main bounds=667x375", "expect convert 0,0,375,667 from=mask to=main 0,0,375,667"])
        #expect(window.green)
    }
}
