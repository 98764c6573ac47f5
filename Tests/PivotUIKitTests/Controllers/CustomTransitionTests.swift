import Pivot
import PivotUIKit
import Testing

/// A custom presentation as a toast library writes one: its presentation controller shrinks the
/// container to the toast and puts it at the top; its animator slides the view in and out.
@MainActor
@Suite("PivotUIKit: custom presentations")
struct CustomTransitionTests {
    final class TopToastPresentation: UIPresentationController {
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView else { return .zero }
            let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
            return CGRect(x: 0, y: 0, width: size.width, height: size.height)
        }
        override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: 300, height: 60)
        }
        override func presentationTransitionWillBegin() {
            log.append("will begin")
            containerView?.frame = CGRect(x: 10, y: 40, width: 300, height: 60)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("did end \(completed) at \(CACurrentMediaTime())") }
        override func dismissalTransitionWillBegin() { log.append("dismissal will begin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissal did end \(completed) at \(CACurrentMediaTime())") }
    }

    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        var presenting = true
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let controller = transitionContext.viewController(forKey: presenting ? .to : .from)!
            if presenting { transitionContext.containerView.addSubview(controller.view) }
            let shown = transitionContext.finalFrame(for: controller)
            var hidden = presenting ? shown : controller.view.frame
            hidden.origin.y = -100
            controller.view.frame = presenting ? hidden : controller.view.frame
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                controller.view.frame = self.presenting ? shown : hidden
            }, completion: { finished in transitionContext.completeTransition(finished) })
        }
    }

    final class Maker: NSObject, UIViewControllerTransitioningDelegate {
        let slide = Slide()
        var made: TopToastPresentation?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            made = TopToastPresentation(presentedViewController: presented, presenting: presenting)
            return made
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            slide.presenting = true
            return slide
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            slide.presenting = false
            return slide
        }
    }

    /// A transitioning delegate that makes a presentation controller of one class, and no animator.
    final class OnlyPresentation: NSObject, UIViewControllerTransitioningDelegate {
        let make: (UIViewController, UIViewController?) -> UIPresentationController
        init(_ make: @escaping (UIViewController, UIViewController?) -> UIPresentationController) { self.make = make }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            make(presented, presenting)
        }
    }

    /// A toast controller presented custom by `maker` from `root`.
    func presentToast(from root: UIViewController, by maker: Maker) -> UIViewController {
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = maker
        root.present(toast, animated: true)
        return toast
    }

    @Test("SPEC A13: presenting puts the view in a container in the presenter's window, where the presentation controller says")
    func presentationRunsTheLibrarysSteps() throws {
        let root = UIViewController()
        let (app, window) = launchedHost(root: root)
        try app.run {
            let maker = Maker()
            let toast = presentToast(from: root, by: maker)
            // The engine's own presentation step may take time: the animator starts after it.
            let started = CACurrentMediaTime()
            let presentation = try #require(maker.made)
            let container = try #require(presentation.containerView)
            #expect(container.superview === window && container.frame == CGRect(x: 10, y: 40, width: 300, height: 60))
            #expect(toast.view.superview === container && toast.view.frame.origin.y == 0)
            #expect(toast.presentationController === presentation && presentation.log == ["will begin"])
            app.advance(by: 0.4)
            #expect(presentation.log == ["will begin", "did end true at \(started + 0.4)"])
            app.rotate(to: .landscapeLeft)
            toast.view.setNeedsLayout()
            app.advance(by: 0.1)
            #expect(toast.view.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        }
    }

    @Test("SPEC A13: dismissing runs the animator out, then takes the view and the container from the window")
    func dismissalRemovesTheContainer() throws {
        let root = UIViewController()
        let (app, window) = launchedHost(root: root)
        try app.run {
            let maker = Maker()
            let toast = presentToast(from: root, by: maker)
            app.advance(by: 1)
            toast.dismiss(animated: true)
            let started = CACurrentMediaTime()
            let presentation = try #require(maker.made)
            #expect(presentation.containerView?.superview === window && toast.view.frame.origin.y == -100)
            app.advance(by: 0.4)
            #expect(presentation.log.suffix(2) == ["dismissal will begin", "dismissal did end true at \(started + 0.4)"])
            #expect(presentation.containerView == nil && toast.view.superview == nil)
            #expect(!window.subviews.contains { $0.subviews.contains { $0 === toast.view } })
        }
    }

    @Test("SPEC L2: a turn resizes the container with the window and reaches the presented controller through its presentation controller")
    func turnGoesThroughThePresentationController() throws {
        final class Sheet: UIPresentationController {
            var heard: [CGSize] = []
            override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width, height: 300)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                heard.append(size)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        final class Content: UIViewController {
            var heard: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { heard.append(size) }
        }
        let root = UIViewController()
        let (app, window) = launchedHost(root: root)
        let delegate = OnlyPresentation { Sheet(presentedViewController: $0, presenting: $1) }, content = Content()
        app.run {
            content.modalPresentationStyle = .custom
            content.transitioningDelegate = delegate
            root.present(content, animated: false)
        }
        app.rotate(to: .landscapeLeft)
        let sheet = try #require(content.presentationController as? Sheet)
        #expect(sheet.containerView?.frame == window.bounds && window.bounds.width == 667)
        #expect(sheet.heard == [CGSize(width: 667, height: 375)] && content.heard == [CGSize(width: 667, height: 300)])
    }

    @Test("Without an animator the presented view takes frameOfPresentedViewInContainerView at once")
    func noAnimatorPlacesTheView() throws {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root)
        try app.run {
            let delegate = OnlyPresentation { TopToastPresentation(presentedViewController: $0, presenting: $1) }, toast = UIViewController()
            toast.modalPresentationStyle = .custom
            toast.transitioningDelegate = delegate
            root.present(toast, animated: false)
            let presentation = try #require(toast.presentationController as? TopToastPresentation)
            #expect(toast.view.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
            #expect(presentation.log == ["will begin", "did end true at 0.0"])
        }
    }
}
