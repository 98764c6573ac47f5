// Issue 20: the explanation prints the engine's decision. Each case here is one where the old
// explanation, which retraced the decision beside the engine, named a rule the engine did not
// apply or an orientation the window did not face.

import Pivot
import PivotTrace
import Testing

@Suite("Explanations of the rule the engine applied")
struct DecisionTextTests {
    static func world(_ text: String) throws -> World { try WhyTextTests.world(text) }

    static func why(_ world: World, _ window: String) -> [String] { world.whyLines(window: world.windowID(window)!) }

    @Test("A12 on iOS 5 the container asks its children; the masks and A3 play no part")
    func legacy() throws {
        let world = try Self.world(WhyTextTests.app(ios: "5.1", """
            controller list supports=allButUpsideDown
            controller nav kind=navigation children=list
            window main root=nav
            show main key
            launch
            rotate landscapeLeft
            """, device: "iPhone4s", plist: "portrait"))
        #expect(Self.why(world, "main") == [
            "why main faces landscapeRight:", "  decider: root nav",
            "  iOS 5 asks nav shouldAutorotateToInterfaceOrientation:, which asks each of its children: any NO refuses (A12; the Info.plist is only a hint)",
            "  the device asks for landscapeRight", "  so: it already faces the device's orientation: nothing to ask (A12)"])
    }

    @Test("A7 a tab selection that changes the decider evaluates nothing: the window is not where an evaluation puts it, and the explanation says so")
    func notEvaluatedSince() throws {
        let world = try Self.world(WhyTextTests.app(ios: "12.0", """
            controller one supports=portrait
            controller two supports=landscape
            controller tabs kind=tabbar children=one,two forwards=yes
            window main root=tabs
            show main key
            launch
            select tabs two
            """))
        #expect(Self.why(world, "main").last == "  so: it faces portrait, which an evaluation now does not give: it would face landscapeRight (neither the device's orientation nor its own then (portrait) is in common: the first of O2 order in common, landscapeRight (A3)); nothing has evaluated the window since its decider or masks changed (A3 names what evaluates; a push, pop or tab selection does not, A7), or a request turned it (A9)")
    }

    @Test("A4 with nothing in common the presentation still turns the window to the preferred orientation, and --explain says so")
    func preferredWithoutCommon() throws {
        let world = try Self.world(WhyTextTests.app(ios: "7.1", """
            controller home
            controller video supports=landscape autorotate=no preferred=landscapeRight
            window main root=home
            show main key
            launch
            present video from=home
            """, device: "iPhone5s", plist: "portrait"))
        #expect(world.whyLines(window: world.windowID("main")!, before: .portrait).last
                == "  so: nothing in common and shouldAutorotate NO: the presentation turns it to the preferred orientation, landscapeRight (A4)")
    }

    @Test("W5 P3 O6 a rule before A3 settles it: a window without a scene, a preferred lock, a Face ID iPhone upside down")
    func rulesBeforeA3() throws {
        let sceneless = try Self.world(WhyTextTests.app(ios: "13.0", """
            scenes yes
            controller home
            controller promovc supports=portrait
            window main root=home scene=yes
            show main key
            launch
            window promo level=alert root=promovc
            """))
        #expect(Self.why(sceneless, "promo").last == "  so: a window without a scene is never shown in an app with scenes, nor evaluated: it keeps its orientation (W5)")

        let locked = try Self.world(WhyTextTests.app(ios: "26.0", """
            scenes yes
            controller camera orientation-locked=yes
            window main root=camera scene=yes
            show main key
            launch
            rotate landscapeLeft
            """, device: "iPhone17Pro"))
        #expect(Self.why(locked, "main").last == "  so: the decider prefers its orientation locked and the window fills the screen: it keeps it (P3)")

        let faceID = try Self.world(WhyTextTests.app(ios: "16.0", """
            controller home supports=all
            window main root=home
            show main key
            launch
            rotate portraitUpsideDown
            """, device: "iPhoneX", plist: "all"))
        #expect(Array(Self.why(faceID, "main").suffix(2)) == [
            "  the device asks for portraitUpsideDown, which a Face ID iPhone never turns to (O6)",
            "  so: a Face ID iPhone never turns upside down; its current orientation is in common, so it stays (A3, O6)"])
    }

    @Test("L5 before launch finishes on iOS 6 the device counts as portrait")
    func portraitBeforeLaunch() throws {
        let world = try Self.world("device iPhone4s\nios 6.1\norientation landscapeLeft\nplist all\ncontroller home supports=all\nwindow main root=home\nshow main key\n")
        #expect(Self.why(world, "main")[3] == "  the device counts as portrait until launch finishes (L5)")
    }

    @Test("S2 a preference changed without setNeedsStatusBarAppearanceUpdate is not in force, and the explanation says which is")
    func answerNotInForce() throws {
        let world = try Self.world(WhyTextTests.app(ios: "11.0", """
            controller web statusbar=visible
            controller nav kind=navigation children=web statusbar-child=yes
            window main root=nav
            show main key
            launch
            set web statusbar=hidden
            """, device: "iPhone7"))
        #expect(world.statusBarExplanation == [
            "why the status bar is shown: its appearance follows main, the topmost visible window with a root view controller that may affect the status bar (S2)",
            "  owner: root nav → its child for the status bar, web",
            "  web answers prefersStatusBarHidden YES, but UIKit has not asked again: the answer in force is prefersStatusBarHidden NO, asked for (S2: it asks after presentations, rotations, window changes and setNeedsStatusBarAppearanceUpdate)"])
    }

    @Test("A5 A9 after setStatusBarOrientation: the interface does not face the way its controlling window does, and the explanation says why")
    func interfaceTurnedApart() throws {
        let world = try Self.world(WhyTextTests.app(ios: "11.0", """
            controller player autorotate=no supports=all
            window main root=player
            show main key
            launch
            force landscapeLeft via=statusbar
            """))
        #expect(world.whyInterfaceLines == [
            "why the interface is landscapeLeft: it follows main, the window most recently given a root view controller, visible or not (A5, SDK ≥ 8 on iOS 8-13)",
            "  main faces portrait: the interface was turned apart from it (setStatusBarOrientation:, A9) and follows it again when it turns or another window takes over (A5)"])
    }

    @Test("A1 A3 S2 a relayed answer is credited to the controller that gave it, as the engine found it when UIKit asked")
    func relayedAnswers() throws {
        let setup = """
            controller home supports=portrait
            controller player supports=landscape
            controller toastvc relay=main
            window main root=home
            show main key
            launch
            window toast level=alert root=toastvc
            show toast
            present player from=home
            """
        let world = try Self.world(WhyTextTests.app(ios: "11.0", setup))
        let toast = world.orientationDecision(of: world.windowID("toast")!)
        // The decision carries it: toastvc relays, and the host's decider now is the presented player (A1).
        #expect(toast.decider == world.controllerID("toastvc") && toast.masks?.supportedRelayedFrom == world.controllerID("player"))
        #expect(world.statusBarOwnerDecision.answerRelayedFrom == world.controllerID("player"))
        #expect(Self.why(world, "toast")[2] == "  app mask allButUpsideDown (the Info.plist (A2)) ∩ toastvc's landscape (relayed to player, found by A1 when UIKit asks: its supportedInterfaceOrientations) = landscape (A3)")
        #expect(world.statusBarExplanation.last == "  toastvc relays the question to player (found by A1 when UIKit asks), which answers prefersStatusBarHidden NO (the default)")
        // An answer it gives itself is its own; the host's decider answers without a relay.
        let maskOnly = try Self.world(WhyTextTests.app(ios: "11.0", setup.replacingOccurrences(of: "relay=main", with: "relay=main relays=supports")))
        #expect(maskOnly.statusBarOwnerDecision.answerRelayedFrom == nil)
        #expect(maskOnly.statusBarExplanation.last == "  toastvc answers prefersStatusBarHidden NO (the default)")
        #expect(world.orientationDecision(of: world.windowID("main")!).masks?.supportedRelayedFrom == nil)
    }

    @Test("A3 the decision carries the decider's shouldAutorotate as it read it, relayed or its own; only the answers lines print it")
    func autorotateAnswer() throws {
        let setup = """
            controller home autorotate=no
            controller toastvc relay=main
            window main root=home
            show main key
            launch
            window toast level=alert root=toastvc
            show toast
            """
        let world = try Self.world(WhyTextTests.app(ios: "11.0", setup))
        let toast = world.windowID("toast")!
        #expect(world.orientationDecision(of: toast).autorotate == AutorotateAnswer(yes: false, relayedFrom: world.controllerID("home")))
        #expect(world.whyLines(window: toast, answers: true).contains("  toastvc relays shouldAutorotate to home (found by A1 when UIKit asks), which answers NO (A3)"))
        #expect(!Self.why(world, "toast").contains { $0.contains("shouldAutorotate") }, "`pivot why` prints it only where it settled the decision")
        // Its own answer where it relays only the mask.
        let own = try Self.world(WhyTextTests.app(ios: "11.0", setup.replacingOccurrences(of: "relay=main", with: "relay=main relays=supports")))
        #expect(own.orientationDecision(of: toast).autorotate == AutorotateAnswer(yes: true, relayedFrom: nil))
        #expect(own.whyLines(window: toast, answers: true).contains("  toastvc answers shouldAutorotate YES (A3)"))
    }

    @Test("A9 a window a geometry request turned is explained by the request until anything else turns it")
    func geometryRequest() throws {
        let setup = """
            controller home
            window main root=home
            show main key
            launch
            request-geometry main landscape
            """
        var world = try Self.world(WhyTextTests.app(ios: "16.4", setup, device: "iPhone14Pro"))
        let main = world.windowID("main")!
        #expect(world[main].orientation == .landscapeRight && world.orientationDecision(of: main).turnedByRequest == .landscape)
        #expect(Self.why(world, "main").last == "  so: a geometry request (requestGeometryUpdate landscape) turned it to landscapeRight, and nothing has turned it since: an evaluation now would give portrait (A9)")
        // The device turns the other way: an evaluation turned it, and the request no longer explains it.
        world.apply(.rotate(.landscapeRight))
        #expect(world[main].orientation == .landscapeLeft && world.orientationDecision(of: main).turnedByRequest == nil)
    }

    @Test("S7 the style the bar shows is credited to the controller that answered preferredStatusBarStyle, relayed or its own")
    func styleOwner() throws {
        let setup = """
            controller home statusbar-style=lightContent
            controller toastvc relay=main
            window main root=home
            show main key
            launch
            window toast level=alert root=toastvc
            show toast
            """
        let world = try Self.world(WhyTextTests.app(ios: "13.0", setup))
        let decision = world.statusBarOwnerDecision
        #expect(decision.styleOwner == world.controllerID("toastvc") && decision.styleRelayedFrom == world.controllerID("home"))
        #expect(decision.styleAnswer == .lightContent && world.statusBarStyle == .lightContent)
        #expect(world.statusBarStyleExplanation.last == "  style: toastvc relays preferredStatusBarStyle to home, which answers lightContent (S7)")
        #expect(world.statusBarExplanation.allSatisfy { !$0.contains("preferredStatusBarStyle") }, "the hidden question's explanation leaves the style out")
        // The toast that answers for itself gives the bar its own (default) style.
        let own = try Self.world(WhyTextTests.app(ios: "13.0", setup.replacingOccurrences(of: "relay=main", with: "relay=main relays=supports")))
        #expect(own.statusBarStyle == .default && own.statusBarOwnerDecision.styleRelayedFrom == nil)
        #expect(own.statusBarStyleExplanation.last == "  style: toastvc answers preferredStatusBarStyle default (S7)")
    }
}
