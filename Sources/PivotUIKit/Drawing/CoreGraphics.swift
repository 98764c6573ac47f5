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
    public func copy() -> CGPath? { let path = CGPath(); path.elements = elements; return path }
}

public final class CGMutablePath: CGPath, @unchecked Sendable {
    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { elements.append(.curve(control1, control2, end)) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quad(control, end)) }
    public func addRect(_ rect: CGRect) { elements += CGPath(rect: rect, transform: nil).elements }
    public func addPath(_ path: CGPath) { elements += path.elements }
    public func closeSubpath() { elements.append(.close) }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

// CGContext and the image contexts: `GraphicsContexts.swift`.
