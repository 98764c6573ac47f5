// The device in a screen picture (SPEC C2): its body, and what the hardware lays over the
// screen where the hardware has it.

@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("The device in a picture of the screen (SPEC C2)")
struct ScreenPictureDeviceTests {
    static func hardware(_ svg: String) throws -> [String] {
        try #require(MarkupCheck.parse(svg)).all("rect").compactMap { $0["data-name"] }
            + (try #require(MarkupCheck.parse(svg))).all("path").compactMap { $0["data-name"] }
    }

    @Test("C2 edge-to-edge screens have rounded corners; the notch and the Dynamic Island are drawn where the hardware has them")
    func sensorHousing() throws {
        let island = try Self.hardware(RenderFixtures.picture("Traces/platforms/island-landscape-insets-ios18-26.trace"))
        #expect(island.contains("Dynamic Island") && island.contains("screen corners") && !island.contains("notch"))
        let notch = try Self.hardware(RenderFixtures.picture("Traces/compositor/hud-under-system-bars.trace"))
        #expect(notch.contains("notch") && !notch.contains("Dynamic Island"))
        let button = try Self.hardware(RenderFixtures.picture("Traces/statusbar/covering-ios12.trace"))
        #expect(!button.contains("notch") && !button.contains("screen corners") && !button.contains("home indicator"))
    }
}
