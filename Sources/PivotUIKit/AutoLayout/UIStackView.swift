// UIStackView: arranges its arranged subviews along an axis with constraints of its own,
// which the engine solves with the app's (SPEC AL8). Arranged views hidden when the
// arrangement is made (any property set, a view added or removed) take no room.
// `.fillProportionally` is laid out as `.fill`; `.equalSpacing` and `.equalCentering` keep
// gaps of at least `spacing`, not equal ones (model decision, SPEC AL8).

import Foundation

@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rearrange() } }
    open var spacing: CGFloat = 0 { didSet { rearrange() } }
    open var alignment: Alignment = .fill { didSet { rearrange() } }
    open var distribution: Distribution = .fill { didSet { rearrange() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { rearrange() } }
    open var isBaselineRelativeArrangement = false
    /// The constraints the stack view made for its arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    /// The gaps `setCustomSpacing(_:after:)` set, by the view they follow (`StackCustomSpacing.swift`).
    var customSpacings: [ObjectIdentifier: CGFloat] = [:] { didSet { rearrange() } }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }
    public required init?(coder: NSCoder) { return nil }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rearrange()
    }

    /// Leaves it a subview, as UIKit does.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        rearrange()
    }

    /// The arranged views that take room: hidden ones do not (read when the arrangement is made).
    private var shown: [UIView] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// Makes the arrangement's constraints again.
    func rearrange() {
        NSLayoutConstraint.deactivate(arrangement)
        let views = shown
        var made: [NSLayoutConstraint] = []
        let horizontal = axis == .horizontal
        let guide: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        func c(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
               _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ k: CGFloat = 0) {
            let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: k)
            constraint.identifier = "UISV-arrangement"
            made.append(constraint)
        }
        let (lead, trail, size) = horizontal ? (NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.trailing,
                                                NSLayoutConstraint.Attribute.width) : (.top, .bottom, .height)
        let (crossLead, crossTrail, crossCenter) = horizontal ? (NSLayoutConstraint.Attribute.top, NSLayoutConstraint.Attribute.bottom,
                                                                 NSLayoutConstraint.Attribute.centerY) : (.leading, .trailing, .centerX)
        for (index, view) in views.enumerated() {
            if index == 0 { c(view, lead, .equal, guide, lead) }
            if index > 0 {
                let gap: NSLayoutConstraint.Relation = distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
                c(view, lead, gap, views[index - 1], trail, 1, spacing(after: views[index - 1]))
            }
            if index == views.count - 1 { c(view, trail, .equal, guide, trail) }
            if distribution == .fillEqually && index > 0 { c(view, size, .equal, views[0], size) }
            switch alignment {
            case .fill:
                c(view, crossLead, .equal, guide, crossLead)
                c(view, crossTrail, .equal, guide, crossTrail)
            case .leading, .firstBaseline:
                c(view, crossLead, .equal, guide, crossLead)
                c(view, crossTrail, .lessThanOrEqual, guide, crossTrail)
            case .trailing, .lastBaseline:
                c(view, crossTrail, .equal, guide, crossTrail)
                c(view, crossLead, .greaterThanOrEqual, guide, crossLead)
            case .center:
                c(view, crossCenter, .equal, guide, crossCenter)
                c(view, crossLead, .greaterThanOrEqual, guide, crossLead)
            }
        }
        // A stack with nothing shown hugs to nothing along its axis, at a low priority.
        if views.isEmpty {
            c(self, size, .equal, nil, .notAnAttribute, 1, 0)
            made.last?.priority = .fittingSizeLevel
        }
        arrangement = made
        NSLayoutConstraint.activate(made)
    }
}
