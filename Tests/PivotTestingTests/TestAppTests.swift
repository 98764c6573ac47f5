import PivotTestSupport
import PivotTesting
import PivotTrace
import Testing

/// The harness as its users meet it: the README's examples, then each part of the surface.
@Suite("TestApp")
struct TestAppTests {
    @Test("a HUD window stays upright over a portrait-only app (A3, A5)")
    func hudStaysUpright() async throws {
        let app = try await TestApp(trace: """
            device iPhoneX
            ios 16.0
            plist portrait
            controller home supports=portrait
            controller hudroot supports=all
            window main root=home
            window hud level=alert root=hudroot
            show main key
            show hud
            launch
            """)
        try await app.send("rotate landscapeLeft")
        await app.skipReceived()
        await app.expect("interface portrait")
        await app.expect("window hud orientation=portrait bounds=375x812")
        await app.finish()
    }

    @Test("a video player forces landscape with a geometry request; its controller hears the size change (A9, L2)")
    func playerForcesLandscape() async throws {
        let app = try await TestApp(trace: """
            device iPhone14Pro
            ios 16.4
            plist allButUpsideDown
            controller home supports=portrait
            controller player supports=allButUpsideDown
            window main root=home
            show main key
            launch
            present player from=home
            """)
        try await app.send("request-geometry main landscapeRight")
        await app.receive(.notification(.willChangeStatusBarOrientation, orientation: .landscapeRight))
        await app.receive(.notification(.willChangeStatusBarFrame))
        await app.receive(.callback("home", .viewWillTransitionToSize))
        await app.receive(.callback("player", .willTransitionToTraitCollection))
        await app.receive(.callback("player", .viewWillTransitionToSize))
        await app.receive(.callback("player", .traitCollectionDidChange))
        await app.receive(.callback("player", .viewSafeAreaInsetsDidChange))
        await app.skipReceived()
        await app.expect("interface landscapeRight")
        await app.expect("window main orientation=landscapeRight bounds=852x393")
        await app.expect("safearea player 0,59,21,59")
        await app.finish()
    }

    @Test("regression: a landscape modal dismissed from a second window leaves it landscape unless the presenter's mask answers (A8)")
    func dismissalRegression() async throws {
        let app = try await TestApp(trace: """
            device iPhone6
            ios 9.3
            plist allButUpsideDown
            controller home supports=portrait
            controller liveroot supports=portrait
            controller player supports=landscape
            window main root=home delegate=yes
            window live root=liveroot
            show main key
            show live
            launch
            rotate landscapeLeft
            """, exhaustivity: .off)
        try await app.send("present player from=liveroot")
        try await app.send("dismiss player")
        await app.expect("window live orientation=landscapeRight")
        try await app.send("set player dismiss-fix=yes")
        try await app.send("present player from=liveroot")
        try await app.send("dismiss player")
        await app.receive(.callback("liveroot", .viewWillTransitionToSize))
        await app.expect("window live orientation=portrait bounds=375x667")
        await app.finish()
    }

    @Test("send takes trace lines or Event values, and returns what the step caused")
    func sendReturnsEffects() async throws {
        let app = try await TestApp(trace: portraitApp)
        let effects = try await app.send("controller toast supports=all\nwindow overlay level=statusBar+1 root=toast")
        #expect(effects.contains { if case .callback(let r) = $0 { r.callback == .viewDidLoad } else { false } })
        await app.receive(.callback("toast", .viewDidLoad))
        await app.send(.show("overlay", key: false))
        await app.receive(.notification(.windowDidBecomeVisible, sender: "overlay"))
        await app.skipReceived()
        // A later line may name what a value declared.
        await app.send(.declareController("sheet", [.supports(.portrait)]))
        try await app.send("present sheet from=home animated=no")
        await app.skipReceived()
        await #expect(app.world.window("overlay")?.visible == true)
        await app.finish()
    }

    @Test("the virtual clock: settle: false leaves animations running, advance and runUntilIdle end them (L4)")
    func virtualClock() async throws {
        let app = try await TestApp(trace: turningApp)
        await app.send(.rotate(.landscapeLeft), settle: false)
        await app.skipReceived()
        await #expect(app.world.clock == 0)
        await app.advance(by: 100)
        await #expect(app.world.clock == 100)
        await app.advance(by: .milliseconds(150))
        await #expect(app.world.clock == 250)
        let effects = await app.runUntilIdle()
        #expect(effects.contains(.changed(.clock(milliseconds: 300))))
        await app.receive(.callback("home", .transitionCompletion))
        await #expect(app.world.pending.isEmpty)
        await app.finish()
    }

