// UIViewController: the overrides UIKit consults, asked by the engine when UIKit asks
// (`ObjectAnswers`), and the callbacks UIKit makes, called on the object in the engine's order
// after each step (`receive`).

import Foundation
import Pivot

@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The controller's identity in the engine, once UIKit needed it (a root, a presentation).
    var pivotID: ControllerID? {
        didSet { appSerial = pivotID == nil ? nil : PivotApp.current.serial }
    }
    /// The app whose engine knows the controller (`pivotID` is an index into its world).
    private var appSerial: Int?
    private var storedView: UIView?
    /// Set by a base getter that answered UIKit's default: the override was not there.
    private var answeredDefault = false
    /// Children and parent before UIKit needed the controller (`Containers.swift`).
    var pendingChildren: [UIViewController] = []
    weak var pendingParent: UIViewController?

    /// A stand-in for a controller that trace lines declared: its getters answer its options.
    private(set) var declared = false

    /// What a container or a popover would size the controller to; stored, not used for layout.
    open var preferredContentSize: CGSize = .zero
    /// The transitions the controller is in (`TransitionCoordination.swift`).
    var transitions = ControllerTransitions()
    /// The container bars (`Bars.swift`), made when first read.
    var bars: (navigation: UINavigationBar?, tab: UITabBar?) = (nil, nil)

    /// UIKit's designated initialiser (there are no nibs here: both are ignored).
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// Never from an archive in Pivot: a controller is made in code.
    public required init?(coder: NSCoder) { return nil }

    convenience init(adopting id: ControllerID) {
        self.init(nibName: nil, bundle: nil)
        declared = true
        pivotID = id
    }

    /// The declared options of a stand-in (nil for the app's own objects).
    private var options: ControllerOptions? { declared ? pivotID.map { app.world[$0].options } : nil }

    var app: PivotApp { PivotApp.current.checking(self, boundTo: appSerial) }

    // MARK: What UIKit asks (A1–A3, A6, S1, S2, S7, P3)

    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        answeredDefault = true
        return UIInterfaceOrientationMask(options?.supports ?? app.world.config.idiomDefaultMask)
    }
    open var shouldAutorotate: Bool { options?.autorotate ?? true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        answeredDefault = true
        return UIInterfaceOrientation(options?.preferred ?? app.world.statusBar.orientation)
    }
    open var prefersStatusBarHidden: Bool {
        answeredDefault = true
        return options?.statusBar == .hidden
    }
    open var preferredStatusBarStyle: UIStatusBarStyle { options.map { UIStatusBarStyle($0.statusBarStyle) } ?? .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersInterfaceOrientationLocked: Bool { options?.orientationLocked ?? false }
    /// iOS 5 and earlier ask this for each orientation (A12); UIKit's default says YES for
    /// portrait only.
    open func shouldAutorotate(to interfaceOrientation: UIInterfaceOrientation) -> Bool {
        answeredDefault = true
        return interfaceOrientation == .portrait
    }
    /// The orientations `shouldAutorotate(to:)` says YES for, as the engine's mask.
    var legacyAnswers: OrientationMask {
        InterfaceOrientation.ordered.reduce(into: []) { mask, orientation in
            if shouldAutorotate(to: UIInterfaceOrientation(orientation)) { mask.insert(orientation.mask) }
        }
    }

    /// The answer, or nil when the base class gave UIKit's default (no override).
    func defaulted<T>(_ question: (UIViewController) -> T) -> T? {
        answeredDefault = false
        let answer = question(self)
        return answeredDefault ? nil : answer
    }

    /// S2: UIKit asks the status bar's owner again.
    public func setNeedsStatusBarAppearanceUpdate() {
        guard let name = engineName(declaring: true) else { return }
        app.send(.statusBarUpdate(name))
    }

    /// A9 (iOS ≥ 16): UIKit reads the masks again and the window evaluates.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        guard let name = engineName(declaring: true) else { return }
        app.send(.updateOrientations(name))
    }

    /// A3: every window's controllers are asked again and the interface turns to the device
    /// orientation where they now allow it (deprecated in iOS 16, still honoured).
    public class func attemptRotationToDeviceOrientation() { PivotAppContext.current?.send(.attemptRotation) }

    func engineName(declaring: Bool) -> String? {
        let id = declaring ? app.controllerID(of: self) : pivotID
        return id.map { app.world[$0].name }
    }

    /// What the engine is told when it first needs this controller: its kind and children.
    func declarationSettings() -> [ControllerSetting] {
        let names = pendingChildren.compactMap { $0.engineName(declaring: true) }
        return names.isEmpty ? [] : [.children(names)]
    }

    /// The responder chain: the view's superview, else the presenting controller, else the window.
    open override var next: UIResponder? {
        guard isViewLoaded else { return presentingViewController }
        return view.superview ?? presentingViewController ?? view.window
    }

    // MARK: The view

    public var view: UIView! {
        get {
            if storedView == nil {
                loadView()
                storedView?.owningController = self
                // A new root view takes its window's size at the next pass (SPEC LP2).
                storedView?.setNeedsLayout()
            }
            return storedView
        }
        set {
            storedView = newValue
            newValue?.owningController = self
            newValue?.setNeedsLayout()
        }
    }
    public var isViewLoaded: Bool { storedView != nil }
    open func loadView() { storedView = UIView(frame: UIScreen.main.bounds) }

    // MARK: Presentation (A6, A8)

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet { if modalPresentationStyle != .popover { popover = nil } }
    }
    private var popover: UIPopoverPresentationController?

    /// The popover's presentation controller, while the style is `.popover` (A14: without a
    /// source view or bar button item, presenting it on an iPad raises UIKit's exception).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if popover == nil { popover = UIPopoverPresentationController() }
        return popover
    }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// S8: takes the status bar from its presenter when presented non-full-screen (Presentation.swift).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// A13, S8: who makes a custom presentation's presentation controller (Presentation.swift).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The presentation controller of a `.custom` presentation, made when it is presented (`CustomTransitions.swift`).
    var customPresentation: UIPresentationController?

    public var presentedViewController: UIViewController? {
        pivotID.flatMap { app.controller(app.world[$0].presented?.controller) }
    }
    public var presentingViewController: UIViewController? {
        pivotID.flatMap { app.controller(app.world[$0].presenter) }
    }

    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let presenter = engineName(declaring: true), let presented = controller.engineName(declaring: true) else { return }
        let style = controller.modalPresentationStyle.resolved(by: app.world.profile)
        // S8, A13: the status bar capture flag and the custom presentation controller (Presentation.swift).
        let settings = controller.presentationSettings(presenting: self, style: style)
        if !settings.isEmpty { app.send(.configure(presented, settings)) }
        // A14: where the popover anchors, as its presentation controller was told.
        if style == .popover, let popover = controller.popover { popover.delegate?.prepareForPopoverPresentation(popover) }
        if style == .popover, let source = controller.popover?.source { app.send(.configure(presented, [.popoverSource(source)])) }
        let transition = PresentationTransition(.presentation, presented: controller, presenting: self, animated: animated)
        app.send(.present(presented, from: presenter, style: style, animated: animated))
        if style == .custom { controller.runCustomPresentation(from: self, animated: animated) }
        transition.stepped()
        completion?()
    }

    /// Dismisses what this controller presents, or itself when it presents nothing.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let target = presentedViewController ?? (presentingViewController == nil ? nil : self),
              let name = target.engineName(declaring: false) else { return }
        let transition = PresentationTransition(.dismissal, presented: target, presenting: target.presentingViewController, animated: animated)
        app.send(.dismiss(name))
        target.runCustomDismissal(animated: animated)
        transition.stepped()
        completion?()
    }

    /// The size classes of the window the controller is in (L6); nil before iOS 8 or outside one.
    public var traitCollection: UITraitCollection { traitCollection(in: app) }

    func traitCollection(in app: PivotApp) -> UITraitCollection {
        guard let id = pivotID else { return UITraitCollection(nil) }
        return UITraitCollection(app.withWorld { world -> TraitCollection? in
            guard let window = world.windowOf(id) else { return nil }
            return world.traits(of: window)
        })
    }

    // MARK: Callbacks (L1–L3, L6)

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// L8: after viewWillAppear once the view is laid out in its window (iOS ≥ 13, SDK ≥ 17).
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// The controller's turn in the update-constraints pass for its view (call super last).
    open func updateViewConstraints() { updateRootViewConstraints() }
    /// Whether the root view's margins stay at least `systemMinimumLayoutMargins` (SPEC LP5).
    public var viewRespectsSystemMinimumLayoutMargins = true
    open func viewSafeAreaInsetsDidChange() {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// UIContentContainer (`CustomTransitions.swift`): a child takes the size it is given.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// L6: before a turn that changes the size classes, with the window's new ones.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The rotation callbacks before iOS 8 (and of a controller declared `legacy`), L2: before
    /// the turn, inside its animation block, after it.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    /// Where a legacy turn started, kept from willRotate for didRotate(from:).
    var rotatedFrom: UIInterfaceOrientation?
    /// Containment: a container calls these itself, as in UIKit (`Containers.swift`).
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    /// Navigation items and extended layout, stored for the library to read (`NavigationItems.swift`).
    open var title: String? { didSet { navigationItem.title = title } }
    public private(set) lazy var navigationItem = UINavigationItem(title: "")
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var automaticallyAdjustsScrollViewInsets = true
    open var hidesBottomBarWhenPushed = false
    open var definesPresentationContext = false
    open var toolbarItems: [UIBarButtonItem]?
    /// Never sent: a modelled app has no memory pressure.
    open func didReceiveMemoryWarning() {}

    /// Calls the callback the engine recorded, with what the controller read then.
    func receive(_ record: CallbackRecord, in app: PivotApp) {
        transitionWillReceive(record, in: app); defer { transitionDidReceive(record) }
        switch record.callback {
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear: viewWillAppear(true)
        case .viewIsAppearing: viewIsAppearing(true)
        case .viewDidAppear: viewDidAppear(true)
        case .viewWillDisappear: viewWillDisappear(true)
        case .viewDidDisappear: viewDidDisappear(true)
        case .viewWillLayoutSubviews: engineWillLayout(record, in: app)
        case .viewDidLayoutSubviews: engineDidLayout()
        case .viewSafeAreaInsetsDidChange: viewSafeAreaInsetsDidChange()
        case .viewWillTransitionToSize:
            // The size UIKit passes: the record's argument (the view still reads the size before).
            let size = CGSize(record.size)
            let coordinator = TransitionCoordinator(controller: record.controller, app: app)
            // A custom presentation's controller hears it first and passes it on (its super).
            if let presentation = customPresentation, presentation.containerView != nil {
                presentation.viewWillTransition(to: size, with: coordinator)
            } else {
                viewWillTransition(to: size, with: coordinator)
            }
        case .transitionCompletion:
            for completion in app.transitionCompletions.removeValue(forKey: record.controller.index) ?? [] { completion() }
        case .traitCollectionDidChange, .traitChangeHandler: traitCollectionDidChange(nil)
        case .willRotate:
            // The record holds what the controller read then: the orientation it turns from.
            rotatedFrom = UIInterfaceOrientation(record.orientation)
            willRotate(to: interfaceOrientationNow(app), duration: rotationDuration(app))
        case .willAnimateRotation: willAnimateRotation(to: interfaceOrientationNow(app), duration: rotationDuration(app))
        case .didRotate:
            didRotate(from: rotatedFrom ?? UIInterfaceOrientation(record.orientation))
            rotatedFrom = nil
        case .willTransitionToTraitCollection:
            willTransition(to: traitCollection(in: app), with: TransitionCoordinator(controller: record.controller, app: app))
        case .willMoveToParent, .didMoveToParent, .shouldAutorotateToInterfaceOrientation:
            break
        }
    }
}

