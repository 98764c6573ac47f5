// The explanations of `--explain`, `pivot why` and failed expectations (issue 14): each A5 era,
// each A1 path to the decider and each S2 owner case says what it is, with its SPEC ID.

import Pivot
import PivotTrace
import Testing

@Suite("Explanations")
struct WhyTextTests {
    /// The world after replaying a trace.
    static func world(_ text: String) throws -> World {
        Replay.run(try TraceParser.parse(text, file: "t.trace"), file: "t.trace").world
    }

    static func app(ios: String, _ body: String, device: String = "iPhone8", plist: String = "allButUpsideDown") -> String {
        "device \(device)\nios \(ios)\nplist \(plist)\n" + body + "\n"
    }

    @Test("A5 each era names the rule the interface follows", arguments: [
        ("7.1", "the topmost visible window with a root view controller (A5, iOS < 8 or SDK < 8)"),
        ("11.0", "the window most recently given a root view controller, visible or not (A5, SDK ≥ 8 on iOS 8-13)"),
        ("16.0", "the topmost visible window with a root view controller that may affect the status bar (A5, iOS ≥ 14)"),
    ])
    func a5Eras(ios: String, rule: String) throws {
        // An iPhone 8 never ran iOS 7: an iPhone 5s did.
        let device = ios == "7.1" ? "iPhone5s" : "iPhone8"
        let world = try Self.world(Self.app(ios: ios, "controller home\nwindow main root=home\nshow main key\nlaunch", device: device))
        #expect(world.whyInterfaceLines == ["why the interface is portrait: it follows main, " + rule])
    }

    @Test("A1 the path to the decider: the root alone, a full-screen presentation, a forwarding container, a sheet that does not decide")
    func a1Paths() throws {
        let root = try Self.world(Self.app(ios: "16.0", "controller home\nwindow main root=home\nshow main key\nlaunch"))
        #expect(root.whyLines(window: root.windowID("main")!)[1] == "  decider: root home")

        let presented = try Self.world(Self.app(ios: "16.0", """
            controller home
            controller player supports=landscape
            window main root=home
            show main key
            launch
            present player from=home
            """))
        #expect(presented.whyLines(window: presented.windowID("main")!)[1]
                == "  decider: root home → presented player (fullScreen fills the window, A1)")

        let container = try Self.world(Self.app(ios: "16.0", """
            controller home
            controller nav kind=navigation children=home forwards=yes
            window main root=nav
            show main key
            launch
            """))
        #expect(container.whyLines(window: container.windowID("main")!)[1]
                == "  decider: root nav → forwarded to home (a container that forwards, A1)")

        let sheet = try Self.world(Self.app(ios: "16.0", """
            controller home
            controller card supports=landscape
            window main root=home
            show main key
            launch
            present card from=home style=pageSheet
            """))
        #expect(sheet.whyLines(window: sheet.windowID("main")!)[1]
                == "  decider: root home → card is presented pageSheet, which does not fill the window: it does not decide (A1)")
    }

    @Test("S2 whose preference shows or hides the bar: the root, a full-screen presentation, a container's child, the app itself, no window")
    func s2Owners() throws {
        let root = try Self.world(Self.app(ios: "12.0", "controller home statusbar=hidden\nwindow main root=home\nshow main key\nlaunch"))
        #expect(root.statusBarExplanation == [
            "why the status bar is hidden: its appearance follows main, the topmost visible window with a root view controller that may affect the status bar (S2)",
            "  owner: root home", "  home answers prefersStatusBarHidden YES"])

        let presented = try Self.world(Self.app(ios: "12.0", """
            controller home
            controller video statusbar=hidden
            window main root=home
            show main key
            launch
            present video from=home
            """))
        #expect(presented.statusBarExplanation[1] == "  owner: root home → presented video (fullScreen fills the window)")

        let child = try Self.world(Self.app(ios: "12.0", """
            controller home statusbar=hidden
            controller nav kind=navigation children=home statusbar-child=yes
            window main root=nav
            show main key
            launch
            """))
        #expect(child.statusBarExplanation[1] == "  owner: root nav → its child for the status bar, home")

        let global = try Self.world(Self.app(ios: "12.0", "statusbar-appearance global\ncontroller home statusbar=hidden\nwindow main root=home\nshow main key\nlaunch"))
        #expect(global.statusBarExplanation == ["why the status bar is shown: the app sets it itself (UIViewControllerBasedStatusBarAppearance is NO; it asks for shown, S2)"])

        let none = try Self.world(Self.app(ios: "12.0", "controller home\nwindow main root=home\nlaunch"))
        #expect(none.statusBarExplanation == ["why the status bar is shown: no visible window has a root view controller that may affect it, so no controller has a say (S2)"])
    }

    @Test("S1 a phone in landscape hides the bar whatever the owner prefers, and the explanation says so")
    func s1Landscape() throws {
        let world = try Self.world(Self.app(ios: "16.0", "controller home supports=all\nwindow main root=home\nshow main key\nlaunch\nrotate landscapeLeft",
                                            device: "iPhoneX"))
        #expect(world.statusBarExplanation.last == "  but a phone hides it in landscape (S1)")
    }

    @Test("W2 S4 the stacking order explains itself: levels, and the status bar under a higher window before iOS 13 and above all from 13",
          arguments: [("12.0", "main,statusbar,banner", "  the status bar: level 1000, under any window above it (S4, before iOS 13)"),
                      ("16.0", "main,banner,statusbar", "  the status bar: above every window (S4, iOS ≥ 13)")])
    func stacking(ios: String, order: String, bar: String) throws {
        let world = try Self.world(Self.app(ios: ios, """
            controller home
            controller bannervc
            window main root=home
            show main key
            launch
            window banner level=statusBar+1 root=bannervc frame=0,0,375,64
            show banner
            """))
        let lines = world.stackingExplanation
        #expect(lines.first == "why the order is \(order) (bottom to top): by level, and within a level the window shown or re-levelled last on top (W2)")
        #expect(lines.contains("  banner: level 1001") && lines.contains(bar))
        // A failed `expect order` carries the same explanation.
        #expect(world.explanation(for: .order(["banner", "main"])) == lines)
    }
}
