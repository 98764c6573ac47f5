// 2D affine transforms and the mapping between an orientation's coordinate space and the fixed
// portrait space of the device (C2).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// x' = a·x + c·y + tx, y' = b·x + d·y + ty (CGAffineTransform's layout).
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A rotation by degrees (clockwise on screen, as UIKit's y axis points down); exact for
    /// multiples of 90°.
    public static func rotation(degrees: Double) -> Transform {
        var turn = degrees.truncatingRemainder(dividingBy: 360)
        if turn < 0 { turn += 360 }
        let (cosine, sine): (Double, Double)
        switch turn {
        case 0: (cosine, sine) = (1, 0)
        case 90: (cosine, sine) = (0, 1)
        case 180: (cosine, sine) = (-1, 0)
        case 270: (cosine, sine) = (0, -1)
        default:
            let radians = turn * Double.pi / 180
            (cosine, sine) = (cos(radians), sin(radians))
        }
        return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// First self, then other.
    public func then(_ o: Transform) -> Transform {
        Transform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                  c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                  tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    public var inverted: Transform {
        let det = a * d - b * c
        guard det != 0 else { return .identity }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The transform that takes points of an orientation's space (the screen as that interface
    /// orientation shows it) to the device's fixed portrait space of size `portrait`.
    public static func toFixedSpace(from o: InterfaceOrientation, portrait: Size) -> Transform {
        let w = portrait.width, h = portrait.height
        switch o {
        case .portrait, .unknown: return .identity
        // Home button on the right: the interface's top-left is the portrait top-right corner.
        case .landscapeRight: return Transform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
        // Home button on the left: the interface's top-left is the portrait bottom-left corner.
        case .landscapeLeft: return Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
        case .portraitUpsideDown: return Transform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        }
    }
}

/// Four corners of a rectangle after a transform: top-left, top-right, bottom-right, bottom-left.
public struct Quad: Hashable, Sendable {
    public var corners: [Point]
    public init(_ rect: Rect, _ t: Transform) {
        corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                   Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)].map(t.apply)
    }
    /// The axis-aligned box around the corners.
    public var boundingBox: Rect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(minX, minY, (xs.max() ?? 0) - minX, (ys.max() ?? 0) - minY)
    }
}
