// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints a
// visual format string describes (parsed in VisualFormatParser.swift), made as UIKit makes them
// and left inactive for the caller to add or activate (SPEC AL9).
//
// The standard spacing (`-`) is Apple's Auto Layout Guide figure: 8 points between sibling
// views (`systemSpacing`, SPEC AL6) and 20 points between a view and its superview's edge.
// A format UIKit cannot parse raises NSInvalidArgumentException "Unable to parse constraint
// format: …" with UIKit's lines (the description, the format, a caret under where the parse
// stopped): in a PivotApp that is the app's crash (A6: nothing runs after it), never a trap;
// the call answers no constraints.

import Foundation
import Pivot

extension NSLayoutConstraint {
    /// How the views of a visual format line up and which way the format runs.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // UIKit's values: 1 << the attribute's raw value, the direction from bit 16, the spacing bit 19.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attributes the alignAll options name.
        var alignedAttributes: [Attribute] {
            (1...12).compactMap { bit in rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil }
        }
    }

    /// The standard spacing between a view and its superview's edge in a visual format.
    static let superviewEdgeSpacing: CGFloat = 20

    /// The constraints a visual format describes, inactive. `metrics` maps names to numbers,
    /// `views` names to views.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let viewObjects = views.compactMapValues { $0 as? UIView }
        var parser = VisualFormatParser(format, metric: { name in metrics?[name].flatMap(metricValue) },
                                        isView: { viewObjects[$0] != nil })
        do {
            let parsed = try parser.parse()
            var builder = VisualFormatBuilder(format: parsed, options: opts, views: viewObjects)
            return try builder.build(length: format.count)
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            let reason = "Unable to parse constraint format: \n\(error.description) \n\(format) \n\(caret)"
            PivotAppContext.current?.raise(Crash(name: Crash.invalidArgument, reason: reason))
            return []
        }
    }
}

/// A metric's number: an NSNumber in UIKit; any of Swift's numbers here.
private func metricValue(_ value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
}

/// Turns a parsed format into constraints, in the format's order: each view's own predicates,
/// its alignment with the view before and the gap before it, then the superview's edges.
@MainActor
struct VisualFormatBuilder {
    let format: ParsedVisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: UIView]
    private var made: [NSLayoutConstraint] = []

    init(format: ParsedVisualFormat, options: NSLayoutConstraint.FormatOptions, views: [String: UIView]) {
        self.format = format
        self.options = options
        self.views = views
    }

    typealias Attribute = NSLayoutConstraint.Attribute

    /// The edge a view's chain starts from and the edge it ends at, and whether the chain runs
    /// towards growing coordinates (right to left runs the other way).
    private var edges: (start: Attribute, end: Attribute, forward: Bool) {
        if format.vertical { return (.top, .bottom, true) }
        let direction = options.intersection(.directionMask)
        if direction == .directionLeftToRight { return (.left, .right, true) }
        if direction == .directionRightToLeft { return (.right, .left, false) }
        return (.leading, .trailing, true)
    }

    mutating func build(length: Int) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let aligned = try alignedAttributes(length: length)
        let size: Attribute = format.vertical ? .height : .width
        let (start, end, forward) = edges
        let baselines = format.vertical && options.contains(.spacingBaselineToBaseline)
        for (index, parsed) in format.views.enumerated() {
            let view = views[parsed.name]!
            for predicate in parsed.predicates {
                let other = predicate.object.viewName.flatMap { views[$0] }
                add(view, size, predicate, to: other, other == nil ? .notAnAttribute : size)
            }
            guard index > 0 else { continue }
            let previous = views[format.views[index - 1].name]!
            for attribute in aligned {
                made.append(NSLayoutConstraint(item: previous, attribute: attribute, relatedBy: .equal, toItem: view,
                                               attribute: attribute, multiplier: 1, constant: 0))
            }
            let previousEnd: Attribute = baselines ? .lastBaseline : end
            let nextStart: Attribute = baselines ? .firstBaseline : start
            for predicate in predicates(of: format.gaps[index - 1], standard: systemSpacing) {
                if forward { add(view, nextStart, predicate, to: previous, previousEnd) } else { add(previous, previousEnd, predicate, to: view, nextStart) }
            }
        }
        if let edge = format.leadingEdge {
            let first = format.views[0]
            let view = views[first.name]!
            let superview = try superview(of: view, first)
            for predicate in predicates(of: edge, standard: NSLayoutConstraint.superviewEdgeSpacing) {
                if forward { add(view, start, predicate, to: superview, start) } else { add(superview, start, predicate, to: view, start) }
            }
        }
        if let edge = format.trailingEdge, let last = format.views.last {
            let view = views[last.name]!
            let superview = try superview(of: view, last)
            for predicate in predicates(of: edge, standard: NSLayoutConstraint.superviewEdgeSpacing) {
                if forward { add(superview, end, predicate, to: view, end) } else { add(view, end, predicate, to: superview, end) }
            }
        }
        return made
    }

    /// `first.a relation second.b + constant` at the predicate's priority.
    private mutating func add(_ first: UIView, _ a: Attribute, _ predicate: ParsedVisualFormat.Predicate, to second: UIView?, _ b: Attribute) {
        let constraint = NSLayoutConstraint(item: first, attribute: a, relatedBy: predicate.relation, toItem: second,
                                            attribute: b, multiplier: 1, constant: predicate.object.constant)
        if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
        made.append(constraint)
    }

    private func predicates(of connection: ParsedVisualFormat.Connection, standard: CGFloat) -> [ParsedVisualFormat.Predicate] {
        switch connection {
        case .flush: [ParsedVisualFormat.Predicate(object: .constant(0))]
        case .standard: [ParsedVisualFormat.Predicate(object: .constant(standard))]
        case .predicates(let predicates): predicates
        }
    }

    /// The view a `|` next to `view` stands for.
    private func superview(of view: UIView, _ parsed: ParsedVisualFormat.View) throws(VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw VisualFormatError(description: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                    position: parsed.end + 1)
        }
        return superview
    }

    /// The alignAll attributes, which must cross the format's axis (UIKit's words otherwise).
    private func alignedAttributes(length: Int) throws(VisualFormatError) -> [Attribute] {
        let attributes = options.alignedAttributes
        let alongAxis: Set<Attribute> = format.vertical
            ? [.top, .bottom, .centerY, .lastBaseline, .firstBaseline]
            : [.left, .right, .leading, .trailing, .centerX]
        guard attributes.contains(where: alongAxis.contains) else { return attributes }
        let axis = format.vertical ? "vertical" : "horizontal"
        throw VisualFormatError(description: "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis).",
                                position: length)
    }
}

extension ParsedVisualFormat.Object {
    var viewName: String? { if case .view(let name) = self { name } else { nil } }
    var constant: CGFloat { if case .constant(let value) = self { value } else { 0 } }
}
