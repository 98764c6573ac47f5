// Every version-dependent rule of the SPEC, as one switch each, derived from (ios, sdk).
// No other file compares versions: the engine asks the profile.

/// Which window the app's interface orientation follows (SPEC A5).
public enum ControllingRule: String, Hashable, Sendable {
    /// iOS < 8 or SDK < 8: the topmost visible window with a root view controller.
    case topmostVisible
    /// SDK ≥ 8 on iOS 8–13: the window most recently given a root view controller, visible or not.
    case latestRoot
    /// iOS ≥ 14: the topmost visible window with a root view controller that may affect the status bar.
    case topmostVisibleOwner
}

/// How controllers are asked about rotation.
public enum RotationAPI: String, Hashable, Sendable {
    /// iOS 5 and earlier: `shouldAutorotateToInterfaceOrientation:` per orientation (SPEC A12).
    case perOrientation
    /// iOS ≥ 6: supported masks and shouldAutorotate.
    case masks
}

/// What the end-of-launch check does with a window lacking a root view controller (SPEC W6).
public enum LaunchRootCheck: String, Hashable, Sendable { case log, crash }

/// What launching an app that does not adopt scenes does (SPEC P1).
public enum SceneLifecycleCheck: Hashable, Sendable {
    case none
    case log(String)
    /// Linked with SDK ≥ 27: the app does not launch (a modelled crash; its text is a model decision).
    case launchFails
}

/// How a `setStatusBarOrientation:` call behaves (SPEC A9).
public enum StatusBarSetter: String, Hashable, Sendable {
    case works, deprecatedNoOp
    /// What UIKit logs for the no-op (its own words, versions included).
    public static let deprecationLog = "-[UIApplication setStatusBarOrientation:] and -[UIApplication setStatusBarOrientation:animated:] API have been deprecated on iOS 8.0 and are no-ops on iOS 13.0"
}

/// What the keyboard's window is (SPEC W7).
public struct KeyboardWindowKind: Hashable, Sendable {
    public var className: String
    public var level: Double
    /// Listed as the last element of the app's `windows` once it has appeared.
    public var listedInWindows: Bool
    /// W7: the keyboard's windows the app's `windows` lists, back to front: from iOS 9 the text
    /// effects window and the remote keyboard window (Toaster PR #42, LookinServer PR #116).
    public var listedClasses: [String] {
        guard listedInWindows else { return [] }
        return className == "UIRemoteKeyboardWindow" ? ["UITextEffectsWindow", className] : [className]
    }
}

public struct BehaviorProfile: Hashable, Sendable {
    public let ios: OSVersion
    public let sdk: OSVersion

    public init(ios: OSVersion, sdk: OSVersion? = nil) {
        self.ios = ios
        self.sdk = sdk ?? ios
    }

    /// Picks the value of a version-aware catalogue entry for this system version.
    public func pick<V>(_ value: Versioned<V>) -> V {
        var result = value.base
        for change in value.changes where ios >= change.since { result = change.value }
        return result
    }

    // MARK: Rotation (A)

    public var rotationAPI: RotationAPI { Turns.rotationMasks.on(ios) ? .masks : .perOrientation }

    /// L5: until launch finishes every window evaluates as if the device were portrait; the
    /// held orientation then arrives as one rotation (iOS ≤ 6), and the windows shown before
    /// launch finish appearing (viewDidAppear) only after its will-callbacks (SO 9539676).
    public var launchesInPortrait: Bool { !Turns.launchInDeviceOrientation.on(ios) }

    /// L5, W8: a full-screen window's root view leaves out the status bar (iOS ≤ 6: 768x1004 on
    /// an iPad in portrait); iOS 7 made views full screen.
    public var rootViewLeavesOutStatusBar: Bool { !Turns.fullScreenViews.on(ios) }

    /// A3: the no-common-orientation reason names no class on iOS 6–7.
    public var usesOldExceptionTexts: Bool { !Turns.namedAutorotateText.on(ios) }
    /// A6: the preferred-orientation reason names neither value nor mask through iOS 9
    /// (ProMotion #607 on 8, Appboy #54 on 9; WMPlayer #95 has the named text on 10).
    public var usesOldPreferredText: Bool { !Turns.namedPreferredText.on(ios) }

    /// A decider whose shouldAutorotate is NO refuses device rotations (A3, A9); not on iOS ≥ 16.
    public var shouldAutorotateBlocksRotation: Bool { !Turns.autorotateStopsRefusing.on(ios) }

