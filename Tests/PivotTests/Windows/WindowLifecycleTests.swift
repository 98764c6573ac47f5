// Windows made and let go while the app runs (`release WINDOW`): a released window leaves the
// app, and a new one of the same name is born as UIKit makes a window at that moment (W8, W9).

import Testing
@testable import Pivot

@Suite("Window lifecycle: created and released while the app runs (SPEC W8, W9)")
struct WindowLifecycleTests {
    func toastApp(ios: String = "9.0") -> World {
        app("iPhone8", ios: ios, [.declareController("home", []), .declareController("toastvc", []), window("main", root: "home"),
                                 .show("main", key: true), .launch])
    }

    @Test("W9 a released window is hidden, loses its root and leaves UIApplication.windows; key goes back")
    func releaseLeavesTheApp() {
        var world = toastApp()
        world.apply([window("toast", root: "toastvc", level: WindowLevel.alert), .show("toast", key: true)])
        #expect(world.applicationWindows == ["main", "toast"] && world.name(world.keyWindow) == "toast")
        let effects = world.apply(.releaseWindow("toast"))
        #expect(effects.contains(.posted(PostedNotification(.windowDidBecomeHidden, sender: .window(world.windowID("toast")!)))))
        #expect(world.applicationWindows == ["main"])
        #expect(world.name(world.keyWindow) == "main")
        #expect(world.window("toast")?.root == nil && world.window("toast")?.visible == false)
    }

    @Test("W3 on iOS 13 and later a released key window leaves its scene with no key window; before, key goes back (SwiftMessages #446)",
          arguments: [("12.4", "main"), ("13.0", nil), ("14.4", nil)] as [(String, String?)])
    func releasedKeyWindowOnScenes(ios: String, key: String?) {
        var world = toastApp(ios: ios)
        world.apply([window("toast", root: "toastvc", level: WindowLevel.alert), .show("toast", key: true), .releaseWindow("toast")])
        #expect(world.name(world.keyWindow) == key)
    }

    @Test("W9 a step on a released window is refused, and its root may go elsewhere")
    func releasedWindowRefusesSteps() {
        var world = toastApp()
        world.apply([window("toast", root: "toastvc"), .releaseWindow("toast")])
        #expect(world.apply(.show("toast", key: false)) == [.rejected("window 'toast' was released")])
        #expect(world.apply(.releaseWindow("toast")) == [.rejected("window 'toast' was released")])
        world.apply([window("other"), .setRoot("other", "toastvc")])
        #expect(world.name(world.window("other")?.root) == "toastvc")
    }

    @Test("W8 a window made again after a release is born with the bounds and orientation of that moment")
    func recreatedInLandscape() {
        var world = toastApp()
        world.apply([window("toast", level: WindowLevel.alert), .releaseWindow("toast"), .rotate(.landscapeLeft)])
        let before = world.windows.count
        world.apply(window("toast", level: WindowLevel.alert))
        #expect(world.windows.count == before, "the new window takes the released one's place")
        #expect(world.window("toast")?.orientation == .landscapeRight)
        #expect(world.window("toast")?.bounds == Size(667, 375))
        #expect(world.applicationWindows == ["main", "toast"])
        #expect(world.apply(window("toast")) == [.rejected("the name 'toast' is already used")], "one window per name")
    }

    @Test("A5 a released window no longer controls the interface on iOS 8, where the latest root did")
    func releasedWindowStopsControlling() {
        var world = app("iPhone6", ios: "8.1", [.declareController("home", []), .declareController("toastvc", [.supports(.portrait)]),
                                              window("main", root: "home"), .show("main", key: true), .launch,
                                              .rotate(.landscapeLeft), window("toast", root: "toastvc", level: WindowLevel.alert)])
        #expect(world.name(world.controllingWindow) == "toast" && world.interface == .portrait)
        world.apply(.releaseWindow("toast"))
        #expect(world.name(world.controllingWindow) == "main")
    }

    @Test("a released window is a different world from a hidden one, and a remade one equals a fresh one")
    func identity() {
        var released = toastApp()
        released.apply([window("toast"), .releaseWindow("toast")])
        var hidden = toastApp()
        hidden.apply([window("toast")])
        #expect(released != hidden)
        released.apply(window("toast"))
        #expect(released.window("toast") == hidden.window("toast"))
    }

    static func isRejection(_ effect: Effect) -> Bool {
        if case .rejected = effect { return true }
        return false
    }

    @Test("W9 a window made again after a release has none of the released window's views, nor their subviews")
    func recreatedWithoutViews() {
        var world = toastApp()
        world.apply([window("toast", root: "toastvc", level: WindowLevel.alert), .show("toast", key: false),
                     .addView(ViewSpec(name: "badge", parent: "toast", frame: Rect(0, 0, 50, 50))),
                     .addView(ViewSpec(name: "dot", parent: "badge", frame: Rect(0, 0, 5, 5)))])
        let badge = world.viewIndex("badge")!, dot = world.viewIndex("dot")!
        #expect(world.renderTree().nodes.contains { $0.viewIndex == badge })
        world.apply([.releaseWindow("toast"), window("toast", level: WindowLevel.alert), .show("toast", key: false)])
        let drawn = world.renderTree().nodes.compactMap(\.viewIndex)
        #expect(!drawn.contains(badge) && !drawn.contains(dot), "the new toast window shows the old one's views")
        #expect(world.views[badge].parent == .released && world.views[dot].parent == .view(badge))
    }

    @Test("W9 a controller presented in a released window may be presented again or made a root (model decision)")
    func presentationEndsWithTheWindow() {
        var world = toastApp()
        world.apply([.declareController("sheet", []), window("toast", root: "toastvc", level: WindowLevel.alert),
                     .show("toast", key: false), .present("sheet", from: "toastvc", style: .fullScreen, animated: false),
                     .releaseWindow("toast")])
        let sheet = world.controllerID("sheet")!
        #expect(world.controllers[sheet.index].presenter == nil && world.controllers[world.controllerID("toastvc")!.index].presented == nil)
        #expect(!world.apply(.present("sheet", from: "home", style: .fullScreen, animated: false)).contains(where: Self.isRejection))
        #expect(world.controllers[sheet.index].presenter == world.controllerID("home"))
        world.apply(.dismiss("sheet"))
        world.apply(.wait(milliseconds: 1000))
        #expect(!world.apply(window("toast", root: "sheet", level: WindowLevel.alert)).contains(where: Self.isRejection))
        #expect(world.hierarchyCacheDisagreement() == nil)
    }
}
