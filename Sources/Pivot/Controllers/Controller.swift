// A view controller as Pivot sees it: what it answers about rotation and the status bar, and
// where it sits (container children, presentations).

public enum ControllerKind: String, Hashable, Sendable, CaseIterable { case plain, navigation, tabbar, split }

/// A15, L2: UISplitViewController.DisplayMode (preferredDisplayMode): `automatic` shows the
/// primary beside the secondary on an iPad in landscape and hides it in portrait.
/// What a presentation delegate's adaptivePresentationStyle answers for the controller's
/// presentations (A17): `unset` has no delegate (UIKit adapts), `none` keeps the style asked for.
public enum AdaptiveAnswer: String, Hashable, Sendable, CaseIterable {
    case unset = "default", none, fullScreen, overFullScreen, formSheet, pageSheet
}

public enum SplitDisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic, allVisible = "all-visible", primaryHidden = "primary-hidden", primaryOverlay = "primary-overlay"
}

/// What `prefersStatusBarHidden` answers. `visible` is a controller that asks for the bar (S1);
/// `default` answers NO without asking.
public enum StatusBarPreference: String, Hashable, Sendable, CaseIterable { case `default`, hidden, visible }

/// preferredStatusBarStyle (S7): `darkContent` exists from iOS 13; before it `default` is dark.
public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable { case `default`, lightContent, darkContent }

public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case fullScreen, overFullScreen, pageSheet, formSheet, overCurrentContext, popover
    /// A13: `.custom` whose presentation controller keeps the presenter's view (the default)…
    case custom
    /// …or removes it (`shouldRemovePresentersView` YES), deciding as full screen does.
    case customRemovingPresenter = "custom removes-presenter=yes"
}

/// What a popover presentation is anchored to (A14): its popoverPresentationController's
/// sourceView or barButtonItem, set before presenting, or neither.
public enum PopoverSource: String, Hashable, Sendable, CaseIterable {
    case unset = "none", view, barButtonItem = "bar-button"
}

public struct ControllerID: Hashable, Sendable, Comparable {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: ControllerID, b: ControllerID) -> Bool { a.index < b.index }
}

/// Options a trace or the API may set on a controller (SPEC "Defaults" for the unset ones).
public struct ControllerOptions: Hashable, Sendable {
    public var kind: ControllerKind = .plain
    /// nil: the idiom default (SPEC O5).
    public var supports: OrientationMask? = nil
    public var autorotate: Bool = true
    public var preferred: InterfaceOrientation? = nil
    public var statusBar: StatusBarPreference = .default
    public var forwards: Bool = false
    public var dismissFix: Bool = false
    public var navigationBarHidden: Bool = false
    public var legacy: Bool = false
    public var additionalInsets: Insets = .zero
    public var swapFix: Bool = false
    public var statusBarChild: Bool = false
    /// preferredStatusBarStyle and childForStatusBarStyle (S7).
    public var statusBarStyle: StatusBarStyle = .default
    public var styleChild: Bool = false
    /// A container that keeps UIKit's automatic forwarding (the default): its visible child hears
    /// the appearance and rotation callbacks. NO (shouldAutomaticallyForwardAppearanceMethods):
    /// UIKit calls only the container, which Pivot never records, so its children hear nothing.
    public var autoForward: Bool = true
    /// prefersInterfaceOrientationLocked (P3): UIKit reads it at the update call.
    public var orientationLocked: Bool = false
    /// A library's controller that relays UIKit's questions to another window's decider (the
    /// host's top controller, found by A1 at the moment UIKit asks), answer by answer. The
    /// window by name (it may be made later); nil relays nothing.
    public var relayWindow: Message? = nil
    public var relays: RelayedAnswers = []
    /// A14: where a popover presentation of this controller points (none: it crashes unadapted).
    public var popoverSource: PopoverSource = .unset
    /// The class UIKit's messages name (`class=`, a module-qualified Swift class may hold a dot);
    /// nil: the controller's own name.
    public var className: Message? = nil
    /// L6: which trait callback the controller overrides (`trait-callback=`); nil: its era's.
    public var traitCallback: TraitCallbackOverride? = nil
    /// S8: modalPresentationCapturesStatusBarAppearance.
    public var capturesStatusBar: Bool = false
    /// S8, A13: the presentation controller a custom presentation of it uses.
    public var presentationController: PresentationControllerKind = .standard
    /// A split controller's preferredDisplayMode (`display-mode=`).
    public var displayMode: SplitDisplayMode = .automatic
    /// A17: the presentation delegate's adaptivePresentationStyle answer (`adaptive=`).
    public var adaptive: AdaptiveAnswer = .unset
    /// A6: the app read its presentationController before presenting it (radar 19096083).
    public var presentationControllerRead: Bool = false
    public init() {}
}

