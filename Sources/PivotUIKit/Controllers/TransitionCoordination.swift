// What a controller knows about the transition it is in, as UIKit tells it: its
// `transitionCoordinator` while a presentation, a dismissal, a push or pop, or a size transition (a turn) runs,
// `isBeingPresented`/`isBeingDismissed`, and the appearance callbacks a custom animator calls by
// hand (`beginAppearanceTransition`/`endAppearanceTransition`).
//
// A presentation's transition starts at `present` (so the presented controller's
// `viewWillAppear` and the presentation controller's `presentationTransitionWillBegin` see it)
// and ends when the engine's presentation does, after the presented controller's
// `viewDidAppear` (L4: 0.3 s); a custom presentation with an animator ends when the animator
// calls `completeTransition`. Dismissal mirrors it with `viewDidDisappear`. Blocks given to
// `animate(alongsideTransition:)` before the transition's animation starts run when it starts
// (after the animator's `animateTransition`), later ones at once; completions run at the end.
// A size transition's coordinator is the one `viewWillTransition(to:with:)` receives, until the
// engine completes the turn.

import Foundation
import Pivot

/// A controller's part in the transitions under way (kept in the class body: `transitions`).
struct ControllerTransitions {
    var presentation: PresentationTransition?
    var size: TransitionCoordinator?
    /// The presentation controller of a sheet or full-screen style, once read (`AdaptiveDelegates.swift`).
    var standard: UIPresentationController?
    /// A `beginAppearanceTransition` not yet ended: appearing or not, animated or not.
    var appearance: (appearing: Bool, animated: Bool)?
}

