// UILayoutPriority: how much a constraint matters, 1…1000; 1000 is required. The solver
// weighs a non-required constraint's error by a weight that grows tenfold every 200 points,
// so a higher priority outweighs a lower one by far, as UIKit's header says ("higher priority
// constraints are met before lower priority constraints"), while the weights stay within what
// a double adds without noise (SPEC AL2, model decision).

import Foundation

public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, offset: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + offset) }
    public static func - (priority: UILayoutPriority, offset: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - offset) }

    /// The solver's weight of the error; nil for a required priority.
    var solverWeight: Double? {
        rawValue >= 1000 ? nil : pow(10, Double(max(rawValue, 1)) / 200)
    }
}
