// Hit-testing (C3) and occlusion (C4).

public struct HitResult: Hashable, Sendable {
    /// The window hit; nil when the keyboard took the touch.
    public var window: WindowID?
    public var layer: ScreenLayer
    /// The deepest declared view hit, if any.
    public var view: Int?
    /// Names from the window down to the deepest layer hit.
    public var path: [String]
}

public enum Occlusion: String, Hashable, Sendable { case full, partial, none }

extension RenderTree {
    /// C3: windows top-down, skipping hidden, non-interactive and (nearly) transparent layers,
    /// then views in reverse painter order. The point is in the interface space.
    public func hitTest(_ point: Point) -> HitResult? {
        let fixed = fixedToInterface.inverted.apply(point)
        for root in roots.reversed() where root.kind != .statusBar {
            var path: [String] = []
            var deepestView: Int? = nil
            if hit(root, fixed, &path, &deepestView) {
                let layer: ScreenLayer = root.kind == .keyboard ? .keyboard : .window(root.window ?? WindowID(0))
                return HitResult(window: root.window, layer: layer, view: deepestView, path: path)
            }
        }
        return nil
    }

    private func hit(_ node: RenderNode, _ parentPoint: Point, _ path: inout [String], _ view: inout Int?) -> Bool {
        guard !node.hidden, node.interactive, node.alpha >= 0.01 else { return false }
        let local = node.toParent.inverted.apply(parentPoint)
        guard local.x >= 0, local.y >= 0, local.x < node.size.width, local.y < node.size.height else { return false }
        path.append(node.name)
        if let index = node.viewIndex { view = index }
        for child in RenderTree.paintOrder(node.children).reversed() {
            var childPath = path, childView = view
            if hit(child, local, &childPath, &childView) { path = childPath; view = childView; return true }
        }
        return true
    }
}

extension World {
    /// The window and view a touch at an interface-space point lands in (C3).
    public func hitTest(_ point: Point) -> HitResult? { renderTree().hitTest(point) }

    /// C4: how much of a declared view the items drawn above it cover (windows' own layers are
    /// clear and do not count; controller views and declared views do).
    public func coverage(ofView index: Int) -> Occlusion {
        let items = renderTree().flatten()
        guard let position = items.firstIndex(where: { $0.kind == .view && $0.viewIndex == index }) else { return .none }
        let target = items[position].fixed.boundingBox
        // The view's own subviews are part of it, not above it.
        var next = position + 1
        while next < items.count && items[next].depth > items[position].depth && items[next].window == items[position].window {
            next += 1
        }
        let above = items[next...].filter { $0.kind != .window && $0.opacity > 0 }.map { $0.fixed.boundingBox }
        return occlusion(of: target, by: above)
    }
}

/// Whether rectangles cover a target fully, partly or not at all (exact for axis-aligned boxes:
/// the target is cut into the cells of every edge and each cell's centre is tested).
public func occlusion(of target: Rect, by covers: [Rect]) -> Occlusion {
    let overlapping = covers.filter { $0.minX < target.maxX && $0.maxX > target.minX && $0.minY < target.maxY && $0.maxY > target.minY }
    if overlapping.isEmpty || target.size.width <= 0 || target.size.height <= 0 { return .none }
    func cuts(_ values: [Double], _ lo: Double, _ hi: Double) -> [Double] {
        Array(Set(values.filter { $0 > lo && $0 < hi } + [lo, hi])).sorted()
    }
    let xs = cuts(overlapping.flatMap { [$0.minX, $0.maxX] }, target.minX, target.maxX)
    let ys = cuts(overlapping.flatMap { [$0.minY, $0.maxY] }, target.minY, target.maxY)
    for (x0, x1) in zip(xs, xs.dropFirst()) {
        for (y0, y1) in zip(ys, ys.dropFirst()) {
            let centre = Point((x0 + x1) / 2, (y0 + y1) / 2)
            if !overlapping.contains(where: { $0.contains(centre) }) { return .partial }
        }
    }
    return .full
}
