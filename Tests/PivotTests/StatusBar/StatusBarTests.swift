import Pivot
import PivotTesting
import Testing

/// The status bar through the harness: each test sets up an app, sends what changes the bar,
/// and expects its state as a trace would.
@Suite("Status bar (SPEC S)")
struct StatusBarTests {
    /// A launched app, rotated to landscape.
    static func landscape(_ device: String, ios: String, sdk: String? = nil, asks: Bool = false) async throws -> TestApp {
        let app = try await TestApp(trace: """
            device \(device)
            ios \(ios)
            \(sdk.map { "sdk \($0)" } ?? "")
            plist portrait|landscapeLeft|landscapeRight
            controller home \(asks ? "statusbar=visible" : "")
            window main root=home
            show main key
            launch
            """, exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        return app
    }

    @Test("S1 phones in landscape: shown with SDK 7, hidden with SDK 8 unless a controller asks on iOS 8-12 without a notch",
          arguments: [("iPhone5s", "7.1", "7.1", false, "20"), ("iPhone6", "8.0", "8.0", false, "0"), ("iPhone6", "8.0", "8.0", true, "20"),
                      ("iPhone8", "12.0", "12.0", true, "20"), ("iPhone8", "13.0", "13.0", true, "0"),
                      ("iPhoneX", "11.0", "11.0", true, "0"), ("iPhone6", "9.0", "7.1", false, "20")])
    func landscapePhones(device: String, ios: String, sdk: String, asks: Bool, height: String) async throws {
        let app = try await Self.landscape(device, ios: ios, sdk: sdk, asks: asks)
        await app.expect("interface landscapeRight")
        await app.expect("statusbar hidden=\(height == "0" ? "yes" : "no") height=\(height)")
        await app.finish()
    }

    @Test("S1 iPads show the status bar in every orientation")
    func iPadLandscape() async throws {
        let app = try await TestApp(trace: mainApp("iPad", ios: "12.0", plist: "all", home: "supports=all"), exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.expect("statusbar hidden=no height=20 orientation=landscapeRight")
        await app.finish()
    }

    @Test("S2 an overlay window with its own root controller takes over status bar appearance")
    func overlayOwnsAppearance() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0"), exhaustivity: .off)
        try await app.send("controller hud statusbar=hidden\nwindow overlay level=2000 root=hud\nshow overlay")
        await app.expect("statusbar hidden=yes")
        try await app.send("hide overlay")
        await app.expect("statusbar hidden=no")
        await app.finish()
    }

    @Test("S2 a window that opts out of status bar appearance is ignored")
    func optOut() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0"), exhaustivity: .off)
        try await app.send("controller hud statusbar=hidden\nwindow overlay level=2000 root=hud statusbar-owner=no\nshow overlay")
        await app.expect("statusbar hidden=no")
        await app.finish()
    }

    @Test("S2 preferences take effect after setNeedsStatusBarAppearanceUpdate; a container can name its child")
    func appearanceUpdate() async throws {
        let app = try await TestApp(trace: """
            device iPhone8
            ios 12.0
            controller page
            controller nav kind=navigation children=page statusbar-child=yes
            window main root=nav
            show main key
            launch
            """, exhaustivity: .off)
        try await app.send("set page statusbar=hidden")
        await app.expect("statusbar hidden=no")
        try await app.send("statusbar-update page")
        await app.expect("statusbar hidden=yes height=0")
        await app.finish()
    }

    @Test("S2 with global appearance the app's own flag decides")
    func globalAppearance() async throws {
        let app = try await TestApp(trace: "statusbar-appearance global\n" + mainApp("iPhone8", ios: "12.0", home: "statusbar=hidden"),
                                    exhaustivity: .off)
        await app.expect("statusbar hidden=no")
        try await app.send("statusbar hidden")
        await app.expect("statusbar hidden=yes")
        await app.finish()
    }

    @Test("S3 the in-call bar: 40 points in portrait on notchless phones before iOS 13, with frame notifications",
          arguments: [("iPhone8", "12.0", "40"), ("iPhone8", "13.0", "20"), ("iPhoneX", "12.0", "44")])
    func inCall(device: String, ios: String, height: String) async throws {
        let app = try await TestApp(trace: mainApp(device, ios: ios))
        try await app.send("incall on")
        await app.expect("statusbar height=\(height)")
        if height == "40" {
            await app.receive(.notification(.willChangeStatusBarFrame))
            await app.receive(.notification(.didChangeStatusBarFrame))
        }
        await app.finish()
    }

    @Test("S3 under the in-call bar a full-screen root view keeps a safe-area top of 20")
    func inCallSafeArea() async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "11.0"), exhaustivity: .off)
        try await app.send("incall on")
        await app.expect("safearea home 20,0,0,0")
        await app.finish()
    }

    @Test("S4 before iOS 13 a window above level 1000 covers the status bar; from iOS 13 nothing does",
          arguments: [("12.0", true), ("13.0", false)])
    func covering(ios: String, covered: Bool) async throws {
        let app = try await TestApp(trace: mainApp("iPhone8", ios: ios), exhaustivity: .off)
        try await app.send("controller o\nwindow overlay level=statusBar root=o\nshow overlay")
        await app.expect("statusbar covered=no")
        await app.expect("order main,overlay,statusbar")
        try await app.send("level overlay statusBar+1")
        await app.expect("statusbar covered=\(covered ? "yes" : "no")")
        await app.expect("order \(covered ? "main,statusbar,overlay" : "main,overlay,statusbar")")
        await app.finish()
    }

    @Test("S5 the status bar orientation is the app's interface orientation")
    func orientation() async throws {
        let app = try await TestApp(trace: """
            device iPad
            ios 12.0
            plist all
            controller home supports=all
            window main root=home
            show main key
            """, exhaustivity: .off)
        try await app.send("rotate landscapeRight")
        await app.expect("statusbar orientation=landscapeLeft")
        await #expect(app.world.statusBarFrame == Rect(0, 0, 1024, 20))
        await app.finish()
    }

    @Test("S6 a hidden bar reports height 0 and a zero frame; covering does not hide it")
    func reporting() async throws {
        let landscape = try await Self.landscape("iPhoneX", ios: "11.0")
        await landscape.expect("statusbar hidden=yes height=0")
        await #expect(landscape.world.statusBarFrame == .zero)
        await landscape.finish()
        let app = try await TestApp(trace: mainApp("iPhone8", ios: "12.0"), exhaustivity: .off)
        try await app.send("controller o\nwindow overlay level=1001 root=o\nshow overlay")
        await app.expect("statusbar covered=yes hidden=no height=20")
        await app.expect("order main,statusbar,overlay")
        await app.finish()
    }
}
