// Orientation values (SPEC O1–O4).

/// A physical device orientation, with UIKit's raw values (SPEC O1).
public enum DeviceOrientation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// The interface orientation this device orientation rotates the interface to (SPEC O3).
    /// Content turns against the device, so the landscape cases swap; flat and unknown map to nothing.
    public var interface: InterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: nil
        }
    }

    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

/// An interface orientation, with UIKit's raw values (SPEC O2).
public enum InterfaceOrientation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unknown = 0, portrait, portraitUpsideDown, landscapeRight, landscapeLeft

    /// The four real orientations in O2 order, the order every fallback and list uses.
    public static let ordered: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft]

    // Raw values 3 and 4 are the landscapes, 1 and 2 the portraits: a range test the engine
    // makes on every reading.
    @inline(__always) public var isLandscape: Bool { rawValue >= 3 }
    @inline(__always) public var isPortrait: Bool { rawValue == 1 || rawValue == 2 }

    /// The device orientation that produces this interface orientation (inverse of O3).
    public var device: DeviceOrientation {
        switch self {
        case .unknown: .unknown
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeRight: .landscapeLeft
        case .landscapeLeft: .landscapeRight
        }
    }

    /// The mask bit of this orientation (SPEC O4): `1 << rawValue`.
    public var mask: OrientationMask { self == .unknown ? [] : OrientationMask(rawValue: 1 << UInt(rawValue)) }

    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

/// UIInterfaceOrientationMask (SPEC O4). Any raw integer is accepted, invalid bits included,
/// so that the classic "returned an orientation instead of a mask" bug can be replayed.
public struct OrientationMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = OrientationMask(rawValue: 2)
    public static let portraitUpsideDown = OrientationMask(rawValue: 4)
    public static let landscapeRight = OrientationMask(rawValue: 8)
    public static let landscapeLeft = OrientationMask(rawValue: 16)
    public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: OrientationMask = [.portrait, .landscape]
    public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscape]

    /// The valid orientations in the mask, in O2 order.
    public var orientations: [InterfaceOrientation] { InterfaceOrientation.ordered.filter { contains($0) } }

    /// Only the bits that name an orientation.
    public var valid: OrientationMask { intersection(.all) }

    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && contains(orientation.mask)
    }

    /// The first orientation of the mask in O2 order, used by every fallback.
    public var first: InterfaceOrientation? { orientations.first }

    /// Written as in Pivot's own messages: names in O2 order joined by ", ".
    public var description: String { orientations.map(\.name).joined(separator: ", ") }

    /// Written as UIKit writes a mask in its crash reasons and errors (SPEC O4): the names in the
    /// order the SDK header declares the mask (portrait, landscapeLeft, landscapeRight, then
    /// portraitUpsideDown), joined by ", " (WMPlayer #95, Bytedance-UnionAD #105).
    public var uikitList: String {
        [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
            .filter { contains($0) }.map(\.name).joined(separator: ", ")
    }
}
