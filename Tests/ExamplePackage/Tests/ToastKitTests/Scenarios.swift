// The apps a toast shows over, and a scenario both frameworks run: TestApp reports through
// whichever framework runs the test, so one body serves a Swift Testing and an XCTest test.

import PivotTesting
import ToastKit

enum Apps {
    /// A portrait-only app on an iPhone X, launched.
    static let portrait = """
        device iPhoneX
        ios 16.0
        plist portrait
        controller home supports=portrait
        window main root=home
        show main key
        launch
        """

    /// A full-screen player that hides the status bar, in an app that turns, launched.
    static let player = """
        device iPhone12
        ios 14.1
        plist allButUpsideDown
        controller player statusbar=hidden
        window main root=player
        show main key
        launch
        """
}

/// A toast over a portrait-only app stays portrait when the device turns, as the app does.
func toastOverPortraitAppStaysPortrait() async throws {
    let toast = ToastOverlay(orientations: "portrait")
    let app = try await TestApp(trace: Apps.portrait + "\n" + toast.declaration, exhaustivity: .off)
    try await app.send(toast.show)
    try await app.send("rotate landscapeLeft")
    await app.expect("interface portrait")
    await app.expect("window \(toast.window) orientation=portrait")
    await app.finish()
}
