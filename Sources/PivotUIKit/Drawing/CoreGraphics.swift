// Core Graphics' names that Foundation on Linux lacks, inert: a colour and a path store what
// they were made from; nothing draws them (Docs/PORTING.md lists what is inert).

import Foundation

/// A colour in Core Graphics' terms: its components (red, green, blue, alpha).
public final class CGColor: Sendable, Hashable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public static let clear = CGColor(gray: 0, alpha: 0)
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
}

/// A path: the elements it was built from, and their bounding box.
open class CGPath: @unchecked Sendable {
    public enum Element: Sendable, Hashable {
        case move(CGPoint), line(CGPoint), curve(CGPoint, CGPoint, CGPoint), quad(CGPoint, CGPoint), close
    }
    public internal(set) var elements: [Element] = []
    public init() {}
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        elements = [.move(rect.origin), .line(CGPoint(x: rect.maxX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.maxY)),
                    .line(CGPoint(x: rect.minX, y: rect.maxY)), .close]
    }
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform)
    }
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { self.init(rect: rect, transform: transform) }

    /// The smallest rectangle holding every point of the path's elements.
    public var boundingBox: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let a, let b, let c): [a, b, c]
            case .quad(let a, let b): [a, b]
            case .close: []
            }
        }
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .curve(_, _, let p): return p
            case .close: continue
            }
        }
        return .zero
    }
    public func copy() -> CGPath? { let path = CGPath(); path.elements = elements; return path }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let path = CGPath()
        path.elements = transform.map { elements(applying: $0.pointee) } ?? elements
        return path
    }
    public func mutableCopy() -> CGMutablePath? { let path = CGMutablePath(); path.elements = elements; return path }
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        boundingBox.applying(transform).contains(point)
    }

    /// The elements with every point transformed.
    func elements(applying transform: CGAffineTransform) -> [Element] {
        elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(transform))
            case .line(let p): .line(p.applying(transform))
            case .quad(let a, let b): .quad(a.applying(transform), b.applying(transform))
            case .curve(let a, let b, let c): .curve(a.applying(transform), b.applying(transform), c.applying(transform))
            case .close: .close
            }
        }
    }
}

public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append(.move(point.applying(transform))) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append(.line(point.applying(transform))) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
        }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += CGPath(rect: rect, transform: nil).elements(applying: transform)
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { for rect in rects { addRect(rect, transform: transform) } }
    /// An ellipse as its bounding rectangle's outline (no curve is drawn; the bounds are exact).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { addRect(rect, transform: transform) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { elements += path.elements(applying: transform) }
    public func closeSubpath() { elements.append(.close) }

    /// The arc as a line from the current point to its start, then straight segments every
    /// 1/16 of a turn or less, so its bounding box is the arc's (within a hair).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        // Core Graphics' `clockwise` is in its own y-up space: the angle decreases (UIBezierPath,
        // in UIKit's y-down space, passes the opposite).
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if clockwise { while sweep > 0 { sweep -= turn } } else { while sweep < 0 { sweep += turn } }
        if abs(sweep) > turn { sweep = clockwise ? -turn : turn }
        let steps = max(1, Int((abs(sweep) / (turn / 16)).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0, elements.isEmpty { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
        }
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }
    /// A rounded corner: the line to the first tangent point's corner, kept as the corner point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        addLine(to: tangent1End, transform: transform)
    }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

// CGContext and the image contexts: `GraphicsContexts.swift`.
