// Occlusion (C4): how much of a layer the layers drawn above it hide, counting only what can be
// seen of each (clipping ancestors cut both the covered layer and its covers).

public enum Occlusion: String, Hashable, Sendable { case full, partial, none }

extension Array where Element == DrawItem {
    /// The part of an item that is drawn: its corners cut by every clipping ancestor, in the
    /// fixed portrait space.
    public func visibleRegion(ofItem index: Int) -> ConvexPolygon {
        var region = ConvexPolygon(self[index].fixed)
        var clip = self[index].clip
        while let c = clip, !region.points.isEmpty {
            region = region.clipped(to: ConvexPolygon(self[c].fixed))
            clip = self[c].clip
        }
        return region
    }

    /// C4: how much of an item the items drawn above it cover. Its own descendants are part of
    /// it, not above it; window layers are clear and never cover (model decision); an item
    /// clipped away entirely is not covered.
    public func coverage(ofItem index: Int) -> Occlusion {
        var next = index + 1
        while next < count && self[next].depth > self[index].depth { next += 1 }
        let target = visibleRegion(ofItem: index)
        let targetBox = target.boundingBox
        var covers: [ConvexPolygon] = []
        for i in next..<count where self[i].kind != .window && self[i].opacity > 0 {
            // Cheap rejection before clipping: the unclipped box already misses the target.
            guard self[i].fixed.boundingBox.overlaps(targetBox) else { continue }
            covers.append(visibleRegion(ofItem: i))
        }
        return occlusion(of: target, by: covers)
    }
}

extension World {
    /// C4: how much of a declared view the items drawn above it cover (none when it is not on
    /// screen).
    public func coverage(ofView index: Int) -> Occlusion {
        let items = renderTree().flatten()
        guard let position = items.firstIndex(where: { $0.kind == .view && $0.viewIndex == index }) else { return .none }
        return items.coverage(ofItem: position)
    }

    /// C4, S4: how much of the status bar app windows drawn over it hide (none when it is hidden,
    /// and always on iOS ≥ 13, where it is drawn above every window).
    public var statusBarCoverage: Occlusion {
        let items = renderTree().flatten()
        guard let position = items.firstIndex(where: { $0.kind == .statusBar }) else { return .none }
        return items.coverage(ofItem: position)
    }
}