/// The answers a relaying controller takes from the host's decider.
public struct RelayedAnswers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// supportedInterfaceOrientations
    public static let supports = RelayedAnswers(rawValue: 1)
    /// shouldAutorotate
    public static let autorotate = RelayedAnswers(rawValue: 2)
    /// preferredInterfaceOrientationForPresentation
    public static let preferred = RelayedAnswers(rawValue: 4)
    /// prefersStatusBarHidden
    public static let statusBar = RelayedAnswers(rawValue: 8)
    /// preferredStatusBarStyle
    public static let style = RelayedAnswers(rawValue: 16)
    public static let all: RelayedAnswers = [.supports, .autorotate, .preferred, .statusBar, .style]
    /// The words a trace writes, in order.
    public static let named: [(String, RelayedAnswers)] = [("supports", .supports), ("autorotate", .autorotate),
                                                          ("preferred", .preferred), ("statusbar", .statusBar),
                                                          ("statusbar-style", .style)]
}

/// L6: what a controller overrides to hear its traits change: traitCollectionDidChange(_:)
/// (deprecated in iOS 17 but still called: Apple forums 771293 on 18.2), a trait-change handler
/// registered with registerForTraitChanges (iOS ≥ 17), or neither.
public enum TraitCallbackOverride: String, Hashable, Sendable, CaseIterable {
    case didChange = "did-change", handler, neither = "none"
}

/// S8: the UIPresentationController a `.custom` presentation uses. `standard` keeps the
/// presenter's view and, from iOS 8.3, makes the presented controller the status bar's;
/// `removes-presenter` answers shouldRemovePresentersView YES; `keeps-statusbar` overrides the
/// private _shouldChangeStatusBarViewController to NO (radar 22574353's workaround), so only
/// modalPresentationCapturesStatusBarAppearance hands the bar over.
public enum PresentationControllerKind: String, Hashable, Sendable, CaseIterable {
    case standard, removesPresenter = "removes-presenter", keepsStatusBar = "keeps-statusbar"
}

/// A view controller's appearance cycle: will before did, appear and disappear alternate.
public enum AppearanceState: String, Hashable, Sendable { case disappeared, appearing, appeared, disappearing }

public struct Presentation: Hashable, Sendable {
    public var controller: ControllerID
    public var style: PresentationStyle
}

public struct Controller: Hashable, Sendable {
    /// The name, as a message: copying a controller (the explorer copies worlds millions of
    /// times) then counts no reference for it.
    let label: Message
    public var name: String { label.string }
    public var options: ControllerOptions
    public var selected: ControllerID? = nil
    /// The container holding this controller.
    public var parent: ControllerID? = nil
    /// What this controller presents, and who presents it.
    public var presented: Presentation? = nil
    public var presenter: ControllerID? = nil
    /// The window this controller is the root of (a controller roots at most one): kept so
    /// that finding a controller's window does not scan every window.
    public internal(set) var rootedWindow: WindowID? = nil
    public var beingDismissed = false
    /// The end of its chain of containers and presenters (`rootOf`), nil when it is its own;
    /// kept by `reanchor` at every link change so that finding it does not walk a deep chain.
    var chainRoot: ControllerID? = nil
    /// On a controller with no parent or presenter: the last of its full-screen presentations
    /// that decides (`fillingTop`), nil when it is itself; kept as presentations come and go.
    var fillTop: ControllerID? = nil
    /// Lifecycle (SPEC L1): whether the view has loaded, whether it is in a window's view
    /// hierarchy, where it is in its appearance cycle, and the safe area it last reported.
    public var viewLoaded = false
    public var inWindow = false
    public var appearance: AppearanceState = .disappeared
    public var lastSafeArea: Insets = .zero
    /// L8: viewIsAppearing was heard in the current appearance; the view has had its first
    /// trait collection (iOS 8–12 call traitCollectionDidChange(nil) when it first enters a window).
    var heardIsAppearing = false
    var hasTraits = false

    public init(name: String, options: ControllerOptions) { label = Message(name); self.options = options }

    /// The name UIKit's messages print: the class name where one is given (SPEC A3).
    public var className: String { options.className?.string ?? label.string }
}
