import Pivot
import PivotUIKit
import Testing

/// The app's views are the compositor's: a banner added to a window is drawn and touched where
/// UIKit would draw and touch it, and follows what the library sets.
@MainActor
@Suite("PivotUIKit: views in the compositor")
struct EngineViewTests {
    static func app() -> (PivotApp, UIWindow, UIViewController) {
        let root = UIViewController()
        let (app, window) = launchedHost(root: root)
        return (app, window, root)
    }

    @Test("SPEC C3: a banner in an overlay window takes the touch over the host until it is hidden or removed")
    func bannerTakesTouches() {
        let (app, _, _) = Self.app()
        app.run {
            let overlay = UIWindow(frame: UIScreen.main.bounds)
            overlay.windowLevel = .statusBar + 1
            overlay.rootViewController = UIViewController()
            overlay.isHidden = false
            let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
            let label = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
            banner.addSubview(label)
            overlay.rootViewController!.view.addSubview(banner)
            let hit = app.world.hitTest(Point(20, 15))
            #expect(hit?.path.suffix(2) == ["uiView", "uiView2"], "the label, inside the banner")
            banner.isHidden = true
            #expect(app.world.hitTest(Point(20, 15))?.view == nil)
            banner.isHidden = false
            banner.removeFromSuperview()
            #expect(app.world.hitTest(Point(20, 15))?.view == nil, "a removed view is gone from the screen")
        }
    }

    @Test("SPEC C1: a view's frame and transform, set by the library, are the compositor's")
    func geometryFollows() {
        let (app, window, _) = Self.app()
        app.run {
            let hud = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            window.addSubview(hud)
            hud.frame = CGRect(x: 0, y: 500, width: 100, height: 100)
            #expect(app.world.hitTest(Point(150, 150))?.view == nil)
            #expect(app.world.hitTest(Point(50, 550))?.view != nil)
            hud.transform = CGAffineTransform(rotationAngle: .pi / 2)
            let index = app.world.viewIndex("uiView")!
            #expect(app.world.views[index].rotation == 90)
        }
    }
}
