import PivotTestSupport
import PivotTesting
import Testing

/// The app's windows list (SPEC W9) and the window scene's orientation (W10).
@Suite("Windows list and scene geometry (SPEC W9, W10)")
struct WindowListTests {
    static let app = """
        device iPhone8
        ios 12.0
        plist allButUpsideDown
        controller home
        controller hudvc
        controller bannervc
        window main root=home
        window hud level=alert root=hudvc
        window banner level=statusBar root=bannervc
        show main key
        launch
        """

    @Test("W9 the windows list holds hidden windows too, back to front by level, never the status bar")
    func byLevel() async throws {
        let app = try await TestApp(trace: Self.app, exhaustivity: .off)
        await app.expect("windows main,banner,hud")
        await app.expect("order main,statusbar")
        await app.finish()
    }

    @Test("W9 same-level windows follow the W2 order; the keyboard's window is last from its first appearance (iOS 7-15)",
          arguments: [("12.0", true), ("16.0", false)])
    func sameLevelAndKeyboard(ios: String, listed: Bool) async throws {
        let app = try await TestApp(trace: Self.app.replacingOccurrences(of: "ios 12.0", with: "ios \(ios)")
                                    + "\ncontroller secondvc\nwindow second root=secondvc", exhaustivity: .off)
        try await app.send("show second\nshow main key")
        await app.expect("windows second,main,banner,hud")
        try await app.send("keyboard show\nkeyboard hide")
        await app.expect("windows second,main,banner,hud\(listed ? ",keyboard" : "")")
        await app.finish()
    }

    @Test("W10 a window scene's orientation is its controlling window's, as the status bar's")
    func sceneOrientation() async throws {
        let app = try await TestApp(trace: """
            device iPhone14Pro
            ios 16.4
            scenes yes
            plist allButUpsideDown
            controller home
            window main root=home scene=yes
            show main key
            launch
            """, exhaustivity: .off)
        await app.expect("scene orientation=portrait")
        try await app.send("rotate landscapeLeft")
        await app.expect("scene orientation=landscapeRight")
        await app.expect("statusbar orientation=landscapeRight")
        await app.finish()
    }

    @Test("W10 an app without scenes has no window scene to ask")
    func noScene() async throws {
        let app = try await TestApp(trace: Self.app, exhaustivity: .off)
        let issues = await recordedIssues { await app.expect("scene orientation=portrait") }
        #expect(issues.first?.message.contains("(no window scene)") == true)
        await app.finish()
    }
}

/// A3's show trigger: UIKit reads the mask again when a window with a root is shown.
@Suite("Showing re-evaluates (SPEC A3)")
struct ShowTriggerTests {
    @Test("A3 a mask that changed since the root was assigned takes effect when the window is shown")
    func showReevaluates() async throws {
        let app = try await TestApp(trace: """
            device iPhone8
            ios 12.0
            plist allButUpsideDown
            controller home
            controller hudvc
            window main root=home
            show main key
            launch
            rotate landscapeLeft
            window hud level=alert root=hudvc
            """, exhaustivity: .off)
        await app.expect("window hud orientation=landscapeRight")
        try await app.send("set hudvc supports=portrait")
        await app.expect("window hud orientation=landscapeRight")   // not read yet
        try await app.send("show hud")
        await app.expect("asked hudvc yes")
        await app.expect("window hud orientation=portrait")
        await app.finish()
    }
}

extension WindowListTests {
    @Test("W9 a view added to the keyboard's window shows, takes touches over the keyboard and goes with it")
    func viewOnKeyboardWindow() async throws {
        let app = try await TestApp(trace: Self.app, exhaustivity: .off)
        try await app.send("keyboard show\nview spinner in=keyboard frame=137,500,100,100")
        await app.expect("hit 180,550 keyboard/spinner")
        try await app.send("keyboard hide")
        await app.expect("hit 180,550 main")
        await app.finish()
    }
}
