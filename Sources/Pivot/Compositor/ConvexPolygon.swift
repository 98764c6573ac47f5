// Convex polygons: what is left of a layer after its clipping ancestors (a rotated or scaled
// layer is a parallelogram, and clipping convex shapes by convex shapes stays convex), and the
// cuts that coverage (CoverSubtraction.swift, C4) makes in them.

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
        var output = self
        var edgeStart = clip.points[clip.points.count - 1]
        for edgeEnd in clip.points where !output.points.isEmpty {
            output = ConvexPolygon(output.split(edgeStart, edgeEnd, sign: winding > 0 ? 1 : -1).inner)
            edgeStart = edgeEnd
        }
        return output
    }

    /// The parts of this polygon on either side of the line a→b: `inner` where
    /// sign·cross(b−a, p−a) ≥ 0, `outer` where it is ≤ 0 (corners on the line go to both).
    func split(_ a: Point, _ b: Point, sign: Double) -> (inner: [Point], outer: [Point]) {
        var inner: [Point] = [], outer: [Point] = []
        guard var previous = points.last else { return (inner, outer) }
        func side(_ p: Point) -> Double { sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
        var sp = side(previous)
        for current in points {
            let sc = side(current)
            if (sp > 0 && sc < 0) || (sp < 0 && sc > 0) {
                let crossing = Geometry.crossing(previous, current, sp, sc)
                inner.append(crossing); outer.append(crossing)
            }
            if sc >= 0 { inner.append(current) }
            if sc <= 0 { outer.append(current) }
            previous = current; sp = sc
        }
        return (inner, outer)
    }

    /// The length of its outline.
    var perimeter: Double {
        guard var previous = points.last else { return 0 }
        var sum = 0.0
        for p in points {
            sum += ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
            previous = p
        }
        return sum
    }

    /// More than a sliver: twice the area over the perimeter is about the narrowest width, so
    /// gaps and overlaps thinner than epsilon (rounding where edges meet) do not count (C4).
    var isThick: Bool { area > Geometry.epsilon * perimeter / 2 }
}

enum Geometry {
    static let epsilon = 1e-9

    /// The point where segment a→b crosses the line with signed distances da, db at its ends.
    static func crossing(_ a: Point, _ b: Point, _ da: Double, _ db: Double) -> Point {
        let t = da / (da - db)
        return Point(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y))
    }
}
