import Pivot
import PivotUIKit
import Testing

/// A window's frame, bounds and centre, set by the library after it made the window, are the
/// engine's from then on (SPEC W8); so is a scene given to it (W5).
@MainActor
@Suite("PivotUIKit: a window's geometry and scene set after it is made")
struct WindowGeometryTests {
    final class Root: UIViewController {
        var layouts = 0
        override func viewDidLayoutSubviews() { layouts += 1 }
    }

    @Test("SPEC W8: a window made with a zero frame (SwiftMessages) fills the screen once the frame is set, safe area and touches included")
    func zeroFrameThenScreen() {
        let (app, host) = launchedHost(device: "iPhoneX")
        app.run {
            let toast = UIWindow(frame: .zero)
            toast.rootViewController = UIViewController()
            #expect(toast.bounds.size == .zero)
            toast.frame = UIScreen.main.bounds
            toast.windowLevel = .statusBar + 1
            toast.isHidden = false
            #expect(toast.bounds.size == CGSize(width: 375, height: 812))
            #expect(toast.safeAreaInsets == host.safeAreaInsets)
            #expect(app.touch(at: CGPoint(x: 20, y: 400)) === toast.rootViewController?.view)
        }
    }

    @Test("SPEC W8 L2: bounds keep the centre, centre moves the frame; a shown window's root lays out when the size changes")
    func boundsAndCenter() {
        let (app, _) = launchedHost()
        app.run {
            let root = Root()
            let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            banner.rootViewController = root
            banner.isHidden = false
            let before = root.layouts
            banner.bounds = CGRect(x: 0, y: 0, width: 375, height: 60)
            #expect(banner.frame == CGRect(x: 0, y: 20, width: 375, height: 60), "UIKit grows and shrinks bounds about the centre")
            #expect(root.layouts == before + 1)
            banner.center = CGPoint(x: 187.5, y: 637)
            #expect(banner.frame == CGRect(x: 0, y: 607, width: 375, height: 60))
            #expect(root.layouts == before + 1, "a move is no new size")
            #expect(app.world.hitTest(Point(20, 620))?.path.first == "uiWindow2")
            #expect(app.world.hitTest(Point(20, 30))?.path.first == "uiWindow", "the host, where the banner was")
        }
    }

    @Test("SPEC W8: the frame holds until the window turns, then it fills the screen in its orientation")
    func turnResets() {
        let (app, _) = launchedHost()
        app.run {
            let banner = UIWindow(frame: UIScreen.main.bounds)
            banner.rootViewController = UIViewController()
            banner.isHidden = false
            banner.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
            app.rotate(to: .landscapeLeft)
            #expect(banner.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        }
    }

    @Test("SPEC W5: a window made with a frame and given the scene afterwards (Drops, SwiftMessages) shows, and the scene lists it")
    func sceneGivenLater() {
        let app = PivotApp(device: "iPhone14Pro", ios: "16.0", plist: .allButUpsideDown, scenes: true)!
        app.run {
            let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
            let main = UIWindow(windowScene: scene)
            main.rootViewController = UIViewController()
            main.makeKeyAndVisible()
            app.launch()
            let toast = UIWindow(frame: UIScreen.main.bounds)
            toast.rootViewController = UIViewController()
            toast.windowLevel = .statusBar + 1
            toast.isHidden = false
            #expect(app.touch(at: CGPoint(x: 20, y: 400)) === main.rootViewController?.view, "no scene: not on screen")
            toast.windowScene = scene
            #expect(toast.windowScene === scene && scene.windows.contains(toast))
            #expect(app.touch(at: CGPoint(x: 20, y: 400)) === toast.rootViewController?.view)
            toast.windowScene = nil
            #expect(app.touch(at: CGPoint(x: 20, y: 400)) === main.rootViewController?.view, "taken out of the scene again")
        }
    }
}
