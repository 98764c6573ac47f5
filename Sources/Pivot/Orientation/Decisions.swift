// The engine's decisions as data (issue 20): what the deciding code settled, the path and the
// rule that led there. `why`, `--explain` and failed expectations print these values; they never
// walk the controllers again, so the words cannot drift from what the engine did.

/// One step of a walk from a window's root (A1, S2), with the reason it is taken or not.
public struct DeciderHop: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// The window's root view controller, where every walk starts.
        case root
        /// A presentation that fills the window: the presented controller decides (A1).
        case presented(PresentationStyle)
        /// Not taken: the presented controller is being dismissed and is skipped (A8, iOS ≥ 13).
        case skippedBeingDismissed
        /// Not taken: a presentation that does not fill the window does not decide (A1).
        case presentedNotFilling(PresentationStyle)
        /// A container that forwards asks its visible child (A1).
        case forwarded
        /// A container's child for status bar appearance (S2).
        case childForStatusBar
    }
    public var controller: ControllerID
    public var reason: Reason

    /// Whether the walk moved to this controller (the two "not taken" hops only say why it stopped).
    public var taken: Bool {
        switch reason {
        case .skippedBeingDismissed, .presentedNotFilling: false
        case .root, .presented, .forwarded, .childForStatusBar: true
        }
    }
}

/// Where a window's app mask comes from (A2, P4, O5).
public enum AppMaskSource: UInt8, Hashable, Sendable {
    case delegateForWindow, delegateForAll, sceneDelegate, infoPlist, idiomDefault
}

/// Where a decider's supported mask comes from (O5, A8).
public enum SupportedMaskSource: UInt8, Hashable, Sendable {
    case controller, idiomDefault
    /// A controller being dismissed with the fix answers its presenter's mask (A8).
    case presenterWhileDismissed
}

/// The masks of an evaluation (A2, A3): what the app allows, what the decider supports, and
/// what they have in common (an app mask of 0 counting as all).
public struct DecidedMasks: Hashable, Sendable {
    public var app: OrientationMask
    public var appSource: AppMaskSource
    public var supported: OrientationMask
    public var supportedSource: SupportedMaskSource
    /// Where the decider relays its mask (`relay=WINDOW relays=…supports…`): the controller whose
    /// supportedInterfaceOrientations answered, found when UIKit asked (A1 from the window
    /// relayed to); nil where the decider answered itself.
    public var supportedRelayedFrom: ControllerID?
    public var common: OrientationMask
}

/// Why the device asks for the orientation it does, or for none (O3, O6, L5).
public enum TargetSource: UInt8, Hashable, Sendable {
    /// The interface orientation of the device orientation UIKit holds (O3).
    case device
    /// faceUp, faceDown or unknown: no interface orientation (O3).
    case flat
    /// portraitUpsideDown on a Face ID iPhone: never a target (O6).
    case neverUpsideDown
    /// Before launch finishes (iOS ≤ 6) the device counts as portrait (L5).
    case portraitBeforeLaunch
}

