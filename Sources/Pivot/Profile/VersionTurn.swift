// Where the profile's switches turn, as data, and the words that name the versions on either
// side. Explanations, errors and help take their versions from here, so a rule that moves
// moves its words with it.

/// The first major version of a system (iOS, iPadOS, the SDK) with a newer behaviour.
public struct VersionTurn: Hashable, Sendable {
    /// How a version of this system is written: "iOS", "iPadOS", "SDK".
    public let system: String
    public let major: Int

    init(_ system: String, _ major: Int) { self.system = system; self.major = major }

    /// Whether a version has the newer behaviour.
    @inline(__always)
    public func on(_ version: OSVersion) -> Bool { version.major >= major }

    /// "iOS ≥ 16"
    public var from: String { "\(system) ≥ \(major)" }
    /// "iOS < 16"
    public var before: String { "\(system) < \(major)" }
    /// "iOS 16 or later"
    public var orLater: String { "\(system) \(major) or later" }
    /// "before iOS 16"
    public var beforeWords: String { "before \(system) \(major)" }
    /// "from iOS 16"
    public var fromWords: String { "from \(system) \(major)" }
    /// The last version without it: "iOS 5" for a turn at iOS 6.
    public var lastWithout: String { "\(system) \(major - 1)" }
    /// The same turn, in another system's name (the SDK's, an iPad's).
    public func named(_ system: String) -> VersionTurn { VersionTurn(system, major) }
    /// "iOS 8-13": from this turn to the last version before `end`.
    public func through(_ end: VersionTurn) -> String { "\(system) \(major)-\(end.major - 1)" }
}

extension BehaviorProfile {
    /// Every turn that user-facing text names (the switches below read the same values).
    public enum Turns {
        /// A12 → A3: supported masks and shouldAutorotate replace the per-orientation question.
        public static let rotationMasks = VersionTurn("iOS", 6)
        /// S2: view-controller-based status bar appearance.
        public static let controllerStatusBar = VersionTurn("iOS", 7)
        /// A5, D3: the latest root rule and bounds that follow the orientation (with the SDK's).
        public static let boundsFollowOrientation = VersionTurn("iOS", 8)
        /// L6: size classes (trait collections).
        public static let sizeClasses = VersionTurn("iOS", 8)
        /// A8: the controller being dismissed is skipped; W5: scenes; S4: the bar above all.
        public static let dismissalSkips = VersionTurn("iOS", 13)
        public static let scenes = VersionTurn("iOS", 13)
        public static let statusBarAboveWindows = VersionTurn("iOS", 13)
        /// A5: the topmost visible window that may affect the status bar.
        public static let statusBarOwnerRule = VersionTurn("iOS", 14)
        /// A1: a presentation's automatic style is a page sheet (UIModalPresentationStyle.automatic).
        public static let automaticSheets = VersionTurn("iOS", 13)
        /// A9: geometry requests; A3: shouldAutorotate NO no longer refuses.
        public static let geometryRequests = VersionTurn("iOS", 16)
        public static let autorotateStopsRefusing = VersionTurn("iOS", 16)
        /// P3: prefersInterfaceOrientationLocked.
        public static let orientationLockPreference = VersionTurn("iOS", 26)
        /// P2: resizable windows.
        public static let resizableWindows = VersionTurn("iPadOS", 26)
    }
}

extension ControllingRule {
    /// The systems and SDKs the A5 rule holds on, in words.
    public var era: String {
        let turn = BehaviorProfile.Turns.boundsFollowOrientation
        switch self {
        case .topmostVisible: return "\(turn.before) or \(turn.named("SDK").before)"
        case .latestRoot: return "\(turn.named("SDK").from) on \(turn.through(BehaviorProfile.Turns.statusBarOwnerRule))"
        case .topmostVisibleOwner: return BehaviorProfile.Turns.statusBarOwnerRule.from
        }
    }
}
