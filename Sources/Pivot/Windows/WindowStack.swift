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
    /// The windows by when their roots were set (A5 before iOS 13).
    var rootOrder = RootOrder()
}

/// A5 before iOS 13 (the most recent root controls): the windows in the order their roots were
/// set, each with its stamp then, so that the controlling window is found from the latest back
/// instead of by reading every window at every step (issue 37: N windows with roots grew as N²).
/// An entry whose window has been stamped again (or lost its root) since is stale. Derived from
/// the windows' stamps, it takes no part in a world's equality or hash.
struct RootOrder: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var window: Int
        var stamp: Int
    }
    private(set) var entries: [Entry] = []

    /// Notes a root set on `window` with `stamp`; drops the stale entries once they outnumber
    /// the windows, so that the list stays in proportion to them.
    mutating func rootSet(_ window: Int, stamp: Int, in windows: [Window]) {
        entries.append(Entry(window: window, stamp: stamp))
        if entries.count > 2 * windows.count + 8 { entries.removeAll { windows[$0.window].rootStamp != $0.stamp } }
    }

    /// The same entries in a buffer of its own (the explorer's deep copy).
    func detached() -> RootOrder {
        var copy = RootOrder()
        copy.entries = entries.map { $0 }
        return copy
    }

    static func == (a: RootOrder, b: RootOrder) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
