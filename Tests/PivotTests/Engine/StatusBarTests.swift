import Testing
@testable import Pivot

@Suite("Status bar (SPEC S)")
struct StatusBarTests {
    static let landscapeApp: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    static func landscape(_ device: String, ios: String, sdk: String? = nil, asks: Bool = false) -> World {
        var world = app(device, ios: ios, sdk: sdk, plist: landscapeApp, mainWindow(asks ? [.statusBar(.visible)] : []))
        world.apply(.rotate(.landscapeLeft))
        return world
    }

    @Test("S1 phones in landscape: shown with SDK 7, hidden with SDK 8 unless a controller asks on iOS 8-12 without a notch",
          arguments: [("iPhone8", "7.1", "7.1", false, 20.0), ("iPhone8", "8.0", "8.0", false, 0), ("iPhone8", "8.0", "8.0", true, 20),
                      ("iPhone8", "12.0", "12.0", true, 20), ("iPhone8", "13.0", "13.0", true, 0),
                      ("iPhoneX", "11.0", "11.0", true, 0), ("iPhone8", "9.0", "7.1", false, 20)])
    func landscapePhones(device: String, ios: String, sdk: String, asks: Bool, height: Double) {
        let world = Self.landscape(device, ios: ios, sdk: sdk, asks: asks)
        #expect(world.interface == .landscapeRight)
        #expect(world.statusBarHeight == height)
        #expect(world.statusBarHidden == (height == 0))
    }

    @Test("S1 iPads show the status bar in every orientation")
    func iPadLandscape() {
        var world = app("iPad", ios: "12.0", plist: .all, mainWindow([.supports(.all)]))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.statusBarHeight == 20)
        #expect(!world.statusBarHidden)
    }

    @Test("S2 an overlay window with its own root controller takes over status bar appearance")
    func overlayOwnsAppearance() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("hud", .statusBar(.hidden)), window("overlay", root: "hud", level: 2000), .show("overlay", key: false)])
        #expect(world.statusBarHidden)
        world.apply(.hide("overlay"))
        #expect(!world.statusBarHidden)
    }

    @Test("S2 a window that opts out of status bar appearance is ignored")
    func optOut() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("hud", .statusBar(.hidden)), window("overlay", root: "hud", level: 2000, owner: false), .show("overlay", key: false)])
        #expect(!world.statusBarHidden)
    }

    @Test("S2 preferences take effect after setNeedsStatusBarAppearanceUpdate; a container can name its child")
    func appearanceUpdate() {
        var world = app("iPhone8", ios: "12.0", [controller("page"), controller("nav", .kind(.navigation), .children(["page"]), .statusBarChild(true)),
                                                   window("main", root: "nav"), .show("main", key: true), .launch])
        world.apply(.configure("page", [.statusBar(.hidden)]))
        #expect(!world.statusBarHidden)
        world.apply(.statusBarUpdate("page"))
        #expect(world.statusBarHidden)
    }

    @Test("S2 with global appearance the app's own flag decides")
    func globalAppearance() {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhone8")!, profile: BehaviorProfile(ios: v("12.0")))
        config.statusBarAppearance = .global
        var world = World(config: config)
        world.apply(mainWindow([.statusBar(.hidden)]))
        #expect(!world.statusBarHidden)
        world.apply(.setStatusBarHidden(true))
        #expect(world.statusBarHidden)
    }

    @Test("S3 the in-call bar: 40 points in portrait on notchless phones before iOS 13, with frame notifications",
          arguments: [("iPhone8", "12.0", 40.0), ("iPhone8", "13.0", 20), ("iPhoneX", "12.0", 44)])
    func inCall(device: String, ios: String, height: Double) {
        var world = app(device, ios: ios, mainWindow())
        let effects = world.apply(.inCall(true))
        #expect(world.statusBarHeight == height)
        let notified = World.notifications(in: effects) == [.willChangeStatusBarFrame, .didChangeStatusBarFrame]
        #expect(notified == (height == 40))
    }

    @Test("S3 under the in-call bar a full-screen root view keeps a safe-area top of 20")
    func inCallSafeArea() {
        var world = app("iPhone8", ios: "11.0", mainWindow())
        world.apply(.inCall(true))
        #expect(world.safeArea(of: world.controllerID("home")!) == Insets(20, 0, 0, 0))
    }

    @Test("S4 before iOS 13 a window above level 1000 covers the status bar; from iOS 13 nothing does",
          arguments: [("12.0", true), ("13.0", false)])
    func covering(ios: String, covered: Bool) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("o"), window("overlay", root: "o", level: WindowLevel.statusBar), .show("overlay", key: false)])
        #expect(!world.statusBarCovered)
        #expect(world.screenLayers.last == .statusBar)
        world.apply(.setLevel("overlay", WindowLevel.statusBar + 1))
        #expect(world.statusBarCovered == covered)
        #expect((world.screenLayers.last == .statusBar) == !covered)
    }

    @Test("S5 the status bar orientation is the app's interface orientation")
    func orientation() {
        var world = app("iPad", ios: "12.0", plist: .all, [controller("home", .supports(.all)), window("main", root: "home"), .show("main", key: true)])
        world.apply(.rotate(.landscapeRight))
        #expect(world.statusBar.orientation == .landscapeLeft)
        #expect(world.statusBarFrame == Rect(0, 0, 1024, 20))
    }

    @Test("S6 a hidden bar reports height 0 and a zero frame; covering does not hide it")
    func reporting() {
        var world = Self.landscape("iPhoneX", ios: "11.0")
        #expect(world.statusBarHidden && world.statusBarHeight == 0 && world.statusBarFrame == .zero)
        world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("o"), window("overlay", root: "o", level: 1001), .show("overlay", key: false)])
        #expect(world.statusBarCovered && !world.statusBarHidden && world.statusBarHeight == 20)
        #expect(world.screenLayers.contains(.statusBar))
    }
}