/// The rule that settled a window's orientation.
public enum OrientationRule: UInt8, Hashable, Sendable {
    /// W8: no root view controller, no decider.
    case noRoot
    /// W5: a window without a scene in an app that uses scenes is never shown nor evaluated.
    case cannotBeShown
    /// P3: the decider prefers its orientation locked while the window fills the screen.
    case locked
    /// A11: iPad multitasking: the window follows the device; masks are preferences.
    case multitasking
    /// A12 (iOS 5): the device asks for nothing, or for the orientation the window has.
    case legacyNoTarget
    /// A12: the decider (and every child of a container) answers YES for the device's orientation.
    case legacyAllows
    /// A12: some answer is NO.
    case legacyRefuses
    /// A3: a device change is refused by a decider whose shouldAutorotate is NO (iOS < 16).
    case autorotateRefuses
    /// A3: nothing in common and shouldAutorotate YES: the app crashes.
    case noCommonCrashes
    /// A4: nothing in common and shouldAutorotate NO: it keeps its orientation.
    case noCommonKeeps
    /// A3: the device's orientation is in common.
    case deviceInCommon
    /// A3: the device's is not; the window's own is, so it stays.
    case currentInCommon
    /// A3: neither: the first of O2 order in common.
    case firstInCommon
    /// A3 with TN2244: before launch, the first orientation the Info.plist writes that is in common.
    case firstWrittenInCommon
    /// A6: the presented decider's preferredInterfaceOrientationForPresentation, in common.
    case presentationPrefers
    /// A4: nothing in common, shouldAutorotate NO: a presentation takes the preferred orientation.
    case presentationPrefersWithoutCommon
    /// A6 default: the window's own orientation is in common, so the presentation keeps it.
    case presentationKeepsCurrent
    /// A6 default: the first of O2 order in common.
    case presentationFirstInCommon
    /// A6: the preferred orientation is not in common: the app crashes.
    case presentationPreferenceUnsupported
}

/// How an iOS 5 decider answers shouldAutorotateToInterfaceOrientation: (A12).
public struct LegacyAnswer: Hashable, Sendable {
    /// The orientations it answers YES for: its supported mask, portrait where unset.
    public var yes: OrientationMask
    /// A container with children asks each of them, and any NO refuses.
    public var asksChildren: Bool
}

/// One window's orientation decision: the walk to the decider, the masks, the device's target,
/// and the orientation and rule it came to (A1–A13).
public struct OrientationDecision: Hashable, Sendable {
    public var window: WindowID
    /// Root → … → decider, each hop with its reason; empty without a root.
    public var path: [DeciderHop]
    public var decider: ControllerID?
    /// nil where no mask was read (no root; A12 reads answers instead).
    public var masks: DecidedMasks?
    public var legacy: LegacyAnswer?
    /// The interface orientation the device asks for; nil for none (see `targetSource`).
    public var target: InterfaceOrientation?
    public var targetSource: TargetSource
    /// The orientation the window decided from.
    public var from: InterfaceOrientation
    /// The orientation it decided on: `from` where it stays.
    public var result: InterfaceOrientation
    public var rule: OrientationRule
    /// The mask of the geometry request that turned the window last (A9), while nothing else
    /// has turned it since.
    public var turnedByRequest: OrientationMask? = nil
    /// The decider's shouldAutorotate as the evaluation read it (A3, A4); nil where it read none.
    public var autorotate: AutorotateAnswer? = nil
}

/// What a decider answered for shouldAutorotate, and the controller that answered where it
/// relays the question (`relay=WINDOW relays=…autorotate…`, found when UIKit asks, A1).
public struct AutorotateAnswer: Hashable, Sendable {
    public var yes: Bool
    public var relayedFrom: ControllerID?
    public init(yes: Bool, relayedFrom: ControllerID? = nil) { self.yes = yes; self.relayedFrom = relayedFrom }
}

/// Why the status bar is shown or hidden (S1, S2): whose answer counts, through which walk.
public struct StatusBarOwnerDecision: Hashable, Sendable {
    public enum Rule: UInt8, Hashable, Sendable {
        /// UIViewControllerBasedStatusBarAppearance NO: the app's own setting (S2).
        case appSettingByPlist
        /// Before iOS 7 no controller has a say: the app's own setting (S2).
        case appSettingBeforeControllers
        /// The owner in the topmost visible window that may affect the status bar answers (S2).
        case owner
        /// No visible window has a root view controller that may affect it (S2).
        case noOwner
    }
    public var rule: Rule
    public var window: WindowID?
    /// Root → … → owner, each hop with its reason.
    public var path: [DeciderHop]
    public var owner: ControllerID?
    /// What the owner answers if asked now (prefersStatusBarHidden).
    public var answer: StatusBarPreference?
    /// Where the owner relays the question (`relay=WINDOW`, `statusbar` relayed): the controller
    /// that answered, found when UIKit asked (A1); nil where the owner answered itself.
    public var answerRelayedFrom: ControllerID? = nil
    /// Whether that is the answer in force: UIKit asks again only after presentations, rotations,
    /// window changes and setNeedsStatusBarAppearanceUpdate (S2).
    public var answerInForce: Bool
    /// The preference in force, as last read: hidden, or a controller asking for the bar (S1).
    public var preferenceHidden: Bool
    public var preferenceAsks: Bool
    /// Whether the bar is hidden, after the phones' landscape rule (S1).
    public var hidden: Bool
    /// S7: the controller whose preferredStatusBarStyle the owner window gives (through
    /// childForStatusBarStyle), what it answers if asked now, and the controller that answered
    /// where it relays the question.
    public var styleOwner: ControllerID? = nil
    public var styleAnswer: StatusBarStyle? = nil
    public var styleRelayedFrom: ControllerID? = nil
}

