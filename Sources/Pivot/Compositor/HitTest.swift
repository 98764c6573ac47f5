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
        for root in roots.reversed() where nodes[root].kind != .statusBar && accepts(root, fixed) {
            var path = [root]
            var current = root
            descend: while true {
                var child = Int(nodes[current].lastChild)
                while child >= 0 {
                    if accepts(child, fixed) {
                        current = child
                        path.append(child)
                        continue descend
                    }
                    child = Int(nodes[child].previousSibling)
                }
                break
            }
            let window = nodes[root].window
            let layer: ScreenLayer = nodes[root].kind == .keyboard ? .keyboard : .window(window ?? WindowID(0))
            let deepestView = path.last { nodes[$0].viewIndex32 >= 0 }.flatMap { nodes[$0].viewIndex }
            return HitResult(window: window, layer: layer, view: deepestView, path: path.map { nodes[$0].name }, nodes: path)
        }
        return nil
    }

    /// Whether the layer takes touches at a point of the fixed space.
    @inline(__always)
    private func accepts(_ index: Int, _ fixed: Point) -> Bool {
        // Field by field: copying the node would copy its name on every visit.
        guard !nodes[index].hidden, nodes[index].interactive, nodes[index].alpha >= 0.01 else { return false }
        let local = nodes[index].toFixed.inverted.apply(fixed)
        let size = nodes[index].size
        return local.x >= 0 && local.y >= 0 && local.x < size.width && local.y < size.height
    }
}

extension World {
    /// The window and view a touch at an interface-space point lands in (C3).
    public func hitTest(_ point: Point) -> HitResult? { renderTree().hitTest(point) }
}
