// One row of the device catalogue (SPEC D1).

public enum Idiom: String, Hashable, Sendable { case phone, pad }

/// A value that changed at some iOS versions: `base`, replaced by each change from its version on.
/// Which entry applies is decided by the behaviour profile (`BehaviorProfile.pick`), the one place
/// that compares versions.
public struct Versioned<Value: Hashable & Sendable>: Hashable, Sendable {
    public var base: Value
    public var changes: [Change]
    public struct Change: Hashable, Sendable {
        public var since: OSVersion
        public var value: Value
        public init(since: OSVersion, value: Value) { self.since = since; self.value = value }
    }
    public init(_ base: Value, changes: [Change] = []) { self.base = base; self.changes = changes }
    public static func fixed(_ value: Value) -> Versioned { Versioned(value) }
}

public struct DeviceModel: Hashable, Sendable {
    /// The catalogue name, e.g. "iPhoneX".
    public var name: String
    /// Other names that stand for the same row, e.g. "iPhoneXS", "iPhone11Pro".
    public var aliases: [String]
    public var idiom: Idiom
    /// Screen size in points, portrait.
    public var portraitSize: Size
    public var scale: Double
    public var nativeScale: Double
    /// Screen size in pixels, portrait; never changes (SPEC D3).
    public var nativeBounds: Size
    /// Hardware insets (notch, corners, home indicator): the safe area of a full-screen view
    /// with the status bar hidden, portrait and landscape (T,L,B,R).
    public var portraitInsets: Versioned<Insets>
    public var landscapeInsets: Versioned<Insets>
    /// Status bar height in portrait, and in landscape where the bar shows there (iPad).
    public var statusBarPortrait: Versioned<Double>
    public var statusBarLandscape: Versioned<Double>
    /// Navigation bar height in portrait and landscape.
    public var navigationBarPortrait: Versioned<Double>
    public var navigationBarLandscape: Versioned<Double>
    public var hasHomeIndicator: Bool
    /// A notch or Dynamic Island: the status bar never shows in landscape (SPEC S1), no in-call bar (S3).
    public var hasNotch: Bool
    /// The first iOS version that shipped on this model: information only.
    public var firstOS: OSVersion
    /// Where the figures come from.
    public var source: String
    /// L6: a phone whose landscape width class is regular (Plus, Max, XR/11, Air).
    public var regularWidthInLandscape = false

    public var isPhone: Bool { idiom == .phone }

    /// K3: the English keyboard's height before iOS 8 (`classic`) and with the QuickType bar on
    /// (iOS ≥ 8, the default). Sourced: the 4.7-inch phone's 258 with the bar, 225 without (Stack
    /// Overflow 25946121, a log on iOS 8.4–10); the rest are the widely quoted figures (model
    /// decision): 253 on 320-point phones, 271 on 5.5-inch ones, 335 on Face ID phones (with the
    /// home indicator's strip), 313/398 on iPads; the classic 216/162 phone, 264/352 iPad.
    public func keyboardHeights(landscape: Bool) -> (classic: Double, withQuickType: Double) {
        if !isPhone { return landscape ? (352, 398) : (264, 313) }
        if landscape { return hasHomeIndicator ? (162, 209) : (162, 194) }
        if hasHomeIndicator { return (216, 335) }
        switch portraitSize.width {
        case ..<321: return (216, 253)
        case ..<376: return (216, 258)
        default: return (216, 271)
        }
    }
    /// O6: Face ID iPhones (those with a home indicator) never turn the interface upside down.
    public var turnsUpsideDown: Bool { !(isPhone && hasHomeIndicator) }
    public var allNames: [String] { [name] + aliases }

    public init(name: String, aliases: [String] = [], idiom: Idiom, portraitSize: Size, scale: Double,
                nativeScale: Double, nativeBounds: Size, portraitInsets: Versioned<Insets>,
                landscapeInsets: Versioned<Insets>, statusBarPortrait: Versioned<Double>,
                statusBarLandscape: Versioned<Double>, navigationBarPortrait: Versioned<Double>,
                navigationBarLandscape: Versioned<Double>, hasHomeIndicator: Bool, hasNotch: Bool,
                firstOS: OSVersion, source: String) {
        self.name = name; self.aliases = aliases; self.idiom = idiom; self.portraitSize = portraitSize
        self.scale = scale; self.nativeScale = nativeScale; self.nativeBounds = nativeBounds
        self.portraitInsets = portraitInsets; self.landscapeInsets = landscapeInsets
        self.statusBarPortrait = statusBarPortrait; self.statusBarLandscape = statusBarLandscape
        self.navigationBarPortrait = navigationBarPortrait; self.navigationBarLandscape = navigationBarLandscape
        self.hasHomeIndicator = hasHomeIndicator; self.hasNotch = hasNotch; self.firstOS = firstOS
        self.source = source
    }
}
