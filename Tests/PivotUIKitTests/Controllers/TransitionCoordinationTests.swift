import Pivot
import PivotUIKit
import Testing

/// What a controller reads about the transition it is in, as a sheet or menu library reads it.
@MainActor
@Suite("PivotUIKit: transition coordinators and appearance transitions")
struct TransitionCoordinationTests {
    /// Logs what it reads in its appearance callbacks, with the virtual time.
    final class Sheet: UIViewController {
        var log: [String] = []
        func note(_ what: String) { log.append("\(what) at \(CACurrentMediaTime())") }
        override func viewWillAppear(_ animated: Bool) {
            note("willAppear presented=\(isBeingPresented) coordinator=\(transitionCoordinator != nil)")
            transitionCoordinator?.animate(alongsideTransition: { _ in self.note("alongside") }) { context in
                self.note("completion cancelled=\(context.isCancelled) coordinator=\(self.transitionCoordinator != nil)")
            }
        }
        override func viewDidAppear(_ animated: Bool) { note("didAppear presented=\(isBeingPresented)") }
        override func viewWillDisappear(_ animated: Bool) { note("willDisappear dismissed=\(isBeingDismissed) coordinator=\(transitionCoordinator != nil)") }
        override func viewDidDisappear(_ animated: Bool) { note("didDisappear dismissed=\(isBeingDismissed)") }
    }

