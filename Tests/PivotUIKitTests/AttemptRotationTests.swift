import Pivot
import PivotUIKit
import Testing

/// `UIViewController.attemptRotationToDeviceOrientation()`: how a library that changes what its
/// controller supports (an entry that locks or frees rotation) gets the interface to follow.
@MainActor
@Suite("PivotUIKit: attempting rotation")
struct AttemptRotationTests {
    final class Lockable: UIViewController {
        var supports: UIInterfaceOrientationMask = .portrait
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supports }
    }

    @Test("SPEC A3: after the mask widens, the interface stays until attemptRotationToDeviceOrientation, then turns to the device")
    func attemptTurnsToTheDevice() {
        let controller = Lockable()
        let (app, window) = launchedHost(root: controller)
        app.run {
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .portrait)
            controller.supports = .allButUpsideDown
            #expect(window.interfaceOrientation == .portrait, "nothing asks the controller again by itself")
            UIViewController.attemptRotationToDeviceOrientation()
            #expect(window.interfaceOrientation == .landscapeRight)
            #expect(window.bounds.size == CGSize(width: 667, height: 375))
        }
    }
}