extension UIViewController {
    /// The orientation of the controller's window as the step left it: where a turn goes.
    func interfaceOrientationNow(_ app: PivotApp) -> UIInterfaceOrientation {
        let window = pivotID.flatMap { app.world.windowOf($0) }
        return UIInterfaceOrientation(window.map { app.world[$0].orientation } ?? app.world.statusBar.orientation)
    }

    /// A quarter turn's animation, as the engine times it for the device (L4).
    func rotationDuration(_ app: PivotApp) -> TimeInterval {
        TimeInterval(app.world.profile.quarterTurnMilliseconds(app.world.model.idiom)) / 1000
    }
}

/// How the presented controller covers its presenter (A1, A13).
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover

    /// The engine's style; `.automatic` is a sheet where the profile says so (iOS ≥ 13).
    func resolved(by profile: BehaviorProfile) -> PresentationStyle {
        switch self {
        case .automatic: profile.automaticPresentationIsSheet ? .pageSheet : .fullScreen
        case .none, .fullScreen, .currentContext: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .custom: .custom
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .popover: .popover
        }
    }
}

public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable { case unspecified, compact, regular }

/// The size classes a controller reads (L6).
public struct UITraitCollection: Sendable, Hashable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass

    init(_ traits: TraitCollection?) {
        func size(_ value: SizeClass?) -> UIUserInterfaceSizeClass {
            switch value {
            case .compact: .compact
            case .regular: .regular
            case nil: .unspecified
            }
        }
        horizontalSizeClass = size(traits?.horizontal)
        verticalSizeClass = size(traits?.vertical)
    }
}

/// What `viewWillTransition(to:with:)` receives: completions run when the engine ends the
/// transition (L2, on the virtual clock).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext {
    var transitionDuration: TimeInterval { get }
}

struct TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let controller: ControllerID
    let app: PivotApp
    var transitionDuration: TimeInterval { Double(app.world.profile.quarterTurnMilliseconds(app.world.model.idiom)) / 1000 }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        let context = self
        // UIKit animates these with the views at their new size: after the step's layout.
        if let animation {
            if app.isDelivering { app.alongsideAnimations.append { animation(context) } } else { animation(context) }
        }
        if let completion {
            app.transitionCompletions[controller.index, default: []].append { completion(context) }
        }
        return true
    }
}
