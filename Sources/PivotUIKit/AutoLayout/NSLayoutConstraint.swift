// NSLayoutConstraint: `item1.attribute1 relation multiplier × item2.attribute2 + constant`,
// with a priority. Activating one installs it on the closest common ancestor of its views
// (that view's `constraints`), as UIKit does; the layout pass solves it (LayoutEngine.swift).
// Changing the constant, the priority or activation marks the views it touches as needing
// layout: their frames change at the next pass (SPEC AL3).

import Foundation

@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    open var identifier: String?
    /// Deprecated in UIKit too; kept for code that still sets it.
    open var shouldBeArchived = false

    open var constant: CGFloat {
        didSet { if constant != oldValue { changed() } }
    }
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { changed() } }
    }

    /// When it was last activated: the engine adds constraints in this order, so a conflict
    /// breaks the one activated last (LayoutEngine.swift).
    var activationOrder = 0
    /// The view it is installed on while active.
    weak var installedOn: UIView?
    /// A number for the console's `0x…` (UIKit prints addresses; Pivot a stable number).
    var consoleNumber = 0
    /// The spacing of a visual format it was made as, which the console prints in that form.
    var formatSpacing: VisualFormatSpacing?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
        // UIKit turns off the autoresizing constraints of nothing here: the caller does.
    }

    /// Made by an anchor: the same shape.
    convenience init(_ first: (item: AnyObject, attribute: Attribute), _ relation: Relation,
                     _ second: (item: AnyObject, attribute: Attribute)?, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.init(item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second?.item,
                  attribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }

    /// The views the constraint relates (a guide stands for its owning view).
    var views: [UIView] {
        [firstItem, secondItem].compactMap { item in (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    }

    private func activate() {
        guard installedOn == nil else { return }
        guard let host = Self.commonAncestor(views) else {
            // UIKit raises NSGenericException here; Pivot logs UIKit's words and leaves it inactive.
            PivotApp.currentIfAny?.log("Unable to activate constraint with anchors \(anchorText(firstItem, firstAttribute)) and "
                + "\(anchorText(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its "
                + "anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        host.install(self)
    }

    private func deactivate() { installedOn?.uninstall(self) }

    /// The closest view that holds every view of the constraint (itself included).
    static func commonAncestor(_ views: [UIView]) -> UIView? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            while !view.isDescendant(of: candidate) {
                guard let up = candidate.superview else { return nil }
                candidate = up
            }
        }
        return candidate
    }

    /// A change that moves frames: the views it touches lay out again.
    private func changed() {
        guard let host = installedOn else { return }
        host.autoLayoutChanged(touching: views)
    }

    // MARK: Console text, as UIKit prints a constraint

    public nonisolated override var description: String { mainActorText(or: super.description) { consoleText } }
    public nonisolated override var debugDescription: String { description }

    var consoleText: String {
        let app = PivotApp.currentIfAny
        let name = app.map { "NSLayoutConstraint:\($0.layoutState.address(of: self))" } ?? "NSLayoutConstraint"
        let id = identifier.map { " '\($0)'" } ?? ""
        if let text = formatSpacing.flatMap(formatText) { return "<\(name)\(id) \(text)>" }
        return "<\(name)\(id) \(equationText)\(isActive ? "   (active)" : "")>"
    }

    /// `UIView:0x….width == 0.5*UIView:0x….width + 8`.
    var equationText: String {
        var text = anchorText(firstItem, firstAttribute) + " " + Self.relationText(relation) + " "
        let hasSecond = secondItem != nil && secondAttribute != .notAnAttribute
        if hasSecond {
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += anchorText(secondItem, secondAttribute)
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += "   (priority \(Self.number(CGFloat(priority.rawValue))))" }
        return text
    }

    func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
        let itemText = item.map { PivotApp.currentIfAny?.layoutState.itemText($0) ?? String(describing: type(of: $0)) } ?? "nil"
        return "\(itemText).\(attribute.name)"
    }

    static func relationText(_ relation: Relation) -> String {
        switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name in a constraint's description.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// The text of a nonisolated `description` (NSObject's) made from main-actor state: on the main
/// thread, where an app's code runs, `text`; on another thread, NSObject's own `fallback`.
func mainActorText(or fallback: @autoclosure () -> String, _ text: @MainActor () -> String) -> String {
    Thread.isMainThread ? MainActor.assumeIsolated(text) : fallback()
}
