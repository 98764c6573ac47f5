// Hit-testing (C3): UIKit's hitTest:withEvent: over the render tree.

/// What a window's hitTest:withEvent: answered when UIKit routed a touch to it (C3).
public enum WindowHitAnswer: Hashable, Sendable {
    /// nil: the touch passes to the windows below (a pass-through overlay window).
    case passes
    /// The layer that takes the touch, an index into `RenderTree.nodes`.
    case lands(Int)
}

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
    public func hitTest(_ point: Point) -> HitResult? { hitTest(point) { _, _ in nil } }

    /// C3, where a window may answer for itself: `ask` gets each visible window's layer, top
    /// down, and the point in the window's space, as UIKit calls a window's hitTest:withEvent:;
    /// nil leaves the window's layers to decide (a declared window, one that was never asked).
    public func hitTest(_ point: Point, asking ask: (_ window: Int, _ local: Point) -> WindowHitAnswer?) -> HitResult? {
        let fixed = fixedToInterface.inverted.apply(point)
        for root in roots.reversed() where nodes[root].kind != .statusBar {
            if nodes[root].kind == .window, !nodes[root].hidden, let answer = ask(root, nodes[root].toFixed.inverted.apply(fixed)) {
                // A layer outside the window stands for the window itself.
                guard case .lands(let layer) = answer else { continue }
                return result(pathTo: (root..<nodes[root].subtreeEnd).contains(layer) ? layer : root)
            }
            guard accepts(root, fixed) else { continue }
            var current = root
            descend: while true {
                var child = Int(nodes[current].lastChild)
                while child >= 0 {
                    if accepts(child, fixed) {
                        current = child
                        continue descend
                    }
                    child = Int(nodes[child].previousSibling)
                }
                break
            }
            return result(pathTo: current)
        }
        return nil
    }

    /// The hit on a layer: its root, the path down to it and the deepest declared view on it.
    private func result(pathTo layer: Int) -> HitResult {
        var path = [layer]
        while let parent = nodes[path[path.count - 1]].parent { path.append(parent) }
        path.reverse()
        let root = path[0]
        let window = nodes[root].window
        let kind: ScreenLayer = nodes[root].kind == .keyboard ? .keyboard : .window(window ?? WindowID(0))
        let deepestView = path.last { nodes[$0].viewIndex32 >= 0 }.flatMap { nodes[$0].viewIndex }
        return HitResult(window: window, layer: kind, view: deepestView, path: path.map { nodes[$0].name }, nodes: path)
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
    /// The window and view a touch at an interface-space point lands in (C3). A window that is
    /// an object of the app's is asked, as UIKit asks it, through `ControllerAnswers`: a
    /// pass-through window's nil lets the touch fall to the windows below.
    public func hitTest(_ point: Point) -> HitResult? {
        let tree = renderTree()
        guard let answers = settings.answers else { return tree.hitTest(point) }
        return tree.hitTest(point) { root, local in
            tree.nodes[root].window.flatMap { answers.hitTest(window: $0, at: local, layer: root, of: tree, in: self) }
        }
    }
}
