// Which windows are on screen, in which order, and which one is key (W2, W3, A8): the state the
// stacking and key-window transitions (Stacking.swift, Windows.swift) keep.

public struct WindowStack: Hashable, Sendable {
    /// The windows on screen bottom to top (W2), kept in step by show, hide and level changes so
    /// that the topmost one is found without scanning every window (a trace may make 10,000).
    var screenOrder: [WindowID] = []
    public internal(set) var keyWindow: WindowID? = nil
    /// Windows that were key, oldest first (W3: the one key before comes back).
    var keyHistory: [WindowID] = []
    /// The app delegate's window (A8), by default the first window created.
    public internal(set) var delegateWindow: WindowID? = nil
}
