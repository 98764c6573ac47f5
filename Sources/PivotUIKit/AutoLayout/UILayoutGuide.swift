// UILayoutGuide: a rectangle the layout engine places, with anchors, owned by a view. A view's
// safe area and layout margins guides follow its `safeAreaInsets` and `layoutMargins` (SPEC
// AL5, G1); a guide the app adds is placed by its constraints alone.

import Foundation

@preconcurrency @MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
    enum Kind { case custom, safeArea, margins }
    let kind: Kind
    open var identifier = ""
    public internal(set) weak var owningView: UIView?

    public init() { kind = .custom }
    public required init?(coder: NSCoder) { return nil }
    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        owningView = owner
        self.identifier = identifier
    }

    /// Where the guide lies in its owning view: the view's bounds less its safe area or
    /// margins, or what the engine solved for a guide of the app's.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .custom: return owner.solvedFrame(of: self) ?? .zero
        }
    }

    public var description: String {
        let name = PivotAppContext.current?.layoutState.itemText(self) ?? "UILayoutGuide"
        return "<\(name) - \(layoutFrame)>"
    }
}

extension CGRect {
    /// The rectangle less the insets (never negative), as UIEdgeInsetsInsetRect.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}

extension UIView {
    /// The guides the app added (`addLayoutGuide`).
    public var layoutGuides: [UILayoutGuide] { layoutStorage.guides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutStorage.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutStorage.guides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }

    /// The safe area as a guide: the view's bounds less `safeAreaInsets` (iOS ≥ 11).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutStorage.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        layoutStorage.safeAreaGuide = guide
        return guide
    }

    /// The layout margins as a guide: the view's bounds less `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutStorage.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        layoutStorage.marginsGuide = guide
        return guide
    }
}
