// The status bar's state: the app's interface orientation (which is the bar's, S5), the app's
// own flags and what the appearance owner answered when UIKit last asked (S1–S7).

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
