// The device as UIKit holds it: where the hardware is, the orientation UIKit keeps, the rotation
// lock and whether device orientation notifications are generated (A3, A9, A10, N2).

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
