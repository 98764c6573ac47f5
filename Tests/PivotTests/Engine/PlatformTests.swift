import PivotTesting
import Testing

/// iOS 18.4, 26 and 27 (SPEC P): what an app that does not adopt scenes hears at launch.
@Suite("Current platforms (SPEC P)")
struct PlatformTests {
    static func launch(ios: String, sdk: String? = nil, scenes: Bool = false) -> String {
        """
        device iPhone16Pro
        ios \(ios)
        \(sdk.map { "sdk \($0)" } ?? "")
        scenes \(scenes ? "yes" : "no")
        controller home
        window main root=home scene=\(scenes ? "yes" : "no")
        show main key
        """
    }

    @Test("P1 an app without scenes: nothing before 18.4, a warning on 18.4-18.x, the iOS 26 one from 26.0",
          arguments: [("18.3", nil), ("18.4", "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version."),
                      ("18.6", "This process does not adopt UIScene lifecycle"),
                      ("26.0", "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future.")])
    func launchLogs(ios: String, line: String?) async throws {
        let app = try await TestApp(trace: Self.launch(ios: ios))
        try await app.send("launch")
        if let line { await app.receive(.log(line)) }
        await app.expect("no-crash")
        await app.finish()
    }

    @Test("P1 an app that adopts scenes hears nothing on 18.4 and 26, and launches with SDK 27")
    func scenesAdopted() async throws {
        for (ios, sdk) in [("18.4", nil), ("26.0", nil), ("27.0", "27.0")] as [(String, String?)] {
            let app = try await TestApp(trace: Self.launch(ios: ios, sdk: sdk, scenes: true))
            try await app.send("launch")
            await app.expect("no-crash")
            await app.finish()
        }
    }

    @Test("P1 without scenes, the SDK decides: linked with SDK 26 it launches on iOS 27; with SDK 27 it does not")
    func sdk27() async throws {
        let old = try await TestApp(trace: Self.launch(ios: "27.0", sdk: "26.0"))
        try await old.send("launch")
        await old.receive(.log("UIScene lifecycle will soon be required"))
        await old.finish()
        let new = try await TestApp(trace: Self.launch(ios: "27.0", sdk: "27.0"))
        try await new.send("launch")
        await new.receive(.crash("NSInternalInconsistencyException", reason: "UIScene life cycle is required for apps built with this SDK"))
        await new.expect("crash NSInternalInconsistencyException \"Application failed to launch\"")
        await new.finish()
    }
}
