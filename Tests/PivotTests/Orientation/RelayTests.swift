// A library's controller that relays UIKit's questions to the host's top controller (issue 20):
// each answer relayed or its own, found by A1 when UIKit asks.

import Testing
@testable import Pivot

@Suite("Relaying controllers (SPEC A1, A3, S2)")
struct RelayTests {
    /// A portrait-only host that hides the status bar, and a toast whose controller relays.
    func host(ios: String = "11.0", _ relay: [ControllerSetting]) -> World {
        app("iPhone8", ios: ios, [.declareController("home", [.supports(.portrait), .statusBar(.hidden)]),
                                 .declareController("toastvc", relay), window("main", root: "home"), .show("main", key: true), .launch,
                                 window("toast", root: "toastvc", level: WindowLevel.alert), .show("toast", key: false)])
    }

    @Test("A3 a relayed mask is the host decider's: the toast stays portrait with the host")
    func relaysTheMask() {
        var world = host([.relay("main")])
        world.apply(.rotate(.landscapeLeft))
        #expect(world.orientation(of: "toast") == .portrait && world.interface == .portrait)
        var own = host([])
        own.apply(.rotate(.landscapeLeft))
        #expect(own.orientation(of: "toast") == .landscapeRight, "without the relay the toast turns")
    }

    @Test("S2 each answer is relayed or answered by the controller itself")
    func answerByAnswer() {
        let everything = host([.relay("main")])
        #expect(everything.statusBarHidden(in: everything.statusBar.orientation))
        var maskOnly = host([.relay("main"), .relays([.supports, .autorotate])])
        #expect(!maskOnly.statusBarHidden(in: maskOnly.statusBar.orientation), "the toast answers the bar itself: shown")
        maskOnly.apply(.rotate(.landscapeLeft))
        #expect(maskOnly.orientation(of: "toast") == .portrait)
        var barOnly = host([.relay("main"), .relays([.statusBar])])
        barOnly.apply(.rotate(.landscapeLeft))
        #expect(barOnly.orientation(of: "toast") == .landscapeRight, "the mask forgotten: it turns")
    }

    @Test("a relay to a window not made yet, without a root, or to itself answers for itself")
    func fallsBackToItself() {
        var world = host([.relay("later")])
        world.apply(.rotate(.landscapeLeft))
        #expect(world.orientation(of: "toast") == .landscapeRight)
        var itself = host([.relay("toast")])
        itself.apply(.rotate(.landscapeLeft))
        #expect(itself.orientation(of: "toast") == .landscapeRight)
        #expect(world.answering(world.controllerID("toastvc")!, .supports) == world.controllerID("toastvc"))
    }

    @Test("the host's decider is found when UIKit asks: a presented controller answers once it decides")
    func followsTheHostsDecider() {
        var world = app("iPhone8", ios: "11.0", [.declareController("home", [.supports(.portrait)]),
                                                .declareController("player", [.supports(.landscape)]),
                                                .declareController("toastvc", [.relay("main")]), window("main", root: "home"),
                                                .show("main", key: true), .launch,
                                                window("toast", root: "toastvc", level: WindowLevel.alert)])
        let toast = world.controllerID("toastvc")!
        #expect(world.answering(toast, .supports) == world.controllerID("home"))
        world.apply(.present("player", from: "home", style: .fullScreen, animated: false))
        #expect(world.answering(toast, .supports) == world.controllerID("player"))
        #expect(world.supportsAnswer(of: toast) == .landscape)
    }
}
