// The parts of the world that are not windows or controllers: the app's configuration, the
// device, the status bar, the keyboard and the modelled crash.

public enum StatusBarAppearance: String, Hashable, Sendable { case controller, global }

/// What the app declares before anything runs (trace header, SPEC "Defaults").
public struct AppConfig: Hashable, Sendable {
    public var device: DeviceModel
    public var profile: BehaviorProfile
    /// The Info.plist supported orientations as written (order matters at launch, A3).
    /// nil: the idiom default (O5).
    public var plistOrientations: [InterfaceOrientation]?
    /// The Info.plist mask as a raw value (may hold invalid bits when written as an integer).
    public var plistRawMask: OrientationMask?
    public var statusBarAppearance: StatusBarAppearance = .controller
    public var usesScenes = false
    public var requiresFullScreen = false
    /// UIRequiresFullScreenIgnoredStartingWithVersion (P2): from iPadOS 26 the key counts only on
    /// systems older than this.
    public var requiresFullScreenIgnoredFrom: OSVersion? = nil
    public var startOrientation: DeviceOrientation = .portrait
    /// Info.plist UIStatusBarHidden and UIStatusBarStyle: the app's own status bar at launch,
    /// which global appearance keeps until the app changes it (S2, S7).
    public var statusBarHiddenAtLaunch = false
    public var statusBarStyleAtLaunch: StatusBarStyle = .default

    public init(device: DeviceModel, profile: BehaviorProfile) {
        self.device = device
        self.profile = profile
    }

    /// The idiom default mask (O5).
    public var idiomDefaultMask: OrientationMask { device.idiom == .pad ? .all : .allButUpsideDown }

    /// The Info.plist mask (O5 when missing).
    public var plistMask: OrientationMask { plistRawMask ?? idiomDefaultMask }

    /// The plist list in written order; a named or default mask counts as written in O2 order.
    public var plistWrittenOrder: [InterfaceOrientation] { plistOrientations ?? plistMask.orientations }

    /// W5: windows need a scene to be shown.
    public var scenesActive: Bool { usesScenes && profile.hasScenes }
}

public struct DeviceState: Hashable, Sendable {
    /// Where the hardware really is.
    public var physical: DeviceOrientation
    /// The orientation UIKit holds: last physical, forced or lock-released one (A3, A9).
    public var held: DeviceOrientation
    public var locked = false
    /// begin/endGeneratingDeviceOrientationNotifications nesting count (N2).
    public var generatingCount = 0
    public init(_ start: DeviceOrientation) { physical = start; held = start }
}

public struct StatusBarState: Hashable, Sendable {
    /// The app's interface orientation, which is the status bar's (S5).
    public var orientation: InterfaceOrientation
    /// The app-wide hidden flag (global appearance, S2).
    public var globalHidden = false
    /// What the appearance owner answered when UIKit last asked (S2).
    public var preferenceHidden = false
    /// The style the appearance owner answered when UIKit last asked, and the app's own (S7).
    public var preferenceStyle: StatusBarStyle = .default
    public var globalStyle: StatusBarStyle = .default
    /// Whether that owner asks for the bar (S1).
    public var preferenceAsks = false
    public var inCall = false
    /// The controlling window and its orientation at the last sync (A5): the interface orientation
    /// follows that window only when it or its orientation changes, so a forced status bar stays put.
    public var syncedWindow: WindowID? = nil
    public var syncedOrientation: InterfaceOrientation = .unknown
    public init(orientation: InterfaceOrientation) { self.orientation = orientation }
}

public struct KeyboardState: Hashable, Sendable {
    public var shown = false
    /// Once it has appeared, the keyboard window stays in the app's window list (W7).
    public var everShown = false
}

/// An UIKit exception the modelled app raised: data, never a crash of Pivot.
public struct Crash: Hashable, Sendable, CustomStringConvertible {
    // Interned (see `Message`): a crash travels in an effect.
    private var nameMessage: Message
    private var reasonMessage: Message
    public var name: String {
        get { nameMessage.string }
        set { nameMessage = Message(newValue) }
    }
    public var reason: String {
        get { reasonMessage.string }
        set { reasonMessage = Message(newValue) }
    }
    public init(name: String, reason: String) { nameMessage = Message(name); reasonMessage = Message(reason) }
    public var description: String { "\(name): \(reason)" }

    public static let invalidOrientation = "UIApplicationInvalidInterfaceOrientation"
    public static let inconsistency = "NSInternalInconsistencyException"
    /// P1: the one public wording of the SDK 27 launch failure (a single blog; model decision).
    public static let sceneLifecycleRequired = "Application failed to launch: UIScene life cycle is required for apps built with this SDK."
    public static let invalidArgument = "NSInvalidArgumentException"
}

/// A view added by a trace or the API (compositor, SPEC C1).
public struct View: Hashable, Sendable {
    /// `keyboard`: straight on the keyboard's window (W9: the classic HUD on windows.lastObject).
    public enum Parent: Hashable, Sendable { case window(WindowID), controller(ControllerID), view(Int), keyboard }
    public let name: String
    public var parent: Parent
    public var frame: Rect
    public var z: Double = 0
    public var alpha: Double = 1
    public var hidden = false
    public var interactive = true
    /// Degrees about the view's centre; with `scale`, the view's transform (frame is the
    /// untransformed frame, as UIKit's center and bounds describe it).
    public var rotation: Double = 0
    public var scale: Double = 1
    /// clipsToBounds: subviews are drawn only inside this view's bounds.
    public var clips = false
    /// What the view's frame follows at the end of every step (its library's own layout).
    public var fill: ViewFill = .none
    public init(name: String, parent: Parent, frame: Rect) { self.name = name; self.parent = parent; self.frame = frame }
}

/// A frame a view keeps up to date: none (as set), its parent's bounds (autoresizing flexible
/// width and height), or the screen's bounds as UIScreen reports them then (a HUD that sets its
/// frame to `UIScreen.mainScreen.bounds`: portrait-fixed before iOS 8, D3).
public enum ViewFill: String, Hashable, Sendable, CaseIterable { case none, parent, screen }

/// What a `layout` step changes in a view; nil fields stay.
public struct ViewChange: Hashable, Sendable {
    public var frame: Rect? = nil
    public var rotation: Double? = nil
    public var scale: Double? = nil
    public var alpha: Double? = nil
    public var hidden: Bool? = nil
    public var fill: ViewFill? = nil
    public init() {}
}
