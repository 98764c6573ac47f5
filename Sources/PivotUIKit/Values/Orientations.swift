// UIKit's orientation, status bar and idiom types, with UIKit's raw values, over Pivot's own.

import Pivot

public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    init(_ orientation: InterfaceOrientation) { self = UIInterfaceOrientation(rawValue: orientation.rawValue) ?? .unknown }
    var pivot: InterfaceOrientation { InterfaceOrientation(rawValue: rawValue) ?? .unknown }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    init(_ mask: OrientationMask) { rawValue = mask.rawValue }
    var pivot: OrientationMask { OrientationMask(rawValue: rawValue) }
}

public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }

    init(_ orientation: DeviceOrientation) { self = UIDeviceOrientation(rawValue: orientation.rawValue) ?? .unknown }
    var pivot: DeviceOrientation { DeviceOrientation(rawValue: rawValue) ?? .unknown }
}

public enum UIStatusBarStyle: Int, Sendable, Hashable {
    case `default` = 0, lightContent = 1, darkContent = 3

    init(_ style: StatusBarStyle) {
        switch style {
        case .default: self = .default
        case .lightContent: self = .lightContent
        case .darkContent: self = .darkContent
        }
    }
    var pivot: StatusBarStyle {
        switch self {
        case .default: .default
        case .lightContent: .lightContent
        case .darkContent: .darkContent
        }
    }
}

public enum UIStatusBarAnimation: Int, Sendable, Hashable { case none, fade, slide }

public enum UIUserInterfaceIdiom: Int, Sendable, Hashable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }

public enum UIUserInterfaceStyle: Int, Sendable, Hashable { case unspecified, light, dark }
