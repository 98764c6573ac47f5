import Pivot
import PivotUIKit
import Testing

/// A UIKit exception stops the modelled app as data: the library's code before it is kept, and
/// nothing of the app runs after it.
@MainActor
@Suite("PivotUIKit: a UIKit exception stops the app")
struct CrashTests {
    /// A player that presents itself landscape only and prefers an orientation it does not support.
    final class Player: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    }

    @Test("SPEC A6: a presented controller whose preferred orientation it does not support stops the app with UIKit's reason")
    func preferredNotSupported() {
        let app = PivotApp(device: "iPhone8", ios: "12.0", plist: .allButUpsideDown)!
        var ranAfterward = false
        app.run {
            let host = UIViewController()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = host
            window.makeKeyAndVisible()
            app.launch()
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ranAfterward = true }
            let player = Player()
            player.modalPresentationStyle = .fullScreen
            host.present(player, animated: true)
            #expect(app.crash?.name == "UIApplicationInvalidInterfaceOrientation")
            #expect(app.crash?.reason.hasPrefix("preferredInterfaceOrientationForPresentation 'portrait' must match") == true)
            let before = app.effects.count
            app.rotate(to: .landscapeLeft)
            app.advance(by: 2)
            #expect(!ranAfterward, "delayed work of a stopped app never runs")
            #expect(app.effects[before...].allSatisfy { if case .rejected = $0 { true } else { false } })
            #expect(app.effects.contains { if case .callback(let record) = $0 { record.callback == .viewDidAppear } else { false } },
                    "what ran before the exception is kept")
        }
    }
}
