import PivotTesting
import Testing

/// The status bar's style (SPEC S7).
@Suite("Status bar style (SPEC S7)")
struct StatusBarStyleTests {
    static func app(ios: String, appearance: String = "controller") -> String {
        """
        device iPhone8
        ios \(ios)
        statusbar-appearance \(appearance)
        controller page statusbar-style=darkContent
        controller nav kind=navigation children=page statusbar-style=lightContent
        controller hudvc
        window main root=nav
        window hud level=alert root=hudvc
        show main key
        launch
        """
    }

    @Test("S7 a navigation controller answers itself unless it names its child for the style (a separate option from the hidden child)")
    func childForStyle() async throws {
        let app = try await TestApp(trace: Self.app(ios: "13.0"), exhaustivity: .off)
        await app.expect("statusbar style=lightContent")
        try await app.send("set nav statusbar-child=yes\nstatusbar-update page")
        await app.expect("statusbar style=lightContent")
        try await app.send("set nav style-child=yes\nstatusbar-update page")
        await app.expect("statusbar style=darkContent")
        await app.finish()
    }

    @Test("S7 darkContent exists from iOS 13; before it the default style is the dark one", arguments: [("12.4", "default"), ("13.0", "darkContent")])
    func darkContent(ios: String, style: String) async throws {
        let app = try await TestApp(trace: Self.app(ios: ios) + "\nset nav style-child=yes\nstatusbar-update page", exhaustivity: .off)
        await app.expect("statusbar style=\(style)")
        await app.finish()
    }

    @Test("S7 an overlay window that takes over the hidden flag takes over the style too")
    func overlayTakesOver() async throws {
        let app = try await TestApp(trace: Self.app(ios: "13.0"), exhaustivity: .off)
        try await app.send("show hud")
        await app.expect("statusbar style=default")
        try await app.send("hide hud")
        await app.expect("statusbar style=lightContent")
        await app.finish()
    }

    @Test("S7 with global appearance the app's own style flag decides")
    func global() async throws {
        let app = try await TestApp(trace: Self.app(ios: "13.0", appearance: "global"), exhaustivity: .off)
        await app.expect("statusbar style=default")
        try await app.send("statusbar-style lightContent")
        await app.expect("statusbar style=lightContent")
        await app.finish()
    }
}
