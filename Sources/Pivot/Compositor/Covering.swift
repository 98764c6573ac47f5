// Whether what is drawn of a window or view covers the whole screen, or a view its window
// (`explore check covers-screen`, `covers-window`): the layer's drawn part (C2: clipping
// ancestors cut it) against the screen's or the window's rectangle, both in the fixed portrait
// space, so that a window or view turned against the interface is measured as it is seen.

extension World {
    /// Whether the drawn part of a window or declared view covers the screen; nil when it is not
    /// drawn (a window off screen; a view off screen, hidden or transparent, or under such a parent).
    public func coversScreen(window: WindowID? = nil, view: Int? = nil) -> Bool? {
        let items = renderTree().flatten()
        guard let item = items.firstIndex(where: { ($0.kind == .window && $0.window == window && window != nil)
                                                    || ($0.kind == .view && $0.viewIndex == view && view != nil) })
        else { return nil }
        return Self.covers(items.visibleRegion(ofItem: item), screenInFixedSpace)
    }

    /// Whether the drawn part of a declared view covers its window's bounds; nil when the view is
    /// not drawn. A view on the keyboard's window measures against the screen, which that window
    /// spans (W9).
    public func coversWindow(view: Int) -> Bool? {
        let items = renderTree().flatten()
        guard let item = items.firstIndex(where: { $0.kind == .view && $0.viewIndex == view }) else { return nil }
        // Painter's preorder: the nearest top-level item before a view is its window's.
        guard let root = items[..<item].lastIndex(where: { $0.depth == 0 }) else { return nil }
        let window = items[root].kind == .window ? ConvexPolygon(items[root].fixed) : screenInFixedSpace
        return Self.covers(items.visibleRegion(ofItem: item), window)
    }

    /// The screen's rectangle in the fixed portrait space.
    var screenInFixedSpace: ConvexPolygon {
        ConvexPolygon(Quad(Rect(origin: Point(0, 0), size: model.portraitSize), .identity))
    }

    /// Whether `region` covers `target`: all of the target's area is inside it, but for rounding
    /// where rotated edges meet.
    static func covers(_ region: ConvexPolygon, _ target: ConvexPolygon) -> Bool {
        guard !region.isEmpty else { return false }
        return target.area - target.clipped(to: region).area <= 1e-6 * max(1, target.area)
    }
}
