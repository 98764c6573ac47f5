import PivotTesting
import PivotUIKit
@testable import PortedOverlays
import Testing

/// SwiftMessages' own window, key while a dimmed message shows, and the key window after it goes
/// (SPEC W3: hiding the key window hands key to the window key before it, if still visible).
@MainActor
@Suite("SwiftMessages: the key window after a dimmed message", .serialized)
struct SwiftMessagesTests {
    /// December 2020: iOS 14, an app without scenes.
    static let host = """
        device iPhone11
        ios 14.2
        plist allButUpsideDown
        controller home
        window main root=home
        show main key
        launch
        """

    /// Shows a centred message over an interactive dimmed background, then hides it as a tap
    /// outside does; the session, with the message's window key while it showed and gone after.
    func dimmedMessageComesAndGoes(fixed: Bool) throws -> UIKitTestApp {
        SwiftMessages.reset()
        SwiftMessages.applyFix = fixed
        let test = try UIKitTestApp(trace: Self.host, exhaustivity: .off)
        test.call("SwiftMessages.show") {
            var config = SwiftMessages.Config()
            config.dimMode = .color(interactive: true)
            SwiftMessages.show(config: config, view: UIView())
        }
        test.advance(by: 1)
        test.call("message window key") { #expect(UIApplication.shared.keyWindow is PassthroughWindow) }
        test.call("tap outside") { SwiftMessages.hide() }
        test.advance(by: 1)
        // 8.0.4's change, as the maintainer names it: the message's window is let go, so it is
        // deallocated and leaves the app's windows.
        test.expect("windows main")
        return test
    }

    @Test("SPEC W3 — SwiftMessages #446: 8.0.4 takes its key window out of the scene and drops it; the app is left with no key window")
    func noKeyWindowLeft() throws {
        let test = try dimmedMessageComesAndGoes(fixed: false)
        test.expect("key none")
        test.finish()
    }

    @Test("SPEC W3 — SwiftMessages #446 fixed in 8.0.5 (243fa75): the window that was key before the message is made key again")
    func previousKeyWindowRestored() throws {
        let test = try dimmedMessageComesAndGoes(fixed: true)
        test.expect("key main")
        test.finish()
    }
}
