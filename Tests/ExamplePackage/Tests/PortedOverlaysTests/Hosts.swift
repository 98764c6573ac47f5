import PivotUIKit

/// The host's app delegate: NotificationBanner puts its banners on the delegate's window, and
/// PKHUD relays its root. UIApplication holds it weakly, so a test keeps it.
@MainActor final class HostDelegate: UIApplicationDelegate {
    var window: UIWindow?
}

/// A host app built in Swift: one window whose root is `root`, key, the delegate's window, launched.
@MainActor func hostApp(device: String, ios: String, plist: UIInterfaceOrientationMask, root: UIViewController) -> (PivotApp, HostDelegate) {
    let app = PivotApp(device: device, ios: ios, plist: plist)!
    let delegate = HostDelegate()
    app.run {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        delegate.window = window
        UIApplication.shared.delegate = delegate
        app.launch()
    }
    return (app, delegate)
}
