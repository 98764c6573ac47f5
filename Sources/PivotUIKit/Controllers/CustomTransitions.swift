// A custom presentation's own steps (`modalPresentationStyle = .custom`), run as UIKit runs
// them once the engine has presented the controller: a container view over the presenter's
// window, the presentation controller's will-begin, the transitioning delegate's animator (or,
// without one, the presented view put at `frameOfPresentedViewInContainerView`), then did-end
// when the animator completes the transition. Dismissal mirrors it and takes the container away.
// The animator's animation runs on the virtual clock like any `UIView.animate`.

import Foundation

/// UIKit's content container: what a parent asks a child about its size.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

/// The keys of `view(forKey:)`.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// A transition driven by a gesture; Pivot's run to their end as soon as they start.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

extension UIViewControllerTransitioningDelegate {
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// The view a custom presentation happens in: its layout is the presentation controller's turn.
@preconcurrency @MainActor
final class UITransitionView: UIView {
    weak var presentation: UIPresentationController?

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}

/// What an animator is handed: the container, the two controllers and their frames.
@preconcurrency @MainActor
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let from: UIViewController
    let to: UIViewController
    private let presentation: UIPresentationController
    private let presenting: Bool
    private var done: ((Bool) -> Void)?
    private(set) var transitionWasCancelled = false

    init(container: UIView, presentation: UIPresentationController, presenting: Bool, animated: Bool, done: @escaping (Bool) -> Void) {
        containerView = container
        self.presentation = presentation
        self.presenting = presenting
        isAnimated = animated
        from = presenting ? presentation.presentingViewController : presentation.presentedViewController
        to = presenting ? presentation.presentedViewController : presentation.presentingViewController
        self.done = done
    }

    var isInteractive: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }
    /// The presented controller's view; the presenter's stays where it is (nil, as in UIKit for `.custom`).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presented = presentation.presentedViewController
        if key == .to, presenting { return presented.view }
        if key == .from, !presenting { return presented.view }
        return nil
    }
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === presentation.presentedViewController && !presenting ? presentation.frameOfPresentedViewInContainerView : .zero
    }
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === presentation.presentedViewController && presenting ? presentation.frameOfPresentedViewInContainerView : .zero
    }
    /// Once: what the transition's end does (did-end, the container's removal).
    func completeTransition(_ didComplete: Bool) {
        transitionWasCancelled = !didComplete
        let done = self.done
        self.done = nil
        done?(didComplete)
    }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}
}

extension UIViewController {
    /// The presentation controller of the presentation this controller is in (custom ones).
    public var presentationController: UIPresentationController? { customPresentation }

    /// After the engine presented this controller with `.custom`: container, will-begin, animator.
    func runCustomPresentation(from presenter: UIViewController, animated: Bool) {
        guard let presentation = customPresentation, let window = presenter.view.window else { return }
        let container = UITransitionView(frame: window.bounds)
        // UIKit's transition view fills the window through every turn.
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentation = presentation
        window.addSubview(container)
        presentation.containerView = container
        let transition = transitions.presentation
        transition?.container = container
        presentation.presentationTransitionWillBegin()
        let animator = transitioningDelegate?.animationController(forPresented: self, presenting: presenter, source: presenter)
        let context = PresentationTransitionContext(container: container, presentation: presentation, presenting: true, animated: animated) { completed in
            animator?.animationEnded(completed)
            presentation.presentationTransitionDidEnd(completed)
            if !completed { container.removeFromSuperview() }
            if animator != nil { transition?.end(cancelled: !completed) }
        }
        if let animator {
            // The animator ends the transition; the blocks given alongside run with its animation.
            transition?.endsWithAnimator = true
            animator.animateTransition(using: context)
            transition?.start()
        } else {
            container.addSubview(view)
            view.frame = presentation.frameOfPresentedViewInContainerView
            context.completeTransition(true)
        }
    }

    /// After the engine dismissed this custom-presented controller: will-begin, animator, and
    /// at the transition's end the presented view and the container leave the window.
    func runCustomDismissal(animated: Bool) {
        guard let presentation = customPresentation, let container = presentation.containerView else { return }
        let transition = transitions.presentation
        transition?.container = container
        let animator = transitioningDelegate?.animationController(forDismissed: self)
        if animator != nil { transition?.endsWithAnimator = true }
        presentation.dismissalTransitionWillBegin()
        let context = PresentationTransitionContext(container: container, presentation: presentation, presenting: false, animated: animated) { [weak self] completed in
            animator?.animationEnded(completed)
            if completed {
                if let self, self.isViewLoaded { self.view.removeFromSuperview() }
                container.removeFromSuperview()
                presentation.containerView = nil
            }
            presentation.dismissalTransitionDidEnd(completed)
            if animator != nil { transition?.end(cancelled: !completed) }
        }
        if let animator {
            animator.animateTransition(using: context)
            transition?.start()
        } else { context.completeTransition(true) }
    }
}
