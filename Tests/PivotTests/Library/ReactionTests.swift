// A library's code in the model: actions (named sequences that happen as one step) and
// reactions (an action run when UIKit posts a notification), in posting order (issue 20).

import Testing
@testable import Pivot

@Suite("Library actions and reactions (SPEC N1, N3)")
struct ReactionTests {
    func hostApp() -> World {
        app("iPhone8", ios: "9.0", [.declareController("home", []), .declareController("toastvc", []), window("main", root: "home"),
                                   .show("main", key: true), .launch,
                                   .defineAction("show-toast", [window("toast", level: WindowLevel.alert), .setRoot("toast", "toastvc"),
                                                                .show("toast", key: false)])])
    }

    @Test("an action's events happen as one step; one the world refuses is left out, as the library's guard would")
    func actionIsOneStep() {
        var world = hostApp()
        let first = world.apply(.perform("show-toast"))
        #expect(world.applicationWindows == ["main", "toast"] && world.window("toast")?.visible == true)
        #expect(!first.contains { if case .rejected = $0 { true } else { false } })
        // Again: the window and its root exist already, so only `show` is left, and it does nothing new.
        let again = world.apply(.perform("show-toast"))
        #expect(!again.contains { if case .rejected = $0 { true } else { false } })
        #expect(world.applicationWindows == ["main", "toast"])
    }

    @Test("N3 a reaction runs inside the step that posted its notification, after it, in posting order")
    func reactionRunsInTheStep() {
        var world = hostApp()
        world.apply([.defineAction("hide-toast", [.hide("toast")]), .perform("show-toast"),
                     .react(.didChangeStatusBarOrientation, action: "hide-toast")])
        let effects = world.apply(.rotate(.landscapeLeft))
        let posted = effects.compactMap { if case .posted(let p) = $0 { p.name } else { nil } }
        let changed = posted.firstIndex(of: .didChangeStatusBarOrientation)
        let hidden = posted.firstIndex(of: .windowDidBecomeHidden)
        #expect(changed != nil && hidden != nil && changed! < hidden!)
        #expect(world.window("toast")?.visible == false)
    }

    @Test("a reaction whose action posts what it observes is refused with the loop named, never a hang")
    func loopIsNamed() {
        var world = app("iPhone8", ios: "9.0", [.declareController("home", []), window("main", root: "home"), window("hud"),
                                               .defineAction("flip", [.hide("hud"), .show("hud", key: false)]),
                                               .react(.windowDidBecomeVisible, action: "flip")])
        let effects = world.apply(.show("main", key: true))
        let loop = "the library's reactions loop: UIWindowDidBecomeVisibleNotification → flip → UIWindowDidBecomeVisibleNotification → flip"
        #expect(effects.contains(.rejected(Message(loop))))
    }

    @Test("N3 65 harmless observers of one notification each run once: a fan-out is not a loop (issue 29)")
    func manyObservers() {
        var world = app("iPhone8", ios: "9.0", [.declareController("home", []), window("main", root: "home"),
                                               .show("main", key: true), .launch, .defineAction("noop", [.setLevel("main", 0)])]
                                              + Array(repeating: .react(.didChangeStatusBarOrientation, action: "noop"), count: 65))
        let effects = world.apply(.rotate(.landscapeLeft))
        #expect(!effects.contains { if case .rejected = $0 { true } else { false } }, "\(effects.filter { if case .rejected = $0 { true } else { false } })")
        #expect(world.statusBar.orientation == .landscapeRight)
    }

    @Test("an action is defined once, a reaction needs a defined action, and `do` an existing one")
    func misuse() {
        var world = hostApp()
        #expect(world.apply(.defineAction("show-toast", [])) == [.rejected("the action 'show-toast' is already defined")])
        #expect(world.apply(.react(.windowDidBecomeKey, action: "nothing")) == [.rejected("no action named 'nothing'")])
        #expect(world.apply(.perform("nothing")) == [.rejected("no action named 'nothing'")])
    }

    @Test("actions nest at most 100 deep; one that runs itself or an undefined action is refused (issue 29)")
    func nesting() {
        var world = hostApp()
        world.apply(.defineAction("a0", [.hide("main")]))
        for i in 1..<100 { #expect(world.apply(.defineAction("a\(i)", [.perform("a\(i - 1)")])).isEmpty) }
        #expect(world.apply(.defineAction("a100", [.perform("a99")]))
                == [.rejected("the action 'a100' nests actions 101 deep; they nest at most 100 deep")])
        #expect(world.apply(.defineAction("me", [.perform("me")])) == [.rejected("the action 'me' runs itself: an action cannot be recursive")])
        #expect(world.apply(.defineAction("later", [.perform("nothing")])) == [.rejected("no action named 'nothing'")])
        // The deepest one allowed runs, and 4,000 levels cannot be built to overflow the stack.
        #expect(!world.apply(.perform("a99")).contains { if case .rejected = $0 { true } else { false } })
        #expect(world.window("main")?.visible == false)
    }

    @Test("two worlds that differ only in their reactions differ")
    func reactionsAreState() {
        var a = hostApp(), b = hostApp()
        a.apply(.react(.windowDidBecomeKey, action: "show-toast"))
        #expect(a != b)
        b.apply(.react(.windowDidBecomeKey, action: "show-toast"))
        #expect(a == b)
    }
}
