import Pivot
import PivotTesting
import Testing

/// Lifecycle callbacks through the test harness: each test sends what the user does and
/// receives, or expects, what UIKit calls.
@Suite("Lifecycle callbacks (SPEC L)")
struct LifecycleTests {
    @Test("L1 a push on iPhone X / iOS 11 follows UIKit's order, with the insets each callback reads")
    func pushOrder() async throws {
        let app = try await TestApp(trace: navigationApp)
        try await app.send("push B on=nav")
        let notch = Insets(44, 0, 34, 0)
        await app.receive(.callback("B", .willMoveToParent, safeArea: .zero))
        await app.receive(.callback("B", .viewDidLoad, safeArea: .zero))
        await app.receive(.callback("A", .viewWillDisappear, safeArea: notch))
        await app.receive(.callback("B", .viewWillAppear, safeArea: .zero))
        await app.receive(.callback("B", .viewSafeAreaInsetsDidChange, safeArea: notch))
        for _ in 0..<2 {
            await app.receive(.callback("B", .viewWillLayoutSubviews))
            await app.receive(.callback("B", .viewDidLayoutSubviews))
        }
        await app.receive(.callback("B", .viewDidAppear))
        await app.receive(.callback("A", .viewDidDisappear))
        await app.receive(.callback("B", .didMoveToParent))
        await app.finish()
    }

    @Test("L1 a pop mirrors the push: willMoveToParent(nil) first, didMoveToParent(nil) last")
    func popOrder() async throws {
        let app = try await TestApp(trace: navigationApp)
        try await app.send("push B on=nav")
        await app.skipReceived()
        try await app.send("pop nav")
        await app.expect("calls B.willMoveToParent,B.viewWillDisappear,A.viewWillAppear,A.viewWillLayoutSubviews,A.viewDidLayoutSubviews,A.viewDidAppear,B.viewDidDisappear,B.didMoveToParent")
        await app.skipReceived()
        await app.finish()
    }

    @Test("L1 a window's first appearance loads the root once, then appears with a layout pass")
    func firstAppearance() async throws {
        let app = try await TestApp(trace: "device iPhone8\nios 12.0\ncontroller home")
        try await app.send("window main root=home")
        await app.receive(.callback("home", .viewDidLoad))
        try await app.send("show main key")
        // L8: iOS 12 announces the view's first traits with traitCollectionDidChange(nil).
        await app.expect("calls home.viewWillAppear,home.traitCollectionDidChange,home.viewSafeAreaInsetsDidChange,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.viewDidAppear")
        await app.skipReceived()
        try await app.send("hide main")
        await app.skipReceived()
        try await app.send("show main key")
        await app.expect("calls home.viewWillAppear,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.viewDidAppear") // viewDidLoad happens once
        await app.skipReceived()
        await app.finish()
    }

