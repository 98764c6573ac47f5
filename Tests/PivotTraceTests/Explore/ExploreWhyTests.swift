// A counterexample's why (issue 27): where the interface follows the library's window, what
// UIKit took from that window's controllers, as the engine's decision read it.

import Pivot
@testable import PivotTrace
import Testing

@Suite("A counterexample's why names the library's answers")
struct ExploreWhyTests {
    /// The lines of `property`'s counterexample in `group` of a sweep of `text`.
    static func counterexample(_ text: String, _ property: String, group: String) throws -> [String] {
        let sweep = try ExploreFixtures.exploration(text: text).sweep()
        let found = try #require(sweep.shortestPerGroup(property).first { $0.group == group }?.found.trace, "\(sweep.text())")
        return found.split(separator: "\n").map(String.init)
    }

    /// The lines from `first` on.
    static func after(_ first: String, in lines: [String]) -> ArraySlice<String> {
        lines[(lines.firstIndex(of: first) ?? lines.endIndex)...]
    }

    @Test("A5 A3 the interface follows the toast's window: its controller's mask and shouldAutorotate follow the interface's line")
    func toastAnswers() throws {
        let lines = try Self.counterexample(ExploreFixtures.source("Traces/explore/hosts/toast-in-common-hosts.trace"),
                                            "follows-interface main", group: "variant root-no-autorotate")
        let why = Self.after("# why the interface is landscapeRight: it follows toast, the topmost visible window with a root view controller (A5, iOS < 8 or SDK < 8)", in: lines)
        #expect(Array(why.dropFirst().prefix(6)) == [
            "# why toast faces landscapeRight:",
            "#   decider: root toastvc",
            "#   app mask allButUpsideDown (the idiom default (O5)) ∩ toastvc's allButUpsideDown (the idiom default (O5)) = allButUpsideDown (A3)",
            "#   toastvc answers shouldAutorotate YES (A3)",
            "#   the device asks for landscapeRight",
            "#   so: the device's orientation is in common: it faces it (A3)"], "\(lines)")
        // The host's window is explained as before: no answers block of its own.
        #expect(lines.contains("# why main faces portrait:") && lines.filter { $0.contains("shouldAutorotate YES (A3)") }.count == 1)
    }

    @Test("A3 a toast that relays the mask but forgets shouldAutorotate: the why says it answers YES itself where the host says NO")
    func forgottenRelay() throws {
        let source = try ExploreFixtures.source("Traces/explore/hosts/toast-leaves-host-alone.trace")
            .replacingOccurrences(of: "controller toastvc relay=main\n", with: "controller toastvc relay=main relays=supports|statusbar|statusbar-style\n")
        let lines = try Self.counterexample(source, "leaves-host-alone", group: "variant root-no-autorotate")
        #expect(lines.contains("# + expect interface landscapeRight"), "\(lines)")
        #expect(lines.contains("#   toastvc answers shouldAutorotate YES (A3)"), "\(lines)")
        #expect(lines.contains("#   toastvc relays the question to home (found by A1 when UIKit asks), which answers prefersStatusBarHidden NO (the default)"))
    }

    @Test("A3 S2 a relayed answer names the host's controller that gave it")
    func relayedAnswer() throws {
        let lines = try Self.counterexample(ExploreFixtures.source("Traces/explore/hosts/relay-forgets-statusbar.trace"),
                                            "statusbar-hidden-as-preferred", group: "variant root-hides-statusbar")
        #expect(lines.contains("#   toastvc relays shouldAutorotate to home (found by A1 when UIKit asks), which answers YES (A3)"), "\(lines)")
        #expect(lines.contains("#   toastvc answers prefersStatusBarHidden NO (the default)"))
    }

    @Test("A1 A3 a controller the library presents in the host's window decides it: its answers are named, the host's own window's are not")
    func presentedDecider() throws {
        let text = """
            pivot-trace 1
            device iPhone8
            ios 11.0
            plist allButUpsideDown
            controller home supports=portrait
            controller sidevc supports=portrait
            controller sheet supports=allButUpsideDown
            window main root=home
            window side level=1 root=sidevc
            show main key
            show side
            launch
            explore event present sheet from=home
            explore event rotate landscapeLeft
            explore check same-facing main side

            """
        let outcome = try ExploreFixtures.exploration(text: text).run(ExploreOptions(jobs: 1))
        let lines = try #require(outcome.properties.first?.trace, "\(outcome.text())").split(separator: "\n").map(String.init)
        #expect(Array(Self.after("# why main faces landscapeRight:", in: lines).prefix(4)) == [
            "# why main faces landscapeRight:",
            "#   decider: root home → presented sheet (fullScreen fills the window, A1)",
            "#   app mask allButUpsideDown (the Info.plist (A2)) ∩ sheet's allButUpsideDown (supportedInterfaceOrientations) = allButUpsideDown (A3)",
            "#   sheet answers shouldAutorotate YES (A3)"], "\(lines)")
        #expect(lines.filter { $0.contains("shouldAutorotate") }.count == 1, "the host's side window decides with its own answers")
    }

    @Test("the property's own window is explained once, not again as the library's")
    func explainedOnce() throws {
        let text = """
            pivot-trace 1
            device iPhone8
            ios 11.0
            controller home supports=portrait
            controller toastvc
            window main root=home
            show main key
            launch
            window toast level=alert root=toastvc
            explore event show toast
            explore event rotate landscapeLeft
            explore check same-facing main toast

            """
        let outcome = try ExploreFixtures.exploration(text: text).run(ExploreOptions(jobs: 1))
        let lines = try #require(outcome.properties.last?.trace, "\(outcome.text())").split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("# why the interface is landscapeRight: it follows toast") }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("# why toast faces ") }.count == 1, "\(lines)")
    }

    @Test("A13 A3 a controller the library presents custom over the host's root decides: leaves-host-alone's why names it and its mask, not the root's")
    func customPresentedDecider() throws {
        let text = """
            pivot-trace 1
            device iPhone8
            ios 12.0
            controller home supports=portrait
            controller toastvc supports=allButUpsideDown
            window main root=home
            show main key
            launch
            explore event rotate landscapeLeft
            explore library present toastvc from=home style=custom animated=no
            explore check leaves-host-alone

            """
        let outcome = try ExploreFixtures.exploration(text: text).run(ExploreOptions(jobs: 1))
        let lines = try #require(outcome.properties.first?.trace, "\(outcome.text())").split(separator: "\n").map(String.init)
        let why = Self.after("# why main faces landscapeRight:", in: lines)
        #expect(Array(why.prefix(4)) == [
            "# why main faces landscapeRight:",
            "#   decider: root home → presented toastvc (custom decides though it keeps the presenter's view: A13, SDK ≥ 11)",
            "#   app mask allButUpsideDown (the idiom default (O5)) ∩ toastvc's allButUpsideDown (supportedInterfaceOrientations) = allButUpsideDown (A3)",
            "#   toastvc answers shouldAutorotate YES (A3)"], "\(lines)")
    }
}
