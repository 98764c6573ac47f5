import Pivot
import PivotTesting
import PivotTrace
import Testing

/// Custom presentations (SPEC A13): linked before SDK 11 they decide only when they remove the
/// presenter's view; from SDK 11 they decide either way.
@Suite("Custom presentations (SPEC A13)")
struct CustomPresentationTests {
    static func app(ios: String, sdk: String? = nil) -> String {
        """
        device \(ios == "7.1" ? "iPhone5s" : Double(ios)! < 11 ? "iPhone6" : "iPhone8")
        ios \(ios)
        \(sdk.map { "sdk \($0)" } ?? "")
        plist allButUpsideDown
        controller home supports=portrait
        controller viewer supports=landscape
        window main root=home
        show main key
        launch
        """
    }

    @Test("A13 linked before SDK 11, a custom presentation that keeps the presenter's view decides nothing and the presenter never disappears",
          arguments: [("9.0", nil), ("11.0", "10.3"), ("26.0", "10.3")])
    func keepsPresenter(ios: String, sdk: String?) async throws {
        let app = try await TestApp(trace: Self.app(ios: ios, sdk: sdk), exhaustivity: .off)
        try await app.send("present viewer from=home style=custom")
        await app.expect("decider main home")
        await app.expect("interface portrait")
        // In order: iOS 9 and 11 add the first traitCollectionDidChange(nil) (L8).
        await app.expect("calls in order viewer.viewDidLoad,viewer.viewWillAppear,viewer.viewWillLayoutSubviews,viewer.viewDidLayoutSubviews,viewer.viewDidAppear")
        try await app.send("dismiss viewer")
        await app.expect("calls viewer.viewWillDisappear,viewer.viewDidDisappear")
        await app.finish()
    }

    @Test("A13 linked with SDK 11 or later, a custom presentation decides though the presenter never disappears",
          arguments: ["11.0", "13.0", "26.0"])
    func decidesOnNewSDK(ios: String) async throws {
        let app = try await TestApp(trace: Self.app(ios: ios), exhaustivity: .off)
        let presented = try await app.send("present viewer from=home style=custom")
        await app.expect("decider main viewer")
        await app.expect("interface landscapeRight")
        await app.expect("asked viewer yes")
        let calls = await app.world.calls(presented)
        #expect(calls.contains("viewer.viewDidAppear") && !calls.contains { $0.hasPrefix("home.view") && $0.contains("Disappear") },
                "the presenter stays in the window: \(calls)")
        try await app.send("dismiss viewer\nwait 1")
        await app.expect("interface portrait")
        await app.expect("decider main home")
        await app.finish()
    }

    @Test("A13 one that removes the presenter's view decides like full screen; on iOS 8-12 its dismissal leaves the presenter turned",
          arguments: [("7.1", "portrait"), ("11.0", "landscapeRight"), ("13.0", "portrait")])
    func removesPresenter(ios: String, after: String) async throws {
        let app = try await TestApp(trace: Self.app(ios: ios), exhaustivity: .off)
        try await app.send("present viewer from=home style=custom removes-presenter=yes")
        await app.expect("decider main viewer")
        await app.expect("interface landscapeRight")
        await app.receive(.callback("home", .viewDidDisappear))
        try await app.send("dismiss viewer")
        await app.expect("interface \(after)")
        await app.expect("window main orientation=\(after)")
        await app.finish()
    }

    @Test("A13 removes-presenter is an option of style=custom only")
    func optionNeedsCustom() {
        #expect(throws: TraceError.self) {
            try TraceParser.parse(Self.app(ios: "11.0") + "\npresent viewer from=home removes-presenter=yes", file: "t")
        }
    }
}
