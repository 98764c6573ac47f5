import Pivot
import Testing

/// A window at exactly UIWindowLevelStatusBar (SPEC S4).
@Suite("A window at the status bar's level (SPEC S4)")
struct StatusBarLevelTests {
    static func overlay(ios: String, level: Double) -> World {
        app("iPhone8", ios: ios, mainWindow() + [controller("o"), window("overlay", root: "o", level: level), .show("overlay", key: false)])
    }

    @Test("S4 before iOS 13 only a window above the status bar's level is drawn over the bar (seed 001); one at it is not",
          arguments: [("12.0", WindowLevel.statusBar, false), ("12.0", WindowLevel.statusBar + 1, true),
                      ("7.0", WindowLevel.statusBar + 1, true), ("13.0", WindowLevel.statusBar + 1, false)])
    func exactLevel(ios: String, level: Double, covered: Bool) {
        let world = Self.overlay(ios: ios, level: level)
        #expect(world.statusBarCovered == covered)
        let order = world.screenLayers.map { layer -> String in
            switch layer {
            case .window(let id): world[id].name
            case .statusBar: "statusbar"
            case .keyboard: "keyboard"
            }
        }
        #expect(order == (covered ? ["main", "statusbar", "overlay"] : ["main", "overlay", "statusbar"]))
    }
}
