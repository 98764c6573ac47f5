import Pivot
import Testing

/// The app going to the background and back (SPEC L7).
@Suite("Background and foreground (SPEC L7)")
struct BackgroundTests {
    static let resign = ["delegate:applicationWillResignActive", "post:UIApplicationWillResignActiveNotification",
                         "delegate:applicationDidEnterBackground", "post:UIApplicationDidEnterBackgroundNotification"]
    static let activate = ["delegate:applicationWillEnterForeground", "post:UIApplicationWillEnterForegroundNotification",
                           "delegate:applicationDidBecomeActive", "post:UIApplicationDidBecomeActiveNotification"]

    @Test("L7 leaving: the app delegate resigns active, then enters the background, each before its notification")
    func leaving() {
        var world = app("iPhone8", mainWindow([.supports(.all)]))
        #expect(world.events(world.apply(.background)) == Self.resign)
        #expect(world.inBackground)
    }

    @Test("L7 coming back without a turn: will enter foreground, then did become active, and no controller hears anything")
    func comingBack() {
        var world = app("iPhone8", mainWindow([.supports(.all)]))
        world.apply(.background)
        #expect(world.events(world.apply(.foreground)) == Self.activate)
        #expect(!world.inBackground)
    }

    @Test("L7 a scene app hears the scene delegate instead; the UIApplication notifications are posted all the same")
    func sceneDelegate() {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhone11")!, profile: BehaviorProfile(ios: v("15.0")))
        config.usesScenes = true
        var world = World(config: config)
        world.apply([.declareController("home", []), window("main", root: "home", scene: true), .show("main", key: true), .launch])
        #expect(world.events(world.apply(.background)).filter { !$0.hasPrefix("home.") } == [
            "delegate:sceneWillResignActive", "post:UIApplicationWillResignActiveNotification",
            "delegate:sceneDidEnterBackground", "post:UIApplicationDidEnterBackgroundNotification"])
        #expect(world.events(world.apply(.foreground)).filter { $0.hasPrefix("delegate:") }
                == ["delegate:sceneWillEnterForeground", "delegate:sceneDidBecomeActive"])
    }

    @Test("L7 from iOS 13 the app-switcher snapshot in the other appearance: the shown controller hears two trait changes after entering the background",
          arguments: [("12.4", [String]()), ("13.0", ["home.traitCollectionDidChange", "home.traitCollectionDidChange"]),
                      ("17.0", ["home.traitChangeHandler", "home.traitChangeHandler"])])
    func snapshotAppearances(ios: String, calls: [String]) {
        var world = app("iPhone8", ios: ios, mainWindow([.supports(.all)]))
        let events = world.events(world.apply(.background))
        #expect(Array(events.prefix(4)) == Self.resign)
        #expect(Array(events.dropFirst(4)) == calls)
    }

    @Test("L7 a device turn while away turns nothing and calls nothing")
    func turnWhileAway() {
        var world = app("iPhone8", mainWindow([.supports(.all)]))
        world.apply(.background)
        let effects = world.apply(.rotate(.landscapeLeft))
        #expect(world.events(effects).isEmpty)
        #expect(world.interface == .portrait)
        #expect(world.device.held == .portrait)
    }

    @Test("L7 on return the turn comes first, with its trait and size callbacks, then the foreground callbacks")
    func turnOnReturn() {
        var world = app("iPhone8", mainWindow([.supports(.all)]))
        world.apply([.background, .rotate(.landscapeLeft)])
        let events = world.events(world.apply(.foreground))
        #expect(world.interface == .landscapeRight)
        let trait = events.firstIndex(of: "home.willTransitionToTraitCollection")
        let size = events.firstIndex(of: "home.viewWillTransitionToSize")
        let foreground = events.firstIndex(of: "delegate:applicationWillEnterForeground")
        let active = events.firstIndex(of: "delegate:applicationDidBecomeActive")
        #expect(trait != nil && size != nil && foreground != nil && active != nil)
        if let trait, let size, let foreground, let active { #expect(trait < size && size < foreground && foreground < active) }
    }

    @Test("L7 a turn there and back while away delivers nothing on return")
    func thereAndBack() {
        var world = app("iPhone8", mainWindow([.supports(.all)]))
        world.apply([.background, .rotate(.landscapeLeft), .rotate(.portrait)])
        #expect(world.events(world.apply(.foreground)) == Self.activate)
    }

    @Test("L7 a lock released while away waits for the return too")
    func lockReleasedWhileAway() {
        var world = app("iPad", mainWindow([.supports(.all)]))
        world.apply([.lock(true), .background, .rotate(.landscapeLeft), .lock(false)])
        #expect(world.interface == .portrait)
        world.apply(.foreground)
        #expect(world.interface == .landscapeRight)
    }

    @Test("L7 background twice, and foreground while active, are refused", arguments: [
        ([Event.background], Event.background), ([], .foreground),
    ])
    func refused(before: [Event], event: Event) {
        var world = app("iPhone8", mainWindow())
        world.apply(before)
        #expect(world.apply(event).contains { if case .rejected = $0 { true } else { false } })
    }

    @Test("L7 background before launch is refused")
    func beforeLaunch() {
        var world = app("iPhone8", [.declareController("home", []), window("main", root: "home"), .show("main", key: true)])
        #expect(world.apply(.background).contains { if case .rejected = $0 { true } else { false } })
        #expect(!world.inBackground)
    }
}
