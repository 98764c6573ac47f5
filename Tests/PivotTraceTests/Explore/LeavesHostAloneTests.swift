// `explore library` and `explore check leaves-host-alone`: the library author's question, does
// showing my overlay change anything about the app around it, answered over the host apps of the
// public reports (issue 20).

import Foundation
import Pivot
@testable import PivotTrace
import Testing

@Suite("Leaves the host alone (explore library, explore check leaves-host-alone)")
struct LeavesHostAloneTests {
    static let path = "Traces/explore/hosts/toast-leaves-host-alone.trace"

    static func source() throws -> String {
        try String(contentsOf: Corpus.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The toast of the bundled trace, relaying only `answers`.
    static func relaying(_ answers: String) throws -> String {
        try source().replacingOccurrences(of: "controller toastvc relay=main\n", with: "controller toastvc relay=main relays=\(answers)\n")
    }

    @Test("explore library lines parse to library events and print back the same")
    func libraryLines() throws {
        let trace = try parsed(ParserFixtures.prelude + "\nwindow toast level=alert\nexplore library show toast nowait\nexplore check leaves-host-alone\n")
        #expect(trace.statements.suffix(2) == [.explore(.library(.show("toast", key: false), nowait: true)), .explore(.check(.leavesHostAlone))])
        #expect(try parsed(trace.printed()) == trace)
        let spec = ExploreSpec(trace)
        #expect(spec.actions.last?.library == true && spec.actions.last?.nowait == true)
    }

    @Test("SPEC A1 A3 A5 S2 S7: a toast that relays every answer leaves every common host alone to depth 6")
    func relayingToastLeavesTheHostAlone() throws {
        let run = try pivot(["explore", Self.path])
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.hasPrefix("== \(Self.path): 168 hosts × 1 property, breadth-first to depth 6"))
        #expect(run.out.contains("ok leaves-host-alone: holds in every host explored"))
        // The only hosts left out are those that crash by themselves: a landscape game in a
        // portrait-only Info.plist (A3).
        #expect(run.out.contains("7 hosts' own set-up fails, not explored"))
    }

    /// Each answer the toast forgets to relay, and the host that the shortest counterexample needs.
    static let forgotten: [(answers: String, length: Int, host: String)] = [
        ("autorotate|preferred|statusbar|statusbar-style", 1, "iOS 7.1, variant root-landscape"),
        ("supports|preferred|statusbar|statusbar-style", 2, "iOS 7.1, variant root-no-autorotate"),
        ("supports|autorotate|preferred|statusbar-style", 1, "iOS 7.1, variant root-hides-statusbar"),
        ("supports|autorotate|preferred|statusbar", 1, "iOS 7.1, variant root-light-statusbar"),
    ]

    @Test("SPEC A3 A4 S2 S7: forgetting one relayed answer fails with the shortest sequence and the host it needs",
          arguments: forgotten.map(\.answers))
    func forgettingOneAnswer(_ answers: String) throws {
        let expected = try #require(Self.forgotten.first { $0.answers == answers })
        let run = try pivot(["explore", "-"], input: try Self.relaying(answers))
        #expect(run.status == 1)
        let events = expected.length == 1 ? "1 event" : "\(expected.length) events"
        #expect(run.out.contains("violated leaves-host-alone: \(events) in host \(expected.host) "), "\(run.out)")
    }

    @Test("SPEC A3 A5: the counterexample shows what the host observes without (-) and with (+) the library, and replays green")
    func counterexampleShowsTheDifference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-host-alone-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Self.relaying("autorotate|preferred|statusbar|statusbar-style")
        #expect(try pivot(["explore", "-", "-o", folder.path], input: input).status == 1)
        let text = try String(contentsOf: folder.appendingPathComponent("leaves-host-alone.trace"), encoding: .utf8)
        #expect(text.contains("# what the host observes without the library's events (-) and with them (+):\n"))
        #expect(text.contains("# - heard nothing\n# + heard UIApplicationWillChangeStatusBarOrientationNotification"))
        // A landscape game, the device held portrait: the toast's window turns portrait and takes
        // the interface with it.
        #expect(text.contains("# host: iOS 7.1, variant root-landscape\n"))
        #expect(text.contains("# - expect interface landscapeRight\n# + expect interface portrait\n"))
        #expect(text.contains("\nexpect interface portrait\n"), "the + lines that are expectations end the trace")
        let replay = Replay.run(try TraceParser.parse(text, file: "found.trace"), file: "found.trace")
        #expect(replay.summary.failures.isEmpty && replay.summary.expectations >= 2)
    }

    @Test("SPEC W3: a toast that takes key changes the host's key window, which the host observes")
    func toastThatTakesKey() throws {
        let input = try Self.source().replacingOccurrences(of: "  show toast\n", with: "  show toast key\n")
            .replacingOccurrences(of: "explore hosts common\n", with: "")
        let run = try pivot(["explore", "-"], input: input)
        #expect(run.status == 1)
        #expect(run.out.contains("violated leaves-host-alone: 1 event"))
        #expect(run.out.contains("# - expect key main\n") && run.out.contains("# + expect key toast\n"), "\(run.out)")
        #expect(run.out.contains("UIWindowDidResignKeyNotification from main"), "the host's window heard it lost key")
    }

    @Test("leaves-host-alone without a library event or observer is an error that says how to mark them")
    func needsTheLibrary() throws {
        let input = try Self.source().replacingOccurrences(of: "explore library", with: "explore event")
        let run = try pivot(["explore", "-"], input: input)
        #expect(run.status == 2)
        #expect(run.err.contains("'explore check leaves-host-alone' compares the app with and without the library's events: mark them with 'explore library EVENT'"), "\(run.err)")
    }
}