/// The window the app's interface orientation follows, and the era's rule that picked it (A5).
public struct ControllingWindowDecision: Hashable, Sendable {
    public var window: WindowID?
    public var rule: ControllingRule
}

/// What one orientation decision settled, as the engine acts on it. No references: a decision
/// on every rotation copies a few bytes and allocates nothing.
struct OrientationVerdict {
    var decider: ControllerID?
    var rule: OrientationRule
    /// The orientation to turn to; nil to stay.
    var to: InterfaceOrientation?

    init(_ rule: OrientationRule, _ decider: ControllerID?, to: InterfaceOrientation? = nil) {
        self.rule = rule
        self.decider = decider
        self.to = to
    }
}

/// Takes down the steps of a decision as the deciding code takes them. The engine passes
/// `NoRecord`, whose empty methods are specialised away (no path, no allocation on a rotation);
/// the explanation passes `DecisionRecord` to the same functions.
protocol DecisionRecorder {
    /// Whether the walks are wanted: then the deciding code walks the presentations it otherwise
    /// reads from the kept answer (`fillTop`, the same walk's result: `refreshFillTop`).
    static var walks: Bool { get }
    mutating func hop(_ controller: ControllerID, _ reason: DeciderHop.Reason)
    mutating func masks(_ masks: DecidedMasks)
    mutating func target(_ target: InterfaceOrientation?, _ source: TargetSource)
    mutating func legacy(_ answer: LegacyAnswer)
    mutating func autorotate(_ answer: AutorotateAnswer)
}

/// The engine's recorder: keeps nothing.
struct NoRecord: DecisionRecorder {
    static var walks: Bool { false }
    @inline(__always) mutating func hop(_ controller: ControllerID, _ reason: DeciderHop.Reason) {}
    @inline(__always) mutating func masks(_ masks: DecidedMasks) {}
    @inline(__always) mutating func target(_ target: InterfaceOrientation?, _ source: TargetSource) {}
    @inline(__always) mutating func legacy(_ answer: LegacyAnswer) {}
    @inline(__always) mutating func autorotate(_ answer: AutorotateAnswer) {}
}

/// The explanation's recorder: keeps every step.
struct DecisionRecord: DecisionRecorder {
    static var walks: Bool { true }
    var path: [DeciderHop] = []
    var masks: DecidedMasks? = nil
    var target: InterfaceOrientation? = nil
    var targetSource: TargetSource = .flat
    var legacy: LegacyAnswer? = nil
    var autorotate: AutorotateAnswer? = nil

    mutating func hop(_ controller: ControllerID, _ reason: DeciderHop.Reason) {
        path.append(DeciderHop(controller: controller, reason: reason))
    }
    mutating func masks(_ masks: DecidedMasks) { self.masks = masks }
    mutating func target(_ target: InterfaceOrientation?, _ source: TargetSource) {
        self.target = target
        targetSource = source
    }
    mutating func legacy(_ answer: LegacyAnswer) { legacy = answer }
    mutating func autorotate(_ answer: AutorotateAnswer) { autorotate = answer }
}