    @Test("L1 replacing the root of a visible window: the new root loads, the old one disappears as it appears")
    func rootReplacement() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0", "controller next"))
        try await app.send("root main next")
        await app.expect("calls next.viewDidLoad,home.viewWillDisappear,next.viewWillAppear,next.traitCollectionDidChange,next.viewSafeAreaInsetsDidChange,next.viewWillLayoutSubviews,next.viewDidLayoutSubviews,home.viewDidDisappear,next.viewDidAppear")
        await app.skipReceived()
        await app.finish()
    }

    @Test("L1 a full-screen presentation hides the presenter; a sheet on iOS 13 and an over-full-screen one do not",
          arguments: [("fullScreen", true), ("pageSheet", false), ("overFullScreen", false)])
    func presentation(style: String, presenterDisappears: Bool) async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "13.0", "controller modal"), exhaustivity: .off)
        let presented = try await app.send("present modal from=home style=\(style)")
        let calls = await app.world.calls(presented)
        #expect(calls.first == "modal.viewDidLoad")
        #expect(calls.contains("home.viewWillDisappear") == presenterDisappears)
        #expect(calls.contains("home.viewDidDisappear") == presenterDisappears)
        #expect(calls.contains("modal.viewDidAppear"))
        #expect(!calls.contains { $0.hasSuffix("MoveToParent") }, "presentations have no parent callbacks")
        let dismissal = await app.world.calls(try await app.send("dismiss modal"))
        #expect(dismissal.first == "modal.viewWillDisappear")
        #expect(dismissal.contains("home.viewDidAppear") == presenterDisappears)
        await app.finish()
    }

    @Test("L1 L3 over full screen the presenter stays in the window: it hears the whole rotation, not only the size")
    func overFullScreenRotation() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "13.0", plist: "allButUpsideDown", "controller hud supports=allButUpsideDown"),
                                    exhaustivity: .off)
        try await app.send("present hud from=home style=overFullScreen animated=no")
        try await app.send("rotate landscapeLeft")
        await app.expect("interface landscapeRight") // over-full-screen decides like full screen (A1)
        await app.receive(calls: [("home", .viewWillTransitionToSize), ("hud", .viewWillTransitionToSize),
                                  ("home", .viewWillLayoutSubviews), ("hud", .viewWillLayoutSubviews),
                                  ("home", .transitionCompletion), ("hud", .transitionCompletion)])
        await app.finish()
    }

    @Test("L1 dismissing what covered an over-full-screen stack brings back both the host and the controller beneath it")
    func overFullScreenStack() async throws {
        let app = try await TestApp(trace: mainApp("iPhoneX", ios: "15.0", plist: "allButUpsideDown", "controller hud\ncontroller sheet"),
                                    exhaustivity: .off)
        try await app.send("present hud from=home style=overFullScreen animated=no\npresent sheet from=hud animated=no")
        await app.skipReceived()
        try await app.send("dismiss sheet")
        await app.receive(calls: [("home", .viewWillAppear), ("hud", .viewWillAppear), ("home", .viewDidAppear), ("hud", .viewDidAppear)])
        try await app.send("rotate landscapeLeft")
        await app.receive(calls: [("home", .viewWillLayoutSubviews), ("home", .transitionCompletion)])
        try await app.send("dismiss hud")
        // The presenter under over-full-screen neither reappears nor lays out again.
        await app.expect("calls hud.viewWillDisappear,hud.viewDidDisappear")
        await app.finish()
    }

    @Test("L2 a container that opts out of automatic forwarding keeps the callbacks: its children hear none",
          arguments: [true, false])
    func automaticForwarding(forwards: Bool) async throws {
        let app = try await TestApp(trace: """
            device iPhone8
            ios 12.0
            plist allButUpsideDown
            controller page
            controller next
            controller nav kind=navigation children=page auto-forward=\(forwards ? "yes" : "no")
            window main root=nav
            show main key
            launch
            """, exhaustivity: .off)
        let rotation = await app.world.calls(try await app.send("rotate landscapeLeft"))
        await app.expect("interface landscapeRight") // forwarding callbacks is not forwarding orientation (A1)
        #expect(rotation.contains("page.viewWillTransitionToSize") == forwards)
        #expect(rotation.allSatisfy { !$0.hasPrefix("nav.") }, "containers are never recorded")
        let push = await app.world.calls(try await app.send("push next on=nav"))
        #expect(push.contains("page.viewWillDisappear") == forwards && push.contains("next.viewDidAppear") == forwards)
        #expect(push.contains("next.willMoveToParent"), "containment callbacks are not forwarding")
        await app.finish()
    }

    @Test("L1 tab selection and new children: containment and appearance callbacks, containers never recorded")
    func tabsAndChildren() async throws {
        let app = try await TestApp(trace: """
            device iPhone8
            ios 12.0
            controller one
            controller two
            controller three
            controller tabs kind=tabbar children=one,two
            window main root=tabs
            show main key
            launch
            """)
        try await app.send("select tabs two")
        await app.expect("calls two.viewDidLoad,one.viewWillDisappear,two.viewWillAppear,two.traitCollectionDidChange,two.viewSafeAreaInsetsDidChange,two.viewWillLayoutSubviews,two.viewDidLayoutSubviews,one.viewDidDisappear,two.viewDidAppear")
        await app.skipReceived()
        let calls = await app.world.calls(try await app.send("set tabs children=two,three"))
        #expect(calls.first == "three.willMoveToParent" && calls.contains("one.willMoveToParent"))
        #expect(calls.contains("three.didMoveToParent") && calls.contains("one.didMoveToParent"))
        #expect(!calls.contains { $0.hasPrefix("tabs.") })
        await app.skipReceived()
        await app.finish()
    }

    @Test("L2 iOS 8+: trait change on iPhones, size transition, insets, one layout pass, then the completion")
    func modernRotation() async throws {
        let app = try await TestApp(trace: mainApp("iPhoneX", ios: "11.0", plist: "portrait|landscapeLeft|landscapeRight"), exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.expect("calls home.willTransitionToTraitCollection,home.viewWillTransitionToSize,home.traitCollectionDidChange,home.viewSafeAreaInsetsDidChange,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.transitionCompletion")
        await app.receive(.callback("home", .viewWillTransitionToSize, bounds: Size(375, 812))) // old values before the change
        await app.receive(.callback("home", .viewWillLayoutSubviews, bounds: Size(812, 375)))
        await app.finish()
        let pad = try await TestApp(trace: mainApp("iPad", ios: "12.0", plist: "all", home: "supports=all"), exhaustivity: .off)
        let calls = await pad.world.calls(try await pad.send("rotate landscapeLeft"))
        #expect(!calls.contains("home.willTransitionToTraitCollection"))
        #expect(calls.contains("home.viewWillTransitionToSize"))
        await pad.finish()
    }

    @Test("L2 the legacy callbacks on iOS 7 and for a legacy controller on iOS 8+: old values first, new from layout",
          arguments: ["7.1", "9.0"])
    func legacyRotation(ios: String) async throws {
        // Devices that ran these systems: an iPhone 5s on iOS 7, an iPhone 6 on iOS 9.
        let phone = ios == "7.1" ? "iPhone5s" : "iPhone6"
        let app = try await TestApp(trace: mainApp(phone, ios: ios, plist: "portrait|landscapeLeft|landscapeRight", home: "legacy=yes"),
                                    exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.expect("calls home.willRotate,home.viewWillLayoutSubviews,home.viewDidLayoutSubviews,home.willAnimateRotation,home.didRotate")
        await app.receive(.callback("home", .willRotate, orientation: .portrait, statusBar: .portrait))
        await app.receive(.callback("home", .viewWillLayoutSubviews, bounds: ios == "7.1" ? Size(568, 320) : Size(667, 375),
                                    orientation: .landscapeRight))
        await app.finish()
    }

    @Test("L2 iOS 5 asks shouldAutorotateToInterfaceOrientation of the controller")
    func iOS5Queries() async throws {
        let app = try await TestApp(trace: mainApp("iPhone4s", ios: "5.1", home: "supports=allButUpsideDown"), exhaustivity: .off)
        let calls = await app.world.calls(try await app.send("rotate landscapeLeft"))
        #expect(calls.first == "home.shouldAutorotateToInterfaceOrientation")
        await app.receive(calls: [("home", .shouldAutorotateToInterfaceOrientation), ("home", .willRotate), ("home", .didRotate)])
        await app.finish()
    }

    @Test("L2 a container forwards rotation callbacks to its visible child only")
    func containersForward() async throws {
        let app = try await TestApp(trace: """
            device iPhone8
            ios 12.0
            plist portrait|landscapeLeft|landscapeRight
            controller a
            controller b
            controller nav kind=navigation children=a,b
            window main root=nav
            show main key
            launch
            """, exhaustivity: .off)
        let calls = await app.world.calls(try await app.send("rotate landscapeLeft"))
        #expect(!calls.isEmpty && calls.allSatisfy { $0.hasPrefix("b.") })
        await app.finish()
    }

    @Test("L3 iOS 8+: a presenter covered by a full-screen presentation still hears the size transition")
    func coveredPresenterModern() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0", plist: "portrait|landscapeLeft|landscapeRight", "controller modal")
                                    + "\npresent modal from=home animated=no", exhaustivity: .off)
        let calls = await app.world.calls(try await app.send("rotate landscapeLeft"))
        #expect(calls.contains("home.viewWillTransitionToSize"))
        #expect(!calls.contains("home.viewWillLayoutSubviews"))
        #expect(calls.contains("modal.viewWillLayoutSubviews"))
        await app.finish()
    }

    @Test("L3 iOS 7: a covered presenter hears nothing, then lays out with the new bounds when it reappears")
    func coveredPresenterLegacy() async throws {
        let app = try await TestApp(trace: mainApp("iPhone5s", ios: "7.1", plist: "portrait|landscapeLeft|landscapeRight", "controller modal")
                                    + "\npresent modal from=home animated=no", exhaustivity: .off)
        let rotation = await app.world.calls(try await app.send("rotate landscapeLeft"))
        #expect(!rotation.contains { $0.hasPrefix("home.") })
        try await app.send("dismiss modal")
        await app.receive(.callback("home", .viewWillLayoutSubviews, bounds: Size(568, 320)))
        await app.finish()
    }

    @Test("L4 animations take virtual time: 0.3 s a quarter turn on phones, 0.6 s half, 0.4/0.8 s on iPad, push 0.35 s, present 0.3 s")
    func durations() async throws {
        for (device, quarter) in [("iPhone8", 300), ("iPad", 400)] {
            let app = try await TestApp(trace: mainApp(device, ios: "12.0", plist: "all", home: "supports=all"), exhaustivity: .off)
            try await app.send("rotate landscapeLeft")
            await #expect(app.world.clock == quarter)
            try await app.send("rotate landscapeRight")
            await #expect(app.world.clock == 3 * quarter, "a half turn takes twice as long")
            await app.finish()
        }
        let nav = try await TestApp(trace: navigationApp, exhaustivity: .off)
        try await nav.send("push B on=nav")
        await #expect(nav.world.clock == 350)
        try await nav.send("controller modal\npresent modal from=nav")
        await #expect(nav.world.clock == 650)
        await nav.finish()
    }

    @Test("L4 without settling, work waits for the clock: advance(by:) and runUntilIdle()")
    func clockControl() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0", plist: "portrait|landscapeLeft|landscapeRight"))
        try await app.send("rotate landscapeLeft nowait")
        await app.expect("window main orientation=landscapeRight")
        await app.skipReceived()
        await app.advance(by: 299)
        await app.advance(by: 1)
        await app.receive(.callback("home", .transitionCompletion))
        await app.send(.rotate(.portrait), settle: false)
        await app.skipReceived()
        await app.advance(by: 1000)
        await app.receive(.callback("home", .transitionCompletion))
        await #expect(app.world.clock == 1300)
        await app.send(.rotate(.landscapeLeft), settle: false)
        await app.skipReceived()
        await app.runUntilIdle()
        await app.receive(.callback("home", .transitionCompletion))
        await #expect(app.world.pending.isEmpty)
        await app.finish()
    }

    @Test("L4 the clock stops at its largest value instead of overflowing, and never runs backwards")
    func clockSaturates() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0"), exhaustivity: .off)
        await app.advance(by: 500)
        await app.advance(by: Int.max)
        await #expect(app.world.clock == Int.max)
        await app.advance(by: Int.max)
        await app.advance(by: -5)
        await app.send(.wait(milliseconds: Int.max))
        try await app.send("rotate landscapeLeft")
        await #expect(app.world.clock == Int.max)
        await app.expect("interface landscapeRight") // work due at the end of time still runs
        await app.finish()
    }

    @Test("L4 work due at the same instant runs in the order it was scheduled")
    func sameInstantOrder() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0", plist: "portrait|landscapeLeft|landscapeRight", "controller modal"),
                                    exhaustivity: .off)
        try await app.send("present modal from=home style=overFullScreen nowait\nrotate landscapeLeft nowait")
        await app.skipReceived()
        await app.advance(by: 300)
        await app.receive(calls: [("modal", .viewDidAppear), ("modal", .transitionCompletion)])
        await app.finish()
    }
}
