// UILayoutGuide: a rectangle the layout engine places, with anchors, owned by a view. A view's
// safe area and layout margins guides follow its `safeAreaInsets` and `layoutMargins` (SPEC
// AL5, G1); a guide the app adds is placed by its constraints alone. A controller's
// `topLayoutGuide` and `bottomLayoutGuide` (UILayoutSupport, deprecated since iOS 11) are the
// strips of its view above and below the safe area.

import Foundation

@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum Kind { case custom, safeArea, margins, topSupport, bottomSupport }
    let kind: Kind
    open var identifier = ""
    public internal(set) weak var owningView: UIView?

    public override init() {
        kind = .custom
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }
    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        owningView = owner
        self.identifier = identifier
        super.init()
    }

    /// Where the guide lies in its owning view: the view's bounds less its safe area or
    /// margins, or what the engine solved for a guide of the app's.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .topSupport: return CGRect(x: 0, y: 0, width: owner.bounds.width, height: owner.safeAreaInsets.top)
        case .bottomSupport:
            let height = owner.safeAreaInsets.bottom
            return CGRect(x: 0, y: owner.bounds.height - height, width: owner.bounds.width, height: height)
        case .custom: return owner.solvedFrame(of: self) ?? .zero
        }
    }

    public nonisolated override var description: String {
        mainActorText(or: super.description) {
            let name = PivotApp.currentIfAny?.layoutState.itemText(self) ?? "UILayoutGuide"
            return "<\(name) - \(layoutFrame)>"
        }
    }
}

/// What a controller's top and bottom layout guides offer (UIKit's protocol of
/// `topLayoutGuide`/`bottomLayoutGuide`).
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A strip of a controller's view outside its safe area: its length is that inset.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The strip of the view above its safe area (under the status and navigation bars).
    @available(iOS, deprecated: 11, message: "Use view.safeAreaLayoutGuide.topAnchor")
    public var topLayoutGuide: any UILayoutSupport { view.layoutStorage.supportGuide(.topSupport, of: view) }
    /// The strip of the view below its safe area (over the home indicator and tab bar).
    @available(iOS, deprecated: 11, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { view.layoutStorage.supportGuide(.bottomSupport, of: view) }
}

extension ViewLayoutState {
    func supportGuide(_ kind: UILayoutGuide.Kind, of view: UIView) -> LayoutSupportGuide {
        if let guide = supportGuides.first(where: { $0.kind == kind }) { return guide }
        let name = kind == .topSupport ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        let guide = LayoutSupportGuide(kind: kind, owner: view, identifier: name)
        supportGuides.append(guide)
        return guide
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
