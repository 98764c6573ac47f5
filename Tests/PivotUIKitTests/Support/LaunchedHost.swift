import PivotUIKit

/// A host app as most tests start: one window with `root`, key and visible, launched.
@MainActor
func launchedHost(root: UIViewController = UIViewController(), device: String = "iPhone8", ios: String = "15.0",
                  plist: UIInterfaceOrientationMask = .allButUpsideDown) -> (PivotApp, UIWindow) {
    let app = PivotApp(device: device, ios: ios, plist: plist)!
    let window = app.run {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        app.launch()
        return window
    }
    return (app, window)
}
