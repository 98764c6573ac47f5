// A toast library's window code as it is written for UIKit (Swift 5 mode): its own window above
// the status bar, a root controller that relays the host's answers, a timer that hides it.
// Ported with the documented edit only: `import PivotUIKit` for `import UIKit` (Docs/PORTING.md).

import PivotUIKit

final class ToastWindow: UIWindow {}

/// Relays UIKit's questions to the host's key window root, as PKHUD's window controller does.
final class ToastViewController: UIViewController {
    var relaysHost = true
    private var host: UIViewController? { UIApplication.shared.keyWindow?.rootViewController }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        relaysHost ? host?.supportedInterfaceOrientations ?? .portrait : super.supportedInterfaceOrientations
    }
    override var prefersStatusBarHidden: Bool { host?.prefersStatusBarHidden ?? false }
}

public enum Toast {
    static var window: ToastWindow?
    /// Whether the toast's controller relays the host's mask (the fix); the bug is not to.
    public static var relaysHost = true

    public static func show(_ text: String, for duration: Double = 2) {
        let window = ToastWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .statusBar + 1
        let controller = ToastViewController()
        controller.relaysHost = relaysHost
        window.rootViewController = controller
        window.isHidden = false
        self.window = window
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { hide() }
    }

    public static func hide() {
        window?.isHidden = true
        window = nil
    }

    /// The library's static state, reset between runs (each test makes its own app).
    public static func reset() {
        window = nil
        relaysHost = true
    }
}
