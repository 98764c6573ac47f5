import Pivot
import PivotUIKit
import Testing

/// Touches reach the app's windows as UIKit routes them: each window the library made is asked
/// through its own `hitTest` and `point(inside:)`, top-down, at the moment of the touch.
@MainActor
@Suite("PivotUIKit: touches through hitTest overrides")
struct TouchTests {
    /// A toast window as SwiftMessages, Drops and SwiftEntryKit write it: a touch that lands on
    /// the window itself or its root view passes to the app below.
    final class PassthroughWindow: UIWindow {
        var passes = true
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let view = super.hitTest(point, with: event)
            guard passes else { return view }
            return view === self || view === rootViewController?.view ? nil : view
        }
    }

    /// A window that takes touches only in its top 100 points (SwiftMessages' point(inside:)).
    final class TopStripWindow: UIWindow {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { point.y < 100 }
    }

    static func toast(_ window: UIWindow) -> UIView {
        window.windowLevel = .statusBar + 1
        window.rootViewController = UIViewController()
        window.isHidden = false
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        window.rootViewController!.view.addSubview(banner)
        return banner
    }

    @Test("SPEC C3: a pass-through toast window takes a touch on its banner and lets one outside it fall to the host below")
    func passThroughWindow() {
        let hostRoot = UIViewController()
        let (app, _) = launchedHost(root: hostRoot)
        app.run {
            let overlay = PassthroughWindow(frame: UIScreen.main.bounds)
            let banner = Self.toast(overlay)
            #expect(app.touch(at: CGPoint(x: 20, y: 40)) === banner)
            #expect(app.world.hitTest(Point(20, 40))?.path.first == "passthroughWindow")
            #expect(app.touch(at: CGPoint(x: 20, y: 400)) === hostRoot.view, "the host's root view, under the overlay")
            #expect(app.world.hitTest(Point(20, 400))?.path == ["uiWindow", "uiViewController"], "the trace's hit test too")
            overlay.passes = false
            #expect(app.touch(at: CGPoint(x: 20, y: 400)) === overlay.rootViewController?.view,
                    "asked at the moment of the touch: the override answers as it is now")
        }
    }

    @Test("SPEC C3: without an override a window's root view takes the touch, as the engine's own walk finds it")
    func plainWindowKeepsTouches() {
        let (app, _) = launchedHost()
        app.run {
            let overlay = UIWindow(frame: UIScreen.main.bounds)
            let banner = Self.toast(overlay)
            #expect(app.touch(at: CGPoint(x: 20, y: 400)) === overlay.rootViewController?.view)
            #expect(app.world.hitTest(Point(20, 400))?.path == ["uiWindow2", "uiViewController2"])
            #expect(overlay.hitTest(CGPoint(x: 20, y: 40), with: nil) === banner, "the default walk goes through the root view")
        }
    }

    @Test("SPEC C3: a window's point(inside:) override decides where it takes touches")
    func pointInsideOverride() {
        let hostRoot = UIViewController()
        let (app, _) = launchedHost(root: hostRoot)
        app.run {
            let overlay = TopStripWindow(frame: UIScreen.main.bounds)
            _ = Self.toast(overlay)
            #expect(app.touch(at: CGPoint(x: 200, y: 90)) === overlay.rootViewController?.view)
            #expect(app.touch(at: CGPoint(x: 200, y: 110)) === hostRoot.view)
        }
    }

    @Test("SPEC C3: a hidden pass-through window is not asked, and a view turned by a transform is touched where it is drawn")
    func hiddenAndTransformed() {
        let hostRoot = UIViewController()
        let (app, _) = launchedHost(root: hostRoot)
        app.run {
            let overlay = PassthroughWindow(frame: UIScreen.main.bounds)
            let banner = Self.toast(overlay)
            // A 375x80 banner turned a quarter about its centre (187.5, 40) spans y -147.5…227.5.
            banner.transform = CGAffineTransform(rotationAngle: .pi / 2)
            #expect(app.touch(at: CGPoint(x: 200, y: 200)) === banner)
            #expect(app.touch(at: CGPoint(x: 20, y: 40)) === hostRoot.view, "off the turned banner")
            overlay.isHidden = true
            #expect(app.touch(at: CGPoint(x: 200, y: 200)) === hostRoot.view)
        }
    }

    @Test("SPEC C3: a toast over a landscape host is asked in its own window's space")
    func landscape() {
        let hostRoot = UIViewController()
        let (app, _) = launchedHost(root: hostRoot)
        app.run {
            app.rotate(to: .landscapeLeft)
            let overlay = PassthroughWindow(frame: UIScreen.main.bounds)
            let banner = Self.toast(overlay)
            banner.frame = CGRect(x: 0, y: 0, width: 667, height: 80)
            #expect(app.touch(at: CGPoint(x: 600, y: 40)) === banner)
            #expect(app.touch(at: CGPoint(x: 600, y: 200)) === hostRoot.view)
        }
    }
}
