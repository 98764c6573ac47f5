import Pivot
import PivotUIKit
import Testing

/// The rest of the core surface overlay libraries use: scenes, view geometry and hierarchy,
/// safe areas, touches, transforms, and `#available`'s substitute.
@MainActor
@Suite("PivotUIKit: scenes, views and values")
struct SurfaceTests {
    static func sceneApp(ios: String = "16.0") -> (PivotApp, UIWindow) {
        let app = PivotApp(device: "iPhone14Pro", ios: ios, plist: .allButUpsideDown, scenes: true)!
        let window = app.run {
            let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            app.launch()
            return window
        }
        return (app, window)
    }

    @Test("SPEC W5: with scenes a window made without one is never shown; the scene lists its own windows and is active after launch")
    func scenesHoldTheirWindows() {
        let (app, window) = Self.sceneApp()
        app.run {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let stray = UIWindow(frame: UIScreen.main.bounds)
            stray.rootViewController = UIViewController()
            stray.isHidden = false
            let windows = app.world.windows.indices.map(WindowID.init)
            #expect(stray.windowScene == nil && windows.filter(app.world.isOnScreen).count == 1,
                    "showing a window without a scene puts nothing on screen")
            #expect(scene?.windows.count == 1 && scene?.windows.first === window && window.windowScene === scene)
            #expect(scene?.activationState == .foregroundActive)
        }
    }

    @Test("SPEC A9: requestGeometryUpdate turns the scene; a request for orientations nobody supports reaches the error handler as code 101")
    func geometryRequests() {
        let (app, window) = Self.sceneApp()
        app.run {
            let scene = window.windowScene!
            scene.requestGeometryUpdate(.init(interfaceOrientations: .landscapeRight))
            #expect(scene.interfaceOrientation == .landscapeRight && window.interfaceOrientation == .landscapeRight)
            var errors: [Int] = []
            scene.requestGeometryUpdate(.init(interfaceOrientations: .portraitUpsideDown)) { errors.append(($0 as NSError).code) }
            #expect(errors == [101])
        }
    }

    @Test("SPEC G1: a window's safe area is the engine's; a subview's is the part of it the view covers")
    func safeAreas() {
        let (app, window) = Self.sceneApp()
        app.run {
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            let banner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
            let middle = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 100))
            window.addSubview(banner)
            window.addSubview(middle)
            #expect(banner.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
            #expect(middle.safeAreaInsets == .zero, "G1: a subview wholly inside the safe area has none")
        }
    }

    @Test("views: insertion order, moving to a window, converting points and the hit test front to back")
    func viewHierarchy() {
        final class Tracked: UIView {
            var windows: [Bool] = []
            override func didMoveToWindow() { windows.append(window != nil) }
        }
        let (app, window) = Self.sceneApp()
        app.run {
            let back = Tracked(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            window.addSubview(front)
            window.insertSubview(back, belowSubview: front)
            #expect(window.subviews.map(ObjectIdentifier.init) == [back, front].map(ObjectIdentifier.init))
            #expect(back.convert(CGPoint(x: 5, y: 5), to: front) == CGPoint(x: -35, y: -35))
            #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
            front.isUserInteractionEnabled = false
            #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
            back.removeFromSuperview()
            #expect(back.windows == [true, false])
        }
    }

    @Test("SPEC G4: in landscape the screen's space is turned and the fixed one is not; a window's origin is the fixed space's top right")
    func coordinateSpaces() {
        let app = PivotApp(device: "iPhone8", ios: "12.0", plist: .allButUpsideDown)!
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            app.launch()
            app.rotate(to: .landscapeLeft)
            let screen = UIScreen.main.coordinateSpace, fixed = UIScreen.main.fixedCoordinateSpace
            #expect(screen.bounds.size == CGSize(width: 667, height: 375) && fixed.bounds.size == CGSize(width: 375, height: 667))
            #expect(window.convert(CGPoint.zero, to: fixed) == CGPoint(x: 375, y: 0))
            #expect(screen.convert(CGPoint.zero, to: fixed) == CGPoint(x: 375, y: 0))
            #expect(fixed.convert(CGPoint(x: 375, y: 0), to: window) == .zero)
        }
    }

    @Test("a quarter turn's transform swaps a size exactly; inverting undoes a translation")
    func transforms() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGSize(width: 393, height: 59).applying(turn) == CGSize(width: -59, height: 393))
        #expect(CGRect(x: 0, y: 0, width: 393, height: 59).applying(turn).size == CGSize(width: 59, height: 393))
        let moved = CGAffineTransform(translationX: 10, y: -4)
        #expect(moved.concatenating(moved.inverted()).isIdentity)
    }

    @Test("available(iOS:) answers for the modelled iOS version, where #available would answer for the build machine")
    func availability() {
        let (old, _) = Self.sceneApp(ios: "13.0")
        let (new, _) = Self.sceneApp(ios: "16.4")
        #expect(old.run { !available(iOS: 16) && available(iOS: 13) })
        #expect(new.run { available(iOS: 16) && available(iOS: 16, 4) && !available(iOS: 17) })
    }
}

