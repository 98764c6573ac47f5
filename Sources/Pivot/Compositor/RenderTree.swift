// The layer tree of every window on screen (C1) and its flattening into draw items, bottom to
// top (C2).

/// One layer: a window, a controller's view, a declared view, or a system window.
public struct RenderNode: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case window, controllerView, view, statusBar, keyboard }
    public var kind: Kind
    public var name: String
    public var window: WindowID?
    public var viewIndex: Int?
    /// The layer's own bounds, from its origin.
    public var size: Size
    /// Local coordinates to the parent's (for a window: to the fixed portrait space).
    public var toParent: Transform
    public var alpha: Double
    public var hidden: Bool
    public var interactive: Bool
    public var z: Double
    public var children: [RenderNode] = []
}

/// A flattened layer: where it is on screen, in both spaces, and how opaque.
public struct DrawItem: Hashable, Sendable {
    public var kind: RenderNode.Kind
    public var name: String
    public var window: WindowID?
    public var viewIndex: Int?
    public var level: Double
    /// Corners in the device's fixed portrait space.
    public var fixed: Quad
    /// Corners in the app's interface space (the screen as the app's orientation shows it).
    public var interface: Quad
    public var opacity: Double
    /// Depth in the tree (0 for windows and system layers).
    public var depth: Int
}

/// All layers on screen, bottom to top, plus what is needed to map points between spaces.
public struct RenderTree: Hashable, Sendable {
    public var roots: [RenderNode]
    public var levels: [Double]
    /// Fixed portrait space to the interface space.
    public var fixedToInterface: Transform

    /// C2: painter's order, depth first, siblings stably sorted by zPosition; hidden and fully
    /// transparent subtrees are skipped.
    public func flatten() -> [DrawItem] {
        var items: [DrawItem] = []
        items.reserveCapacity(roots.count * 4)
        for (root, level) in zip(roots, levels) {
            flatten(root, parent: .identity, opacity: 1, level: level, depth: 0, into: &items)
        }
        return items
    }

    private func flatten(_ node: RenderNode, parent: Transform, opacity: Double, level: Double, depth: Int,
                         into items: inout [DrawItem]) {
        guard !node.hidden, node.alpha > 0 else { return }
        let toFixed = node.toParent.then(parent)
        let rect = Rect(origin: Point(0, 0), size: node.size)
        let alpha = opacity * node.alpha
        items.append(DrawItem(kind: node.kind, name: node.name, window: node.window, viewIndex: node.viewIndex,
                              level: level, fixed: Quad(rect, toFixed), interface: Quad(rect, toFixed.then(fixedToInterface)),
                              opacity: alpha, depth: depth))
        for child in RenderTree.paintOrder(node.children) {
            flatten(child, parent: toFixed, opacity: alpha, level: level, depth: depth + 1, into: &items)
        }
    }

    /// Siblings stably sorted by zPosition (the array order breaks ties).
    static func paintOrder(_ nodes: [RenderNode]) -> [RenderNode] {
        var sorted = true
        for i in nodes.indices.dropFirst() where nodes[i - 1].z > nodes[i].z { sorted = false; break }
        if sorted { return nodes }
        return nodes.enumerated().sorted { $0.element.z != $1.element.z ? $0.element.z < $1.element.z : $0.offset < $1.offset }.map(\.element)
    }
}

extension World {
    /// Builds the layer tree of everything on screen (C1), in stack order (W2, S4, W7).
    public func renderTree() -> RenderTree {
        let portrait = model.portraitSize
        let toInterface = Transform.toFixedSpace(from: statusBar.orientation, portrait: portrait).inverted
        var childViews: [View.Parent: [Int]] = [:]
        for (index, view) in views.enumerated() { childViews[view.parent, default: []].append(index) }
        var roots: [RenderNode] = []
        var levels: [Double] = []
        for layer in screenLayers {
            switch layer {
            case .window(let id):
                roots.append(windowNode(id, childViews))
                levels.append(self[id].level)
            case .statusBar:
                roots.append(systemNode(.statusBar, "statusbar", Rect(0, 0, screenSize(in: statusBar.orientation).width, statusBarHeight), toInterface.inverted))
                levels.append(profile.windowsCanCoverStatusBar ? WindowLevel.statusBar : .infinity)
            case .keyboard:
                let screen = screenSize(in: statusBar.orientation)
                let height = keyboardHeight
                roots.append(systemNode(.keyboard, "keyboard", Rect(0, screen.height - height, screen.width, height), toInterface.inverted))
                levels.append(profile.keyboardWindow.level)
            }
        }
        return RenderTree(roots: roots, levels: levels, fixedToInterface: toInterface)
    }

    /// The software keyboard's height (model decision: the classic English keyboard).
    public var keyboardHeight: Double {
        let landscape = statusBar.orientation.isLandscape
        return model.isPhone ? (landscape ? 162 : 216) : (landscape ? 352 : 264)
    }

