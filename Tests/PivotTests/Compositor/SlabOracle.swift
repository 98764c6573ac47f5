@testable import Pivot

/// The slab algorithm `occlusion(of:by:)` used before subtraction (C4), kept as a reference for
/// the property tests: exact but O(N³). The plane is cut into vertical slabs at every corner and
/// every crossing of slanted edges; inside a slab no two edges cross, so one vertical line
/// through its middle decides the whole slab.
enum SlabOracle {
    static func occlusion(of target: ConvexPolygon, by covers: [ConvexPolygon]) -> Occlusion {
        guard !target.isEmpty else { return .none }
        let box = target.boundingBox
        let overlapping = covers.filter { !$0.isEmpty && $0.boundingBox.overlaps(box) }
        if overlapping.isEmpty { return .none }
        let shapes = [target] + overlapping
        var xs = shapes.flatMap { $0.points.map(\.x) }
        // Axis-aligned edges never add a cut: only crossings that involve a slanted edge can.
        let edges = shapes.flatMap { shape in zip(shape.points, shape.points.dropFirst() + shape.points.prefix(1)).map { ($0, $1) } }
        let slanted = edges.filter { $0.0.x != $0.1.x && $0.0.y != $0.1.y }
        if !slanted.isEmpty {
            let nonVertical = edges.filter { $0.0.x != $0.1.x }
            for s in slanted {
                for e in nonVertical { if let x = crossingX(s, e) { xs.append(x) } }
            }
        }
        let cuts = Array(Set(xs.filter { $0 > box.minX && $0 < box.maxX } + [box.minX, box.maxX])).sorted()
        var covered = false, uncovered = false
        var spans: [(low: Double, high: Double)] = []
        for (x0, x1) in zip(cuts, cuts.dropFirst()) where x1 - x0 > Geometry.epsilon {
            let middle = (x0 + x1) / 2
            guard let t = span(of: target, atX: middle), t.high - t.low > Geometry.epsilon else { continue }
            spans.removeAll(keepingCapacity: true)
            for cover in overlapping {
                if let c = span(of: cover, atX: middle), c.high > t.low, c.low < t.high {
                    spans.append((max(c.low, t.low), min(c.high, t.high)))
                }
            }
            spans.sort { $0.low < $1.low }
            var reach = t.low, length = 0.0
            for span in spans where span.high > reach {
                if span.low > reach + Geometry.epsilon { uncovered = true }
                length += span.high - max(span.low, reach)
                reach = span.high
            }
            if reach < t.high - Geometry.epsilon { uncovered = true }
            if length > Geometry.epsilon { covered = true }
            if covered && uncovered { return .partial }
        }
        return covered ? (uncovered ? .partial : .full) : .none
    }

    /// Where the vertical line at x crosses the polygon (x must not be a corner's x).
    static func span(of polygon: ConvexPolygon, atX x: Double) -> (low: Double, high: Double)? {
        var low = Double.infinity, high = -Double.infinity
        var previous = polygon.points[polygon.points.count - 1]
        for p in polygon.points {
            if (previous.x < x && p.x > x) || (p.x < x && previous.x > x) {
                let y = previous.y + (x - previous.x) * (p.y - previous.y) / (p.x - previous.x)
                low = min(low, y); high = max(high, y)
            }
            previous = p
        }
        return low <= high ? (low, high) : nil
    }

    /// The x where two segments cross, if they do at a single point.
    static func crossingX(_ p: (Point, Point), _ q: (Point, Point)) -> Double? {
        let r = Point(p.1.x - p.0.x, p.1.y - p.0.y), s = Point(q.1.x - q.0.x, q.1.y - q.0.y)
        let denominator = r.x * s.y - r.y * s.x
        guard denominator != 0 else { return nil }
        let w = Point(q.0.x - p.0.x, q.0.y - p.0.y)
        let t = (w.x * s.y - w.y * s.x) / denominator
        let u = (w.x * r.y - w.y * r.x) / denominator
        guard t > 0, t < 1, u > 0, u < 1 else { return nil }
        return p.0.x + t * r.x
    }
}