    @Test("SPEC L4: a presented controller sees its coordinator and isBeingPresented from present through viewDidAppear, the presenter the coordinator")
    func presentationCoordinator() {
        final class Covered: UIViewController {
            var sawCoordinator = false
            override func viewWillDisappear(_ animated: Bool) { sawCoordinator = transitionCoordinator != nil && !isBeingPresented }
        }
        let root = Covered()
        let (app, _) = launchedHost(root: root)
        let sheet = Sheet()
        app.run {
            sheet.modalPresentationStyle = .fullScreen
            root.present(sheet, animated: true)
            // The engine's presentation takes its 0.3 s inside the call (L4): it has ended.
            #expect(sheet.transitionCoordinator == nil && root.transitionCoordinator == nil && !sheet.isBeingPresented)
        }
        #expect(root.sawCoordinator)
        #expect(sheet.log == ["willAppear presented=true coordinator=true at 0.3", "alongside at 0.3",
                              "didAppear presented=true at 0.3", "completion cancelled=false coordinator=false at 0.3"])
    }

    @Test("SPEC L4: a dismissed controller is being dismissed from dismiss through viewDidDisappear, and no longer after")
    func dismissalCoordinator() {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root)
        let sheet = Sheet()
        app.run { root.present(sheet, animated: false) }
        app.advance(by: 1)
        sheet.log = []
        app.run { sheet.dismiss(animated: true) }
        app.advance(by: 1)
        app.run {
            #expect(sheet.log == ["willDisappear dismissed=true coordinator=true at 1.3", "didDisappear dismissed=true at 1.3"])
            #expect(!sheet.isBeingDismissed && sheet.transitionCoordinator == nil)
        }
    }

    @Test("A presentation the engine refuses (the presenter already presents) gives the controller no coordinator")
    func refusedPresentationHasNoCoordinator() {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root)
        app.run {
            root.present(UIViewController(), animated: false)
            let second = UIViewController()
            root.present(second, animated: true)
            #expect(second.presentingViewController == nil && second.transitionCoordinator == nil && !second.isBeingPresented)
        }
    }

    /// Reads `transitionCoordinator` during a turn, as a menu does to close itself when it ends.
    final class Turning: UIViewController {
        var log: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.append("will transition: coordinator=\(transitionCoordinator != nil) style=\(coordinator.presentationStyle == .none)")
            transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                self.log.append("ended at \(CACurrentMediaTime()) coordinator=\(self.transitionCoordinator != nil)")
            }
        }
    }

    @Test("SPEC L2: during a turn transitionCoordinator is the size transition's; its completion runs when the turn ends")
    func sizeTransitionCoordinator() {
        let root = Turning()
        let (app, _) = launchedHost(root: root)
        app.rotate(to: .landscapeLeft)
        app.run { #expect(root.transitionCoordinator == nil) }
        #expect(root.log == ["will transition: coordinator=true style=true", "ended at 0.3 coordinator=false"])
    }

    /// PanModal's shape: the presentation controller dims alongside the presented controller's
    /// coordinator, and the animator calls the presenter's appearance methods itself.
    final class Dimming: UIPresentationController {
        var log: [String] = []
        override func presentationTransitionWillBegin() {
            guard let coordinator = presentedViewController.transitionCoordinator else { return log.append("no coordinator") }
            coordinator.animate(alongsideTransition: { context in
                self.log.append("dim alongside, view at y=\(self.presentedViewController.view.frame.minY) in container=\(context.containerView === self.containerView)")
            }) { _ in self.log.append("dimmed at \(CACurrentMediaTime())") }
        }
        override func dismissalTransitionWillBegin() {
            log.append("dismissal coordinator=\(presentedViewController.transitionCoordinator != nil) dismissed=\(presentedViewController.isBeingDismissed)")
        }
    }

    final class Rise: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var made: Dimming?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let to = context.viewController(forKey: .to)!, from = context.viewController(forKey: .from)!
            let presenting = to.presentingViewController === from
            let moved = presenting ? to : from, other = presenting ? from : to
            other.beginAppearanceTransition(!presenting, animated: true)
            if presenting { context.containerView.addSubview(moved.view) }
            moved.view.frame = CGRect(x: 0, y: presenting ? 667 : 300, width: 375, height: 367)
            UIView.animate(withDuration: 0.5, animations: { moved.view.frame.origin.y = presenting ? 300 : 667 }) { finished in
                other.endAppearanceTransition()
                context.completeTransition(finished)
            }
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            made = Dimming(presentedViewController: presented, presenting: presenting)
            return made
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    /// Hears the appearance calls a custom animator makes by hand.
    final class Presenter: UIViewController {
        var log: [String] = []
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear at \(CACurrentMediaTime())") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear at \(CACurrentMediaTime())") }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear at \(CACurrentMediaTime())") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear at \(CACurrentMediaTime())") }
    }

    @Test("SPEC A13: a custom animator ends the transition: alongside blocks run once it started, completions when it completes")
    func customPresentationEndsWithTheAnimator() throws {
        let root = Presenter()
        let (app, _) = launchedHost(root: root)
        let rise = Rise(), sheet = UIViewController()
        root.log = []
        app.run {
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = rise
            root.present(sheet, animated: true)
        }
        // The engine's step takes 0.3 s (L4), then the animator's 0.5 s run on the clock.
        app.advance(by: 0.4)
        app.run { #expect(sheet.isBeingPresented && sheet.transitionCoordinator != nil && root.transitionCoordinator != nil) }
        app.advance(by: 0.2)
        let dimming = try #require(rise.made)
        #expect(dimming.log == ["dim alongside, view at y=300.0 in container=true", "dimmed at 0.8"])
        app.run {
            #expect(!sheet.isBeingPresented && sheet.transitionCoordinator == nil)
            sheet.dismiss(animated: true)
        }
        app.advance(by: 1)
        #expect(dimming.log.last == "dismissal coordinator=true dismissed=true")
        #expect(root.log == ["willDisappear at 0.3", "didDisappear at 0.8", "willAppear at 1.2", "didAppear at 1.7"])
    }

    @Test("endAppearanceTransition calls the did-callback of the transition begun, once; without one it calls nothing")
    func appearanceTransitionsPair() {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root)
        let presenter = Presenter()
        app.run {
            presenter.endAppearanceTransition()
            presenter.beginAppearanceTransition(true, animated: false)
            presenter.endAppearanceTransition()
            presenter.endAppearanceTransition()
        }
        #expect(presenter.log == ["willAppear at 0.0", "didAppear at 0.0"])
    }

    @Test("SPEC A14: a popover delegate that sets the source in prepareForPopoverPresentation presents without UIKit's exception")
    func popoverDelegatePreparesTheSource() {
        final class Anchoring: NSObject, UIPopoverPresentationControllerDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
                popoverPresentationController.sourceView = view
            }
        }
        let root = UIViewController()
        let (app, window) = launchedHost(root: root, device: "iPadPro11", ios: "15.0", plist: .all)
        app.run {
            let delegate = Anchoring(window), menu = UIViewController()
            menu.modalPresentationStyle = .popover
            menu.popoverPresentationController?.delegate = delegate
            root.present(menu, animated: false)
            #expect(app.crash == nil && root.presentedViewController === menu)
        }
    }
}