/// A presentation or dismissal as its coordinator: what its controllers read while it runs.
@preconcurrency @MainActor
final class PresentationTransition: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    /// A navigation transition is a push or pop: `presented` is the controller shown, `presenting` the navigation controller.
    enum Kind { case presentation, dismissal, navigation }
    let kind: Kind
    let animated: Bool
    let style: UIModalPresentationStyle
    weak var presented: UIViewController?
    weak var presenting: UIViewController?
    /// The controller a push or pop hides (`hides`), and whether it is a push.
    private(set) weak var leaving: UIViewController?
    private(set) var pushes = false
    /// Whether the presented (shown) controller appears, rather than leaves.
    var appears: Bool { kind != .dismissal }
    /// A custom presentation's steps (`CustomTransitions.swift`) run after the engine's: they end it.
    let isCustom: Bool
    /// A custom animator ends it (`completeTransition`).
    var endsWithAnimator = false
    weak var container: UIView?
    private(set) var cancelled = false
    private var started = false
    private var ended = false
    private var waiting: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []
    /// The presented controller's did-callback of a custom transition, held until its end.
    private var didCallback: (@MainActor () -> Void)?
    /// The completion `present` or `dismiss` was given: after everything else.
    private var finally: (() -> Void)?

    /// Whether the engine will refuse it for sure: the controller is already presented (being dismissed).
    private let refused: Bool

    /// Starts a transition of `presented` by `presenting`: both controllers see it from now.
    init(_ kind: Kind, presented: UIViewController, presenting: UIViewController?, animated: Bool) {
        self.kind = kind
        self.animated = animated
        style = kind == .navigation ? .none : presented.modalPresentationStyle
        isCustom = style == .custom && (kind == .presentation || presented.customPresentation != nil)
        self.presented = presented
        self.presenting = presenting
        refused = switch kind {
        case .presentation: presented.presentingViewController != nil
        case .dismissal: presented.isDismissedByEngine
        case .navigation: false
        }
        guard !refused else { return }
        presented.transitions.presentation = self
        presenting?.transitions.presentation = self
    }

    /// L4: the engine's presentation and dismissal take 0.3 s when animated, a push or pop 0.35 s.
    var transitionDuration: TimeInterval { animated ? (kind == .navigation ? 0.35 : 0.3) : 0 }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            if started { animation(self) } else { waiting.append { [unowned self] in animation(self) } }
        }
        if let completion { completions.append { [unowned self] in completion(self) } }
        return true
    }

    /// The transition's animation starts: the blocks given so far run in it.
    func start() {
        guard !started else { return }
        started = true
        let blocks = waiting
        waiting = []
        for block in blocks { block() }
    }

    /// After the engine's step (which settles its own animations, L4) and a custom
    /// presentation's steps: a transition the engine refused never ran (no coordinator, nothing
    /// called); one an animator runs goes on; any other has ended (a window not on screen
    /// heard no appearance callback to end it).
    /// `completion` (of `present` or `dismiss`) runs after the end's, or now where the transition
    /// already ended or never ran.
    func stepped(then completion: (() -> Void)? = nil) {
        finally = completion
        let happened = switch kind {
        case .presentation: presented?.presentingViewController != nil
        case .dismissal: presented.map { $0.isDismissedByEngine || $0.presentingViewController == nil } ?? false
        case .navigation: presented != nil
        }
        guard happened, !refused else { detach(); runFinally(); return }
        if !endsWithAnimator { end() }
        if ended { runFinally() }
    }

    /// The end: the presented controller's did-callback (still being presented), then the
    /// controllers no longer see it, then the completions run.
    func end(cancelled: Bool = false) {
        guard !ended else { return }
        start()
        ended = true
        self.cancelled = cancelled
        let callback = didCallback
        didCallback = nil
        callback?()
        detach()
        let blocks = completions
        completions = []
        for block in blocks { block() }
        runFinally()
    }

    private func runFinally() {
        let block = finally
        finally = nil
        block?()
    }

    /// A push (or a pop) that hides `controller`: it reads the navigation controller's coordinator too.
    func hides(_ controller: UIViewController?, pushing: Bool) {
        pushes = pushing
        guard !refused, let controller, controller !== presented else { return }
        leaving = controller
        controller.transitions.presentation = self
    }

    func holdDidCallback(_ callback: @escaping @MainActor () -> Void) { didCallback = callback }

    private func detach() {
        ended = true
        for controller in [presented, presenting, leaving] where controller?.transitions.presentation === self {
            controller?.transitions.presentation = nil
        }
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller (or its parent) is in: a presentation
    /// or dismissal of it, or by it, or a size transition; nil between transitions.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let presentation = transitions.presentation { return presentation }
        if let size = transitions.size { return size }
        return parent?.transitionCoordinator
    }

    /// True from a push until the end of the pushed controller's `viewDidAppear`.
    public var isMovingToParent: Bool {
        transitions.presentation.map { $0.kind == .navigation && $0.pushes && $0.presented === self } ?? false
    }

    /// True from a pop until the end of the popped controller's `viewDidDisappear`.
    public var isMovingFromParent: Bool {
        transitions.presentation.map { $0.kind == .navigation && !$0.pushes && $0.leaving === self } ?? false
    }

    /// Whether the engine is dismissing the controller now.
    var isDismissedByEngine: Bool { pivotID.map { app.world[$0].beingDismissed } ?? false }

    /// True from `present` until the end of the presented controller's `viewDidAppear`.
    public var isBeingPresented: Bool {
        transitions.presentation.map { $0.kind == .presentation && $0.presented === self } ?? false
    }

    /// True from `dismiss` until the end of the dismissed controller's `viewDidDisappear`.
    public var isBeingDismissed: Bool {
        transitions.presentation.map { $0.kind == .dismissal && $0.presented === self } ?? false
    }

    /// Calls `viewWillAppear` (or `viewWillDisappear`) now, as a custom animator does for a
    /// controller UIKit leaves alone; the engine's own appearance order is not changed.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        transitions.appearance = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Calls the `viewDidAppear` (or `viewDidDisappear`) that ends the last begun appearance
    /// transition; nothing when none was begun.
    public func endAppearanceTransition() {
        guard let (appearing, animated) = transitions.appearance else { return }
        transitions.appearance = nil
        if appearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    }

    /// Before a callback the engine recorded: a size transition starts with viewWillTransition
    /// and is over when its completions run. False where the callback waits: the presented
    /// controller of a custom transition hears viewDidAppear (viewDidDisappear) when the
    /// transition ends, after the presentation controller's did-end, as in UIKit.
    func transitionWillReceive(_ record: CallbackRecord, in app: PivotApp) -> Bool {
        switch record.callback {
        case .viewWillTransitionToSize: transitions.size = TransitionCoordinator(controller: record.controller, app: app)
        case .transitionCompletion: transitions.size = nil
        case .viewDidAppear, .viewDidDisappear:
            guard let presentation = transitions.presentation, presentation.presented === self, presentation.isCustom,
                  presentation.appears == (record.callback == .viewDidAppear) else { break }
            presentation.holdDidCallback { [unowned self] in
                if record.callback == .viewDidAppear { viewDidAppear(true) } else { viewDidDisappear(true) }
            }
            return false
        default: break
        }
        return true
    }

    /// After it: the presented (shown) controller's viewWillAppear (viewWillDisappear) starts the
    /// animation of a presentation or push (dismissal) the engine runs, its viewDidAppear
    /// (viewDidDisappear) ends it.
    func transitionDidReceive(_ record: CallbackRecord) {
        guard let presentation = transitions.presentation, presentation.presented === self, !presentation.isCustom else { return }
        let presenting = presentation.appears
        switch record.callback {
        case .viewWillAppear where presenting, .viewWillDisappear where !presenting: presentation.start()
        // A push or pop ends once the hidden controller has heard viewDidDisappear too (`stepped`).
        case .viewDidAppear where presenting, .viewDidDisappear where !presenting: if presentation.kind != .navigation { presentation.end() }
        default: break
        }
    }
}

extension UIViewControllerTransitionCoordinatorContext {
    private var presentation: PresentationTransition? { self as? PresentationTransition }
    public var isAnimated: Bool { presentation?.animated ?? true }
    public var isInteractive: Bool { false }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isCancelled: Bool { presentation?.cancelled ?? false }
    /// `.none` for a size transition, as in UIKit.
    public var presentationStyle: UIModalPresentationStyle { presentation?.style ?? .none }
    /// Identity: a turn's views are laid out at their new size, never counter-rotated.
    public var targetTransform: CGAffineTransform { .identity }
    public var completionVelocity: CGFloat { 1 }
    public var percentComplete: CGFloat { 0 }

    /// A custom presentation's container view; else the window the transition happens in.
    public var containerView: UIView {
        if let container = presentation?.container { return container }
        let size = self as? TransitionCoordinator
        let controller = presentation?.presenting ?? size.flatMap { $0.app.controller($0.controller) }
        return controller?.view.window ?? UIView()
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        guard let presentation else { return nil }
        let presenting = presentation.kind == .presentation
        switch key {
        case .from where presentation.kind == .navigation: return presentation.leaving
        case .from: return presenting ? presentation.presenting : presentation.presented
        case .to: return presenting || presentation.kind == .navigation ? presentation.presented : presentation.presenting
        default: return nil
        }
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        viewController(forKey: key == .from ? .from : .to).flatMap { $0.isViewLoaded ? $0.view : nil }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// As `animate(alongsideTransition:completion:)`: the view names where the animation happens.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: no transition here is interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
