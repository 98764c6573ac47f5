import PivotTesting
import PivotUIKit
@testable import PortedOverlays
import Testing

/// Whisper's whistle in an app that has another SDK's window (GoogleMobileAds') besides its own
/// (SPEC W9: `windows` lists hidden windows too, back to front; W3: makeKeyAndVisible shows the
/// window, makes it key and lifts it over its level).
@MainActor
@Suite("Whisper: the whistle hands the key window back", .serialized)
struct WhisperTests {
    /// iOS 10 (May 2017); the ad SDK's window is made when it is configured, before the app's
    /// main window, and stays hidden.
    static let hostWithAnAdWindow = """
        device iPhone7
        ios 10.3
        plist allButUpsideDown
        controller ad
        window ads root=ad
        controller home
        window main root=home
        show main key
        launch
        expect windows ads,main
        """

    /// Shows a whistle for 1.5 s and lets it hide (its 0.2 s slide ends at 1.7 s), then checks
    /// the trace expectations and the windows on screen, bottom to top, by their session names.
    func whistleComesAndGoes(fixed: Bool, expecting expectations: String, onScreen: [String],
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        WhistleFactory.reset()
        WhistleFactory.applyFix = fixed
        let test = try UIKitTestApp(trace: Self.hostWithAnAdWindow, exhaustivity: .off)
        test.call("show(whistle:)") { show(whistle: Murmur(title: "No connection"), action: .show(1.5)) }
        test.call("whistle is key") { #expect(whistleFactory.whistleWindow.isKeyWindow, sourceLocation: sourceLocation) }
        // What 5.0.0's hide picks from: the ad window first (W9); the factory's first whistle
        // window, replaced by `setupFrames()` and held by nobody, is gone.
        test.expect("windows ads,main,uiWindow2")
        test.advance(by: 2)
        test.expect(expectations)
        #expect(test.world.stackOrder.map { test.world[$0].name } == onScreen, sourceLocation: sourceLocation)
        test.finish()
    }

    @Test("SPEC W9, W3 — Whisper #156: 5.0.0 hides the whistle by making the first other window key and visible, the ad SDK's hidden window, which then covers the app")
    func adWindowCoversTheApp() throws {
        // The ad window lifted over the app's own; the whistle's window left below at normal-1.
        try whistleComesAndGoes(fixed: false, expecting: "key ads\nwindow ads visible=yes", onScreen: ["uiWindow2", "main", "ads"])
    }

    @Test("SPEC W3 — Whisper #156 fixed by #158 (5.1.0): the window that was key when the whistle came is key again, and the ad window stays hidden")
    func previousKeyWindowComesBack() throws {
        try whistleComesAndGoes(fixed: true, expecting: "key main\nwindow ads visible=no", onScreen: ["uiWindow2", "main"])
    }
}
