// The README's PivotUIKit example, as it is printed there: it must compile and pass.

import PivotUIKit
import Testing

final class PortraitController: UIViewController {  // the host's root
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class ToastController: UIViewController {     // relays the host's mask, as PKHUD does
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIApplication.shared.windows.first?.rootViewController?.supportedInterfaceOrientations ?? .portrait
    }
}

@MainActor @Test func toastLeavesThePortraitHostAlone() {
    let app = PivotApp(device: "iPhone8", ios: "12.0", plist: .allButUpsideDown)!
    app.run {                                  // UIApplication.shared etc. are this app's
        let host = UIWindow(frame: UIScreen.main.bounds)
        host.rootViewController = PortraitController()
        host.makeKeyAndVisible()
        app.launch()
        let toast = UIWindow(frame: UIScreen.main.bounds)
        toast.windowLevel = .alert
        toast.rootViewController = ToastController()
        toast.isHidden = false
        app.rotate(to: .landscapeLeft)
        #expect(UIApplication.shared.statusBarOrientation == .portrait)   // A5 on iOS 8–13
    }
}
