// The pages say the fix a why implies (issue 37): where the interface or the status bar follows
// an overlay's window whose controller answers UIKit itself (A5, S2), the README's fix, its
// controller relaying to the app's window. And pages that fit: long words wrap, the sweep's
// table wraps its cells instead of running past a phone's width.

import Pivot
@testable import PivotTrace
import PivotTestSupport
import Testing

@Suite("Pages suggest the fix the why implies, and fit")
struct RelayFixTests {
    /// A toast window given a root after the app's: the interface follows it (A5) and turns.
    static func toast(relay: String = "") -> String {
        """
        device iPhone8
        ios 11.0
        controller home supports=portrait
        controller toastvc\(relay)
        window main root=home
        show main key
        launch
        window toast level=alert
        root toast toastvc
        show toast
        rotate landscapeLeft
        expect interface portrait

        """
    }

    static func replayPage(_ text: String) throws -> (page: String, markup: MarkupCheck) {
        let trace = try TraceParser.parse(text, file: "toast.trace")
        let page = ReplayReport.page([ReplayReportSection.replay(trace, file: "toast.trace", index: 0)])
        return (page, try #require(MarkupCheck.parse(page)))
    }

    @Test("A5 a failure whose why says the interface follows a window that does not relay suggests `relay=` to the app's window")
    func replayPageSuggestsRelay() throws {
        let (_, markup) = try Self.replayPage(Self.toast())
        let fix = try #require(markup.withText("p").first { $0.attributes["class"] == "fix" }?.text)
        #expect(fix.hasPrefix("The fix this why implies, if toast is an overlay that should leave the app alone: `controller toastvc relay=main`."))
        #expect(fix.contains("relays=supports|autorotate|preferred|statusbar|statusbar-style"))
    }

    @Test("A5 no suggestion where the controller relays already, or where the trace passes")
    func noSuggestion() throws {
        // Relaying to main, toastvc answers portrait: the expectation holds, nothing to fix.
        let relayed = try Self.replayPage(Self.toast(relay: " relay=main"))
        #expect(!relayed.page.contains("class=\"fix\""))
        #expect(RelayFix.suggestion(trace: Self.toast(relay: " relay=main"),
                                    why: ["why the interface is landscapeRight: it follows toast, the window most recently given a root"]) == nil)
        // The only window: nothing to relay to.
        #expect(RelayFix.suggestion(trace: "window toast root=toastvc\n", why: ["why the interface is x: it follows toast, …"]) == nil)
        // A why that names no window it follows.
        #expect(RelayFix.suggestion(trace: Self.toast(), why: ["why the status bar is hidden: a phone hides it in landscape (S1)"]) == nil)
    }

    @Test("S2 the status bar's why (its appearance follows a window) implies the same fix, in the sweep page's counterexample")
    func explorePageSuggestsRelay() throws {
        let sweep = try Exploration(text: ExploreFixtureTraces.toastSweep, file: "sweep.trace").sweep(jobs: 1)
        let markup = try #require(MarkupCheck.parse(ExplorePage.page(sweep)))
        let fixes = markup.withText("p").filter { $0.attributes["class"] == "fix" }.map(\.text)
        #expect(!fixes.isEmpty && fixes.allSatisfy { $0.contains("`controller toastvc relay=main`") }, "\(fixes)")
        #expect(RelayFix.followedWindow("# why the status bar is shown: its appearance follows toast, the topmost visible window") == "toast")
    }

    @Test("long names wrap in the timeline and the counterexamples, and the hosts table's cells wrap to fit a phone")
    func pagesFit() {
        #expect(ReplayReport.style.contains("white-space: pre-wrap;\n               overflow-wrap: anywhere;")
                || ReplayReport.style.contains("overflow-wrap: anywhere; }"))
        let counterexample = ExplorePage.style.components(separatedBy: "pre.counterexample {").dropFirst().first ?? ""
        #expect(counterexample.prefix(while: { $0 != "}" }).contains("overflow-wrap: anywhere"))
        #expect(!ExplorePage.style.contains("nowrap"))
        #expect(ReplayReport.baseStyle.contains("overflow-wrap: break-word"))
    }
}
