// The layer tree of everything on screen (C1) and its flattening into draw items, bottom to top
// (C2). The tree is stored flat, in painter's preorder, so that flattening is one linear pass
// and a 100,000-view scene costs no per-node allocation.

/// One layer: a window, a controller's view, a declared view, or a system window.
public struct RenderNode: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case window, controllerView, view, statusBar, keyboard }
    public var kind: Kind
    public var hidden: Bool
    public var interactive: Bool
    /// clipsToBounds: descendants are drawn only inside this layer's bounds.
    public var clips = false
    public var name: String
    /// The layer's own bounds, from its origin.
    public var size: Size
    /// Local coordinates to the device's fixed portrait space, every ancestor's transform included.
    public var toFixed: Transform
    public var alpha: Double
    public var z: Double
    // Indices are Int32, -1 for none: a 100,000-layer tree is rebuilt for every question asked
    // of it, and optional Ints would double the node's size.
    var windowIndex: Int32 = -1
    var controllerIndex: Int32 = -1
    var viewIndex32: Int32 = -1
    var parentIndex: Int32 = -1
    var depth32: Int32 = 0
    var end: Int32 = 0
    /// The topmost child and the sibling drawn just below this one (-1: none), for walking
    /// children in reverse painter's order without collecting them.
    var lastChild: Int32 = -1
    var previousSibling: Int32 = -1

    public var window: WindowID? { windowIndex < 0 ? nil : WindowID(Int(windowIndex)) }
    /// The controller whose view this is (controller views only).
    public var controller: ControllerID? { controllerIndex < 0 ? nil : ControllerID(Int(controllerIndex)) }
    /// The declared view this layer draws (`World.views` index).
    public var viewIndex: Int? { viewIndex32 < 0 ? nil : Int(viewIndex32) }
    /// The parent's index in `RenderTree.nodes`; nil for a root.
    public var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }
    public var depth: Int { Int(depth32) }
    /// One past the last node of this layer's subtree (preorder: the subtree is contiguous).
    public var subtreeEnd: Int { Int(end) }

    init(kind: Kind, name: String, size: Size, alpha: Double = 1, hidden: Bool = false, interactive: Bool = true,
         z: Double = 0) {
        self.kind = kind; self.name = name; self.size = size; self.toFixed = .identity
        self.alpha = alpha; self.hidden = hidden; self.interactive = interactive; self.z = z
    }
}

/// A flattened layer: where it is on screen, in both spaces, how opaque, and what clips it.
public struct DrawItem: Hashable, Sendable {
    /// Corners in the device's fixed portrait space.
    public var fixed: Quad
    /// Corners in the app's interface space (the screen as the app's orientation shows it).
    public var interface: Quad
    /// The layer's own bounds size (the corners are this rectangle, transformed).
    public var size: Size
    public var level: Double
    /// Alpha multiplied down from every ancestor.
    public var opacity: Double
    public var name: String
    public var kind: RenderNode.Kind
    // Indices as in RenderNode: Int32, -1 for none, to keep a flattened frame small.
    var windowIndex: Int32
    var controllerIndex: Int32
    var viewIndex32: Int32
    var clipIndex: Int32
    var depth32: Int32
    var node32: Int32

    public var window: WindowID? { windowIndex < 0 ? nil : WindowID(Int(windowIndex)) }
    public var controller: ControllerID? { controllerIndex < 0 ? nil : ControllerID(Int(controllerIndex)) }
    public var viewIndex: Int? { viewIndex32 < 0 ? nil : Int(viewIndex32) }
    /// The index (in the flattened list) of the nearest ancestor that clips to its bounds; that
    /// item's own `clip` continues the chain. nil: nothing clips this item.
    public var clip: Int? { clipIndex < 0 ? nil : Int(clipIndex) }
    /// Depth in the tree (0 for windows and system layers).
    public var depth: Int { Int(depth32) }
    /// The layer's index in `RenderTree.nodes`.
    public var node: Int { Int(node32) }
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

    /// A layer's transform to its parent's coordinates (for a root: to the fixed portrait space).
    public func toParent(of index: Int) -> Transform {
        guard let parent = nodes[index].parent else { return nodes[index].toFixed }
        return nodes[index].toFixed.then(nodes[parent].toFixed.inverted)
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
        var childClip = [Int32](repeating: -1, count: nodes.count)
        let toInterface = fixedToInterface
        nodes.withUnsafeBufferPointer { nodes in
            for (root, level) in zip(roots, levels) {
                var i = root
                let end = Int(nodes[root].end)
                while i < end {
                    // Fields read in place: copying each node would copy 250 bytes and its name.
                    guard !nodes[i].hidden, nodes[i].alpha > 0 else { i = Int(nodes[i].end); continue }
                    var alpha = nodes[i].alpha
                    var clip: Int32 = -1
                    let parent = Int(nodes[i].parentIndex)
                    if parent >= 0 {
                        alpha *= opacity[parent]
                        clip = childClip[parent]
                    }
                    opacity[i] = alpha
                    childClip[i] = nodes[i].clips ? Int32(items.count) : clip
                    let size = nodes[i].size
                    let fixed = Quad(Rect(origin: Point(0, 0), size: size), nodes[i].toFixed)
                    items.append(DrawItem(fixed: fixed, interface: fixed.applying(toInterface), size: size, level: level,
                                          opacity: alpha, name: nodes[i].name, kind: nodes[i].kind,
                                          windowIndex: nodes[i].windowIndex, controllerIndex: nodes[i].controllerIndex,
                                          viewIndex32: nodes[i].viewIndex32, clipIndex: clip, depth32: nodes[i].depth32,
                                          node32: Int32(i)))
                    i += 1
                }
            }
        }
        return items
    }
}
