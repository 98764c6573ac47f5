import Pivot
import Testing

/// Split View and Slide Over on iPads before iPadOS 26 (SPEC A15).
@Suite("Split View and Slide Over (SPEC A15)")
struct MultitaskingTests {
    static func ipad(_ device: String = "iPad", ios: String = "9.0", landscape: Bool = true) -> World {
        var world = app(device, ios: ios, mainWindow())
        if landscape { world.apply(.rotate(.landscapeLeft)) }
        return world
    }

    @Test("A15 widths in landscape: two thirds, half and a third of a 9.7-inch iPad and a 12.9-inch iPad Pro",
          arguments: [("iPad", "9.0", MultitaskMode.twoThirds, 694.0), ("iPad", "9.0", .half, 507), ("iPad", "9.0", .third, 320),
                      ("iPad", "9.0", .slideOver, 320), ("iPadPro12_9", "12.1", .twoThirds, 981), ("iPadPro12_9", "12.1", .half, 678),
                      ("iPadPro12_9", "12.1", .third, 375), ("iPadPro12_9", "12.1", .slideOver, 375)])
    func widths(device: String, ios: String, mode: MultitaskMode, width: Double) {
        var world = Self.ipad(device, ios: ios)
        world.apply(.multitask(mode))
        let main = world.window("main")
        #expect(main?.bounds.width == width)
        #expect(main?.bounds.height == world.screenSize(in: .landscapeRight).height)
        #expect(main?.orientation == .landscapeRight)
    }

    @Test("A15 the width class: regular at two thirds, compact at a half but on the 12.9-inch iPad Pro, compact at a third",
          arguments: [("iPad", "9.0", MultitaskMode.twoThirds, SizeClass.regular), ("iPad", "9.0", .half, .compact),
                      ("iPadPro12_9", "12.1", .half, .regular), ("iPadPro12_9", "12.1", .slideOver, .compact)])
    func widthClass(device: String, ios: String, mode: MultitaskMode, horizontal: SizeClass) {
        var world = Self.ipad(device, ios: ios)
        world.apply(.multitask(mode))
        #expect(world.traits(of: world.windowID("main")!)?.horizontal == horizontal)
    }

    @Test("A15 a change of width class sends the trait change around the size transition; the interface does not turn")
    func callbacks() {
        var world = Self.ipad()
        world.apply(.multitask(.twoThirds))
        let effects = world.apply(.multitask(.half))
        #expect(world.calls(effects) == ["home.willTransitionToTraitCollection", "home.viewWillTransitionToSize",
                                         "home.traitCollectionDidChange", "home.viewWillLayoutSubviews",
                                         "home.viewDidLayoutSubviews", "home.transitionCompletion"])
        #expect(world.interface == .landscapeRight)
    }

    @Test("A15 a rotation keeps the mode: a third stays 320 wide, and a half turned to portrait takes the wide side")
    func rotation() {
        var world = Self.ipad()
        world.apply([.multitask(.third), .rotate(.portrait)])
        #expect(world.window("main")?.bounds == Size(320, 1024))
        world.apply([.rotate(.landscapeLeft), .multitask(.half), .rotate(.portrait)])
        #expect(world.window("main")?.bounds == Size(438, 1024))
        #expect(world.traits(of: world.windowID("main")!)?.horizontal == .compact)
    }

    @Test("A15 refused: a half split asked for in portrait, an app that cannot multitask, an iPhone, iPadOS 26")
    func refused() {
        func rejects(_ world: World, _ event: Event) -> Bool {
            var world = world
            return world.apply(event).contains { if case .rejected = $0 { true } else { false } }
        }
        #expect(rejects(Self.ipad(landscape: false), .multitask(.half)))
        #expect(rejects(app("iPad", ios: "9.0", plist: .landscape, mainWindow()), .multitask(.third)))
        #expect(rejects(app("iPad", ios: "8.4", mainWindow()), .multitask(.third)))
        #expect(rejects(app("iPhone8", ios: "12.0", mainWindow()), .multitask(.third)))
        #expect(rejects(app("iPadPro11", ios: "26.0", mainWindow()), .multitask(.third)))
        #expect(!rejects(Self.ipad(landscape: false), .multitask(.third)))
    }
}

/// Issue 36's Split View findings (SPEC A15).
@Suite("Split View widths and stacks (SPEC A15)")
struct SplitViewStackTests {
    @Test("A15 two thirds of a 12.9-inch iPad in portrait (639 points) is compact (openradar 34621309)",
          arguments: ["iPadPro12_9", "iPadPro12_9Gen1"])
    func portraitTwoThirds(device: String) {
        var world = app(device, ios: device == "iPadPro12_9" ? "12.1" : "9.1", mainWindow())
        world.apply(.multitask(.twoThirds))
        #expect(world.window("main")?.bounds.width == 639)
        #expect(world.traits(of: world.windowID("main")!)?.horizontal == .compact)
    }

    @Test("A15 widening calls every loaded controller of a navigation stack; narrowing only the top (openradar 24277475)")
    func wideningStack() {
        var world = app("iPad", ios: "9.0", [controller("list"), controller("detail"), controller("nav", .kind(.navigation), .children(["list"])),
                                            window("main", root: "nav"), .show("main", key: true), .launch,
                                            .push("detail", on: "nav"), .rotate(.landscapeLeft), .multitask(.half)])
        let widen = world.calls(world.apply(.multitask(.twoThirds)))
        #expect(widen.contains("list.viewWillTransitionToSize") && widen.contains("detail.viewWillTransitionToSize"))
        #expect(!widen.contains("list.viewWillLayoutSubviews"), "a hidden controller hears only the size")
        let narrow = world.calls(world.apply(.multitask(.half)))
        #expect(!narrow.contains("list.viewWillTransitionToSize") && narrow.contains("detail.viewWillTransitionToSize"))
    }

    @Test("A15 a window made while the app is split takes the app's area (openradar 37073110)")
    func windowMadeWhileSplit() {
        var world = Self.splitIPad()
        world.apply([controller("hudvc"), window("hud", root: "hudvc", level: 2000), .show("hud", key: false)])
        #expect(world.window("hud")?.bounds == Size(507, 768))
        world.apply(.multitask(.full))
        #expect(world.window("hud")?.bounds == Size(1024, 768))
    }

    static func splitIPad() -> World {
        var world = app("iPad", ios: "10.0", mainWindow())
        world.apply([.rotate(.landscapeLeft), .multitask(.half)])
        return world
    }
}
