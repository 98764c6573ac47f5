import Pivot
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

    @Test("S7 the style a window's controllers ask for is read apart from the one shown: the key window's, while an overlay sets the bar's")
    func preferredOfWindow() async throws {
        let app = try await TestApp(trace: Self.app(ios: "13.0") + "\nwindow bare level=alert+1", exhaustivity: .off)
        try await app.send("show hud")
        let world = await app.world
        #expect(world.statusBarStyle == .default)
        #expect(world.preferredStatusBarStyle(of: world.windowID("main")!) == .lightContent)
        #expect(world.preferredStatusBarStyle(of: world.windowID("hud")!) == .default)
        #expect(world.preferredStatusBarStyle(of: world.windowID("bare")!) == nil, "no root, no controllers to ask")
        await app.finish()
    }

    @Test("S7 what a window asks for reads as the bar would show it: darkContent is default before iOS 13; with global appearance, the app's style",
          arguments: [("12.4", "controller", StatusBarStyle.default), ("13.0", "controller", .darkContent), ("13.0", "global", .lightContent)])
    func preferredAsShown(ios: String, appearance: String, style: StatusBarStyle) async throws {
        let app = try await TestApp(trace: Self.app(ios: ios, appearance: appearance) + "\nset nav style-child=yes\nstatusbar-update page\nstatusbar-style lightContent",
                                    exhaustivity: .off)
        let world = await app.world
        #expect(world.preferredStatusBarStyle(of: world.windowID("main")!) == style)
        #expect(world.statusBarStyle == style)
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