    @Test("a modelled UIKit exception is data: the test receives it, and later sends are refused (A3)")
    func crashIsData() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("set home supports=portraitUpsideDown\nattempt-rotation")
        await app.receive(.crash("UIApplicationInvalidInterfaceOrientation", reason: "no common orientation"))
        await #expect(app.world.crashed)
        await app.expect("crash UIApplicationInvalidInterfaceOrientation")
        let issues = await recordedIssues { await app.send(.rotate(.landscapeLeft)) }
        #expect(issues.map(\.message) == ["The app has crashed (UIApplicationInvalidInterfaceOrientation), so `rotate landscapeLeft` did not run"])
        await app.finish()
    }

    @Test("console lines are effects to receive, by substring (A9)")
    func logLines() async throws {
        let app = try await TestApp(trace: """
            device iPhone14Pro
            ios 16.4
            plist allButUpsideDown
            controller home supports=portrait
            window main root=home
            show main key
            launch
            """)
        try await app.send("request-geometry main landscape")
        await app.receive(.log("None of the requested orientations are supported"))
        await app.expect("log \"Requested: landscapeLeft, landscapeRight\"")
        await app.finish()
    }

    @Test("notifications arrive as a sequence, each with the world of its moment: a device observer still sees the old sizes (N3)")
    func notificationSequence() async throws {
        let app = try await TestApp(trace: turningApp, exhaustivity: .off)
        let device = await app.notifications(named: .deviceOrientationDidChange)
        let all = await app.notifications()
        try await app.send("rotate landscapeLeft")
        try await app.send("rotate portrait")
        await app.finish()
        var sizes: [Size] = []
        for await delivery in device { sizes.append(delivery.world.window("main")!.bounds) }
        #expect(sizes == [Size(375, 667), Size(667, 375)])
        var names: [NotificationName] = []
        for await delivery in all { names.append(delivery.notification.name) }
        #expect(names.first == .deviceOrientationDidChange)
        #expect(names.filter { $0 == .didChangeStatusBarOrientation }.count == 2)
        // Asked for after finish: it ends at once.
        for await _ in await app.notifications() { Issue.record("a finished app posts nothing") }
    }

    @Test("the session prints as a trace that replays to the same effects")
    func sessionPrintsAsTrace() async throws {
        let app = try await TestApp(trace: turningApp, exhaustivity: .off)
        var effects = try await app.send("observe UIApplicationDidChangeStatusBarOrientationNotification")
        effects += await app.send(.rotate(.landscapeLeft), settle: false)
        effects += await app.advance(by: 100)
        effects += await app.runUntilIdle()
        await app.expect("interface landscapeRight")
        await app.finish()
        let text = await app.trace()
        #expect(text.hasSuffix("""
            launch
            observe UIApplicationDidChangeStatusBarOrientationNotification
            rotate landscapeLeft nowait
            wait 0.1
            wait 0.2
            expect interface landscapeRight

            """))
        let replay = Replay.run(try TraceParser.parse(text, file: "session.trace"), file: "session.trace")
        #expect(replay.summary.failures.isEmpty)
        #expect(Array(replay.entries.suffix(5).flatMap(\.effects)) == effects)
    }
}

extension TestAppTests {
    @Test("the printed session replays green: a crash is expected where it happened, refused events are left out, long clock steps split")
    func sessionWithCrashAndRefusals() async throws {
        let app = try await TestApp(trace: turningApp, exhaustivity: .off)
        _ = await recordedIssues { await app.send(.hide("main")); await app.send(.dismiss("home")) }
        await app.advance(by: 2_500_000_000)
        await app.advance(by: .seconds(-5))
        await #expect(app.world.clock == 2_500_000_000)
        try await app.send("set home supports=portraitUpsideDown\nattempt-rotation")
        _ = await recordedIssues { _ = try? await app.send("rotate landscapeLeft") }
        await app.finish()
        let text = await app.trace()
        #expect(!text.contains("dismiss home"))
        #expect(text.hasSuffix("""
            hide main
            wait 1000000
            wait 1000000
            wait 500000
            set home supports=portraitUpsideDown
            attempt-rotation
            expect crash UIApplicationInvalidInterfaceOrientation

            """))
        let replay = Replay.run(try TraceParser.parse(text, file: "session.trace"), file: "session.trace")
        #expect(replay.summary.failures.isEmpty, "\(replay.summary.failures)")
    }

    @Test("several lines in one send are one call: what its first lines cause is not left over for its later ones")
    func multiLineSend() async throws {
        let app = try await TestApp(trace: turningApp)
        try await app.send("rotate landscapeLeft\nrotate portrait")
        await app.skipReceived()
        try await app.send("observe UIKeyboardWillShowNotification\nmark keyboard")   // no event: nothing to receive first
        try await app.send("keyboard show")
        for name: NotificationName in [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow] {
            await app.receive(.notification(name))
        }
        await app.finish()
    }
}
