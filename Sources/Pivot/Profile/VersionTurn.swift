// Where the profile's switches turn, as data, and the words that name the versions on either
// side. Explanations, errors and help take their versions from here, so a rule that moves
// moves its words with it.

/// The first major version of a system (iOS, iPadOS, the SDK) with a newer behaviour.
package struct VersionTurn: Hashable, Sendable {
    /// How a version of this system is written: "iOS", "iPadOS", "SDK".
    package let system: String
    package let major: Int
    /// A turn inside a major release (iOS 18.4); 0 for most.
    package let minor: Int

    init(_ system: String, _ major: Int, _ minor: Int = 0) { self.system = system; self.major = major; self.minor = minor }

    /// Whether a version has the newer behaviour.
    @inline(__always)
    package func on(_ version: OSVersion) -> Bool {
        // The minor test folds away for the turns at a major version (all but one).
        minor == 0 ? version.major >= major : version.major > major || (version.major == major && version.minor >= minor)
    }

    /// "iOS 16", "iOS 18.4"
    package var version: String { minor == 0 ? "\(system) \(major)" : "\(system) \(major).\(minor)" }
    /// "iOS ≤ 12": the last major version without it.
    package var upToLastWithout: String { "\(system) ≤ \(major - 1)" }
    /// "pre-iOS 8"
    package var preWords: String { "pre-\(version)" }

    /// "iOS ≥ 16"
    package var from: String { "\(system) ≥ \(minor == 0 ? "\(major)" : "\(major).\(minor)")" }
    /// "iOS < 16"
    package var before: String { "\(system) < \(major)" }
    /// "iOS 16 or later"
    package var orLater: String { "\(version) or later" }
    /// "before iOS 16"
    package var beforeWords: String { "before \(version)" }
    /// "from iOS 16"
    package var fromWords: String { "from \(version)" }
    /// The last version without it: "iOS 5" for a turn at iOS 6.
    package var lastWithout: String { "\(system) \(major - 1)" }
    /// The same turn, in another system's name (the SDK's, an iPad's).
    package func named(_ system: String) -> VersionTurn { VersionTurn(system, major) }
    /// "iOS 8-13": from this turn to the last version before `end`.
    package func through(_ end: VersionTurn) -> String { "\(system) \(major)-\(end.major - 1)" }
}