    /// A8: iOS ≥ 13 skips the controller being dismissed when looking up the decider; earlier
    /// versions keep it as decider while the dismissal starts, then calibrate the delegate window.
    public var dismissalSkipsDismissedController: Bool { Turns.dismissalSkips.on(ios) }
    public var calibratesAfterDismissal: Bool { !Turns.dismissalSkips.on(ios) }
    /// A13: on iOS 8–12 the dismissal of a custom presentation that removed the presenter's view
    /// is not followed by the calibration.
    public var customPresentationLeavesPresenterTurned: Bool { ios.major >= 8 && ios.major <= 12 }

    /// A13: a custom presentation's controller decides, whether or not it keeps the presenter's
    /// view, for apps linked with SDK ≥ 11 on iOS ≥ 11 (UIKit 26.1 checks the linked SDK; the
    /// version is a model decision from SDCAlertView PR #226, 2017).
    public var customPresentationDecides: Bool { Turns.customPresentationDecides.on(ios) && Turns.customPresentationDecides.on(sdk) }

    /// A1: `.automatic` presents as a page sheet from iOS 13, full screen before.
    public var automaticPresentationIsSheet: Bool { Turns.automaticSheets.on(ios) }

    /// A14: a popover presentation (iOS 8) that is not adapted needs a source view or bar
    /// button item; before iOS 8 the style is Pivot's alone and nothing checks.
    public var popoversNeedSource: Bool { Turns.popoverPresentations.on(ios) }
    /// A14: iOS 8–12 adapt a popover only where the width is compact (a large iPhone in landscape
    /// shows a real popover: steipete's gist); from iOS 13 a compact height adapts it too (Apple
    /// docs UIModalPresentationStyle.popover).
    public var popoverAdaptsToCompactHeight: Bool { Turns.popoverAdaptsToCompactHeight.on(ios) }

    /// A1: on iOS 6 a navigation controller that does not forward still calls its top controller's
    /// supportedInterfaceOrientations and ignores the answer (radar 14080208); iOS 7 is unknown.
    public var navigationAsksTopAndIgnores: Bool { Turns.rotationMasks.on(ios) && !Turns.navigationStopsAskingTop.on(ios) }
    /// A17: where a presentation adapts, and to what.
    public var adaptsInCompactHeight: Bool { Turns.adaptsInCompactHeight.on(ios) }
    public var compactAdaptsToSheet: Bool { Turns.compactAdaptsToSheet.on(ios) }
    /// A17: a presentation delegate may answer the adapted style (`adaptive=`; iOS 8).
    public var asksAdaptiveDelegate: Bool { Turns.adaptiveDelegate.on(ios) }
    /// A6: on iOS 8 a controller whose presentationController the app read before presenting it
    /// is presented without asking its preferredInterfaceOrientationForPresentation (radar 19096083).
    public var presentationControllerReadDropsPreferred: Bool {
        Turns.presentationControllerReadDropsPreferred.on(ios) && !Turns.presentationControllerReadFixed.on(ios)
    }

    /// A1: page and form sheets fill the window (and so decide) on phones before iOS 13.
    public var sheetsFillPhoneScreen: Bool { ios.major < 13 }

    public var controllingRule: ControllingRule {
        if !boundsFollowOrientation { return .topmostVisible }
        if !Turns.statusBarOwnerRule.on(ios) { return .latestRoot }
        return .topmostVisibleOwner
    }

    /// A9: KVC / NSInvocation on UIDevice.orientation is ignored with SDK ≥ 16 on iOS ≥ 16.
    public var deviceOrientationSetterIgnored: Bool { Turns.deviceSetterIgnored.on(ios) && Turns.deviceSetterIgnored.on(sdk) }
    public var statusBarSetter: StatusBarSetter { ios.major >= 13 ? .deprecatedNoOp : .works }
    /// A9: requestGeometryUpdate and setNeedsUpdateOfSupportedInterfaceOrientations exist.
    public var hasGeometryRequests: Bool { Turns.geometryRequests.on(ios) }

    /// P3: prefersInterfaceOrientationLocked exists (iOS 26).
    public var hasOrientationLockPreference: Bool { Turns.orientationLockPreference.on(ios) }

    /// A10: locking on an iPhone freezes the current orientation from iOS 9; before, it turns to portrait.
    public var phoneLockFreezesOrientation: Bool { ios.major >= 9 }

