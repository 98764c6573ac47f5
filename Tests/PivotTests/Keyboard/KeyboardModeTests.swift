import Testing
@testable import Pivot

/// An iPad's keyboard away from the dock: undocked, split, floating (SPEC K4).
struct KeyboardModeTests {
    func names(_ world: World, _ effects: [Effect]) -> [String] {
        effects.compactMap { if case .posted(let n) = $0 { n.name.rawValue } else { nil } }
    }

    func ipad(_ ios: String) -> World {
        app("iPad", ios: ios, mainWindow() + [.keyboard(shown: true)])
    }

    static let hide = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                       "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification"]
    static let frameOnly = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"]

    @Test("K4 undocking by the menu tells the app the keyboard hid; on iOS 8 the gesture only changes its frame (radar 18010127)",
          arguments: [("8.1", true, frameOnly), ("8.1", false, hide), ("9.3", true, hide), ("12.0", false, hide)])
    func undock(ios: String, gesture: Bool, posted: [String]) {
        var world = ipad(ios)
        #expect(names(world, world.apply(.keyboardMode(.undocked, gesture: gesture))) == posted)
        #expect(!world.keyboard.shown && world.keyboard.upElsewhere)
    }

    @Test("K4 docking an undocked keyboard that is up tells the app it showed; away from the dock show and hide change only its frame")
    func dockAndShowElsewhere() {
        var world = ipad("13.0")
        world.apply(.keyboardMode(.floating, gesture: true))
        #expect(names(world, world.apply(.keyboard(shown: false))) == Self.frameOnly)
        #expect(names(world, world.apply(.keyboard(shown: true))) == Self.frameOnly)
        #expect(names(world, world.apply(.keyboardMode(.docked, gesture: true))).contains("UIKeyboardDidShowNotification"))
        #expect(world.keyboard.shown)
    }

    @Test("K4 the floating keyboard is iPadOS 13's; no iPhone keyboard leaves the dock")
    func eras() {
        var old = ipad("12.0")
        #expect(old.apply(.keyboardMode(.floating, gesture: false)) == [.rejected("the floating keyboard is from iPadOS 13")])
        var phone = app("iPhone8", ios: "12.0", mainWindow())
        #expect(phone.apply(.keyboardMode(.undocked, gesture: false)) == [.rejected("only an iPad's keyboard undocks, splits or floats")])
    }
}
