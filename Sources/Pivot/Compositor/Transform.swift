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

    public static func scale(_ factor: Double) -> Transform {
        Transform(a: factor, b: 0, c: 0, d: factor, tx: 0, ty: 0)
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

/// Four corners of a rectangle after a transform: top-left, top-right, bottom-right, bottom-left
/// (of the untransformed rectangle). Stored inline: a flattened scene makes two per layer.
public struct Quad: Hashable, Sendable {
    public var topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point

    public init(_ topLeft: Point, _ topRight: Point, _ bottomRight: Point, _ bottomLeft: Point) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    public init(_ rect: Rect, _ t: Transform) {
        self.init(t.apply(Point(rect.minX, rect.minY)), t.apply(Point(rect.maxX, rect.minY)),
                  t.apply(Point(rect.maxX, rect.maxY)), t.apply(Point(rect.minX, rect.maxY)))
    }

    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The same corners after another transform.
    public func applying(_ t: Transform) -> Quad {
        Quad(t.apply(topLeft), t.apply(topRight), t.apply(bottomRight), t.apply(bottomLeft))
    }

    /// The axis-aligned box around the corners.
    public var boundingBox: Rect {
        let minX = min(topLeft.x, topRight.x, bottomRight.x, bottomLeft.x)
        let maxX = max(topLeft.x, topRight.x, bottomRight.x, bottomLeft.x)
        let minY = min(topLeft.y, topRight.y, bottomRight.y, bottomLeft.y)
        let maxY = max(topLeft.y, topRight.y, bottomRight.y, bottomLeft.y)
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// The transform that takes a rectangle of `size` at the origin onto these corners (nil
    /// when the size is empty).
    public func transform(from size: Size) -> Transform? {
        guard size.width > 0, size.height > 0 else { return nil }
        return Transform(a: (topRight.x - topLeft.x) / size.width, b: (topRight.y - topLeft.y) / size.width,
                         c: (bottomLeft.x - topLeft.x) / size.height, d: (bottomLeft.y - topLeft.y) / size.height,
                         tx: topLeft.x, ty: topLeft.y)
    }
}
