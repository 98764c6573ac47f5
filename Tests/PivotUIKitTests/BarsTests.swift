import Pivot
import PivotUIKit
import Testing

/// What window code reads of the status bar through the scene, and of the containers' bars.
@MainActor
@Suite("PivotUIKit: the status bar manager and the container bars")
struct BarsTests {
    @Test("SPEC S6: the scene's statusBarManager gives the bar's frame, zero once an iPhone turns to landscape on iOS 15")
    func statusBarManagerFollowsTheBar() throws {
        let (app, _) = launchedHost(device: "iPhoneX", ios: "15.0")
        let manager = try #require(app.run { (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.statusBarManager })
        app.run {
            #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 44) && !manager.isStatusBarHidden)
        }
        app.rotate(to: .landscapeLeft)
        app.run { #expect(manager.statusBarFrame == .zero && manager.isStatusBarHidden) }
    }

    @Test("SPEC D1: a navigation controller's bar sits under the status bar with the device's height; a tab bar at the bottom over the home indicator")
    func containerBarsHaveTheDevicesHeights() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let (app, _) = launchedHost(root: nav, device: "iPhoneX", ios: "15.0")
        app.run {
            #expect(nav.navigationBar.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
            #expect(nav.navigationBar.superview === nav.view)
            let tabs = UITabBarController()
            #expect(tabs.tabBar.frame.height == 49)
        }
    }
}
