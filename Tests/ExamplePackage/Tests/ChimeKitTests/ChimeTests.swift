import ChimeKit
import PivotUIKit
import XCTest

final class Listener: ChimeDelegate {
    var heard: [String] = []
    func chimeDidShow(_ chime: Chime) { heard.append("show") }
    func chimeDidHide(_ chime: Chime) { heard.append("hide") }
}

/// ChimeKit's own source, ported by the PivotPort plugin, run over a modelled app: the target
/// timer, the selector observer and perform(afterDelay:) reach the library's @objc methods.
final class ChimeTests: XCTestCase {
    func host(ios: String) -> PivotApp {
        let app = PivotApp(device: "iPhone8", ios: ios, plist: .allButUpsideDown)!
        app.run { app.launch() }
        return app
    }

    func testTheTargetTimerHidesTheChimeAfterItsDuration() {
        let app = host(ios: "16.0")
        app.run {
            let chime = Chime()
            let listener = Listener()
            chime.delegate = listener
            chime.show()
            XCTAssertEqual(chime.window?.isHidden, false)
            XCTAssertEqual(chime.window?.windowLevel, .alert + 1, "#available(iOS 13.0, *) asked the modelled iOS 16")
            app.advance(by: 1.9)
            XCTAssertNotNil(chime.window)
            app.advance(by: 0.2)
            XCTAssertNil(chime.window)
            XCTAssertEqual(listener.heard, ["show", "hide"], "the optional requirements' calls reach the listener")
        }
    }

    func testTheAvailabilityCheckAnswersForTheModelledVersion() {
        let app = host(ios: "12.0")
        app.run {
            let chime = Chime()
            chime.show()
            XCTAssertEqual(chime.window?.windowLevel, .alert, "on iOS 12 the older branch runs")
        }
    }

    func testATurnHidesTheChimeHalfASecondLaterThroughTheObserverAndPerform() {
        let app = host(ios: "16.0")
        app.run {
            let chime = Chime()
            chime.duration = 10
            chime.show()
            app.rotate(to: .landscapeLeft)
            XCTAssertEqual(chime.turns, 1, "the selector observer heard the device turn")
            XCTAssertNotNil(chime.window)
            app.advance(by: 0.6)
            XCTAssertNil(chime.window, "perform(#selector(hide), afterDelay: 0.5) ran")
        }
    }
}
