// What a controller knows about the transition it is in, as UIKit tells it: its
// `transitionCoordinator` while a presentation, a dismissal or a size transition (a turn) runs,
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
    /// A `beginAppearanceTransition` not yet ended: appearing or not, animated or not.
    var appearance: (appearing: Bool, animated: Bool)?
}

/// A presentation or dismissal as its coordinator: what its controllers read while it runs.
@preconcurrency @MainActor
final class PresentationTransition: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    enum Kind { case presentation, dismissal }
    let kind: Kind
    let animated: Bool
    let style: UIModalPresentationStyle
    weak var presented: UIViewController?
    weak var presenting: UIViewController?
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

    /// Whether the engine will refuse it for sure: the controller is already presented (being dismissed).
    private let refused: Bool

    /// Starts a transition of `presented` by `presenting`: both controllers see it from now.
    init(_ kind: Kind, presented: UIViewController, presenting: UIViewController?, animated: Bool) {
        self.kind = kind
        self.animated = animated
        style = presented.modalPresentationStyle
        isCustom = style == .custom && (kind == .presentation || presented.presentationController != nil)
        self.presented = presented
        self.presenting = presenting
        refused = kind == .presentation ? presented.presentingViewController != nil : presented.isDismissedByEngine
        guard !refused else { return }
        presented.transitions.presentation = self
        presenting?.transitions.presentation = self
    }

    /// L4: the engine's presentation and dismissal take 0.3 s when animated.
    var transitionDuration: TimeInterval { animated ? 0.3 : 0 }

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
    func stepped() {
        guard let presented, !refused, kind == .presentation ? presented.presentingViewController != nil
              : presented.isDismissedByEngine || presented.presentingViewController == nil else { detach(); return }
        if !endsWithAnimator { end() }
    }

    /// The end: the controllers no longer see it, then the completions run.
    func end(cancelled: Bool = false) {
        guard !ended else { return }
        start()
        ended = true
        self.cancelled = cancelled
        detach()
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }

    private func detach() {
        ended = true
        for controller in [presented, presenting] where controller?.transitions.presentation === self {
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
    /// and is over when its completions run.
    func transitionWillReceive(_ record: CallbackRecord, in app: PivotApp) {
        switch record.callback {
        case .viewWillTransitionToSize: transitions.size = TransitionCoordinator(controller: record.controller, app: app)
        case .transitionCompletion: transitions.size = nil
        default: break
        }
    }

    /// After it: the presented controller's viewWillAppear (viewWillDisappear) starts the
    /// animation of a presentation (dismissal) the engine runs, its viewDidAppear
    /// (viewDidDisappear) ends it.
    func transitionDidReceive(_ record: CallbackRecord) {
        guard let presentation = transitions.presentation, presentation.presented === self, !presentation.isCustom else { return }
        let presenting = presentation.kind == .presentation
        switch record.callback {
        case .viewWillAppear where presenting, .viewWillDisappear where !presenting: presentation.start()
        case .viewDidAppear where presenting, .viewDidDisappear where !presenting: presentation.end()
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
        case .from: return presenting ? presentation.presenting : presentation.presented
        case .to: return presenting ? presentation.presented : presentation.presenting
        default: return nil
        }
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        viewController(forKey: key == .from ? .from : .to).flatMap { $0.isViewLoaded ? $0.view : nil }
    }
}
