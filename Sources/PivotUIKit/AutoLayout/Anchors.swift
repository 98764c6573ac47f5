// Layout anchors: a view's or a guide's edge, centre or dimension, making constraints of the
// same kind of anchor (an x-axis anchor with an x-axis anchor), as UIKit's generic classes do.

import Foundation

@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// An anchor is made on each read and kept by nothing but a constraint's making.
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    var end: (item: AnyObject, attribute: NSLayoutConstraint.Attribute) { (item, attribute) }

    public nonisolated override var description: String { "<\(type(of: self)):\(attribute.name)>" }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, _ constant: CGFloat,
              multiplier: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(end, relation, anchor?.end, multiplier: multiplier, constant: constant)
    }

    /// `self relation anchor + multiplier × the standard spacing` (after it, or below it).
    func spaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, systemSpacing * multiplier)
    }
}

/// UIKit's standard spacing between two sibling views' edges (Pivot draws no text, so the
/// font-dependent baseline spacing is the same 8 points: model decision, SPEC AL6).
let systemSpacing: CGFloat = 8

@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, m)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, m)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, m)
    }
}

@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, m)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, m)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, m)
    }
}

@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, c) }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 0, multiplier: m)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0, multiplier: m)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0, multiplier: m)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c, multiplier: m)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c, multiplier: m)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c, multiplier: m)
    }
}

/// What has anchors: a view or a layout guide.
@preconcurrency @MainActor
protocol AnchorOwner: AnyObject {}

extension AnchorOwner {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: attribute) }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: attribute) }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension { NSLayoutDimension(item: self, attribute: attribute) }
}

extension UIView: AnchorOwner {
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

extension UILayoutGuide: AnchorOwner {
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
}
