// A UIWindow: level, visibility, root view controller and its own orientation (SPEC W, A3).

public struct WindowID: Hashable, Sendable, Comparable {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: WindowID, b: WindowID) -> Bool { a.index < b.index }
}

public struct Window: Hashable, Sendable {
    /// The name, as a message: copying a window counts no reference for it.
    let label: Message
    public var name: String { label.string }
    public var level: Double
    public var root: ControllerID?
    public var hasScene: Bool
    /// False: the window opted out of status bar appearance and rotation control (A5, S2).
    public var affectsStatusBar: Bool
    public var visible = false
    /// The window's own interface orientation (A3).
    public var orientation: InterfaceOrientation
    /// Frame and bounds in the screen's coordinates (W8).
    public var frame: Rect
    public var bounds: Size
    /// Whether the frame was the whole screen when created: such a window keeps filling the screen
    /// when it rotates on iOS ≥ 8.
    public var fillsScreen: Bool
    /// The root view's rotation in degrees (iOS ≤ 7 transform, W8).
    public var rootRotation: Double = 0
    /// C5: the window's own transform (`window.transform`), a rotation in degrees about its centre,
    /// as a library sets it by hand; UIKit turns the window's root view besides (W8).
    public var ownRotation: Double = 0
    /// Stacking stamp (W2): larger is more recent among equal levels.
    public var stackStamp = 0
    /// When the window last got a root view controller (A5 iOS 8–13); 0 never.
    public var rootStamp = 0
    /// The supported mask UIKit last read for this window's decider (A9 geometry requests).
    public var cachedSupported: OrientationMask = []
    /// Whether the decider preferred its orientation locked when UIKit last read it (P3).
    public var cachedLocked = false
    /// Resized by the user to less than the screen (P2): it keeps its size when the device turns.
    public var resized = false
    /// Released by the app (hidden, root gone, out of UIApplication.windows): only a new window
    /// of the same name takes its place.
    public var released = false
    /// UIKit began device orientation notifications for this window when it got its first root
    /// view controller (N2, iOS 6-15); its release ends them.
    public var beganDeviceNotifications = false
    /// The mask of the geometry request that turned the window last, until anything else turns
    /// it (A9). History for the explanation: not part of a fingerprint. One byte (0: none), so
    /// that the window, copied on every step of a search, stays its size.
    public var turnedByRequest: OrientationMask? {
        get { requestBits == 0 ? nil : OrientationMask(rawValue: UInt(requestBits)) }
        set { requestBits = UInt8(truncatingIfNeeded: newValue?.rawValue ?? 0) }
    }
    private var requestBits: UInt8 = 0

    public init(name: String, level: Double, hasScene: Bool, affectsStatusBar: Bool,
                orientation: InterfaceOrientation, frame: Rect, fillsScreen: Bool) {
        label = Message(name); self.level = level; self.root = nil; self.hasScene = hasScene
        self.affectsStatusBar = affectsStatusBar; self.orientation = orientation
        self.frame = frame; self.bounds = frame.size; self.fillsScreen = fillsScreen
    }
}

/// Named window levels (W1).
public enum WindowLevel {
    public static let normal: Double = 0
    public static let statusBar: Double = 1000
    public static let alert: Double = 2000
}
