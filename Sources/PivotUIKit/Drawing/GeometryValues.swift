// Geometry values UIKit adds to Core Graphics' (inert where they describe drawing).

import Foundation

// NSDirectionalEdgeInsets and `CGRect.inset(by:)`: `Layout/Margins.swift`, `AutoLayout/UILayoutGuide.swift`.

extension UIEdgeInsets {
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
}

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// Core Graphics' C spellings of the zero values.
public let CGPointZero = CGPoint.zero
public let CGSizeZero = CGSize.zero
public let CGRectZero = CGRect.zero

public struct UIOffset: Sendable, Hashable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A Bézier path: the elements it was built from (its `cgPath`), drawn by nothing.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private let path = CGMutablePath()
    open var cgPath: CGPath {
        get { path }
        set { path.elements = newValue.elements }
    }
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var usesEvenOddFillRule = false
    open var bounds: CGRect { path.boundingBox }
    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint }
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6

    public override init() { super.init() }
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init(rect: rect) }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// The arc as straight segments (`CGMutablePath.addArc`): its bounds are the arc's.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path.elements = [] }
    open func apply(_ transform: CGAffineTransform) { path.elements = path.elements(applying: transform) }
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}

/// UIKit's spellings of Foundation's `NSValue(point:)` and friends (a keyboard frame, an animation's value).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
