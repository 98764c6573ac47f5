// A frame the app sets on a window after making it (`frame WINDOW X,Y,W,H`, `window.frame = …`):
// the window's geometry from then on, until it turns (W8).

import Testing
@testable import Pivot

@Suite("Window frames set after creation (SPEC W8)")
struct WindowFrameTests {
    /// SwiftMessages' window: made with a zero frame, given the screen's bounds before it shows.
    func toastApp(ios: String = "15.0") -> World {
        app("iPhoneX", ios: ios, mainWindow() + [.declareController("toastvc", []),
                                                  window("toast", root: "toastvc", level: WindowLevel.statusBar + 1, frame: Rect(0, 0, 0, 0))])
    }

    @Test("W8 a window made with a zero frame takes the whole screen when the app sets it: bounds, safe area and touches follow")
    func zeroFrameThenScreen() {
        var world = toastApp()
        let toast = world.windowID("toast")!
        #expect(world[toast].bounds == Size(0, 0) && !world[toast].fillsScreen)
        world.apply([.setWindowFrame("toast", Rect(0, 0, 375, 812)), .show("toast", key: false)])
        #expect(world[toast].frame == Rect(0, 0, 375, 812) && world[toast].bounds == Size(375, 812))
        #expect(world[toast].fillsScreen, "the whole screen makes it a full-screen window again")
        #expect(world.safeArea(ofWindow: toast) == world.safeArea(ofWindow: world.windowID("main")!))
        #expect(world.hitTest(Point(20, 400))?.window == toast)
    }

    @Test("W8 a banner-sized window covers only its strip: its safe area is what it overlaps, and touches below reach the host")
    func bannerFrame() {
        var world = toastApp()
        let toast = world.windowID("toast")!
        world.apply([.setWindowFrame("toast", Rect(0, 0, 375, 100)), .show("toast", key: false)])
        #expect(world.safeArea(ofWindow: toast).top == 44 && world.safeArea(ofWindow: toast).bottom == 0)
        #expect(world.hitTest(Point(20, 50))?.window == toast)
        #expect(world.hitTest(Point(20, 400))?.window == world.windowID("main"))
    }

    @Test("W8 L2 a shown window's root lays out once when its size changes, not when it only moves or is hidden")
    func layoutOnResize() {
        var world = toastApp()
        world.apply([.setWindowFrame("toast", Rect(0, 0, 375, 100)), .show("toast", key: false)])
        let resized = world.apply(.setWindowFrame("toast", Rect(0, 0, 375, 200)))
        #expect(world.calls(resized) == ["toastvc.viewWillLayoutSubviews", "toastvc.viewDidLayoutSubviews"])
        #expect(world.calls(world.apply(.setWindowFrame("toast", Rect(0, 50, 375, 200)))).isEmpty, "a move keeps the size")
        world.apply(.hide("toast"))
        #expect(world.calls(world.apply(.setWindowFrame("toast", Rect(0, 0, 375, 300)))).isEmpty)
        #expect(world.window("toast")?.frame == Rect(0, 0, 375, 300), "a hidden window's frame changes all the same")
    }

    @Test("W8 the frame holds until the window turns, when it takes the screen in its new orientation (iOS 8 and later)")
    func turnResets() {
        var world = toastApp()
        world.apply([.setWindowFrame("toast", Rect(0, 0, 375, 100)), .show("toast", key: false), .rotate(.landscapeLeft)])
        #expect(world.window("toast")?.frame == Rect(0, 0, 812, 375))
        #expect(world.window("toast")?.fillsScreen == true)
    }

    @Test("W8 on iOS 7 the screen a frame is compared with is the portrait one, in which windows live")
    func legacyScreen() {
        var world = app("iPhone5s", ios: "7.1", mainWindow() + [.declareController("toastvc", []),
                                                                  window("toast", root: "toastvc", frame: Rect(0, 0, 0, 0)), .rotate(.landscapeLeft)])
        world.apply(.setWindowFrame("toast", Rect(0, 0, 320, 568)))
        #expect(world.window("toast")?.fillsScreen == true)
        world.apply(.setWindowFrame("toast", Rect(0, 0, 568, 320)))
        #expect(world.window("toast")?.fillsScreen == false)
    }

    @Test("W8 a root view takes its window's size when the window shows and after every turn (Drops 1.3)")
    func rootViewTakesWindowSize() {
        var world = toastApp(ios: "13.0")
        let toastvc = world.controllerID("toastvc")!
        #expect(world.viewGeometry(controller: toastvc) == nil, "a hidden window draws no root view")
        world.apply([.setWindowFrame("toast", Rect(0, 0, 375, 100)), .show("toast", key: false)])
        #expect(world.viewGeometry(controller: toastvc)?.bounds == Size(375, 100))
        #expect(world.viewGeometry(controller: toastvc)?.frame == Rect(0, 0, 375, 100))
        world.apply(.rotate(.landscapeLeft))
        let turned = world.window("toast")!.bounds
        #expect(turned == Size(812, 375), "a turn fills the screen again")
        #expect(world.viewGeometry(controller: toastvc)?.bounds == turned)
        world.apply(.rotate(.portrait))
        #expect(world.viewGeometry(controller: toastvc)?.bounds == Size(375, 812))
    }

    @Test("a negative size or an unknown window is refused, saying why")
    func refused() {
        var world = toastApp()
        #expect(world.apply(.setWindowFrame("toast", Rect(0, 0, -1, 10)))
                == [.rejected("a window's frame needs a size of zero or more, not -1x10")])
        #expect(world.apply(.setWindowFrame("ghost", Rect(0, 0, 1, 1))).count == 1)
    }
}
