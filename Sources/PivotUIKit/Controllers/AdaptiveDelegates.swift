// The delegates UIKit asks as a popover or a sheet is presented: first whether the presentation
// adapts where the window is compact (A17: `none` keeps a popover a popover, which then needs its
// source, A14; a sheet a sheet), then a popover's delegate to prepare, where a library may still
// set the source view. A dismissal by a tap outside or a swipe, which Pivot never makes, is
// never told. A sheet's delegate is set on the controller's `presentationController`.

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

/// The presentation controller of a sheet or full-screen presentation: what its delegate is set on.
@preconcurrency @MainActor
final class StandardPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
}

extension UIViewController {
    /// The controller's presentation controller: a custom presentation's, the popover's, or
    /// the standard one of any other style (made when first read).
    public var presentationController: UIPresentationController? {
        if let customPresentation { return customPresentation }
        switch modalPresentationStyle {
        case .popover: return popoverPresentationController
        case .custom: return nil   // made by the transitioning delegate when presented
        default:
            if transitions.standard == nil { transitions.standard = StandardPresentationController(presentedViewController: self, presenting: nil) }
            return transitions.standard
        }
    }

    /// Asks the delegates as this controller is presented from `presenter`; what the engine is
    /// told: the adaptive answer of a popover or sheet where the presenter's window is compact
    /// (UIKit asks only where it would adapt).
    func askPresentationDelegates(presentedBy presenter: UIViewController) -> [ControllerSetting] {
        let presentation = modalPresentationStyle == .popover ? popoverPresentationController : transitions.standard
        guard let presentation, let delegate = presentation.delegate else { return [] }
        var settings: [ControllerSetting] = []
        let traits = presenter.traitCollection
        let adapts: Set<UIModalPresentationStyle> = [.popover, .formSheet, .pageSheet, .automatic]
        if adapts.contains(modalPresentationStyle), traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
            settings.append(.adaptive(AdaptiveAnswer(delegate.adaptivePresentationStyle(for: presentation, traitCollection: traits))))
        }
        if let popover = presentation as? UIPopoverPresentationController {
            (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
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