/// How UIKit holds and lists windows, and tells responders apart.
@MainActor
@Suite("PivotUIKit: windows the app holds")
struct WindowHoldingTests {
    final class KeyWatcher: UIWindow {
        var log: [String] = []
        override func becomeKey() { log.append("becomeKey") }
        override func resignKey() { log.append("resignKey") }
    }

    static func app(ios: String = "12.0") -> PivotApp { launchedHost(ios: ios).0 }

    @Test("the host's first key window is the app delegate's, which holds it; a window nobody holds leaves the screen and the app's windows")
    func droppedWindowIsGone() {
        let app = Self.app()
        app.run {
            #expect(UIApplication.shared.delegate?.window === UIApplication.shared.keyWindow)
            var overlay: UIWindow? = UIWindow(frame: UIScreen.main.bounds)
            overlay?.windowLevel = .alert
            overlay?.isHidden = false
            #expect(UIApplication.shared.windows.count == 2)
            overlay = nil
            #expect(UIApplication.shared.windows.count == 1)
            #expect(app.world.windows.last?.released == true)
        }
    }

    @Test("SPEC W5: a host declared without code has its first window as the delegate's; a scene-based one has none, its scene delegate holds it")
    func declaredHostDelegateWindow() {
        for scenes in [false, true] {
            let app = PivotApp(device: "iPhone11", ios: "15.0", scenes: scenes)!
            var spec = WindowSpec(name: "main")
            spec.hasScene = scenes
            app.send(.createWindow(spec))
            app.send(.show("main", key: true))
            app.launch()
            app.run {
                #expect(UIApplication.shared.keyWindow != nil)
                if scenes {
                    #expect(UIApplication.shared.delegate?.window == nil)
                } else {
                    #expect(UIApplication.shared.delegate?.window === UIApplication.shared.keyWindow)
                }
            }
        }
    }

    @Test("an app, its windows and its delegate are freed when nothing holds them (no cycle keeps a finished test's app)")
    func appsAreFreed() {
        weak var freedApp: PivotApp?
        weak var freedWindow: UIWindow?
        do {
            let app = Self.app()
            freedApp = app
            freedWindow = app.run { UIApplication.shared.keyWindow }
            #expect(freedWindow != nil)
        }
        #expect(freedApp == nil && freedWindow == nil)
    }

    @Test("SPEC W3: becomeKey and resignKey are called on the windows as the key window changes")
    func keyCallbacks() {
        let app = Self.app()
        app.run {
            let hud = KeyWatcher(frame: UIScreen.main.bounds)
            hud.rootViewController = UIViewController()
            hud.makeKeyAndVisible()
            hud.isHidden = true
            #expect(hud.log == ["becomeKey", "resignKey"])
            #expect(hud == hud && hud != UIApplication.shared.keyWindow, "responders compare by identity")
        }
    }

    @Test("SPEC W9: UIApplication.windows lists back to front by level, whatever the order they were made")
    func windowsByLevel() {
        let app = Self.app()
        app.run {
            let alert = UIWindow(frame: UIScreen.main.bounds)
            alert.windowLevel = .alert
            let behind = UIWindow(frame: UIScreen.main.bounds)
            behind.windowLevel = .normal - 1
            #expect(UIApplication.shared.windows.firstIndex(of: behind) == 0 && UIApplication.shared.windows.last == alert)
        }
    }

    @Test("an app that does not adopt scenes still has one window scene on iOS 13 and later, holding every window")
    func implicitScene() {
        let old = Self.app(ios: "12.0"), new = Self.app(ios: "13.0")
        #expect(old.run { UIApplication.shared.connectedScenes.isEmpty && UIApplication.shared.keyWindow?.windowScene == nil })
        #expect(new.run { UIApplication.shared.connectedScenes.count == 1 && UIApplication.shared.keyWindow?.windowScene != nil })
    }
}
