// `explore check` lines: every property parses to its check and prints back the same; the
// arguments are the names the property needs, and an invariant is an expectation about the state.

import Pivot
@testable import PivotTrace
import Testing

@Suite struct ParserExploreTests {
    /// The prelude, a second window and a controller, then the line.
    static func trace(_ line: String) -> String {
        ParserFixtures.prelude + "\nwindow hudwin level=alert\n" + line
    }

    static let checks: [(line: String, check: ExploreCheck)] = {
        var hidden = StatusBarExpectation()
        hidden.hidden = false
        return [
            ("no-crash", .noCrash),
            ("supported home", .supported(controller: "home")),
            ("follows-interface main", .followsInterface(window: "main")),
            ("upright badge", .upright(view: "badge")),
            ("key-window", .keyWindow),
            ("statusbar-follows-key", .statusBarFollowsKey),
            ("statusbar-hidden-as-preferred", .statusBarHiddenAsPreferred),
            ("covers-screen badge", .coversScreen("badge")),
            ("covers-screen hudwin", .coversScreen("hudwin")),
            ("covers-window badge", .coversWindow(view: "badge")),
            ("same-facing main hudwin", .sameFacing("main", "hudwin")),
            ("statusbar-style-as-preferred", .statusBarStyleAsPreferred),
            ("key-returns-to main", .keyReturnsTo(window: "main")),
            ("always expect statusbar hidden=no", .always(.statusBar(hidden))),
            ("always expect covered badge no", .always(.covered("badge", .no))),
            ("leaves-host-alone", .leavesHostAlone(except: [])),
            ("leaves-host-alone except key", .leavesHostAlone(except: [.key])),
            ("leaves-host-alone except crash,interface,statusbar,key,windows,controllers", .leavesHostAlone(except: HostObservable.allCases)),
        ]
    }()

    @Test("each explore check parses to its property and prints back the same line", arguments: checks.map(\.line))
    func checkRoundTrips(_ line: String) throws {
        let expected = try #require(Self.checks.first { $0.line == line }?.check)
        let statement = try parsed(Self.trace("explore check " + line)).statements.last
        #expect(statement == .explore(.check(expected)))
        #expect(statement?.printed() == "explore check " + line)
    }

    @Test("every property name the parser knows is in the table above")
    func tableIsComplete() {
        let named = Set(Self.checks.map { String($0.line.prefix { $0 != " " }) })
        #expect(named == Set(TraceReader.CheckName.allCases.map(\.rawValue)))
    }

    static let errors: [(line: String, error: String)] = [
        ("explore check same-facing main main", "8:32: error: 'same-facing' compares two different windows"),
        ("explore check same-facing main", "8:31: error: 'explore check' needs a second window"),
        ("explore check covers-screen home", "8:29: error: 'home' is a controller, not a window or view"),
        ("explore check covers-window main", "8:29: error: 'main' is a window, not a view"),
        ("explore check key-returns-to badge", "8:30: error: 'badge' is a view, not a window"),
        ("explore check always statusbar hidden=no", "8:22: error: 'explore check always' takes an expectation: always expect …"),
        ("explore check always expect posted none",
         "8:29: error: 'always expect posted' reads what a step did, not the state it left; an invariant takes an expectation about the state (for crashes: explore check no-crash)"),
        // Issue 29: crash and no-crash are refused alike.
        ("explore check always expect no-crash",
         "8:29: error: 'always expect no-crash' is not an invariant: crashes are checked by 'explore check no-crash'"),
        ("explore check always expect crash NSInternalInconsistencyException",
         "8:29: error: 'always expect crash' is not an invariant: crashes are checked by 'explore check no-crash'"),
        ("explore check always expect statusbar hidden=maybe", "8:46: error: expected yes or no, found 'maybe'"),
        // Issue 27: what leaves-host-alone accepts, in any order, printed in one.
        ("explore check leaves-host-alone except kee", "8:40: error: 'kee' is not something the host observes; did you mean 'key'?; "
         + "leaves-host-alone accepts crash, interface, statusbar, key, windows, controllers"),
        ("explore check leaves-host-alone except key,statusbr", "8:44: error: 'statusbr' is not something the host observes; "
         + "did you mean 'statusbar'?; leaves-host-alone accepts crash, interface, statusbar, key, windows, controllers"),
        ("explore check leaves-host-alone key", "8:33: error: expected 'except OBSERVABLE,…' after 'leaves-host-alone', not 'key'"),
        ("explore check leaves-host-alone except", "8:39: error: 'except' takes what the library may change: "
         + "crash, interface, statusbar, key, windows, controllers, comma-separated"),
        ("explore check covers-scren badge", "8:15: error: unknown property 'covers-scren'; did you mean 'covers-screen'?; the properties are "
         + "no-crash, supported, follows-interface, upright, key-window, statusbar-follows-key, statusbar-hidden-as-preferred, "
         + "covers-screen, covers-window, same-facing, statusbar-style-as-preferred, key-returns-to, always, leaves-host-alone"),
    ]

    @Test("a malformed explore check is an error at the word that is wrong", arguments: errors.map(\.line))
    func checkErrors(_ line: String) throws {
        let expected = try #require(Self.errors.first { $0.line == line }?.error)
        #expect(parseError(Self.trace(line))?.description == "test.trace:" + expected)
    }
}
