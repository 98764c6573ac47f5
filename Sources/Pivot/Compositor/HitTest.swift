// Hit-testing (C3): UIKit's hitTest:withEvent: over the render tree.

public struct HitResult: Hashable, Sendable {
    /// The window hit; nil when the keyboard took the touch.
    public var window: WindowID?
    public var layer: ScreenLayer
    /// The deepest declared view hit, if any.
    public var view: Int?
    /// Names from the window down to the deepest layer hit.
    public var path: [String]
    /// The same layers as indices into `RenderTree.nodes`.
    public var nodes: [Int]
}

extension RenderTree {
    /// C3: windows top-down, skipping hidden, non-interactive and (nearly) transparent layers,
    /// then views in reverse painter order. The point is in the interface space.
    ///
    /// As in UIKit, a layer is a candidate only when the point is inside its own bounds
    /// (pointInside:), so a subtree whose root misses the point is never visited, and a subview
    /// sticking out of its parent cannot be touched there, clipped or not. The first child that
    /// takes the point decides: no backtracking, so the cost is the children scanned along one path.
    public func hitTest(_ point: Point) -> HitResult? {
        let fixed = fixedToInterface.inverted.apply(point)
        for root in roots.reversed() where nodes[root].kind != .statusBar {
            guard var local = accepts(root, fixed) else { continue }
            var path = [root]
            var current = root
            descend: while true {
                var child = nodes[current].lastChild
                while child >= 0 {
                    if let inner = accepts(child, local) {
                        current = child
                        local = inner
                        path.append(child)
                        continue descend
                    }
                    child = nodes[child].previousSibling
                }
                break
            }
            let node = nodes[root]
            let layer: ScreenLayer = node.kind == .keyboard ? .keyboard : .window(node.window ?? WindowID(0))
            let deepestView = path.last { nodes[$0].viewIndex != nil }.flatMap { nodes[$0].viewIndex }
            return HitResult(window: node.window, layer: layer, view: deepestView,
                             path: path.map { nodes[$0].name }, nodes: path)
        }
        return nil
    }

    /// The point in the layer's own coordinates when the layer takes touches there.
    @inline(__always)
    private func accepts(_ index: Int, _ pointInParent: Point) -> Point? {
        // Field by field: copying the node would retain its name on every visit.
        guard !nodes[index].hidden, nodes[index].interactive, nodes[index].alpha >= 0.01 else { return nil }
        let local = nodes[index].toParent.inverted.apply(pointInParent)
        let size = nodes[index].size
        guard local.x >= 0, local.y >= 0, local.x < size.width, local.y < size.height else { return nil }
        return local
    }
}

extension World {
    /// The window and view a touch at an interface-space point lands in (C3).
    public func hitTest(_ point: Point) -> HitResult? { renderTree().hitTest(point) }
}
