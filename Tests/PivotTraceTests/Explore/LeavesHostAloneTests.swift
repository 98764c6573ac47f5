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
        #expect(trace.statements.suffix(2) == [.explore(.library(.show("toast", key: false), nowait: true)), .explore(.check(.leavesHostAlone(except: [])))])
        #expect(try parsed(trace.printed()) == trace)
        let spec = ExploreSpec(trace)
        #expect(spec.actions.last?.library == true && spec.actions.last?.nowait == true)
    }

    @Test("SPEC A1 A3 A5 S2 S7: a toast that relays every answer leaves every common host alone to depth 6")
    func relayingToastLeavesTheHostAlone() throws {
        let sweep = try ExploreFixtures.exploration(Self.path).sweep()
        let report = sweep.text()
        #expect(!sweep.violated, "\(report)")
        #expect(report.hasPrefix("== \(Self.path): 152 hosts × 1 property, breadth-first to depth 6"))
        #expect(report.contains("ok leaves-host-alone: holds in every host explored"))
        // Every host runs the app: the landscape games have a landscape Info.plist (A3).
        #expect(sweep.rows.filter { $0.verdict(of: "leaves-host-alone") == .setupFails }.isEmpty)
    }

    @Test("SPEC S4 W2: a library that raises the host's own window above the status bar breaks leaves-host-alone: the level differs and the why gives the order")
    func raisedHostWindow() throws {
        let text = """
            pivot-trace 1
            device iPhone8
            ios 12.0
            controller home
            window main root=home
            show main key
            launch
            explore library level main 1001
            explore check leaves-host-alone

            """
        let outcome = try ExploreFixtures.exploration(text: text).run(ExploreOptions(jobs: 1))
        let lines = try #require(outcome.properties.first?.trace, "\(outcome.text())").split(separator: "\n").map(String.init)
        #expect(lines.contains("# - # level main normal") && lines.contains("# + # level main statusBar+1"), "\(lines)")
        #expect(lines.contains("# why the order is statusbar,main (bottom to top): by level, and within a level the window shown or re-levelled last on top (W2)"), "\(lines)")
    }

    /// Each answer the toast forgets to relay, and the host that the shortest counterexample needs.
    static let forgotten: [(answers: String, length: Int, host: String)] = [
        ("autorotate|preferred|statusbar|statusbar-style", 2, "iOS 7.1, iPhone4s, variant root-portrait"),
        ("supports|preferred|statusbar|statusbar-style", 2, "iOS 7.1, iPhone4s, variant root-no-autorotate"),
        ("supports|autorotate|preferred|statusbar-style", 1, "iOS 7.1, iPhone4s, plist landscape, variant landscape-game"),
        ("supports|autorotate|preferred|statusbar", 1, "iOS 7.1, iPhone4s, variant root-light-statusbar"),
    ]

    @Test("SPEC A3 A4 S2 S7: forgetting one relayed answer fails with the shortest sequence and the host it needs",
          arguments: forgotten.map(\.answers))
    func forgettingOneAnswer(_ answers: String) throws {
        let expected = try #require(Self.forgotten.first { $0.answers == answers })
        let sweep = try ExploreFixtures.exploration(text: try Self.relaying(answers)).sweep()
        #expect(sweep.violated)
        let events = expected.length == 1 ? "1 event" : "\(expected.length) events"
        #expect(sweep.text().contains("violated leaves-host-alone: \(events) in host \(expected.host) "), "\(sweep.text())")
    }

    @Test("SPEC A3 A5: the counterexample shows what the host observes without (-) and with (+) the library, and replays green")
    func counterexampleShowsTheDifference() throws {
        let input = try Self.relaying("autorotate|preferred|statusbar|statusbar-style")
        let sweep = try ExploreFixtures.exploration(text: input).sweep()
        // What `-o DIR` writes.
        let text = try #require(sweep.shortestOutcome.counterexampleFiles(inFolder: "found").first { $0.name == "leaves-host-alone.trace" }?.text)
        #expect(text.contains("# what the host observes without the library's events (-) and with them (+):\n"))
        #expect(text.contains("# - heard nothing\n# + heard UIApplicationWillChangeStatusBarOrientationNotification"))
        // A portrait-only root, the device turned: the toast's window turns and takes the
        // interface with it (A5 before iOS 8).
        #expect(text.contains("# host: iOS 7.1, iPhone4s, variant root-portrait\n"))
        #expect(text.contains("# - expect interface portrait\n# + expect interface landscapeRight\n"))
        #expect(text.contains("\nexpect interface landscapeRight\n"), "the + lines that are expectations end the trace")
        #expect(try ExploreFixtures.replaysGreen(text, expectations: 2))
    }

    @Test("SPEC W3: a toast that takes key changes the host's key window, which the host observes")
    func toastThatTakesKey() throws {
        let input = try Self.source().replacingOccurrences(of: "  show toast\n", with: "  show toast key\n")
            .replacingOccurrences(of: "explore hosts common\n", with: "")
        let outcome = try ExploreFixtures.exploration(text: input).run()
        let report = outcome.text()
        #expect(outcome.violated)
        #expect(report.contains("violated leaves-host-alone: 1 event"))
        #expect(report.contains("# - expect key main\n") && report.contains("# + expect key toast\n"), "\(report)")
        #expect(report.contains("UIWindowDidResignKeyNotification from main"), "the host's window heard it lost key")
    }

    @Test("SPEC W3 S7: a toast that takes key on purpose holds with except key; the rest is still checked")
    func acceptedKey() throws {
        let takesKey = try Self.source().replacingOccurrences(of: "  show toast\n", with: "  show toast key\n")
            .replacingOccurrences(of: "explore hosts common\n", with: "")
        func outcome(_ check: String, _ trace: String = takesKey) throws -> ExploreOutcome {
            try ExploreFixtures.exploration(text: trace.replacingOccurrences(of: "explore check leaves-host-alone\n", with: "explore check \(check)\n")).run()
        }
        let accepted = try outcome("leaves-host-alone except key")
        #expect(!accepted.violated && accepted.text().contains("ok leaves-host-alone except key: holds in every state explored"))
        // Accepting something else keeps the key window checked.
        let other = try outcome("leaves-host-alone except statusbar,interface")
        #expect(other.violated && other.text().contains("# - expect key main\n") && other.text().contains("UIWindowDidResignKeyNotification from main"))
        // A dark host's light status bar that the toast turns dark is still found with except key,
        // and its -/+ lines leave the accepted key window out.
        let forgetsStyle = takesKey.replacingOccurrences(of: "controller home\n", with: "controller home statusbar-style=lightContent\n")
            .replacingOccurrences(of: "controller toastvc relay=main\n", with: "controller toastvc relay=main relays=supports|autorotate|preferred|statusbar\n")
        let style = try outcome("leaves-host-alone except key", forgetsStyle)
        let text = style.text()
        #expect(style.violated && text.contains("violated leaves-host-alone except key: 1 event"), "\(text)")
        #expect(text.contains("style=lightContent\n") && text.contains("# + expect statusbar") && !text.contains("expect key"), "\(text)")
        #expect(!text.contains("ResignKey"), "what the host heard of the accepted key window is not a difference")
        let trace = try #require(style.properties.first?.trace)
        #expect(try ExploreFixtures.replaysGreen(trace))
    }

    /// An iPhone 8 on iOS 11 whose key window `main` has the root `home` (`controllers` declared
    /// beside it, `plist` its Info.plist), launched, then `lines`.
    static func app(_ lines: String, controllers: String = "controller home", plist: String = "allButUpsideDown") -> String {
        "pivot-trace 1\ndevice iPhone8\nios 11.0\nplist \(plist)\n\(controllers)\nwindow main root=home\nshow main key\nlaunch\n"
            + lines + "\nexplore check leaves-host-alone\n"
    }

    /// The property's verdict line for a trace.
    static func verdict(_ trace: String) throws -> String {
        let report = try ExploreFixtures.exploration(text: trace).run().text()
        return report.split(separator: "\n").first { $0.hasPrefix("ok leaves-host-alone") || $0.hasPrefix("violated leaves-host-alone") }
            .map(String.init) ?? report
    }

    @Test("SPEC L1 the library's own controllers are not the host's: a header window's root and a library container's children")
    func libraryControllersAreNotHeard() throws {
        let headerWindow = Self.app("""
            controller toastvc
            window toast level=alert root=toastvc
            explore event rotate landscapeLeft
            explore library show toast
            explore library hide toast
            """)
        #expect(try Self.verdict(headerWindow) == "ok leaves-host-alone: holds in every state explored")
        let container = Self.app("""
            controller toastvc relay=main
            controller toastnav kind=navigation children=toastvc relay=main
            explore event rotate landscapeLeft
            explore library window toast level=alert root=toastnav
            explore library show toast
            """)
        #expect(try Self.verdict(container) == "ok leaves-host-alone: holds in every state explored")
    }

    @Test("SPEC L4 time passes alike on both sides: a library step that settles finishes the host's own animations too")
    func timePassesAlike() throws {
        // The bundled toast, its host's rotations left running.
        let trace = try Self.source().replacingOccurrences(of: "explore hosts common\n", with: "")
            .replacingOccurrences(of: "explore event rotate landscapeLeft\n", with: "explore event rotate landscapeLeft nowait\n")
            .replacingOccurrences(of: "explore event rotate portrait\n", with: "explore event rotate portrait nowait\n")
        #expect(try Self.verdict(trace) == "ok leaves-host-alone: holds in every state explored")
    }

    @Test("SPEC A3 a crash the library causes ends the host too: a violation")
    func libraryCrash() throws {
        let trace = Self.app("""
            controller toastvc supports=portrait
            explore library window toast level=alert root=toastvc
            """, controllers: "controller home supports=landscape", plist: "landscape")
        let report = try ExploreFixtures.exploration(text: trace).run().text()
        #expect(report.contains("violated leaves-host-alone: 1 event"))
        #expect(report.contains("# - expect no-crash\n") && report.contains("# + expect crash UIApplicationInvalidInterfaceOrientation\n"), "\(report)")
    }

    @Test("SPEC W3 W4 a host window the library hides or makes key stays the host's: what it does to it is a difference")
    func hostWindowsStayTheHosts() throws {
        let hides = Self.app("""
            controller other
            window aux root=other
            show aux
            explore library hide aux
            """)
        #expect(try Self.verdict(hides) == "violated leaves-host-alone: 1 event")
        // SVProgressHUD's dismissal gives key back with `show main key`: main is still the host's.
        let start = try String(contentsOf: Corpus.root.appendingPathComponent(Self.path), encoding: .utf8)
        let names = ExploreSpec(try TraceParser.parse(start.replacingOccurrences(of: "  release toast\n", with: "  release toast\n  show main key\n"),
                                                     file: "t.trace"))
        let world = names.start(file: "t.trace").world
        let library = world.libraryNames(of: names.actions.filter(\.library).map(\.event), host: names.actions.filter { !$0.library }.map(\.event))
        #expect(library.windows == ["toast"] && library.controllers == ["toastvc"])
    }

    @Test("leaves-host-alone without a library event or observer is an error that says how to mark them")
    func needsTheLibrary() throws {
        let input = try Self.source().replacingOccurrences(of: "explore library", with: "explore event")
        #expect {
            try ExploreFixtures.exploration(text: input).sweep()
        } throws: { error in
            (error as? ExploreSpecError)?.message.contains("'explore check leaves-host-alone' compares the app with and without the library's events: "
                                                           + "mark them with 'explore library EVENT'") == true
        }
    }
}
