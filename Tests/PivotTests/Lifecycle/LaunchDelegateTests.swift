import Pivot
import Testing

/// What the app and scene delegates hear at launch (SPEC L9).
@Suite("Launch and the delegates (SPEC L9)")
struct LaunchDelegateTests {
    @Test("L9 didFinishLaunching comes before anything of the first step; the app becomes active when launching ends")
    func appDelegate() {
        var world = app("iPhone8", ios: "12.0", [.declareController("home", [.traitCallback(.neither)])])
        #expect(world.events(world.apply(window("main", root: "home"))) == ["delegate:applicationDidFinishLaunching", "home.viewDidLoad"])
        #expect(!world.events(world.apply(.show("main", key: true))).contains { $0.hasPrefix("delegate:") })
        #expect(world.events(world.apply(.launch)) == ["delegate:applicationDidBecomeActive"])
    }

    @Test("L9 a scene app: the scene connects after didFinishLaunching, then enters the foreground and becomes active")
    func sceneDelegate() {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhone12")!, profile: BehaviorProfile(ios: v("15.0")))
        config.usesScenes = true
        var world = World(config: config)
        world.apply(.declareController("home", []))
        #expect(world.events(world.apply(window("main", root: "home", scene: true)))
                == ["delegate:applicationDidFinishLaunching", "delegate:sceneWillConnect", "home.viewDidLoad"])
        world.apply(.show("main", key: true))
        #expect(world.events(world.apply(.launch)) == ["delegate:sceneWillEnterForeground", "delegate:sceneDidBecomeActive"])
    }

    @Test("L9 didFinishLaunching is heard once, even when launch is the first step")
    func once() {
        var world = app("iPhone8", ios: "12.0")
        #expect(world.events(world.apply(.launch)) == ["delegate:applicationDidFinishLaunching", "delegate:applicationDidBecomeActive"])
        world.apply(.declareController("home", []))
        #expect(!world.events(world.apply(window("main", root: "home"))).contains("delegate:applicationDidFinishLaunching"))
    }
}
