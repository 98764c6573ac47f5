import PivotTesting
import Testing

/// Launching in a device orientation other than portrait (SPEC L5).
@Suite("Launch orientation (SPEC L5)")
struct LaunchTests {
    static func app(ios: String, presentsFirst: Bool = false) -> String {
        """
        device iPhone4s
        ios \(ios)
        orientation landscapeLeft
        plist all
        controller home supports=all
        controller intro supports=all
        window main root=home
        show main key
        \(presentsFirst ? "present intro from=home animated=no" : "")
        """
    }

    @Test("L5 on iOS 6 every window is portrait until launch finishes, then the held orientation arrives as one rotation")
    func iOS6() async throws {
        let app = try await TestApp(trace: Self.app(ios: "6.1"), exhaustivity: .off)
        await app.expect("window main orientation=portrait")
        await app.expect("interface portrait")
        try await app.send("launch")
        await app.receive(.callback("home", .willRotate, orientation: .portrait))
        await app.expect("interface landscapeRight")
        await app.expect("window main orientation=landscapeRight")
        await app.finish()
    }

    @Test("L5 a controller presented before that rotation is not turned by it, only by the next physical rotation")
    func presentedFirst() async throws {
        let app = try await TestApp(trace: Self.app(ios: "6.1", presentsFirst: true), exhaustivity: .off)
        try await app.send("launch")
        await app.expect("window main orientation=portrait")
        try await app.send("rotate portrait\nrotate landscapeLeft")
        await app.expect("window main orientation=landscapeRight")
        await app.finish()
    }

    @Test("L5 from iOS 7 windows evaluate against the start orientation at once")
    func iOS7() async throws {
        let app = try await TestApp(trace: Self.app(ios: "7.1"), exhaustivity: .off)
        await app.expect("window main orientation=landscapeRight")
        await app.expect("interface landscapeRight")
        await app.finish()
    }
}
