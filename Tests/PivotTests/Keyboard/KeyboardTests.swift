import Pivot
import PivotTesting
import Testing

/// The keyboard's notifications (SPEC K1) and what a rotation does to a shown keyboard (K2).
@Suite("Keyboard (SPEC K1, K2)")
struct KeyboardTests {
    static let app = """
        device iPhone8
        ios 12.0
        plist allButUpsideDown
        controller home
        window main root=home
        show main key
        launch
        """

    @Test("K1 showing and hiding post Will/Did show or hide, each after its ChangeFrame, with begin and end frames in screen coordinates")
    func showAndHide() async throws {
        let app = try await TestApp(trace: Self.app)
        try await app.send("keyboard show")
        // K3: the 4.7-inch phone's keyboard with its QuickType bar (Stack Overflow 25946121).
        let hidden = Rect(0, 667, 375, 258), shown = Rect(0, 409, 375, 258)
        for name: NotificationName in [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow] {
            await app.receive(.notification(name, sender: "keyboard"))
        }
        let effects = try await app.send("keyboard hide")
        let frames = effects.compactMap { effect -> (Rect?, Rect?)? in
            if case .posted(let n) = effect { (n.frame, n.endFrame) } else { nil }
        }
        #expect(frames.allSatisfy { $0.0 == shown && $0.1 == hidden })
        #expect(frames.count == 4)
        await app.receive(.notification(.keyboardWillChangeFrame))
        await app.receive(.notification(.keyboardWillHide))
        await app.receive(.notification(.keyboardDidChangeFrame))
        await app.receive(.notification(.keyboardDidHide))
        await app.finish()
    }

    @Test("K1 before iOS 8 the frames are in the fixed portrait space: a landscape keyboard runs down the side")
    func legacyFrames() async throws {
        // An iPhone 5s: the iPhone 8's screen never ran iOS 7.
        let app = try await TestApp(trace: Self.app.replacingOccurrences(of: "ios 12.0", with: "ios 7.1")
            .replacingOccurrences(of: "device iPhone8", with: "device iPhone5s"), exhaustivity: .off)
        try await app.send("rotate landscapeLeft")
        let effects = try await app.send("keyboard show")
        let end = effects.compactMap { effect -> Rect? in if case .posted(let n) = effect { n.endFrame } else { nil } }.first
        #expect(end?.size == Size(162, 568))
        await app.finish()
    }

    @Test("K2 a rotation hides the keyboard before the geometry changes and shows it with the new frame after the completions")
    func rotation() async throws {
        let app = try await TestApp(trace: Self.app)
        try await app.send("keyboard show")
        await app.skipReceived()
        try await app.send("rotate landscapeLeft")
        await app.receive(.notification(.deviceOrientationDidChange))   // N2: UIKit generates it for the root
        await app.receive(.notification(.willChangeStatusBarOrientation))
        await app.receive(.notification(.willChangeStatusBarFrame))
        await app.receive(.notification(.keyboardWillChangeFrame))
        await app.receive(.notification(.keyboardWillHide))
        await app.receive(.notification(.keyboardDidChangeFrame))
        await app.receive(.notification(.keyboardDidHide))
        await app.receive(.callback("home", .willTransitionToTraitCollection))
        await app.receive(.callback("home", .viewWillTransitionToSize))
        await app.skipReceived()
        try await app.send("rotate portrait nowait")
        await app.skipReceived()
        await app.expect("order main,statusbar")   // away while the rotation runs
        await app.runUntilIdle()
        await app.receive(.callback("home", .transitionCompletion))
        await app.receive(.notification(.keyboardWillChangeFrame))
        await app.receive(.notification(.keyboardWillShow))
        await app.receive(.notification(.keyboardDidChangeFrame))
        await app.receive(.notification(.keyboardDidShow))
        await app.expect("order main,statusbar,keyboard")
        await app.finish()
    }

    @Test("K2 a keyboard dismissed during the rotation does not come back")
    func dismissedDuringRotation() async throws {
        let app = try await TestApp(trace: Self.app, exhaustivity: .off)
        try await app.send("keyboard show\nrotate landscapeLeft nowait\nkeyboard hide")
        let effects = await app.runUntilIdle()
        #expect(!effects.contains { if case .posted(let n) = $0 { n.name == .keyboardWillShow } else { false } })
        await app.expect("order main")
        await app.finish()
    }
}
