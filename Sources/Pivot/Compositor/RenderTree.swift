// The layer tree of everything on screen (C1) and its flattening into draw items, bottom to top
// (C2). The tree is stored flat, in painter's preorder, so that flattening is one linear pass
// and a 100,000-view scene costs no per-node allocation.

/// One layer: a window, a controller's view, a declared view, or a system window.
public struct RenderNode: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case window, controllerView, view, statusBar, keyboard }
    public var kind: Kind
    public var name: String
    public var window: WindowID?
    /// The controller whose view this is (controller views only).
    public var controller: ControllerID? = nil
    public var viewIndex: Int?
    /// The layer's own bounds, from its origin.
    public var size: Size
    /// Local coordinates to the parent's (for a root: to the fixed portrait space).
    public var toParent: Transform
    /// Local coordinates to the fixed portrait space: toParent then every ancestor's.
    public var toFixed: Transform = .identity
    public var alpha: Double
    public var hidden: Bool
    public var interactive: Bool
    /// clipsToBounds: descendants are drawn only inside this layer's bounds.
    public var clips = false
    public var z: Double
    /// The parent's index in `RenderTree.nodes`; nil for a root.
    public var parent: Int? = nil
    public var depth = 0
    /// One past the last node of this layer's subtree (preorder: the subtree is contiguous).
    public var subtreeEnd = 0
    /// The topmost child and the sibling drawn just below this one (-1: none), for walking
    /// children in reverse painter's order without collecting them.
    var lastChild = -1
    var previousSibling = -1

    init(kind: Kind, name: String, window: WindowID?, viewIndex: Int?, size: Size, toParent: Transform,
         alpha: Double = 1, hidden: Bool = false, interactive: Bool = true, z: Double = 0) {
        self.kind = kind; self.name = name; self.window = window; self.viewIndex = viewIndex; self.size = size
        self.toParent = toParent; self.alpha = alpha; self.hidden = hidden; self.interactive = interactive; self.z = z
    }
}

/// A flattened layer: where it is on screen, in both spaces, how opaque, and what clips it.
public struct DrawItem: Hashable, Sendable {
    public var kind: RenderNode.Kind
    public var name: String
    public var window: WindowID?
    public var controller: ControllerID?
    public var viewIndex: Int?
    public var level: Double
    /// The layer's own bounds size (the corners are this rectangle, transformed).
    public var size: Size
    /// Corners in the device's fixed portrait space.
    public var fixed: Quad
    /// Corners in the app's interface space (the screen as the app's orientation shows it).
    public var interface: Quad
    /// Alpha multiplied down from every ancestor.
    public var opacity: Double
    /// The index (in the flattened list) of the nearest ancestor that clips to its bounds; that
    /// item's own `clip` continues the chain. nil: nothing clips this item.
    public var clip: Int?
    /// Depth in the tree (0 for windows and system layers).
    public var depth: Int
    /// The layer's index in `RenderTree.nodes`.
    public var node: Int
}

/// All layers on screen in painter's preorder, plus what maps points between spaces.
public struct RenderTree: Hashable, Sendable {
    /// Every layer, parents before children, siblings in painter's order (bottom to top).
    public var nodes: [RenderNode]
    /// The windows and system layers, bottom to top (indices into `nodes`).
    public var roots: [Int]
    /// The level of each root.
    public var levels: [Double]
    /// Fixed portrait space to the interface space.
    public var fixedToInterface: Transform

    /// The children of a layer, bottom to top.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        while child < nodes[index].subtreeEnd {
            result.append(child)
            child = nodes[child].subtreeEnd
        }
        return result
    }

    /// The root (window or system layer) a layer belongs to.
    public func root(of index: Int) -> Int {
        var current = index
        while let parent = nodes[current].parent { current = parent }
        return current
    }

    /// C2: painter's order, depth first, siblings stably sorted by zPosition (done when the tree
    /// was built); hidden and fully transparent subtrees are skipped.
    public func flatten() -> [DrawItem] {
        var items: [DrawItem] = []
        items.reserveCapacity(nodes.count)
        // Per node: accumulated opacity, and the clip its children inherit (an item index, -1 none).
        var opacity = [Double](repeating: 1, count: nodes.count)
        var childClip = [Int](repeating: -1, count: nodes.count)
        let toInterface = fixedToInterface
        nodes.withUnsafeBufferPointer { nodes in
            for (root, level) in zip(roots, levels) {
                var i = root
                let end = nodes[root].subtreeEnd
                while i < end {
                    let node = nodes[i]
                    guard !node.hidden, node.alpha > 0 else { i = node.subtreeEnd; continue }
                    var alpha = node.alpha
                    var clip = -1
                    if let parent = node.parent {
                        alpha *= opacity[parent]
                        clip = childClip[parent]
                    }
                    opacity[i] = alpha
                    childClip[i] = node.clips ? items.count : clip
                    let fixed = Quad(Rect(origin: Point(0, 0), size: node.size), node.toFixed)
                    items.append(DrawItem(kind: node.kind, name: node.name, window: node.window,
                                          controller: node.controller, viewIndex: node.viewIndex, level: level,
                                          size: node.size, fixed: fixed, interface: fixed.applying(toInterface),
                                          opacity: alpha, clip: clip < 0 ? nil : clip, depth: node.depth, node: i))
                    i += 1
                }
            }
        }
        return items
    }
}
