// Building the render tree from the world (C1): windows in stack order with their controllers'
// views, presentations and declared views, and the status bar and keyboard where S4 and W7 put
// them. Declared views are indexed by parent once, so building is linear in the number of views.

extension World {
    /// Builds the layer tree of everything on screen (C1), in stack order (W2, S4, W7).
    public func renderTree() -> RenderTree {
        var builder = RenderTreeBuilder(self)
        let toInterface = Transform.toFixedSpace(from: statusBar.orientation, portrait: model.portraitSize).inverted
        var roots: [Int] = []
        var levels: [Double] = []
        for layer in screenLayers {
            switch layer {
            case .window(let id):
                roots.append(builder.addWindow(id))
                levels.append(self[id].level)
            case .statusBar:
                let frame = Rect(0, 0, screenSize(in: statusBar.orientation).width, statusBarHeight)
                roots.append(builder.addSystemLayer(.statusBar, "statusbar", frame, toFixed: toInterface.inverted))
                levels.append(statusBarLayerLevel)
            case .keyboard:
                let screen = screenSize(in: statusBar.orientation)
                let frame = Rect(0, screen.height - keyboardHeight, screen.width, keyboardHeight)
                roots.append(builder.addSystemLayer(.keyboard, "keyboard", frame, toFixed: toInterface.inverted))
                levels.append(profile.keyboardWindow.level)
            }
        }
        return RenderTree(nodes: builder.nodes, roots: roots, levels: levels, fixedToInterface: toInterface)
    }

    /// K3: the software keyboard's height: the English keyboard with, from iOS 8, its QuickType bar.
    public var keyboardHeight: Double {
        let landscape = statusBar.orientation.isLandscape
        let h = model.keyboardHeights(landscape: landscape)
        return profile.hasQuickTypeBar ? h.withQuickType : h.classic
    }

    /// Where a presentation that does not fill the window sits (model decision: UIKit's usual
    /// sizes): a phone sheet below the status bar, an iPad form sheet 540x620 centred, an iPad
    /// page sheet 704 wide, a popover 320x320 centred; over-current-context fills its context.
    func presentationFrame(_ style: PresentationStyle, in container: Size) -> Rect {
        let w = container.width, h = container.height
        switch style {
        case .fullScreen, .overFullScreen, .overCurrentContext, .custom, .customRemovingPresenter: return Rect(0, 0, w, h)
        case .pageSheet where model.isPhone, .formSheet where model.isPhone:
            let top = statusBarHeight + 10
            return Rect(0, top, w, max(0, h - top))
        case .formSheet: return Rect(max(0, (w - 540) / 2), max(0, (h - 620) / 2), min(w, 540), min(h, 620))
        case .pageSheet: return Rect(max(0, (w - 704) / 2), statusBarHeight, min(w, 704), max(0, h - statusBarHeight))
        case .popover: return Rect(max(0, (w - 320) / 2), max(0, (h - 320) / 2), min(w, 320), min(h, 320))
        }
    }

    /// A window's root view: its size and its transform to the window, with the iOS ≤ 7 rotation
    /// (W8) and the in-call shift (S3).
    func rootViewPlacement(_ window: WindowID) -> (size: Size, toWindow: Transform) {
        let w = self[window]
        var size = rootViewSize(of: window)
        var toWindow = Transform.identity
        // S3: under the in-call bar a full-screen window's root views move down and shrink.
        if inCallBarShown && w.fillsScreen && !profile.rootViewLeavesOutStatusBar {
            size.height -= 20
            toWindow = .translation(0, 20)
        }
        // L5, W8: on iOS ≤ 6 the root view fills the window but for the status bar's strip.
        let bar = statusBarLeftOut(of: window) > 0 ? statusBarFrame(in: w.orientation) : Rect.zero
        if w.rootRotation != 0 || bar.size.width > 0 {
            var cx = w.bounds.width / 2, cy = w.bounds.height / 2
            if bar.size.width > 0 && bar.size.width < w.bounds.width {
                cx += bar.minX == 0 ? bar.size.width / 2 : -bar.size.width / 2     // a strip down one side
            } else if bar.size.width > 0 {
                cy += bar.minY == 0 ? bar.size.height / 2 : -bar.size.height / 2   // a strip across
            }
            toWindow = Transform.translation(-size.width / 2, -size.height / 2)
                .then(.rotation(degrees: w.rootRotation))
                .then(.translation(cx, cy))
        }
        return (size, toWindow)
    }
}

