// The keyboard's state (K1, W7).

public struct KeyboardState: Hashable, Sendable {
    public var shown = false
    /// Once it has appeared, the keyboard window stays in the app's window list (W7).
    public var everShown = false
}
