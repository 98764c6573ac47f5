import Testing
@testable import Pivot

/// Before iOS 7 a root view is laid out below the status bar, and the launch rotation runs while
/// the root is still appearing (SPEC L5, W8; Stack Overflow 9539676, an iPad on iOS 5).
@Suite("iOS 5-6 launch layout (SPEC L5)")
struct LegacyLaunchLayoutTests {
    static let setup: [Event] = [controller("home", .supports(.all)), window("main", root: "home"), .show("main", key: true), .launch]

    @Test("L5 W8 an iPad on iOS 5 launched in landscape: 768x1004 until the launch rotation, 1024x748 after; the rotation falls between viewWillAppear and viewDidAppear")
    func stackOverflow9539676() {
        var world = app("iPad", ios: "5.1", plist: .all, orientation: .landscapeRight)
        let effects = world.apply(Self.setup)
        let seen = effects.compactMap { effect -> String? in
            guard case .callback(let r) = effect, r.callback != .shouldAutorotateToInterfaceOrientation else { return nil }
            return "\(r.callback.rawValue) \(r.bounds)"
        }
        #expect(seen == ["viewDidLoad 768x1004", "viewWillAppear 768x1004", "viewWillLayoutSubviews 768x1004",
                         "viewDidLayoutSubviews 768x1004", "willRotate 768x1004", "viewWillLayoutSubviews 1024x748",
                         "viewDidLayoutSubviews 1024x748", "willAnimateRotation 1024x748", "viewDidAppear 1024x748",
                         "didRotate 1024x748"])
        // The window stays portrait; the root view, turned -90°, fills it but for the bar's strip.
        let main = world.windowID("main")!
        #expect(world[main].bounds == Size(768, 1024))
        let placement = world.rootViewPlacement(main)
        #expect(Quad(Rect(origin: Point(0, 0), size: placement.size), placement.toWindow).boundingBox == Rect(20, 0, 748, 1024))
    }

    @Test("L5 launched in portrait on iOS 6 the root appears when launch finishes; from iOS 7 it appears when shown, full screen",
          arguments: [("6.1", Size(320, 460), true), ("7.0", Size(320, 480), false)])
    func portraitLaunch(ios: String, bounds: Size, appearsAtLaunch: Bool) {
        var world = app("iPhone4s", ios: ios, plist: .all)
        let shown = world.apply(Array(Self.setup.dropLast()))
        let launched = world.apply(.launch)
        #expect(world.calls(shown).contains("home.viewDidAppear") == !appearsAtLaunch)
        #expect(world.calls(launched).contains("home.viewDidAppear") == appearsAtLaunch)
        #expect(world.viewBounds(of: world.controllerID("home")!) == bounds)
        let placement = world.rootViewPlacement(world.windowID("main")!)
        #expect(placement.toWindow.apply(Point(0, 0)) == Point(0, bounds.height == 460 ? 20 : 0))
    }
}
