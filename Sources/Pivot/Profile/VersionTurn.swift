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
    package func on(_ version: OSVersion) -> Bool { version.major > major || (version.major == major && version.minor >= minor) }

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
    /// Every turn that user-facing text names (the switches below read the same values).
    package enum Turns {
        /// A12 → A3: supported masks and shouldAutorotate replace the per-orientation question.
        package static let rotationMasks = VersionTurn("iOS", 6)
        /// S2: view-controller-based status bar appearance.
        package static let controllerStatusBar = VersionTurn("iOS", 7)
        /// A5, D3: the latest root rule and bounds that follow the orientation (with the SDK's).
        package static let boundsFollowOrientation = VersionTurn("iOS", 8)
        /// L6: size classes (trait collections).
        package static let sizeClasses = VersionTurn("iOS", 8)
        /// A8: the controller being dismissed is skipped; W5: scenes; S4: the bar above all.
        package static let dismissalSkips = VersionTurn("iOS", 13)
        package static let scenes = VersionTurn("iOS", 13)
        package static let statusBarAboveWindows = VersionTurn("iOS", 13)
        /// A5: the topmost visible window that may affect the status bar.
        package static let statusBarOwnerRule = VersionTurn("iOS", 14)
        /// A1: a presentation's automatic style is a page sheet (UIModalPresentationStyle.automatic).
        package static let automaticSheets = VersionTurn("iOS", 13)
        /// A9: geometry requests; A3: shouldAutorotate NO no longer refuses.
        package static let geometryRequests = VersionTurn("iOS", 16)
        package static let autorotateStopsRefusing = VersionTurn("iOS", 16)
        /// L6: registered trait-change handlers replace traitCollectionDidChange.
        package static let traitChangeHandler = VersionTurn("iOS", 17)
        /// W6: a window without a root view controller at launch crashes instead of logging.
        package static let launchRootCrash = VersionTurn("SDK", 9)
        /// G3: the iOS 8 width/height swap fault (iOS 8 only).
        package static let swapFault = VersionTurn("iOS", 8)
        /// S3: the in-call status bar is gone.
        package static let inCallBarGone = VersionTurn("iOS", 13)
        /// A9: setting UIDevice.orientation only logs (with the SDK's).
        package static let deviceSetterIgnored = VersionTurn("iOS", 16)
        /// P1: the scene life-cycle warning, and the SDK that requires scenes.
        package static let sceneWarning = VersionTurn("iOS", 18, 4)
        package static let scenesRequired = VersionTurn("SDK", 27)
        /// P4: the scene delegate's per-scene mask.
        package static let sceneMask = VersionTurn("iOS", 27)
        /// P3: prefersInterfaceOrientationLocked.
        package static let orientationLockPreference = VersionTurn("iOS", 26)
        /// P2: resizable windows.
        package static let resizableWindows = VersionTurn("iPadOS", 26)
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
