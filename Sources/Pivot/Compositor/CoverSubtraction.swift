// Coverage of one convex polygon by a union of others (C4), by subtraction: each cover cuts the
// pieces of the target it overlaps along its edge lines and removes what lies inside it. A piece
// that survives every cover is uncovered. Slivers thinner than epsilon count as neither covered
// nor uncovered.

/// Whether convex polygons cover a target fully, partly or not at all (SPEC C4).
public func occlusion(of target: ConvexPolygon, by covers: [ConvexPolygon]) -> Occlusion {
    guard !target.isEmpty else { return .none }
    let box = target.boundingBox
    var overlapping: [Cover] = []
    for cover in covers where !cover.isEmpty && cover.boundingBox.overlaps(box) {
        if cover.contains(target) { return .full }
        let shared = target.clipped(to: cover)
        if shared.isThick { overlapping.append(Cover(shape: cover, box: shared.boundingBox, area: shared.area, index: overlapping.count)) }
    }
    if overlapping.isEmpty { return .none }
    // The biggest covers first: they leave the fewest and smallest pieces for the rest to cut.
    overlapping.sort { $0.area != $1.area ? $0.area > $1.area : $0.index < $1.index }
    return somePieceSurvives(of: target, overlapping) ? .partial : .full
}

/// The same for axis-aligned rectangles.
public func occlusion(of target: Rect, by covers: [Rect]) -> Occlusion {
    func polygon(_ r: Rect) -> ConvexPolygon {
        ConvexPolygon([Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)])
    }
    return occlusion(of: polygon(target), by: covers.map(polygon))
}

/// A cover that shares more than a sliver with the target, and the box of what it shares.
struct Cover {
    var shape: ConvexPolygon
    var box: Rect
    var area: Double
    var index: Int
}

/// Depth first, so that a surviving piece is found without cutting the rest: each piece carries
/// the first cover it still has to meet (the covers before it missed it or made it). The pieces
/// waiting are disjoint and each cut adds at most one per edge, so the stack stays small.
func somePieceSurvives(of target: ConvexPolygon, _ covers: [Cover]) -> Bool {
    var stack = [(piece: target, next: 0)]
    while let (piece, first) = stack.popLast() {
        let box = piece.boundingBox
        var next = first
        var removed = false
        while next < covers.count && !removed {
            defer { next += 1 }
            guard covers[next].box.overlaps(box), let outside = piece.subtracting(covers[next].shape) else { continue }
            for part in outside.reversed() { stack.append((part, next + 1)) }
            removed = true
        }
        if !removed { return true }
    }
    return false
}

extension ConvexPolygon {
    /// The parts of this polygon outside a convex cover, thick ones only; nil when the cover
    /// overlaps it by no more than a sliver, so it should stay whole.
    func subtracting(_ cover: ConvexPolygon) -> [ConvexPolygon]? {
        let sign: Double = cover.signedDoubleArea > 0 ? 1 : -1
        var inside = self, outside: [ConvexPolygon] = []
        var edgeStart = cover.points[cover.points.count - 1]
        for edgeEnd in cover.points {
            let (inner, outer) = inside.split(edgeStart, edgeEnd, sign: sign)
            inside = ConvexPolygon(inner)
            // Once what is left inside is a sliver, it only gets thinner.
            guard inside.isThick else { return nil }
            let part = ConvexPolygon(outer)
            if part.isThick { outside.append(part) }
            edgeStart = edgeEnd
        }
        return outside
    }

    /// Whether every corner of another polygon is inside this one or within epsilon of it, so
    /// that what sticks out is a sliver.
    func contains(_ other: ConvexPolygon) -> Bool {
        let sign: Double = signedDoubleArea > 0 ? 1 : -1
        var a = points[points.count - 1]
        for b in points {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            for p in other.points where sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) < -Geometry.epsilon * length {
                return false
            }
            a = b
        }
        return true
    }
}