    private func systemNode(_ kind: RenderNode.Kind, _ name: String, _ rect: Rect, _ toFixed: Transform) -> RenderNode {
        RenderNode(kind: kind, name: name, window: nil, viewIndex: nil, size: rect.size,
                   toParent: Transform.translation(rect.minX, rect.minY).then(toFixed),
                   alpha: 1, hidden: false, interactive: kind == .keyboard, z: 0)
    }

    private func windowNode(_ id: WindowID, _ childViews: [View.Parent: [Int]]) -> RenderNode {
        let w = self[id]
        // iOS ≥ 8: a window lives in its own orientation's space; iOS ≤ 7 in the fixed space.
        let space: InterfaceOrientation = profile.boundsFollowOrientation ? w.orientation : .portrait
        let toFixed = Transform.translation(w.frame.minX, w.frame.minY)
            .then(.toFixedSpace(from: space, portrait: model.portraitSize))
        var node = RenderNode(kind: .window, name: w.name, window: id, viewIndex: nil, size: w.bounds,
                              toParent: toFixed, alpha: 1, hidden: false, interactive: true, z: 0)
        if let root = w.root {
            node.children.append(controllerNode(root, in: id, childViews))
            // Presentations sit above the root view, in order; sheets and popovers in their own frame.
            var presenter = root
            while let p = self[presenter].presented {
                var presented = controllerNode(p.controller, in: id, childViews)
                if !fillsWindow(p.style) {
                    let frame = presentationFrame(p.style, in: rootViewSize(of: id))
                    presented.size = frame.size
                    presented.toParent = presented.toParent.then(.translation(frame.minX, frame.minY))
                }
                node.children.append(presented)
                presenter = p.controller
            }
        }
        node.children += (childViews[.window(id)] ?? []).map { viewNode($0, childViews, window: id) }
        return node
    }

    /// A controller's view filling its window (the root view's iOS ≤ 7 rotation and the in-call
    /// shift included), with its visible child's view and its declared views inside.
    private func controllerNode(_ id: ControllerID, in window: WindowID, _ childViews: [View.Parent: [Int]]) -> RenderNode {
        let w = self[window]
        var size = rootViewSize(of: window)
        var toWindow = Transform.identity
        // S3: under the in-call bar a full-screen window's root views move down and shrink.
        if inCallBarShown && w.fillsScreen {
            size.height -= 20
            toWindow = .translation(0, 20)
        }
        if w.rootRotation != 0 {
            toWindow = Transform.translation(-size.width / 2, -size.height / 2)
                .then(.rotation(degrees: w.rootRotation))
                .then(.translation(w.bounds.width / 2, w.bounds.height / 2))
        }
        var node = RenderNode(kind: .controllerView, name: self[id].name, window: window, viewIndex: nil,
                              size: size, toParent: toWindow, alpha: 1, hidden: false, interactive: true, z: 0)
        if let child = self[id].visibleChild {
            var childNode = controllerNode(child, in: window, childViews)
            childNode.toParent = .identity
            node.children.append(childNode)
        }
        node.children += (childViews[.controller(id)] ?? []).map { viewNode($0, childViews, window: window) }
        return node
    }

    /// Where a presentation that does not fill the window sits (model decision: UIKit's usual
    /// sizes): a phone sheet below the status bar, an iPad form sheet 540x620 centred, an iPad
    /// page sheet 704 wide, a popover 320x320 centred; over-current-context fills its context.
    func presentationFrame(_ style: PresentationStyle, in container: Size) -> Rect {
        let w = container.width, h = container.height
        switch style {
        case .fullScreen, .overFullScreen, .overCurrentContext: return Rect(0, 0, w, h)
        case .pageSheet where model.isPhone, .formSheet where model.isPhone:
            let top = statusBarHeight + 10
            return Rect(0, top, w, max(0, h - top))
        case .formSheet: return Rect(max(0, (w - 540) / 2), max(0, (h - 620) / 2), min(w, 540), min(h, 620))
        case .pageSheet: return Rect(max(0, (w - 704) / 2), statusBarHeight, min(w, 704), max(0, h - statusBarHeight))
        case .popover: return Rect(max(0, (w - 320) / 2), max(0, (h - 320) / 2), min(w, 320), min(h, 320))
        }
    }

    private func viewNode(_ index: Int, _ childViews: [View.Parent: [Int]], window: WindowID?) -> RenderNode {
        let v = views[index]
        let size = v.frame.size
        let toParent = Transform.translation(-size.width / 2, -size.height / 2)
            .then(.rotation(degrees: v.rotation))
            .then(.translation(v.frame.minX + size.width / 2, v.frame.minY + size.height / 2))
        var node = RenderNode(kind: .view, name: v.name, window: window, viewIndex: index, size: size,
                              toParent: toParent, alpha: v.alpha, hidden: v.hidden, interactive: v.interactive, z: v.z)
        node.children = (childViews[.view(index)] ?? []).map { viewNode($0, childViews, window: window) }
        return node
    }
}