extension View {
    /// The view's transform to its parent: scale and rotation about its centre, then its place.
    var toParent: Transform {
        let w = frame.size.width, h = frame.size.height
        if rotation == 0 && scale == 1 { return .translation(frame.minX, frame.minY) }
        return Transform.translation(-w / 2, -h / 2)
            .then(.scale(scale))
            .then(.rotation(degrees: rotation))
            .then(.translation(frame.minX + w / 2, frame.minY + h / 2))
    }
}

struct RenderTreeBuilder {
    let world: World
    var nodes: [RenderNode] = []
    /// Children of declared views: `viewChildren[viewChildStart[i] ..< viewChildStart[i + 1]]`.
    var viewChildStart: [Int]
    var viewChildren: [Int]
    /// Declared views straight on a window or a controller's view, by window / controller index.
    var windowViews: [[Int]]
    /// Views on the keyboard's window: they show, turn and hide with it (W9).
    var keyboardViews: [Int] = []
    var controllerViews: [[Int]]

    init(_ world: World) {
        self.world = world
        let views = world.views
        nodes.reserveCapacity(views.count + 4 * world.windows.count + 2)
        var windowViews = [[Int]](repeating: [], count: world.windows.count)
        var controllerViews = [[Int]](repeating: [], count: world.controllers.count)
        var keyboardViews: [Int] = []
        // Counting sort by parent: children keep their creation order, which breaks z ties (C2).
        var start = [Int](repeating: 0, count: views.count + 1)
        var children: [Int] = []
        // Through a buffer pointer: each `views[i]` on the array would copy the whole view.
        views.withUnsafeBufferPointer { views in
            for i in views.indices {
                switch views[i].parent {
                case .view(let parent): start[parent + 1] += 1
                case .window(let id): windowViews[id.index].append(i)
                case .controller(let id): controllerViews[id.index].append(i)
                case .keyboard: keyboardViews.append(i)
                case .released: break
                }
            }
            for i in views.indices { start[i + 1] += start[i] }
            children = [Int](repeating: 0, count: start[views.count])
            var fill = start
            for i in views.indices {
                if case .view(let parent) = views[i].parent {
                    children[fill[parent]] = i
                    fill[parent] += 1
                }
            }
        }
        viewChildStart = start
        viewChildren = children
        self.windowViews = windowViews
        self.controllerViews = controllerViews
        self.keyboardViews = keyboardViews
    }

    /// Appends a node under a parent (nil: a root) with its transform to that parent, and links
    /// it; returns its index.
    mutating func add(_ node: consuming RenderNode, toParent: Transform, under parent: Int?) -> Int {
        let index = nodes.count
        if let parent {
            node.parentIndex = Int32(parent)
            node.depth32 = nodes[parent].depth32 + 1
            node.toFixed = toParent.then(nodes[parent].toFixed)
            node.previousSibling = nodes[parent].lastChild
            nodes[parent].lastChild = Int32(index)
        } else {
            node.toFixed = toParent
        }
        nodes.append(consume node)
        return index
    }

    mutating func close(_ index: Int) { nodes[index].end = Int32(nodes.count) }

    mutating func addSystemLayer(_ kind: RenderNode.Kind, _ name: String, _ frame: Rect, toFixed: Transform) -> Int {
        let node = RenderNode(kind: kind, name: name, size: frame.size, interactive: kind == .keyboard)
        let index = add(node, toParent: Transform.translation(frame.minX, frame.minY).then(toFixed), under: nil)
        // W9: views on the keyboard's window, placed in the screen's coordinates.
        if kind == .keyboard { addViews(keyboardViews, under: index, shift: .translation(-frame.minX, -frame.minY)) }
        close(index)
        return index
    }

