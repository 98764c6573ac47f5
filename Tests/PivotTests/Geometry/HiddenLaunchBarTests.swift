import Pivot
import Testing

/// iPadOS 26 and a status bar hidden at launch by the Info.plist (SPEC G5).
@Suite("A status bar hidden at launch (SPEC G5)")
struct HiddenLaunchBarTests {
    static func world(_ device: String, ios: String, hiddenAtLaunch: Bool) -> World {
        var config = AppConfig(device: DeviceCatalog.model(named: device)!, profile: BehaviorProfile(ios: v(ios)))
        config.statusBarHiddenAtLaunch = hiddenAtLaunch
        var world = World(config: config)
        world.apply(mainWindow())
        return world
    }

    @Test("G5 on iPadOS 26 the bar hidden at launch is left out of the top inset though it shows",
          arguments: [("iPad10_2", "26.0", true, 0.0), ("iPad10_2", "18.0", true, 20), ("iPad10_2", "26.0", false, 20),
                      ("iPad10", "26.0", true, 24), ("iPhone8", "26.0", true, 20)])
    func topInset(device: String, ios: String, hidden: Bool, top: Double) throws {
        let world = Self.world(device, ios: ios, hiddenAtLaunch: hidden)
        #expect(!world.statusBarHidden)
        let home = try #require(world.controllerID("home"))
        #expect(world.safeArea(of: home).top == top)
    }
}
