import Pivot
import PivotUIKit
import Testing

/// The app going to the background and back, and popovers' anchors, in UIKit's names.
@MainActor
@Suite("PivotUIKit: background and popovers")
struct LifecycleTests {
    /// A host's app delegate that logs its life-cycle methods beside what observers hear.
    final class Delegate: UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    }

    @Test("SPEC L7: the delegate's methods come before their notifications; a turn while away waits for the return")
    func backgroundAndBack() {
        let (app, window) = launchedHost(ios: "12.0")
        let delegate = Delegate()
        app.run {
            delegate.window = window
            UIApplication.shared.delegate = delegate
            _ = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
                delegate.log.append("note didEnterBackground")
            }
            app.background()
            #expect(UIApplication.shared.applicationState == .background)
            app.rotate(to: .landscapeLeft)
            #expect(UIApplication.shared.statusBarOrientation == .portrait, "nothing turns while away")
            app.foreground()
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight && UIApplication.shared.applicationState == .active)
        }
        #expect(delegate.log == ["willResignActive", "didEnterBackground", "note didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test("SPEC A14: on an iPad a popover without a source view raises UIKit's exception; with one it presents", arguments: [false, true])
    func popoverSource(anchored: Bool) {
        let root = UIViewController()
        let (app, window) = launchedHost(root: root, device: "iPadPro11", ios: "15.0", plist: .all)
        app.run {
            let menu = UIViewController()
            menu.modalPresentationStyle = .popover
            if anchored { menu.popoverPresentationController?.sourceView = window }
            root.present(menu, animated: false)
            #expect((app.crash?.name == "NSGenericException") == !anchored)
            #expect((root.presentedViewController === menu) == anchored)
        }
    }
}
