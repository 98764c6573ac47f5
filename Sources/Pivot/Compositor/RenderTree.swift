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
            // Presentations that fill the window sit above the root view, in order.
            var presenter = root
            while let p = self[presenter].presented {
                node.children.append(controllerNode(p.controller, in: id, childViews))
                presenter = p.controller
            }
        }
        node.children += (childViews[.window(id)] ?? []).map { viewNode($0, childViews) }
        return node
    }

    /// A controller's view filling its window (the root view's iOS ≤ 7 rotation and the in-call
    /// shift included), with its visible child's view and its declared views inside.
    private func controllerNode(_ id: ControllerID, in window: WindowID, _ childViews: [View.Parent: [Int]]) -> RenderNode {
        let w = self[window]
        let size = rootViewSize(of: window)
        var toWindow = Transform.identity
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
        node.children += (childViews[.controller(id)] ?? []).map { viewNode($0, childViews) }
        return node
    }

    private func viewNode(_ index: Int, _ childViews: [View.Parent: [Int]]) -> RenderNode {
        let v = views[index]
        let size = v.frame.size
        let toParent = Transform.translation(-size.width / 2, -size.height / 2)
            .then(.rotation(degrees: v.rotation))
            .then(.translation(v.frame.minX + size.width / 2, v.frame.minY + size.height / 2))
        var node = RenderNode(kind: .view, name: v.name, window: nil, viewIndex: index, size: size,
                              toParent: toParent, alpha: v.alpha, hidden: v.hidden, interactive: v.interactive, z: v.z)
        node.children = (childViews[.view(index)] ?? []).map { viewNode($0, childViews) }
        return node
    }
}
