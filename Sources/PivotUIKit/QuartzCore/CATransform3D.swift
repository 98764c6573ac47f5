// Core Animation's 3D transforms: the matrix is kept; only its affine part means anything to Pivot.

import Foundation

/// A 3D transform: the matrix is kept; only the affine part means anything to Pivot (none draws).
public struct CATransform3D: Sendable, Hashable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    public init() {}
}

public let CATransform3DIdentity = CATransform3D()
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: z >= 0 ? angle : -angle))
}
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D(); t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty; return t
}
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(a).concatenating(CATransform3DGetAffineTransform(b)))
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Core Animation's and UIKit's NSValue spellings for values that are no Foundation geometry:
/// kept as arrays of doubles (Foundation on Linux boxes no other struct).
extension NSValue {
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
    }
    /// The transform kept (the identity for a value that holds none).
    public var caTransform3DValue: CATransform3D {
        guard let m = doubles(16) else { return CATransform3DIdentity }
        var t = CATransform3D()
        (t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7])
        (t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44) = (m[8], m[9], m[10], m[11], m[12], m[13], m[14], m[15])
        return t
    }
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty]) }
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = doubles(6) else { return .identity }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right]) }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let m = doubles(4) else { return .zero }
        return UIEdgeInsets(top: m[0], left: m[1], bottom: m[2], right: m[3])
    }

    private convenience init(doubles: [CGFloat]) {
        // Foundation copies the bytes; the buffer lives until then.
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: doubles.count)
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: doubles.map(Double.init))
        self.init(bytes: UnsafeRawPointer(buffer.baseAddress!), objCType: "[\(doubles.count)d]")
    }

    /// The `count` doubles the value holds, nil when it holds something else.
    private func doubles(_ count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
