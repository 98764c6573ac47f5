import Testing
@testable import Pivot

@Suite("Lifecycle callbacks (SPEC L)")
struct LifecycleTests {
    static let landscapeApp: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// A navigation controller with a hidden bar holding A, on iPhone X with iOS 11 (SPEC L1).
    static func navigationApp() -> World {
        app("iPhoneX", ios: "11.0", [controller("A"), controller("B"),
                                     controller("nav", .kind(.navigation), .children(["A"]), .navigationBarHidden(true)),
                                     window("main", root: "nav"), .show("main", key: true), .launch])
    }

    @Test("L1 a push on iPhone X / iOS 11 follows UIKit's order, with the insets each callback reads")
    func pushOrder() {
        var world = Self.navigationApp()
        let effects = world.apply(.push("B", on: "nav"))
        #expect(world.calls(effects) == [
            "B.willMoveToParent", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewSafeAreaInsetsDidChange",
            "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
            "B.viewDidAppear", "A.viewDidDisappear", "B.didMoveToParent"])
        let notch = Insets(44, 0, 34, 0)
        #expect(world.record(effects, "B", .willMoveToParent)?.safeArea == .zero)
        #expect(world.record(effects, "B", .viewDidLoad)?.safeArea == .zero)
        #expect(world.record(effects, "A", .viewWillDisappear)?.safeArea == notch)
        #expect(world.record(effects, "B", .viewWillAppear)?.safeArea == .zero)
        #expect(world.record(effects, "B", .viewSafeAreaInsetsDidChange)?.safeArea == notch)
    }

    @Test("L1 a pop mirrors the push: willMoveToParent(nil) first, didMoveToParent(nil) last")
    func popOrder() {
        var world = Self.navigationApp()
        world.apply(.push("B", on: "nav"))
        let effects = world.apply(.pop("nav"))
        let calls = world.calls(effects)
        #expect(calls.first == "B.willMoveToParent")
        #expect(calls.last == "B.didMoveToParent")
        #expect(calls == ["B.willMoveToParent", "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews",
                          "A.viewDidLayoutSubviews", "A.viewDidAppear", "B.viewDidDisappear", "B.didMoveToParent"])
    }

    @Test("L1 a window's first appearance loads the root once, then appears with a layout pass")
    func firstAppearance() {
        var world = app("iPhone8", ios: "12.0", [controller("home")])
        let created = world.apply(window("main", root: "home"))
        #expect(world.calls(created) == ["home.viewDidLoad"])
        let shown = world.apply(.show("main", key: true))
        #expect(world.calls(shown) == ["home.viewWillAppear", "home.viewSafeAreaInsetsDidChange",
                                       "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews", "home.viewDidAppear"])
        world.apply(.hide("main"))
        let again = world.apply(.show("main", key: true))
        #expect(!world.calls(again).contains("home.viewDidLoad"), "viewDidLoad happens once")
    }

    @Test("L1 replacing the root of a visible window: the new root loads, the old one disappears as it appears")
    func rootReplacement() {
        var world = app("iPhone8", ios: "12.0", mainWindow() + [controller("next")])
        let effects = world.apply(.setRoot("main", "next"))
        #expect(world.calls(effects) == ["next.viewDidLoad", "home.viewWillDisappear", "next.viewWillAppear",
                                         "next.viewSafeAreaInsetsDidChange", "next.viewWillLayoutSubviews",
                                         "next.viewDidLayoutSubviews", "home.viewDidDisappear", "next.viewDidAppear"])
    }

    @Test("L1 a full-screen presentation hides the presenter; a sheet on iOS 13 and an over-full-screen one do not",
          arguments: [(PresentationStyle.fullScreen, true), (.pageSheet, false), (.overFullScreen, false)])
    func presentation(style: PresentationStyle, presenterDisappears: Bool) {
        var world = app("iPhone8", ios: "13.0", mainWindow() + [controller("modal")])
        let effects = world.apply(.present("modal", from: "home", style: style, animated: true))
        let calls = world.calls(effects)
        #expect(calls.contains("home.viewWillDisappear") == presenterDisappears)
        #expect(calls.contains("home.viewDidDisappear") == presenterDisappears)
        #expect(calls.first == "modal.viewDidLoad")
        #expect(calls.contains("modal.viewDidAppear"))
        #expect(!calls.contains { $0.hasSuffix("MoveToParent") }, "presentations have no parent callbacks")
        let dismissal = world.calls(world.apply(.dismiss("modal")))
        #expect(dismissal.first == "modal.viewWillDisappear")
        #expect(dismissal.contains("home.viewDidAppear") == presenterDisappears)
    }

    @Test("L1 L3 over full screen the presenter stays in the window: it hears the whole rotation, not only the size")
    func overFullScreenRotation() {
        var world = app("iPhone8", ios: "13.0", plist: .allButUpsideDown, mainWindow() + [controller("hud", .supports(.allButUpsideDown))])
        world.apply(.present("hud", from: "home", style: .overFullScreen, animated: false))
        let calls = world.calls(world.apply(.rotate(.landscapeLeft)))
        #expect(world.interface == .landscapeRight, "over-full-screen decides like full screen (A1)")
        for name in ["home", "hud"] {
            #expect(calls.contains("\(name).viewWillTransitionToSize") && calls.contains("\(name).viewWillLayoutSubviews")
                    && calls.contains("\(name).transitionCompletion"), "\(name): \(calls)")
        }
    }

    @Test("L1 dismissing what covered an over-full-screen stack brings back both the host and the controller beneath it")
    func overFullScreenStack() {
        var world = app("iPhoneX", ios: "15.0", plist: .allButUpsideDown, mainWindow() + [controller("hud"), controller("sheet")])
        world.apply([.present("hud", from: "home", style: .overFullScreen, animated: false),
                     .present("sheet", from: "hud", style: .fullScreen, animated: false)])
        let dismissal = world.calls(world.apply(.dismiss("sheet")))
        for name in ["home", "hud"] {
            #expect(dismissal.contains("\(name).viewWillAppear") && dismissal.contains("\(name).viewDidAppear"), "\(name): \(dismissal)")
        }
        let rotation = world.calls(world.apply(.rotate(.landscapeLeft)))
        #expect(rotation.contains("home.viewWillLayoutSubviews") && rotation.contains("home.transitionCompletion"), "\(rotation)")
        let overDismissal = world.calls(world.apply(.dismiss("hud")))
        #expect(overDismissal == ["hud.viewWillDisappear", "hud.viewDidDisappear"],
                "the presenter under over-full-screen neither reappears nor lays out again")
    }

    @Test("L2 a container that opts out of automatic forwarding keeps the callbacks: its children hear none",
          arguments: [true, false])
    func automaticForwarding(forwards: Bool) {
        var world = app("iPhone8", ios: "12.0", plist: .allButUpsideDown, [
            controller("page"), controller("nav", .kind(.navigation), .children(["page"]), .autoForward(forwards)),
            window("main", root: "nav"), .show("main", key: true), .launch])
        let rotation = world.calls(world.apply(.rotate(.landscapeLeft)))
        #expect(world.interface == .landscapeRight, "forwarding callbacks is not forwarding orientation (A1)")
        #expect(rotation.contains("page.viewWillTransitionToSize") == forwards)
        #expect(rotation.allSatisfy { !$0.hasPrefix("nav.") }, "containers are never recorded")
        world.apply(controller("next"))
        let push = world.calls(world.apply(.push("next", on: "nav")))
        #expect(push.contains("page.viewWillDisappear") == forwards && push.contains("next.viewDidAppear") == forwards)
        #expect(push.contains("next.willMoveToParent"), "containment callbacks are not forwarding")
    }

    @Test("L1 tab selection and new children: containment and appearance callbacks, containers never recorded")
    func tabsAndChildren() {
        var world = app("iPhone8", ios: "12.0", [controller("one"), controller("two"), controller("three"),
                                                   controller("tabs", .kind(.tabbar), .children(["one", "two"])),
                                                   window("main", root: "tabs"), .show("main", key: true), .launch])
        let selected = world.apply(.select(tabbar: "tabs", child: "two"))
        #expect(world.calls(selected) == ["two.viewDidLoad", "one.viewWillDisappear", "two.viewWillAppear",
                                          "two.viewSafeAreaInsetsDidChange", "two.viewWillLayoutSubviews",
                                          "two.viewDidLayoutSubviews", "one.viewDidDisappear", "two.viewDidAppear"])
        let added = world.apply(.configure("tabs", [.children(["two", "three"])]))
        let calls = world.calls(added)
        #expect(calls.first == "three.willMoveToParent" && calls.contains("one.willMoveToParent"))
        #expect(calls.contains("three.didMoveToParent") && calls.contains("one.didMoveToParent"))
        #expect(!calls.contains { $0.hasPrefix("tabs.") })
    }

    @Test("L2 iOS 8+: trait change on iPhones, size transition, insets, one layout pass, then the completion")
    func modernRotation() {
        var world = app("iPhoneX", ios: "11.0", plist: Self.landscapeApp, mainWindow())
        let effects = world.apply(.rotate(.landscapeLeft))
        #expect(world.calls(effects) == ["home.willTransitionToTraitCollection", "home.viewWillTransitionToSize",
                                         "home.viewSafeAreaInsetsDidChange", "home.viewWillLayoutSubviews",
                                         "home.viewDidLayoutSubviews", "home.transitionCompletion"])
        #expect(world.record(effects, "home", .viewWillTransitionToSize)?.bounds == Size(375, 812), "old values before the change")
        #expect(world.record(effects, "home", .viewWillLayoutSubviews)?.bounds == Size(812, 375))
        var pad = app("iPad", ios: "12.0", plist: .all, mainWindow([.supports(.all)]))
        #expect(!pad.calls(pad.apply(.rotate(.landscapeLeft))).contains("home.willTransitionToTraitCollection"))
    }

    @Test("L2 the legacy callbacks on iOS 7 and for a legacy controller on iOS 8+: old values first, new from layout",
          arguments: ["7.1", "9.0"])
    func legacyRotation(ios: String) {
        var world = app("iPhone8", ios: ios, plist: Self.landscapeApp, mainWindow([.legacy(true)]))
        let effects = world.apply(.rotate(.landscapeLeft))
        #expect(world.calls(effects) == ["home.willRotate", "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews",
                                         "home.willAnimateRotation", "home.didRotate"])
        #expect(world.record(effects, "home", .willRotate)?.orientation == .portrait)
        #expect(world.record(effects, "home", .willRotate)?.statusBarOrientation == .portrait)
        #expect(world.record(effects, "home", .viewWillLayoutSubviews)?.orientation == .landscapeRight)
        #expect(world.record(effects, "home", .viewWillLayoutSubviews)?.bounds == Size(667, 375))
    }

    @Test("L2 iOS 5 asks shouldAutorotateToInterfaceOrientation of the controller")
    func iOS5Queries() {
        var world = app("iPhone4s", ios: "5.1", mainWindow([.supports(.allButUpsideDown)]))
        let calls = world.calls(world.apply(.rotate(.landscapeLeft)))
        #expect(calls.first == "home.shouldAutorotateToInterfaceOrientation")
        #expect(calls.contains("home.willRotate") && calls.contains("home.didRotate"))
    }

    @Test("L2 a container forwards rotation callbacks to its visible child only")
    func containersForward() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, [
            controller("a"), controller("b"), controller("nav", .kind(.navigation), .children(["a", "b"])),
            window("main", root: "nav"), .show("main", key: true), .launch])
        let calls = world.calls(world.apply(.rotate(.landscapeLeft)))
        #expect(calls.allSatisfy { $0.hasPrefix("b.") })
        #expect(!calls.isEmpty)
    }

    @Test("L3 iOS 8+: a presenter covered by a full-screen presentation still hears the size transition")
    func coveredPresenterModern() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, mainWindow() + [
            controller("modal"), .present("modal", from: "home", style: .fullScreen, animated: false)])
        let calls = world.calls(world.apply(.rotate(.landscapeLeft)))
        #expect(calls.contains("home.viewWillTransitionToSize"))
        #expect(!calls.contains("home.viewWillLayoutSubviews"))
        #expect(calls.contains("modal.viewWillLayoutSubviews"))
    }

    @Test("L3 iOS 7: a covered presenter hears nothing, then lays out with the new bounds when it reappears")
    func coveredPresenterLegacy() {
        var world = app("iPhone8", ios: "7.1", plist: Self.landscapeApp, mainWindow() + [
            controller("modal"), .present("modal", from: "home", style: .fullScreen, animated: false)])
        let rotation = world.calls(world.apply(.rotate(.landscapeLeft)))
        #expect(!rotation.contains { $0.hasPrefix("home.") })
        let dismissal = world.apply(.dismiss("modal"))
        #expect(world.record(dismissal, "home", .viewWillLayoutSubviews)?.bounds == Size(667, 375))
    }

    @Test("L4 animations take virtual time: 0.3 s a quarter turn on phones, 0.6 s half, 0.4/0.8 s on iPad, push 0.35 s, present 0.3 s")
    func durations() {
        var phone = app("iPhone8", ios: "12.0", plist: .all, mainWindow([.supports(.all)]))
        var start = phone.clock
        phone.apply(.rotate(.landscapeLeft))
        #expect(phone.clock - start == 300)
        start = phone.clock
        phone.apply(.rotate(.landscapeRight))
        #expect(phone.clock - start == 600)
        var pad = app("iPad", ios: "12.0", plist: .all, mainWindow([.supports(.all)]))
        start = pad.clock
        pad.apply(.rotate(.landscapeLeft))
        #expect(pad.clock - start == 400)
        start = pad.clock
        pad.apply(.rotate(.landscapeRight))
        #expect(pad.clock - start == 800)
        var nav = Self.navigationApp()
        start = nav.clock
        nav.apply(.push("B", on: "nav"))
        #expect(nav.clock - start == 350)
        start = nav.clock
        nav.apply([controller("modal"), .present("modal", from: "nav", style: .fullScreen, animated: true)])
        #expect(nav.clock - start == 300)
    }

    @Test("L4 without settling, work waits for the clock: advance(by:), advance(to:), runUntilIdle()")
    func clockControl() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, mainWindow())
        let started = world.apply(.rotate(.landscapeLeft), settle: false)
        #expect(!world.calls(started).contains("home.transitionCompletion"))
        #expect(world.calls(world.advance(by: 299)).isEmpty)
        let done = world.advance(by: 1)
        #expect(world.calls(done) == ["home.transitionCompletion"])
        world.apply(.rotate(.portrait), settle: false)
        let finished = world.advance(to: world.clock + 1000)
        #expect(world.calls(finished) == ["home.transitionCompletion"])
        #expect(world.clock == 1300)
        world.apply(.rotate(.landscapeLeft), settle: false)
        #expect(world.calls(world.runUntilIdle()) == ["home.transitionCompletion"])
        #expect(world.pending.isEmpty)
    }

    @Test("L4 the clock stops at its largest value instead of overflowing, and never runs backwards")
    func clockSaturates() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.advance(by: 500)
        world.advance(by: Int.max)
        #expect(world.clock == Int.max)
        world.advance(by: Int.max)
        world.advance(by: -5)
        world.apply(.wait(milliseconds: Int.max))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.clock == Int.max && world.interface == .landscapeRight, "work due at the end of time still runs")
    }

    @Test("L4 work due at the same instant runs in the order it was scheduled")
    func sameInstantOrder() {
        var world = app("iPhone8", ios: "12.0", plist: Self.landscapeApp, mainWindow() + [controller("modal")])
        world.apply(.present("modal", from: "home", style: .overFullScreen, animated: true), settle: false)
        world.apply(.rotate(.landscapeLeft), settle: false)
        let calls = world.calls(world.advance(by: 300))
        let appeared = calls.firstIndex(of: "modal.viewDidAppear")!
        let completed = calls.firstIndex(of: "modal.transitionCompletion")!
        #expect(appeared < completed)
    }
}
