// How the console prints a constraint made as a visual format's spacing: in the format's own
// notation, as UIKit's logs show (`H:|-(4)-[UIStackView:0x…]   (active, names: '|':…:0x… )`,
// `V:[UILabel:0x…]-(0)-[UIView:0x…]   (active)`, `-(-20)-`). Sizes, alignments and the other
// shapes print as equations. Pivot prints the spacing form for required constraints along
// leading/trailing or top/bottom only; the rest keep the equation (SPEC AL9).

import Foundation

/// Where a spacing constraint sits in the format it was made in.
struct VisualFormatSpacing {
    enum Place { case leadingEdge, trailingEdge, between }
    var vertical: Bool
    var place: Place
}

extension NSLayoutConstraint {
    /// `H:|-(20)-[UIView:0x7f02]   (active, names: '|':UIView:0x7f01 )`; nil where the
    /// equation is printed instead.
    func formatText(_ spacing: VisualFormatSpacing) -> String? {
        guard priority == .required, multiplier == 1 else { return nil }
        let state = PivotAppContext.current?.layoutState
        func item(_ object: AnyObject?) -> String { object.map { state?.itemText($0) ?? "\(type(of: $0))" } ?? "nil" }
        let gap = "-(" + (relation == .equal ? "" : Self.relationText(relation)) + Self.number(constant) + ")-"
        var superview: String?
        let body: String
        switch spacing.place {
        case .leadingEdge:
            body = "|\(gap)[\(item(firstItem))]"
            superview = item(secondItem)
        case .trailingEdge:
            body = "[\(item(secondItem))]\(gap)|"
            superview = item(firstItem)
        case .between:
            body = "[\(item(secondItem))]\(gap)[\(item(firstItem))]"
        }
        let status = [isActive ? "active" : nil, superview.map { "names: '|':\($0) " }].compactMap { $0 }
        return (spacing.vertical ? "V:" : "H:") + body + (status.isEmpty ? "" : "   (" + status.joined(separator: ", ") + ")")
    }
}
