// The keyboard's state (K1, K4, W7).

/// Where an iPad's keyboard sits (K4): docked at the bottom, undocked or split (iOS 5+), or
/// floating (iPadOS 13+).
public enum KeyboardMode: String, Hashable, Sendable, CaseIterable {
    case docked = "dock", undocked = "undock", split, floating = "float"
}

public struct KeyboardState: Hashable, Sendable {
    /// Docked and on screen: what the show and hide notifications tell the app.
    public var shown = false
    /// Once it has appeared, the keyboard window stays in the app's window list (W7).
    public var everShown = false
    /// K4: an iPad keyboard's place; away from the dock the app hears only frame changes.
    public var mode: KeyboardMode = .docked
    /// K4: an undocked, split or floating keyboard that is up (not `shown`: not docked).
    public var upElsewhere = false
}