extension BehaviorProfile {
    /// Every turn that user-facing text names (the switches below read the same values). Computed,
    /// not stored: a stored static is a lazy global that every read checks, on the engine's hot path.
    package enum Turns {
        /// A12 → A3: supported masks and shouldAutorotate replace the per-orientation question.
        @inline(__always) package static var rotationMasks: VersionTurn { VersionTurn("iOS", 6) }
        /// A3: the no-common-orientation reason names the class; A6: the preferred-orientation
        /// reason names the value and the mask.
        @inline(__always) package static var namedAutorotateText: VersionTurn { VersionTurn("iOS", 8) }
        @inline(__always) package static var namedPreferredText: VersionTurn { VersionTurn("iOS", 10) }
        /// L5: apps launch in the device's orientation, not portrait first; views lay out under
        /// the status bar (full-screen layout).
        @inline(__always) package static var launchInDeviceOrientation: VersionTurn { VersionTurn("iOS", 7) }
        @inline(__always) package static var fullScreenViews: VersionTurn { VersionTurn("iOS", 7) }
        /// S2: view-controller-based status bar appearance.
        @inline(__always) package static var controllerStatusBar: VersionTurn { VersionTurn("iOS", 7) }
        /// A5, D3: the latest root rule and bounds that follow the orientation (with the SDK's).
        @inline(__always) package static var boundsFollowOrientation: VersionTurn { VersionTurn("iOS", 8) }
        /// L6: size classes (trait collections).
        @inline(__always) package static var sizeClasses: VersionTurn { VersionTurn("iOS", 8) }
        /// G1: a window's own safe area counts the status bar.
        @inline(__always) package static var windowSafeAreaStatusBar: VersionTurn { VersionTurn("iOS", 12) }
        /// A13: a custom presentation's controller decides (with the SDK's; a model decision).
        @inline(__always) package static var customPresentationDecides: VersionTurn { VersionTurn("SDK", 11) }
        /// A8: the controller being dismissed is skipped; W5: scenes; S4: the bar above all.
        @inline(__always) package static var dismissalSkips: VersionTurn { VersionTurn("iOS", 13) }
        @inline(__always) package static var scenes: VersionTurn { VersionTurn("iOS", 13) }
        @inline(__always) package static var statusBarAboveWindows: VersionTurn { VersionTurn("iOS", 13) }
        /// A5: the topmost visible window that may affect the status bar.
        @inline(__always) package static var statusBarOwnerRule: VersionTurn { VersionTurn("iOS", 14) }
        /// A1: a presentation's automatic style is a page sheet (UIModalPresentationStyle.automatic).
        @inline(__always) package static var automaticSheets: VersionTurn { VersionTurn("iOS", 13) }
        /// A9: geometry requests; A3: shouldAutorotate NO no longer refuses.
        @inline(__always) package static var geometryRequests: VersionTurn { VersionTurn("iOS", 16) }
        @inline(__always) package static var autorotateStopsRefusing: VersionTurn { VersionTurn("iOS", 16) }
        /// N2: windows begin device orientation notifications themselves (the earliest report is
        /// iOS 6); from iOS 16 the scene owns the orientation and no source says they still do.
        @inline(__always) package static var windowDeviceNotifications: VersionTurn { VersionTurn("iOS", 6) }
        @inline(__always) package static var sceneOwnsOrientation: VersionTurn { VersionTurn("iOS", 16) }
        /// A11: a multitasking-capable iPad app's geometry requests fail (code 101, windowing mode).
        @inline(__always) package static var multitaskingRefusesRequests: VersionTurn { VersionTurn("iPadOS", 16) }
        /// A11: iPad multitasking, for apps linked with its SDK (herzbube/littlego #304).
        @inline(__always) package static var multitasking: VersionTurn { VersionTurn("iOS", 9) }
        @inline(__always) package static var multitaskingSDK: VersionTurn { VersionTurn("SDK", 9) }
        /// L6: registered trait-change handlers replace traitCollectionDidChange.
        @inline(__always) package static var traitChangeHandler: VersionTurn { VersionTurn("iOS", 17) }
        /// L8: UIKit predicts a view's first traits (no traitCollectionDidChange(nil)).
        @inline(__always) package static var traitPrediction: VersionTurn { VersionTurn("iOS", 13) }
        /// L8: viewIsAppearing (iOS 13 systems, apps linked with the iOS 17 SDK).
        @inline(__always) package static var viewIsAppearing: VersionTurn { VersionTurn("iOS", 13) }
        @inline(__always) package static var viewIsAppearingSDK: VersionTurn { VersionTurn("SDK", 17) }
        /// A15: the early size transition of an app launched in Split View, and its fix.
        @inline(__always) package static var splitLaunchEarlyTransition: VersionTurn { VersionTurn("iOS", 10) }
        @inline(__always) package static var splitLaunchEarlyTransitionFixed: VersionTurn { VersionTurn("iOS", 11, 3) }
        /// A1: the navigation controller no longer asks its top controller's mask (iOS 6 did, radar
        /// 14080208; that iOS 7 stopped is a model decision).
        @inline(__always) package static var navigationStopsAskingTop: VersionTurn { VersionTurn("iOS", 7) }
        /// S8: a custom presentation controller changes the status bar's controller.
        @inline(__always) package static var customPresentationStatusBar: VersionTurn { VersionTurn("iOS", 8, 3) }
        @inline(__always) package static var customPresentationStatusBarEnds: VersionTurn { VersionTurn("iOS", 10) }
        /// W6: a window without a root view controller at launch crashes instead of logging.
        @inline(__always) package static var launchRootCrash: VersionTurn { VersionTurn("SDK", 9) }
        /// G3: the iOS 8 width/height swap fault (iOS 8 only).
        @inline(__always) package static var swapFault: VersionTurn { VersionTurn("iOS", 8) }
        /// S3: the in-call status bar is gone.
        @inline(__always) package static var inCallBarGone: VersionTurn { VersionTurn("iOS", 13) }
        /// A9: setting UIDevice.orientation only logs (with the SDK's).
        @inline(__always) package static var deviceSetterIgnored: VersionTurn { VersionTurn("iOS", 16) }
        /// P1: the scene life-cycle warning, and the SDK that requires scenes.
        @inline(__always) package static var sceneWarning: VersionTurn { VersionTurn("iOS", 18, 4) }
        @inline(__always) package static var scenesRequired: VersionTurn { VersionTurn("SDK", 27) }
        /// P4: the scene delegate's per-scene mask.
        @inline(__always) package static var sceneMask: VersionTurn { VersionTurn("iOS", 27) }
        /// P3: prefersInterfaceOrientationLocked.
        @inline(__always) package static var orientationLockPreference: VersionTurn { VersionTurn("iOS", 26) }
        /// A14: modalPresentationStyle popover and UIPopoverPresentationController.
        @inline(__always) package static var popoverPresentations: VersionTurn { VersionTurn("iOS", 8) }
        /// A14: a popover adapts in a vertically compact environment too (as a form sheet).
        @inline(__always) package static var popoverAdaptsToCompactHeight: VersionTurn { VersionTurn("iOS", 13) }
        /// A17: the style a presentation adapts to: a vertically compact, horizontally regular
        /// window (an iPhone Plus in landscape) adapts a popover to a form sheet (ARSPopover #6,
        /// iOS 9.1; a real popover before 8.3: steipete's gist)…
        @inline(__always) package static var adaptsInCompactHeight: VersionTurn { VersionTurn("iOS", 8, 3) }
        /// …and a compact width adapts popovers and sheets to a form sheet instead of full screen.
        @inline(__always) package static var compactAdaptsToSheet: VersionTurn { VersionTurn("iOS", 13) }
        /// A17: a presentation delegate's adaptivePresentationStyle (UIAdaptivePresentationControllerDelegate).
        @inline(__always) package static var adaptiveDelegate: VersionTurn { VersionTurn("iOS", 8) }
        /// A6: reading presentationController before presenting drops the preferred orientation
        /// (radar 19096083, iOS 8.1.1; that iOS 9 fixed it is a model decision: no later report).
        @inline(__always) package static var presentationControllerReadDropsPreferred: VersionTurn { VersionTurn("iOS", 8) }
        @inline(__always) package static var presentationControllerReadFixed: VersionTurn { VersionTurn("iOS", 9) }
        /// K4: the iPad's undocked and split keyboard (iOS 5; the split one left with iPadOS 13's
        /// floating keyboard on most iPads: model decision, Pivot keeps both through iPadOS 26)…
        @inline(__always) package static var splitKeyboard: VersionTurn { VersionTurn("iOS", 5) }
        @inline(__always) package static var splitKeyboardGone: VersionTurn { VersionTurn("iOS", 27) }
        /// …the floating keyboard…
        @inline(__always) package static var floatingKeyboard: VersionTurn { VersionTurn("iPadOS", 13) }
        /// …and iOS 8's undocking gesture that posts no hide (radar 18010127; fixed in 9: model decision).
        @inline(__always) package static var undockGestureSkipsHide: VersionTurn { VersionTurn("iOS", 8) }
        @inline(__always) package static var undockGestureFixed: VersionTurn { VersionTurn("iOS", 9) }
        /// L7: dark mode, and the app-switcher snapshot in both appearances.
        @inline(__always) package static var darkModeSnapshots: VersionTurn { VersionTurn("iOS", 13) }
        /// P2: an iPhone app's window resizes (iPhone Mirroring on a Mac, iPhone apps on an iPad;
        /// forum thread 836088, fatbobman's "From Size Class to Available Space").
        @inline(__always) package static var resizablePhoneWindows: VersionTurn { VersionTurn("iOS", 27) }
        /// P2: resizable windows.
        @inline(__always) package static var resizableWindows: VersionTurn { VersionTurn("iPadOS", 26) }
    }
}

extension ControllingRule {
    /// The systems and SDKs the A5 rule holds on, in words.
    package var era: String {
        let turn = BehaviorProfile.Turns.boundsFollowOrientation
        switch self {
        case .topmostVisible: return "\(turn.before) or \(turn.named("SDK").before)"
        case .latestRoot: return "\(turn.named("SDK").from) on \(turn.through(BehaviorProfile.Turns.statusBarOwnerRule))"
        case .topmostVisibleOwner: return BehaviorProfile.Turns.statusBarOwnerRule.from
        }
    }
}
