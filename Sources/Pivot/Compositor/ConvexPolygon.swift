// Convex polygons: what is left of a layer after its clipping ancestors (a rotated or scaled
// layer is a parallelogram, and clipping convex shapes by convex shapes stays convex), and
// exact coverage of one polygon by a union of others (C4).

public struct ConvexPolygon: Hashable, Sendable {
    /// Corners in order, either winding.
    public var points: [Point]
    public init(_ points: [Point]) { self.points = points }
    public init(_ quad: Quad) { points = quad.corners }

    /// Twice the signed area (shoelace): positive for clockwise corners on a y-down screen.
    var signedDoubleArea: Double {
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = points[points.count - 1]
        for p in points {
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return sum
    }

    public var area: Double { abs(signedDoubleArea) / 2 }
    public var isEmpty: Bool { area <= Geometry.epsilon }

    public var boundingBox: Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// The part of this polygon inside a convex clip polygon (Sutherland–Hodgman).
    public func clipped(to clip: ConvexPolygon) -> ConvexPolygon {
        let winding = clip.signedDoubleArea
        guard winding != 0 else { return ConvexPolygon([]) }
        let sign: Double = winding > 0 ? 1 : -1
        var output = points
        var edgeStart = clip.points[clip.points.count - 1]
        for edgeEnd in clip.points where !output.isEmpty {
            let input = output
            output = []
            func side(_ p: Point) -> Double {
                sign * ((edgeEnd.x - edgeStart.x) * (p.y - edgeStart.y) - (edgeEnd.y - edgeStart.y) * (p.x - edgeStart.x))
            }
            var previous = input[input.count - 1]
            for current in input {
                let (sp, sc) = (side(previous), side(current))
                if sc >= 0 {
                    if sp < 0 { output.append(Geometry.crossing(previous, current, sp, sc)) }
                    output.append(current)
                } else if sp >= 0 {
                    output.append(Geometry.crossing(previous, current, sp, sc))
                }
                previous = current
            }
            edgeStart = edgeEnd
        }
        return ConvexPolygon(output)
    }

    /// Where the vertical line at x crosses the polygon (x must not be a corner's x).
    func span(atX x: Double) -> (low: Double, high: Double)? {
        var low = Double.infinity, high = -Double.infinity
        var previous = points[points.count - 1]
        for p in points {
            if (previous.x < x && p.x > x) || (p.x < x && previous.x > x) {
                let y = previous.y + (x - previous.x) * (p.y - previous.y) / (p.x - previous.x)
                low = min(low, y); high = max(high, y)
            }
            previous = p
        }
        return low <= high ? (low, high) : nil
    }
}

enum Geometry {
    static let epsilon = 1e-9

    /// The point where segment a→b crosses the line with signed distances da, db at its ends.
    static func crossing(_ a: Point, _ b: Point, _ da: Double, _ db: Double) -> Point {
        let t = da / (da - db)
        return Point(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y))
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

/// Whether convex polygons cover a target fully, partly or not at all. Exact: the plane is cut
/// into vertical slabs at every corner and every crossing of slanted edges; inside a slab no two
/// edges cross, so one vertical line through its middle decides the whole slab.
public func occlusion(of target: ConvexPolygon, by covers: [ConvexPolygon]) -> Occlusion {
    guard !target.isEmpty else { return .none }
    let box = target.boundingBox
    let overlapping = covers.filter {
        let b = $0.boundingBox
        return !$0.isEmpty && b.minX < box.maxX && b.maxX > box.minX && b.minY < box.maxY && b.maxY > box.minY
    }
    if overlapping.isEmpty { return .none }
    let shapes = [target] + overlapping
    var xs = shapes.flatMap { $0.points.map(\.x) }
    // Axis-aligned edges never add a cut: only crossings that involve a slanted edge can.
    let edges = shapes.flatMap { shape in zip(shape.points, shape.points.dropFirst() + shape.points.prefix(1)).map { ($0, $1) } }
    let slanted = edges.filter { $0.0.x != $0.1.x && $0.0.y != $0.1.y }
    if !slanted.isEmpty {
        let nonVertical = edges.filter { $0.0.x != $0.1.x }
        for s in slanted {
            for e in nonVertical { if let x = Geometry.crossingX(s, e) { xs.append(x) } }
        }
    }
    let cuts = Array(Set(xs.filter { $0 > box.minX && $0 < box.maxX } + [box.minX, box.maxX])).sorted()
    var covered = false, uncovered = false
    var spans: [(low: Double, high: Double)] = []
    for (x0, x1) in zip(cuts, cuts.dropFirst()) where x1 - x0 > Geometry.epsilon {
        let middle = (x0 + x1) / 2
        guard let t = target.span(atX: middle), t.high - t.low > Geometry.epsilon else { continue }
        spans.removeAll(keepingCapacity: true)
        for cover in overlapping {
            if let c = cover.span(atX: middle), c.high > t.low, c.low < t.high {
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

/// The same for axis-aligned rectangles.
public func occlusion(of target: Rect, by covers: [Rect]) -> Occlusion {
    func polygon(_ r: Rect) -> ConvexPolygon {
        ConvexPolygon([Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)])
    }
    return occlusion(of: polygon(target), by: covers.map(polygon))
}
