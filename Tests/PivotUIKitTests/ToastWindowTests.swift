import Pivot
import PivotUIKit
import Testing

/// An overlay's window code in UIKit's names, running on the engine: a host app and a toast
/// window whose root controller answers UIKit's questions from code.
@MainActor
@Suite("PivotUIKit: a toast window in a host app")
struct ToastWindowTests {
    /// The host's root: portrait only unless told otherwise, and counting its transitions.
    final class HostController: UIViewController {
        var supports: UIInterfaceOrientationMask = .portrait
        var transitions: [CGSize] = []
        var completed = 0
        /// The view's size inside the alongside animation, as a menu laid out there reads it.
        var sizesAlongside: [CGSize] = []
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supports }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            transitions.append(size)
            coordinator.animate(alongsideTransition: { _ in self.sizesAlongside.append(self.view.bounds.size) }) { _ in self.completed += 1 }
        }
    }

    /// A toast's root that relays the mask to the key window's root, as PKHUD's does; without
    /// the relay it answers UIKit's default.
    final class ToastController: UIViewController {
        var relays = true
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            guard relays, let host = UIApplication.shared.windows.first?.rootViewController else { return super.supportedInterfaceOrientations }
            return host.supportedInterfaceOrientations
        }
    }

    static func host(ios: String = "12.0") -> (PivotApp, UIWindow, HostController) {
        let app = PivotApp(device: "iPhone8", ios: ios, plist: .allButUpsideDown)!
        return app.run {
            let root = HostController()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            app.launch()
            return (app, window, root)
        }
    }

    @Test("SPEC A3: the host's supportedInterfaceOrientations is asked when the device turns, with its value then")
    func overridesAskedAtTheMoment() {
        let (app, window, root) = Self.host()
        app.run {
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .portrait && UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
            root.supports = .allButUpsideDown
            app.rotate(to: .portrait)
            app.rotate(to: .landscapeLeft)
            #expect(window.interfaceOrientation == .landscapeRight)
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
            #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375), "D3: the screen's bounds follow the interface")
        }
    }

    @Test("SPEC L2: an alongside animation runs once the view has the size it turns to")
    func alongsideAnimationSeesTheNewSize() {
        let (app, _, root) = Self.host()
        app.run {
            root.supports = .allButUpsideDown
            app.rotate(to: .landscapeLeft)
            #expect(root.transitions == [CGSize(width: 667, height: 375)])
            #expect(root.sizesAlongside == [CGSize(width: 667, height: 375)])
        }
    }

    @Test("SPEC L2: viewWillTransition(to:with:) reaches the object with the new size, and its completion runs")
    func transitionCallbacks() {
        let (app, _, root) = Self.host()
        root.supports = .allButUpsideDown
        app.run { app.rotate(to: .landscapeLeft) }
        #expect(root.transitions == [CGSize(width: 667, height: 375)])
        #expect(root.completed == 1)
    }

    @Test("SPEC A5: on iOS 12 a toast whose root answers UIKit's default drags the portrait host sideways; relaying the host's mask leaves it alone")
    func toastDragsTheHost() {
        for relays in [false, true] {
            let (app, window, _) = Self.host()
            app.run {
                let toast = UIWindow(frame: UIScreen.main.bounds)
                toast.windowLevel = .alert
                let controller = ToastController()
                controller.relays = relays
                toast.rootViewController = controller
                toast.isHidden = false
                app.rotate(to: .landscapeLeft)
                #expect(UIApplication.shared.statusBarOrientation == (relays ? .portrait : .landscapeRight), "relays \(relays)")
                #expect(window.interfaceOrientation == .portrait)
                #expect(UIApplication.shared.keyWindow === window && !toast.isKeyWindow && toast.windowLevel == .alert)
            }
        }
    }

    /// A HUD window whose rootViewController getter answers the host's root while `borrows` is on.
    final class BorrowingWindow: UIWindow {
        var borrows = true
        override var rootViewController: UIViewController? {
            get { borrows ? UIApplication.shared.keyWindow?.rootViewController : super.rootViewController }
            set { super.rootViewController = newValue }
        }
    }

    @Test("SPEC A1: a window subclass's rootViewController getter is the root UIKit asks, read when it asks")
    func rootGetterOverride() {
        let (app, _, _) = Self.host()
        app.run {
            let hud = BorrowingWindow(frame: UIScreen.main.bounds)
            hud.windowLevel = .alert
            hud.rootViewController = UIViewController()
            hud.isHidden = false
            app.rotate(to: .landscapeLeft)
            #expect(hud.interfaceOrientation == .portrait, "the portrait host's root decides for the HUD")
            hud.borrows = false
            app.rotate(to: .portrait)
            app.rotate(to: .landscapeLeft)
            #expect(hud.interfaceOrientation == .landscapeRight, "its own root, UIKit's default mask, decides now")
        }
    }

    @Test("SPEC W1: window levels have UIKit's values and arithmetic")
    func levels() {
        #expect(UIWindow.Level.statusBar + 1 == UIWindow.Level(rawValue: 1001) && UIWindow.Level.alert.rawValue == 2000)
    }

    @Test("two apps in their own contexts share nothing: each window is its own app's")
    func appsAreSeparate() {
        let (first, firstWindow, _) = Self.host(ios: "12.0")
        let (second, _, _) = Self.host(ios: "16.0")
        first.run { #expect(UIApplication.shared.windows.count == 1 && UIApplication.shared.keyWindow === firstWindow) }
        second.run {
            #expect(UIApplication.shared.keyWindow !== firstWindow)
            #expect(UIDevice.current.systemVersion == "16.0")
        }
    }
}
