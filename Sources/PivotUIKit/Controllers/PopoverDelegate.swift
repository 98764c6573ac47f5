// A popover's delegate, asked as UIKit asks it when the popover is presented: first whether the
// popover adapts where the window is compact (A17: `none` keeps it a popover, which then needs
// its source, A14), then to prepare, where a library may still set the source view. A dismissal
// by a tap outside, which Pivot never makes, is never told.

import Foundation
import Pivot

@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIPopoverPresentationController {
    /// Asks the delegate as the popover is presented from `presenter`; what the engine is told:
    /// the adaptive answer where the presenter's window is compact (UIKit asks only where it
    /// would adapt).
    func askDelegate(presentedBy presenter: UIViewController) -> [ControllerSetting] {
        guard let delegate else { return [] }
        var settings: [ControllerSetting] = []
        let traits = presenter.traitCollection
        if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
            settings.append(.adaptive(AdaptiveAnswer(delegate.adaptivePresentationStyle(for: self, traitCollection: traits))))
        }
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        return settings
    }
}

extension AdaptiveAnswer {
    /// The engine's answer for a delegate's style: one it cannot show adapts as without a delegate.
    init(_ style: UIModalPresentationStyle) {
        switch style {
        case .none: self = .none
        case .fullScreen: self = .fullScreen
        case .overFullScreen: self = .overFullScreen
        case .formSheet: self = .formSheet
        case .pageSheet: self = .pageSheet
        default: self = .unset
        }
    }
}
