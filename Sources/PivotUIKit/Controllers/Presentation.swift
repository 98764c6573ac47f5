// Custom presentations (SPEC A13, S8): UIPresentationController, the transitioning delegate that
// makes it, the animator protocols, and modalPresentationCapturesStatusBarAppearance. What the
// engine needs of them is told as the presented controller's options when it is presented:
// whether it captures the status bar, and whether its presentation controller removes the
// presenter's view. UIKit's private `_shouldChangeStatusBarViewController` is not public API, so
// an object's presentation controller is always the standard one for the status bar (a trace
// writes `presentation-controller=keeps-statusbar` for a library that overrides it).

import Foundation
import Pivot

/// Manages a presented controller's place on screen (`modalPresentationStyle = .custom`).
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController
    /// The view the presentation happens in, made when it starts (`CustomTransitions.swift`).
    public internal(set) var containerView: UIView?
    /// Asked nothing: Pivot adapts no presentation (Docs/PORTING.md); kept for the library's own reads.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var preferredContentSize: CGSize = .zero

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// YES: the presenter's view leaves the window when the presentation ends (A13); UIKit's default NO.
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen (UIKit's default YES).
    open var shouldPresentInFullscreen: Bool { true }
    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { UIScreen.main.bounds }
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open var presentationStyle: UIModalPresentationStyle { .custom }
    open var traitCollection: UITraitCollection { presentingViewController.traitCollection }
    // UIContentContainer: the presented controller takes the container's size unless told otherwise.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A turn reaches the presented controller through here, at the size this controller gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size)
        presentedViewController.viewWillTransition(to: childSize, with: coordinator)
    }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

/// Told of a presentation's adaptations and of a sheet dismissed by a swipe; Pivot makes neither.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// What a transition hands its animator.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    var targetTransform: CGAffineTransform { get }
}

/// The keys of `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// A custom transition's animator: Pivot runs presentations on its own clock (L4), so the
/// animator is asked for its duration only.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Makes the objects of a custom presentation; every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

extension UIViewController {
    /// The engine options a presentation of this controller carries (S8, A13): whether it
    /// captures the status bar, and for `.custom` which presentation controller its transitioning
    /// delegate makes (a standard one, the default, keeps the presenter's view).
    func presentationSettings(presenting presenter: UIViewController, style: PresentationStyle) -> [ControllerSetting] {
        // A controller trace lines declared carries its options already.
        if declared { return [] }
        var settings: [ControllerSetting] = [.capturesStatusBar(modalPresentationCapturesStatusBarAppearance)]
        guard style == .custom else { return settings }
        let made = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: presenter)
        customPresentation = made ?? UIPresentationController(presentedViewController: self, presenting: presenter)
        settings.append(.presentationController(made?.shouldRemovePresentersView == true ? .removesPresenter : .standard))
        return settings
    }
}
