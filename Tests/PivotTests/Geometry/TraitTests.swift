import PivotTestSupport
import PivotTesting
import Testing

/// Size classes (SPEC L6).
@Suite("Traits (SPEC L6)")
struct TraitTests {
    static func app(_ device: String, ios: String = "16.0") -> String {
        """
        device \(device)
        ios \(ios)
        plist all
        controller home supports=all
        window main root=home
        show main key
        launch
        """
    }

    @Test("L6 iPhones: compact wide and regular tall in portrait; compact tall in landscape, regular wide on the large phones",
          arguments: [("iPhone8", "compact"), ("iPhone8Plus", "regular"), ("iPhoneX", "compact"), ("iPhoneXR", "regular"),
                      ("iPhone14ProMax", "regular"), ("iPhone16Pro", "compact"), ("iPhone17ProMax", "regular"), ("iPhoneAir", "regular")])
    func phones(device: String, landscapeWidth: String) async throws {
        // Each on an iOS it ran.
        let ios = ["iPhoneAir": "26.0", "iPhone17ProMax": "26.0", "iPhone16Pro": "18.0"][device] ?? "16.0"
        let app = try await TestApp(trace: Self.app(device, ios: ios), exhaustivity: .off)
        await app.expect("traits home width=compact height=regular")
        try await app.send("rotate landscapeLeft")
        await app.expect("traits home width=\(landscapeWidth) height=compact")
        await app.expect("traits main width=\(landscapeWidth) height=compact")
        await app.finish()
    }

    @Test("L6 a rotation that changes a size class calls willTransitionToTraitCollection first; an iPad's never does")
    func traitTransition() async throws {
        let phone = try await TestApp(trace: Self.app("iPhone8"), exhaustivity: .off)
        try await phone.send("rotate landscapeLeft")
        await phone.receive(.callback("home", .willTransitionToTraitCollection))
        await phone.receive(.callback("home", .viewWillTransitionToSize))
        await phone.finish()
        let pad = try await TestApp(trace: Self.app("iPadPro11"), exhaustivity: .off)
        let calls = await pad.world.calls(try await pad.send("rotate landscapeLeft"))
        #expect(!calls.contains("home.willTransitionToTraitCollection") && calls.contains("home.viewWillTransitionToSize"))
        await pad.expect("traits home width=regular height=regular")
        await pad.finish()
    }

    @Test("L6 an iPad window narrower than the screen is compact wide (P2)")
    func narrowWindow() async throws {
        let app = try await TestApp(trace: Self.app("iPadPro11M4", ios: "26.0"), exhaustivity: .off)
        try await app.send("resize main 500x1210")
        await app.expect("traits home width=compact height=regular")
        await app.finish()
    }

    @Test("L6 there are no size classes before iOS 8")
    func beforeiOS8() async throws {
        let app = try await TestApp(trace: Self.app("iPhone5s", ios: "7.1"), exhaustivity: .off)
        let issues = await recordedIssues { await app.expect("traits home width=compact") }
        #expect(issues.first?.message.contains("(no trait collection)") == true)
        await app.finish()
    }
}
