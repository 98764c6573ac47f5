// A stack view's gap after one arranged view (`setCustomSpacing(12, after: imageView)`): it
// replaces `spacing` between that view and the next shown one. A hidden view takes no room, and
// neither does the gap after it; `spacingUseDefault` goes back to `spacing`.

import Foundation

extension UIStackView {
    /// Asks for the stack's own `spacing` after a view.
    nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault { customSpacings[key] = nil } else { customSpacings[key] = spacing }
    }

    /// `spacingUseDefault` for a view with no gap of its own, as UIKit answers.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The gap the arrangement keeps after a shown view.
    func spacing(after view: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }
}
