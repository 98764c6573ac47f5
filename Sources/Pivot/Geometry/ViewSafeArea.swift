// G1 for declared views: a subview's safe area is the part of it its parent's safe area does
// not cover, so a subview wholly inside has none (a toast at the bottom of an iPhone X window
// reads the home indicator's 34 points only when it reaches down there).

extension World {
    /// A declared view's safe-area insets in its own coordinates (G1). Zero before iOS 11, for a
    /// view outside any window's hierarchy, and for one wholly inside its parent's safe area.
    /// A view turned by a quarter turn reads the insets in its own axes (G2); other angles use
    /// the bounding box of the parent's safe area in the view's space (model decision).
    public func safeArea(ofView index: Int) -> Insets {
        guard profile.hasSafeArea else { return .zero }
        // The view and its declared ancestors, up to the window or controller that holds them
        // (a view's parent exists before it, so the chain ends).
        var chain = [index]
        var parent = views[index].parent
        while case .view(let p) = parent {
            chain.append(p)
            parent = views[p].parent
        }
        guard var (size, insets) = container(parent) else { return .zero }
        for v in chain.reversed() {
            insets = Self.uncovered(views[v], in: size, safeArea: insets)
            size = views[v].frame.size
        }
        return insets
    }

    /// The size and safe area of the window or controller view that holds declared views; nil
    /// for a controller whose view is in no window.
    private func container(_ parent: View.Parent) -> (Size, Insets)? {
        switch parent {
        case .window(let id):
            return (self[id].bounds, safeArea(ofWindow: id))
        case .controller(let id):
            guard self[id].inWindow, let window = windowOf(id) else { return nil }
            let reading = reading(of: id, in: window)
            return (reading.bounds, reading.safeArea)
        case .view, .released:
            return nil
        case .keyboard:
            // The keyboard's window spans the screen; the keyboard sits at its bottom edge.
            return (screenBounds, .zero)
        }
    }

    /// The part of a view its parent's safe area leaves out, in the view's own coordinates.
    private static func uncovered(_ view: View, in parentSize: Size, safeArea p: Insets) -> Insets {
        // A view scaled to nothing covers nothing.
        guard view.scale != 0 else { return .zero }
        // Insets larger than the parent leave an empty safe area where they meet.
        let safeInParent = Rect(p.left, p.top, max(0, parentSize.width - p.left - p.right),
                                max(0, parentSize.height - p.top - p.bottom))
        let safe = Quad(safeInParent, view.toParent.inverted).boundingBox
        let w = view.frame.size.width, h = view.frame.size.height
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return Insets(clamp(safe.minY, h), clamp(safe.minX, w), clamp(h - safe.maxY, h), clamp(w - safe.maxX, w))
    }
}