    /// P2: iPadOS 26 made qualifying iPad apps resizable windows.
    public var hasResizableWindows: Bool { Turns.resizableWindows.on(ios) }
    /// K4: which iPad keyboards exist, and iOS 8's silent undocking gesture.
    public var hasSplitKeyboard: Bool { Turns.splitKeyboard.on(ios) && !Turns.splitKeyboardGone.on(ios) }
    public var hasFloatingKeyboard: Bool { Turns.floatingKeyboard.on(ios) }
    public var undockGestureSkipsHide: Bool { Turns.undockGestureSkipsHide.on(ios) && !Turns.undockGestureFixed.on(ios) }
    /// P2: from iOS 27 an iPhone app's window may be resized; its size classes stay the device's
    /// (forum thread 836088: only viewWillTransition(to:with:) tells the app).
    public var hasResizablePhoneWindows: Bool { Turns.resizablePhoneWindows.on(ios) }
    /// P2: UIRequiresFullScreen counts before iPadOS 26, and after only on systems older than the
    /// app's UIRequiresFullScreenIgnoredStartingWithVersion.
    public func honoursRequiresFullScreen(ignoredFrom: OSVersion?) -> Bool {
        ios.major < 26 || (ignoredFrom.map { ios < $0 } ?? false)
    }
    /// P4: the scene delegate's per-scene mask (iOS 27) replaces the Info.plist for its scene.
    public var hasSceneMask: Bool { Turns.sceneMask.on(ios) }
    /// A11, P4: an iPad app that can multitask (all four orientations, full screen not required)
    /// has every geometry request refused with the windowing-mode error, from iPadOS 16 (the
    /// first with requests) through 27, where resizable apps make it the rule.
    public var multitaskingRefusesGeometryRequests: Bool { Turns.multitaskingRefusesRequests.on(ios) }

    /// A15: an app launched in Split View hears viewWillTransitionToSize before viewDidLoad on
    /// iOS 10 to 11.2.x (openradar 37073110: seen on 10 to 11.2.5, gone in 11.3).
    public var splitLaunchSizesBeforeLoad: Bool { Turns.splitLaunchEarlyTransition.on(ios) && !Turns.splitLaunchEarlyTransitionFixed.on(ios) }

    /// A15: iOS 8's split controller forwards each legacy rotation callback twice (openradar
    /// 19810773); iOS 9 is a model decision (fixed).
    public var splitDoublesLegacyRotation: Bool { Turns.sizeClasses.on(ios) && !Turns.multitasking.on(ios) }

    /// A11: iPad multitasking exists, for an app linked with the iOS 9 SDK or later (an older
    /// app runs full screen and its masks hold: herzbube/littlego #304).
    public var hasMultitasking: Bool { Turns.multitasking.on(ios) && Turns.multitaskingSDK.on(sdk) }

    /// L7: entering the background, the app is snapshotted in the other appearance too, so the
    /// shown controllers hear two trait changes (iOS ≥ 13: FluentDarkModeKit PR #97, QMUI #1491).
    public var snapshotsBothAppearances: Bool { Turns.darkModeSnapshots.on(ios) }

    // MARK: Notifications (N)

    /// N2: a window begins device orientation notifications when it gets a root view controller
    /// and turns by observing them (iOS 6-15: react-native-screens PR #1543 on 15.5, a 2019 blog
    /// with the stack on 12-13, YIPopupTextView #7 and MPNotificationView #14 on 6). No source
    /// speaks for iOS 16 on, where the scene owns the orientation: there the app's own begin counts.
    public var windowsBeginDeviceNotifications: Bool {
        Turns.windowDeviceNotifications.on(ios) && !Turns.sceneOwnsOrientation.on(ios)
    }

    // MARK: Coordinates and geometry (D3, W8, G)

