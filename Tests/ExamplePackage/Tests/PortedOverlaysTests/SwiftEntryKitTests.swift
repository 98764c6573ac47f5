import PivotTesting
import PivotUIKit
import PortedOverlays
import Testing

/// SwiftEntryKit's entry window over a portrait-restricted navigation controller (SPEC A5: on iOS
/// 8–13 the interface follows the topmost full-screen window with a root view controller, so the
/// entry's root, not the host's, decides while the entry shows).
@MainActor
@Suite("SwiftEntryKit: rotating while a top float shows", .serialized)
struct SwiftEntryKitTests {
    /// The report's steps: all orientations allowed, a controller inside a navigation controller
    /// restricted to portrait; iPhone X, iOS 12.
    static let portraitNavigationHost = """
        device iPhoneX
        ios 12.0
        plist all
        controller home
        controller nav kind=navigation children=home supports=portrait
        window main root=nav
        show main key
        launch
        """

    /// Shows a top float (the library shows it on the next turn of the main queue), rotates the
    /// device to landscape left while it is on screen, and checks the interface after the turn.
    func rotateWhileTheEntryShows(rotationEnabled: Bool, expecting interface: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        SwiftEntryKit.reset()
        let test = try UIKitTestApp(trace: Self.portraitNavigationHost, exhaustivity: .off)
        test.call("SwiftEntryKit.display") {
            var attributes = EKAttributes.topFloat
            attributes.positionConstraints.isRotationEnabled = rotationEnabled
            SwiftEntryKit.display(entry: UIView(), using: attributes)
        }
        test.advance(by: 0.1)
        test.call("entry on screen") { #expect(SwiftEntryKit.isCurrentlyDisplaying, sourceLocation: sourceLocation) }
        try test.send("rotate landscapeLeft")
        test.expect("interface \(interface)")
        test.advance(by: 3)
        test.call("entry gone") { #expect(!SwiftEntryKit.isCurrentlyDisplaying, sourceLocation: sourceLocation) }
        test.expect("key main")
        test.expect("windows main")  // the provider let its entry window go
        test.finish()
    }

    @Test("SPEC A5 — SwiftEntryKit #104: 0.6.0's entry window rotates with the device by default, so a screen restricted to portrait turns while the entry shows")
    func screenTurnsUnderTheEntry() throws {
        try rotateWhileTheEntryShows(rotationEnabled: true, expecting: "landscapeRight")
    }

    @Test("SPEC A5, A3 — SwiftEntryKit #104 resolved with isRotationEnabled = false: the entry's root says it does not autorotate, so the screen stays portrait")
    func screenStaysPortraitWithRotationDisabled() throws {
        try rotateWhileTheEntryShows(rotationEnabled: false, expecting: "portrait")
    }
}
