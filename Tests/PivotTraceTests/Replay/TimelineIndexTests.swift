// TRACE-LANGUAGE 7, "since LABEL": an expectation about the steps since a mark reads what it
// needs, not every step since the mark (issue 37: N steps each followed by one grew as N²).

import Pivot
@testable import PivotTrace
import PivotTestSupport
import Testing

@Suite("Timeline index: since-a-mark expectations read a bounded part of the history")
struct TimelineIndexTests {
    /// A rotation per step after a mark, each followed by `expectation`.
    static func trace(steps: Int, _ expectation: String) -> String {
        var lines = ["pivot-trace 1", "device iPhone8", "ios 16.0", "observe UIDeviceOrientationDidChangeNotification",
                     "device-notifications begin", "controller home", "window main root=home", "show main key", "mark m"]
        for step in 0..<steps {
            lines.append(step % 2 == 0 ? "rotate landscapeLeft" : "rotate portrait")
            lines.append(expectation)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The history entries and index searches a replay's expectations took, and its failures.
    static func read(steps: Int, _ expectation: String) throws -> (read: Int, failures: Int) {
        var session = ReplaySession(trace: try TraceParser.parse(trace(steps: steps, expectation), file: "t.trace"), file: "t.trace")
        let summary = session.run { _, _ in }
        return (session.historyRead, summary.failures.count)
    }

    @Test("N steps each followed by a since-mark expectation that holds read the history linearly, not N²/2",
          arguments: ["expect calls since m in order home.viewWillTransitionToSize,home.transitionCompletion",
                      "expect events since m include post:UIDeviceOrientationDidChangeNotification,home.viewWillTransitionToSize",
                      "expect calls since m exclude home.viewDidLoad",
                      "expect call since m home.viewWillTransitionToSize nth=1 size=667x375"])
    func sinceMarkIsLinear(expectation: String) throws {
        var reads: [Int] = []
        for steps in [100, 200, 400] {
            let (read, failures) = try Self.read(steps: steps, expectation)
            #expect(failures == 0, "\(expectation) at \(steps) steps")
            reads.append(read)
            // A few searches per item; the span since the mark alone is several entries a step.
            #expect(read <= 8 * steps, "\(read) entries read for \(steps) steps")
        }
        // Doubling the steps about doubles the reads (N² would quadruple them).
        #expect(reads[2] <= 5 * reads[0], "\(reads)")
    }

    @Test("a since-mark expectation that fails still reads its span, and says what happened there")
    func failureListsTheSpan() throws {
        let (read, failures) = try Self.read(steps: 3, "expect calls since m in order home.transitionCompletion,home.viewDidLoad")
        #expect(failures == 3)
        #expect(read > 3)
    }

    @Test("the index and the whole span agree: whenever the index says an expectation holds, the span does too (seeded)")
    func indexAgreesWithSpan() throws {
        var session = ReplaySession(trace: try TraceParser.parse(Self.trace(steps: 4, "expect interface portrait"), file: "t.trace"), file: "t.trace")
        _ = session.run { _, _ in }
        let checker = session.checker
        let world = session.world
        let items: [TimelineItem] = [.call(controller: "home", .viewWillTransitionToSize), .call(controller: "home", .transitionCompletion),
                                     .call(controller: "home", .viewDidLoad), .call(controller: "nobody", .viewDidLoad),
                                     .call(controller: "home", .willTransitionToTraitCollection),
                                     .post(.deviceOrientationDidChange), .post(.keyboardWillShow)]
        var random = SeededRandom(seed: 37)
        var held = 0
        for _ in 0..<600 {
            let count = Int(random.next() % 9)
            let chosen = (0..<count).map { _ in items[Int(random.next() % UInt64(items.count))] }
            let match = TimelineMatch.allCases[Int(random.next() % UInt64(TimelineMatch.allCases.count))]
            let timeline = TimelineExpectation(events: random.next() % 2 == 0, since: "m", match: match, items: chosen)
            var lookups = 0
            let reading = Reading(world: world, state: checker)
            let byIndex = reading.holdsByIndex(timeline, lookups: &lookups)
            let bySpan = reading.check(.timeline(timeline)) == nil
            #expect(!byIndex || bySpan, "\(timeline.printed)")
            if bySpan && !byIndex && match != .exactly { Issue.record("the index missed one that holds: \(timeline.printed)") }
            if byIndex { held += 1 }
        }
        #expect(held > 50, "the draw tried expectations that hold too")
    }
}
