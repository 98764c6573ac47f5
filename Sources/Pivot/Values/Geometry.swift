// Plain geometry in points. Doubles, but every value Pivot computes is a multiple of 1/2^k,
// so printing stays exact.

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    /// Width and height exchanged, as a landscape screen is a portrait one turned.
    public var swapped: Size { Size(height, width) }
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public var description: String { "\(formatNumber(x)),\(formatNumber(y))" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public init(origin: Point = Point(0, 0), size: Size) { self.origin = origin; self.size = size }
    public static let zero = Rect(0, 0, 0, 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// Whether the two share more than an edge.
    public func overlaps(_ other: Rect) -> Bool {
        other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }
    public var description: String {
        "\(formatNumber(origin.x)),\(formatNumber(origin.y)),\(formatNumber(size.width)),\(formatNumber(size.height))"
    }
}

/// Edge insets in UIKit's order: top, left, bottom, right.
public struct Insets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = Insets(0, 0, 0, 0)
    public static func + (a: Insets, b: Insets) -> Insets {
        Insets(a.top + b.top, a.left + b.left, a.bottom + b.bottom, a.right + b.right)
    }
    public var description: String {
        "\(formatNumber(top)),\(formatNumber(left)),\(formatNumber(bottom)),\(formatNumber(right))"
    }
}

/// Prints a number the way traces write it: no trailing ".0", no exponent.
package func formatNumber(_ value: Double) -> String {
    if let whole = Int64(exactly: value) { return String(whole) }
    return String(value)
}
