// A library's own view layout: `layout VIEW …` sets a view's geometry, and a view with a fill
// keeps its frame on its parent's bounds or the screen's at the end of every step.

extension World {
    mutating func layoutView(_ name: String, _ change: ViewChange) throws(Rejection) {
        // C5: a window's own transform; it is drawn, converted through and read as any view's.
        if let window = windowID(name), viewIndex(name) == nil {
            guard let rotation = change.rotation else { throw Rejection("a window's layout sets its transform only (rotation=)") }
            if self[window].ownRotation != rotation { self[window].ownRotation = rotation }
            return
        }
        guard let index = viewIndex(name) else { throw Rejection("no view named '\(name)'") }
        var view = views[index]
        if let frame = change.frame {
            view.frame = frame
            // A frame set by hand ends a fill unless the same step asks for one.
            view.fill = change.fill ?? .none
        } else if let fill = change.fill {
            view.fill = fill
        }
        if let rotation = change.rotation { view.rotation = rotation }
        if let scale = change.scale { view.scale = scale }
        if let alpha = change.alpha { view.alpha = alpha }
        if let hidden = change.hidden { view.hidden = hidden }
        let before = views[index].fill
        if view != views[index] { views[index] = view }
        if (before == .none) != (view.fill == .none) {
            ownCatalog()
            if view.fill == .none {
                catalog.filled.removeAll { $0 == index }
            } else {
                catalog.filled.insert(index, at: catalog.filled.firstIndex { $0 > index } ?? catalog.filled.endIndex)
            }
        }
        refreshFills()
    }

    /// Each filling view's frame, parents first (a parent is made before its subviews).
    mutating func refreshFills() {
        // Indices, not the list: refreshing a frame writes the catalog that holds the list.
        for k in catalog.filled.indices { refreshFill(catalog.filled[k]) }
    }

    /// One filling view's frame, on its parent's bounds or the screen's.
    mutating func refreshFill(_ index: Int) {
        let size: Size
        switch views[index].fill {
        case .none: return
        case .screen: size = screenBounds
        case .parent:
            switch views[index].parent {
            case .window(let w): size = self[w].bounds
            case .controller(let c): size = reading(of: c, in: windowOf(c)).bounds
            case .view(let v): size = views[v].frame.size
            case .keyboard: size = screenBounds
            case .released: return
            }
        }
        let frame = Rect(origin: Point(0, 0), size: size)
        if views[index].frame != frame { views[index].frame = frame }
    }
}