    mutating func addWindow(_ id: WindowID) -> Int {
        let w = world[id]
        // iOS ≥ 8: a window lives in its own orientation's space; iOS ≤ 7 in the fixed space.
        let space: InterfaceOrientation = world.profile.boundsFollowOrientation ? w.orientation : .portrait
        let toFixed = Transform.translation(w.frame.minX, w.frame.minY)
            .then(.toFixedSpace(from: space, portrait: world.model.portraitSize))
        var node = RenderNode(kind: .window, name: w.name, size: w.bounds)
        node.windowIndex = Int32(id.index)
        let index = add(node, toParent: toFixed, under: nil)
        if let root = w.root {
            let placement = world.rootViewPlacement(id)
            addController(root, window: id, size: placement.size, toParent: placement.toWindow, under: index)
            // Presentations sit above the root view, in order; sheets and popovers in their own frame.
            var presenter = root
            while let p = world[presenter].presented {
                if world.fillsWindow(p.style) {
                    addController(p.controller, window: id, size: placement.size, toParent: placement.toWindow, under: index)
                } else {
                    let frame = world.presentationFrame(p.style, in: world.rootViewSize(of: id))
                    addController(p.controller, window: id, size: frame.size,
                                  toParent: Transform.translation(frame.minX, frame.minY).then(placement.toWindow), under: index)
                }
                presenter = p.controller
            }
        }
        addViews(windowViews[id.index], under: index)
        close(index)
        return index
    }

    /// A controller's view with its visible child's view (filling it) and its declared views.
    mutating func addController(_ id: ControllerID, window: WindowID, size: Size, toParent: Transform, under parent: Int) {
        var node = RenderNode(kind: .controllerView, name: world[id].name, size: size)
        node.windowIndex = Int32(window.index)
        node.controllerIndex = Int32(id.index)
        let index = add(node, toParent: toParent, under: parent)
        if let child = world.visibleChild(of: id) {
            addController(child, window: window, size: size, toParent: .identity, under: index)
        }
        addViews(controllerViews[id.index], under: index)
        close(index)
    }

    /// Declared views and their subtrees, depth first with an explicit stack (a trace may nest
    /// views arbitrarily deep), siblings stably sorted by zPosition.
    /// `shift` moves the top views (the keyboard's window spans the screen while its layer is
    /// only the keyboard's own frame).
    mutating func addViews(_ top: [Int], under parent: Int, shift: Transform = .identity) {
        guard !top.isEmpty else { return }
        let top = zSorted(top[...]) ?? top
        var stack: [(node: Int, next: Int, end: Int)] = []
        for view in top {
            stack.append(openView(view, under: parent, shift: shift))
            while let frame = stack.last {
                if frame.next < frame.end {
                    stack[stack.count - 1].next += 1
                    stack.append(openView(viewChildren[frame.next], under: frame.node))
                } else {
                    close(frame.node)
                    stack.removeLast()
                }
            }
        }
    }

    /// Adds one view's node and sorts its children; returns its frame on the walk's stack.
    mutating func openView(_ index: Int, under parent: Int, shift: Transform = .identity) -> (node: Int, next: Int, end: Int) {
        let (node, toParent) = world.views.withUnsafeBufferPointer { views in
            // Read in place: copying each View would copy its name and every option.
            var node = RenderNode(kind: .view, name: views[index].name, size: views[index].frame.size,
                                  alpha: views[index].alpha, hidden: views[index].hidden,
                                  interactive: views[index].interactive, z: views[index].z)
            node.clips = views[index].clips
            node.viewIndex32 = Int32(index)
            return (node, views[index].toParent)
        }
        var placed = node
        placed.windowIndex = nodes[parent].windowIndex
        let start = viewChildStart[index], end = viewChildStart[index + 1]
        // Sorted into place element by element: assigning the slice would copy the whole index.
        if end - start > 1, let sorted = zSorted(viewChildren[start..<end]) {
            for (offset, child) in sorted.enumerated() { viewChildren[start + offset] = child }
        }
        return (add(placed, toParent: toParent.then(shift), under: parent), start, end)
    }

    /// Views stably sorted by zPosition (creation order breaks ties); nil when they already are,
    /// the usual case. Sibling lists are short, so an insertion sort does, up to a point.
    func zSorted(_ list: ArraySlice<Int>) -> [Int]? {
        world.views.withUnsafeBufferPointer { views in
            var previous = -Double.infinity
            var sorted = true
            for i in list {
                if views[i].z < previous { sorted = false; break }
                previous = views[i].z
            }
            if sorted { return nil }
            func below(_ a: Int, _ b: Int) -> Bool { views[a].z != views[b].z ? views[a].z < views[b].z : a < b }
            var result = Array(list)
            if result.count > 32 {
                result.sort(by: below)
                return result
            }
            for i in 1..<result.count {
                let item = result[i]
                var j = i
                while j > 0 && below(item, result[j - 1]) {
                    result[j] = result[j - 1]
                    j -= 1
                }
                result[j] = item
            }
            return result
        }
    }
}