    /// D3/W8: screen and window bounds follow the interface orientation (else fixed portrait
    /// with a transform on the root view).
    public var boundsFollowOrientation: Bool { Turns.boundsFollowOrientation.on(ios) && Turns.boundsFollowOrientation.on(sdk) }
    /// G1: safe-area insets exist.
    public var hasSafeArea: Bool { ios.major >= 11 }
    /// G1: a window's own safe area counts the status bar over it (iOS 12; on iOS 11 only the
    /// hardware insets: Masonry #546, radar 42372793).
    public var windowSafeAreaIncludesStatusBar: Bool { Turns.windowSafeAreaStatusBar.on(ios) }
    /// G5: iPadOS 26 leaves a status bar hidden at launch (Info.plist UIStatusBarHidden) out of the
    /// top safe-area inset, though the bar shows later (firefox-ios PR #29549, forums 798014).
    public var launchHiddenBarLeftOutOfSafeArea: Bool { Turns.resizableWindows.on(ios) }
    /// K3: the QuickType (predictive) bar above the keyboard, on by default (iOS 8).
    public var hasQuickTypeBar: Bool { Turns.sizeClasses.on(ios) }
    /// G3: the iOS 8 width/height swap fault can occur.
    public var hasSwapFault: Bool { ios.major == Turns.swapFault.major }
    /// L6: what a controller hears after its size classes changed.
    public var traitChangeCallback: Callback { Turns.traitChangeHandler.on(ios) ? .traitChangeHandler : .traitCollectionDidChange }
    /// L6: registerForTraitChanges exists (iOS 17): a controller that registers a handler hears it.
    public var hasTraitChangeHandlers: Bool { Turns.traitChangeHandler.on(ios) }
    /// L8: a view's first trait collection is announced with traitCollectionDidChange(nil) when it
    /// enters a window (iOS 8–12); iOS 13 predicts it and calls nothing (useyourloaf, 2019).
    public var callsFirstTraitChange: Bool { Turns.sizeClasses.on(ios) && !Turns.traitPrediction.on(ios) }
    /// L8: viewIsAppearing, back-deployed to iOS 13 by the iOS 17 SDK (Apple docs).
    public var hasViewIsAppearing: Bool { Turns.viewIsAppearing.on(ios) && Turns.viewIsAppearingSDK.on(sdk) }
    /// S8: a custom presentation's standard UIPresentationController hands the status bar to the
    /// presented controller on iOS 8.3–9 (radar 22574353: "iOS 8.1 has the opposite problem";
    /// PSPDFKit 2015); from iOS 10 it does not (radar 27874629, Presentr #103, Jelly #40).
    public var customPresentationTakesStatusBar: Bool {
        Turns.customPresentationStatusBar.on(ios) && !Turns.customPresentationStatusBarEnds.on(ios)
    }
    /// L2: size-transition callbacks exist (else only the legacy rotation callbacks).
    public var hasSizeTransitions: Bool { Turns.sizeClasses.on(ios) }

    // MARK: Windows (W)

    public var launchRootCheck: LaunchRootCheck { Turns.launchRootCrash.on(sdk) ? .crash : .log }
    /// W5: scenes exist (a window without one is never shown when the app uses them).
    public var hasScenes: Bool { Turns.scenes.on(ios) }
    /// W3: the key window is the scene's; when the app lets it go, the scene has none until a
    /// window is made key (SwiftMessages #446). Before scenes, a successor is picked.
    public var releasedKeyWindowLeavesNone: Bool { Turns.scenes.on(ios) }

    public var keyboardWindow: KeyboardWindowKind {
        ios.major >= 9
            ? KeyboardWindowKind(className: "UIRemoteKeyboardWindow", level: 10_000_000, listedInWindows: ios.major <= 15)
            : KeyboardWindowKind(className: "UITextEffectsWindow", level: 1, listedInWindows: ios.major >= 7)
    }

    /// P1: what an app without scenes hears at launch: the 18.4 warning, the iOS 26 one, or
    /// (SDK ≥ 27, whatever the system) that it does not launch at all.
    public var sceneLifecycleAtLaunch: SceneLifecycleCheck {
        if Turns.scenesRequired.on(sdk) { return .launchFails }
        if ios.major >= 26 { return .log("UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future.") }
        if Turns.sceneWarning.on(ios) {
            return .log("CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version.")
        }
        return .none
    }

    // MARK: Status bar (S)

    /// S1: phones hide the status bar in landscape by default (SDK ≥ 8), else it shows at 20.
    public var phoneHidesStatusBarInLandscape: Bool { sdk.major >= 8 }
    /// S1: a phone without a notch shows the landscape bar when a controller asks (iOS 8–12).
    public var controllerCanShowLandscapeStatusBar: Bool { ios.major >= 8 && ios.major <= 12 }
    /// S2: view-controller-based status bar appearance exists (iOS 7); before, the app flag decides.
    public var hasControllerStatusBarAppearance: Bool { Turns.controllerStatusBar.on(ios) }
    /// S7: the darkContent style exists (before it, `default` is the dark style).
    public var hasDarkContentStyle: Bool { ios.major >= 13 }
    /// S3: the double-height in-call bar.
    public var hasInCallStatusBar: Bool { !Turns.inCallBarGone.on(ios) }
    /// S4: app windows above level 1000 cover the status bar (before iOS 13).
    public var windowsCanCoverStatusBar: Bool { !Turns.statusBarAboveWindows.on(ios) }

    // MARK: Time (L4)

    /// Milliseconds of a quarter-turn rotation animation (phones 0.3 s, iPad 0.4 s).
    public func quarterTurnMilliseconds(_ idiom: Idiom) -> Int { idiom == .pad ? 400 : 300 }
}
