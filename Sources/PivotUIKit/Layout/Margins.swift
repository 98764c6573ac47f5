// Layout margins as UIKit gives them (SPEC LP5): 8 points on each side of a plain view; a
// controller's root view gets the system minimum margins (16 points leading and trailing in a
// compact width, 20 in a regular one; 0 top and bottom) unless the controller opts out, and
// custom margins never go below them. From iOS 11 a view's margins are measured from its safe
// area (`insetsLayoutMarginsFromSafeArea`), so a root view's include the status bar, the notch
// and the home indicator. A view that preserves its superview's margins takes them where they
// reach into it.

import Foundation

/// Edge insets that follow the layout direction (left to right here: leading is left).
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

extension UIEdgeInsets {
    init(_ insets: NSDirectionalEdgeInsets) { self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing) }
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
    /// Edge by edge, the larger.
    func atLeast(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom), right: max(right, other.right))
    }
}

extension UIWindow {
    /// The part of the window's safe area insets that a rectangle (in the window) covers: a
    /// view's safe area, from where it lies.
    func safeArea(covering rect: CGRect) -> UIEdgeInsets {
        let outer = safeAreaInsets, size = bounds.size
        return UIEdgeInsets(top: max(0, outer.top - rect.minY), left: max(0, outer.left - rect.minX),
                            bottom: max(0, rect.maxY - (size.height - outer.bottom)), right: max(0, rect.maxX - (size.width - outer.right)))
    }
}

extension UIView {
    /// The margins as the view reads them (`layoutMargins`' getter).
    var effectiveLayoutMargins: UIEdgeInsets { layoutMargins(safeArea: safeAreaInsets) }

    /// The margins with the given safe area (the layout engine's, for where it places the view).
    func layoutMargins(safeArea: UIEdgeInsets) -> UIEdgeInsets {
        let state = layoutStorageIfAny
        var margins: UIEdgeInsets
        if let controller = owningController {
            margins = state?.margins ?? .zero
            if controller.viewRespectsSystemMinimumLayoutMargins { margins = margins.atLeast(UIEdgeInsets(controller.systemMinimumLayoutMargins)) }
        } else {
            margins = state?.margins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        // Before iOS 11 the safe area is zero, so this adds nothing there.
        if state?.insetsMarginsFromSafeArea ?? true { margins = margins + safeArea }
        if state?.preservesSuperviewMargins == true, let superview {
            let outer = superview.layoutMargins
            let inSuper = frame
            let reach = UIEdgeInsets(top: outer.top - inSuper.minY, left: outer.left - inSuper.minX,
                                     bottom: outer.bottom - (superview.bounds.height - inSuper.maxY),
                                     right: outer.right - (superview.bounds.width - inSuper.maxX))
            margins = margins.atLeast(reach)
        }
        return margins
    }

    /// Setting margins: the engine reads them again and the view lays out (`layoutMarginsDidChange`).
    func setCustomLayoutMargins(_ margins: UIEdgeInsets) {
        layoutStorage.margins = margins
        marginsChanged()
    }

    private func marginsChanged() {
        PivotApp.currentIfAny?.layoutState.generation += 1
        setNeedsLayout()
        layoutMarginsDidChange()
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { setCustomLayoutMargins(UIEdgeInsets(newValue)) }
    }

    /// From iOS 11: the margins are measured from the safe area (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorageIfAny?.insetsMarginsFromSafeArea ?? true }
        set {
            layoutStorage.insetsMarginsFromSafeArea = newValue
            marginsChanged()
        }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorageIfAny?.preservesSuperviewMargins ?? false }
        set {
            layoutStorage.preservesSuperviewMargins = newValue
            marginsChanged()
        }
    }
}

extension UIViewController {
    /// The smallest margins UIKit gives the root view: 16 points leading and trailing in a
    /// compact width, 20 in a regular one, none at the top and bottom (Apple's
    /// `systemMinimumLayoutMargins`; the figures: SPEC LP5).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
