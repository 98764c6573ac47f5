// What a view keeps that decides nothing about windows: touch exclusivity, the layout direction,
// motion effects. Stored on the view (`UIView.viewStyle`), made on first use.

import Foundation

/// The inert members of one view.
@preconcurrency @MainActor
final class ViewStyleState {
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var motionEffects: [UIMotionEffect] = []
    var symbolEffects: [any SymbolEffect] = []
    var accessibilityIgnoresInvertColors = false
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}


extension UIView {
    var viewStyle: ViewStyleState {
        if let style = styleStorage { return style }
        let style = ViewStyleState()
        styleStorage = style
        return style
    }

    public var isExclusiveTouch: Bool {
        get { viewStyle.isExclusiveTouch }
        set { viewStyle.isExclusiveTouch = newValue }
    }
    public var isMultipleTouchEnabled: Bool {
        get { viewStyle.isMultipleTouchEnabled }
        set { viewStyle.isMultipleTouchEnabled = newValue }
    }
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { viewStyle.semanticContentAttribute }
        set { viewStyle.semanticContentAttribute = newValue }
    }
    /// Left to right unless the view forces right to left: Pivot's apps run in one
    /// left-to-right language (Docs/PORTING.md).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    public var accessibilityIgnoresInvertColors: Bool {
        get { viewStyle.accessibilityIgnoresInvertColors }
        set { viewStyle.accessibilityIgnoresInvertColors = newValue }
    }
}
