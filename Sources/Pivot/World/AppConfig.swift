// What the app declares before anything runs (the trace header, SPEC "Defaults"): the device,
// the system, the Info.plist and how the status bar's appearance is decided.

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
