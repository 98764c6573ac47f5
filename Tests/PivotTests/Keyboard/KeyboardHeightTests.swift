@testable import Pivot
import Testing

/// The keyboard's height with the QuickType bar (SPEC K3).
@Suite("Keyboard heights (SPEC K3)")
struct KeyboardHeightTests {
    @Test("K3 a 4.7-inch phone's keyboard ends at {{0,409},{375,258}} from iOS 8; before, 216 tall")
    func iPhone6() {
        var world = app("iPhone6", ios: "8.4", mainWindow())
        world.apply(.keyboard(shown: true))
        #expect(world.keyboardScreenFrame(shown: true) == Rect(0, 409, 375, 258))
        #expect(app("iPhone5s", ios: "7.1", mainWindow()).keyboardHeight == 216)
    }

    @Test("K3 heights per screen with the bar, portrait and landscape",
          arguments: [("iPhone5s", 253.0, 194.0), ("iPhone8Plus", 271, 194), ("iPhoneX", 335, 209), ("iPad", 313, 398)])
    func perDevice(device: String, portrait: Double, landscape: Double) {
        var world = app(device, ios: "12.0", plist: .all, mainWindow())
        #expect(world.keyboardHeight == portrait)
        world.apply(.rotate(.landscapeLeft))
        #expect(world.keyboardHeight == landscape)
    }
}
