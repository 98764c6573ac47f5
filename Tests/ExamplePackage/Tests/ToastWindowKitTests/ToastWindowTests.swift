import PivotUIKit
import XCTest
@testable import ToastWindowKit

final class PortraitController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// The toast's window code on a portrait host, iOS 12 (SPEC A5: the window most recently given a
/// root decides the interface on iOS 8–13).
final class ToastWindowTests: XCTestCase {
    override func setUp() { Toast.reset() }

    func host() -> PivotApp {
        let app = PivotApp(device: "iPhone8", ios: "12.0", plist: .allButUpsideDown)!
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = PortraitController()
            window.makeKeyAndVisible()
            app.launch()
        }
        return app
    }

    func testRelayingToastLeavesThePortraitHostAlone() {
        let app = host()
        app.run {
            Toast.show("saved")
            app.rotate(to: .landscapeLeft)
            XCTAssertEqual(UIApplication.shared.statusBarOrientation, .portrait)
            app.advance(by: 2)
            XCTAssertEqual(UIApplication.shared.windows.filter { !$0.isHidden }.count, 1, "the timer hid the toast")
        }
    }

    func testToastWithoutTheRelayTurnsTheHost() {
        let app = host()
        app.run {
            Toast.relaysHost = false
            Toast.show("saved")
            app.rotate(to: .landscapeLeft)
            XCTAssertEqual(UIApplication.shared.statusBarOrientation, .landscapeRight, "the bug: the toast's window takes the interface")
        }
    }
}
