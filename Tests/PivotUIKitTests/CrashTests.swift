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

/// An object keeps to the app it was made in: its engine index means nothing in another app.
@Suite("PivotUIKit: objects keep to their app")
struct ObjectBindingTests {
    @Test("A controller made in one app and presented in another stops with a message naming both apps")
    func controllerUsedInAnotherAppIsAClearError() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let first = launchedHost().0
                let shown = first.run { () -> UIViewController in
                    let controller = UIViewController()
                    UIApplication.shared.windows.first?.rootViewController?.present(controller, animated: false)
                    return controller
                }
                let second = launchedHost().0
                second.run { shown.setNeedsStatusBarAppearanceUpdate() }
            }
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("this UIViewController was made in another app"))
    }
    @Test("A window kept past the app it was made in and shown in another stops with a message naming both apps")
    func windowKeptPastItsAppIsAClearError() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var kept: UIWindow?
                do {
                    let first = launchedHost().0
                    kept = first.run { UIWindow(frame: UIScreen.main.bounds) }
                }
                let second = launchedHost().0
                second.run { kept?.makeKeyAndVisible() }
            }
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("this UIWindow was made in another app"))
    }
}
