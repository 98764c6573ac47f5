import Testing
@testable import Pivot

@Suite("Compositor: the layer tree (SPEC C1)")
struct LayerTreeTests {
    @Test("C1 every window is a tree: the window, its root controller's view, then subviews")
    func windowIsATree() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("card", in: "home", Rect(10, 10, 100, 100))
        world.addView("badge", in: "card", Rect(5, 5, 20, 20))
        let tree = world.renderTree()
        let main = tree.roots[0]
        #expect(tree.nodes[main].name == "main" && tree.nodes[main].kind == .window)
        let home = tree.children(of: main)
        #expect(home.map { tree.nodes[$0].name } == ["home"])
        #expect(tree.nodes[home[0]].kind == .controllerView)
        #expect(tree.nodes[home[0]].controller == world.controllerID("home"))
        let card = tree.children(of: home[0])
        #expect(tree.children(of: card[0]).map { tree.nodes[$0].name } == ["badge"])
        #expect(tree.nodes[card[0]].depth == 2 && tree.root(of: card[0]) == main)
    }

    @Test("C1 a layer keeps every option: size, transform, zPosition, hidden, alpha, clipsToBounds, interaction")
    func layerOptions() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.addView("panel", in: "home", Rect(10, 20, 200, 100)) {
            $0.z = 3; $0.alpha = 0.5; $0.hidden = true; $0.interactive = false; $0.clips = true
            $0.rotation = 90; $0.scale = 2
        }
        let tree = world.renderTree()
        let index = tree.nodes.firstIndex { $0.name == "panel" }!
        let panel = tree.nodes[index]
        #expect(panel.size == Size(200, 100) && panel.viewIndex == world.viewIndex("panel"))
        #expect(panel.z == 3 && panel.alpha == 0.5 && panel.hidden && !panel.interactive && panel.clips)
        // Scale, then rotation, about the centre (110, 70).
        #expect(tree.toParent(of: index).apply(Point(0, 0)) == Point(210, -130))
    }

    @Test("C1 views on a window sit above its controllers' views; presentations above the presenter")
    func windowViewsAndPresentations() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        world.apply([controller("modal"), .present("modal", from: "home", style: .fullScreen, animated: false)])
        world.addView("hud", in: "main", Rect(0, 0, 10, 10))
        #expect(world.paintedNames == ["main", "home", "modal", "hud", "statusbar"])
    }

    @Test("C1 a phone sheet fills the window on iOS 12 and is a card below the status bar on iOS 13",
          arguments: [("12.0", Rect(0, 0, 375, 667)), ("13.0", Rect(0, 30, 375, 637))])
    func sheetFrame(ios: String, frame: Rect) {
        var world = app("iPhone8", ios: ios, mainWindow())
        world.apply([controller("sheet"), .present("sheet", from: "home", style: .pageSheet, animated: false)])
        #expect(world.item("sheet")?.fixed.boundingBox == frame)
    }

    @Test("C1 a container's visible child fills it")
    func containerChild() {
        let world = app("iPhoneX", ios: "12.0", [controller("a"), controller("nav", .kind(.navigation), .children(["a"])),
                                                 window("main", root: "nav"), .show("main", key: true), .launch])
        #expect(world.paintedNames == ["main", "nav", "a", "statusbar"])
        #expect(world.item("a")?.fixed == world.item("nav")?.fixed)
    }

    @Test("C1 building the tree is linear: 20,000 nested and sibling views keep creation order")
    func largeTreeOrder() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        // Appended directly: the engine's addView checks names one by one.
        let home = world.controllerID("home")!
        for i in 0..<20_000 {
            let parent: View.Parent = i < 100 ? .controller(home) : .view(i % 100)
            world.views.append(View(name: "v\(i)", parent: parent, frame: Rect(0, 0, 1, 1)))
        }
        let items = world.renderTree().flatten()
        #expect(items.count == 20_000 + 3)
        // Depth first: v0, then its children v100, v200, … in creation order.
        #expect(items[2].name == "v0" && items[3].name == "v100" && items[4].name == "v200")
    }

    @Test("C1 a chain of 50,000 nested views does not overflow the stack")
    func deepChain() {
        var world = app("iPhone8", ios: "12.0", mainWindow())
        let home = world.controllerID("home")!
        for i in 0..<50_000 {
            world.views.append(View(name: "v\(i)", parent: i == 0 ? .controller(home) : .view(i - 1), frame: Rect(0, 0, 10, 10)))
        }
        let tree = world.renderTree()
        #expect(tree.nodes.map(\.depth).max() == 50_001)
        #expect(tree.hitTest(Point(1, 1))?.path.count == 50_002)
    }
}
