import PivotTesting
import Testing

/// The legacy coordinate system follows the linked SDK (SPEC D3, W8).
@Suite("Legacy coordinates (SPEC D3, W8)")
struct LegacyCoordinateTests {
    static func app(ios: String, sdk: String) -> String {
        """
        device \(ios == "7.1" ? "iPhone5s" : "iPhone6")
        ios \(ios)
        sdk \(sdk)
        plist allButUpsideDown
        controller home
        window main root=home
        show main key
        launch
        """
    }

    @Test("D3 W8 an app linked with SDK 7 keeps portrait screen bounds and a rotated root view on iOS 8 and 9; with SDK 8 both follow the interface",
          arguments: [("8.4", "7.1", true), ("9.3", "7.1", true), ("9.3", "8.0", false), ("7.1", "7.1", true)])
    func sdkDecides(ios: String, sdk: String, legacy: Bool) async throws {
        let app = try await TestApp(trace: Self.app(ios: ios, sdk: sdk), exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        await app.expect("interface landscapeRight")
        // iOS 7 itself on an iPhone 5s, the others on an iPhone 6.
        let (portrait, landscape) = ios == "7.1" ? ("320x568", "568x320") : ("375x667", "667x375")
        await app.expect("screen bounds=\(legacy ? portrait : landscape)")
        await app.expect("window main bounds=\(legacy ? portrait : landscape) rotation=\(legacy ? "90" : "0")")
        await app.finish()
    }
}
