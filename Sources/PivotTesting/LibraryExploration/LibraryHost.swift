// The host apps a library's code is explored in: each an iOS version on a device that ran it,
// an Info.plist, and a host shape (its root controller's answers, a container, scenes), written
// as trace lines so a counterexample can quote its host. Every host declares `home` (the root's
// content), `main` (its window) and `modal` (a full-screen controller a host event can present).

import Pivot
import PivotTrace

/// One host app.
public struct LibraryHost: Hashable, Sendable {
    public var ios: OSVersion
    public var device: String
    public var shape: Shape
    /// A host of the library's own (`init(name:trace:)`): its name and trace lines.
    public private(set) var own: (name: String, trace: String)?

    public static func == (a: LibraryHost, b: LibraryHost) -> Bool {
        a.ios == b.ios && a.device == b.device && a.shape == b.shape && a.own?.name == b.own?.name && a.own?.trace == b.own?.trace
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ios); hasher.combine(device); hasher.combine(shape); hasher.combine(own?.name); hasher.combine(own?.trace)
    }

    /// The host as trace lines, from the header to `launch`.
    public var trace: String {
        if let own { return own.trace }
        var lines = ["device \(device)", "ios \(ios)", "plist \(shape.plist)"]
        if shape.globalStatusBar { lines.append("statusbar-appearance global") }
        if shape.scenes { lines.append("scenes yes") }
        if shape == .iPadFullScreen { lines.append("requires-fullscreen yes") }
        lines.append("controller home" + shape.home)
        lines.append("controller modal supports=all")
        let root: String
        switch shape {
        case .navigation:
            lines.append("controller nav kind=navigation children=home")
            root = "nav"
        case .tabs:
            lines.append("controller second")
            lines.append("controller tabs kind=tabbar children=home,second")
            root = "tabs"
        default: root = "home"
        }
        lines.append("window main root=\(root)" + (shape.scenes ? " scene=yes" : ""))
        lines.append("show main key")
        // The app sets the bar itself (UIApplication.statusBarStyle, setStatusBarHidden:).
        if shape == .globalLightStatusBar { lines.append("statusbar-style lightContent") }
        if shape == .globalHiddenStatusBar { lines.append("statusbar hidden") }
        lines.append("launch")
        return lines.joined(separator: "\n")
    }

    /// `iOS 12.4, iPhoneXS, root portrait only`; a host of your own `iOS 15.0, iPhone12, NAME`.
    public var label: String { "iOS \(ios), \(device), \(own?.name ?? shape.rawValue)" }

    public init(ios: OSVersion, device: String, shape: Shape) {
        self.ios = ios; self.device = device; self.shape = shape
    }

    /// A host of the library's own, written as trace lines from the header to `launch` (the
    /// shapes of the common set do not have it: a host that sets a key of its Info.plist, a
    /// root of a kind of its own). Its host events may name what it declares. It is listed in
    /// the group `your hosts`, by `name`. Nil when the trace does not parse.
    public init?(name: String, trace: String) {
        guard let parsed = try? TraceParser.parse(trace, file: name) else { return nil }
        ios = parsed.header.ios
        device = parsed.header.device
        shape = .own
        own = (name, trace)
    }

    /// What the host's root does, and how the app is made.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        case rotating = "rotating root"
        case portraitOnly = "portrait-only app"
        case portraitRoot = "root portrait only"
        case landscapeGame = "landscape game"
        case hiddenStatusBar = "hidden status bar"
        case noAutorotation = "no autorotation"
        case lightStatusBar = "light status bar"
        /// UIViewControllerBasedStatusBarAppearance = NO: the app sets the bar itself, light
        /// or hidden, and no controller's preference counts (S2, S7).
        case globalLightStatusBar = "global light status bar"
        case globalHiddenStatusBar = "global hidden status bar"
        case navigation = "navigation root"
        case tabs = "tab bar root"
        case scenes = "scene-based app"
        case iPadMultitasking = "iPad in multitasking"
        case iPadFullScreen = "iPad in full screen"
        /// Hosts of the library's own (`LibraryHost(name:trace:)`).
        case own = "your hosts"

        var plist: String {
            switch self {
            case .portraitOnly: "portrait"
            case .landscapeGame: "landscape"
            case .iPadMultitasking, .iPadFullScreen: "all"
            default: "allButUpsideDown"
            }
        }
        var home: String {
            switch self {
            case .portraitOnly, .portraitRoot: " supports=portrait"
            case .landscapeGame: " supports=landscape statusbar=hidden"
            case .hiddenStatusBar: " statusbar=hidden"
            case .noAutorotation: " autorotate=no"
            case .lightStatusBar: " statusbar-style=lightContent"
            default: ""
            }
        }
        var scenes: Bool { self == .scenes }
        var globalStatusBar: Bool { self == .globalLightStatusBar || self == .globalHiddenStatusBar }
        var isPad: Bool { self == .iPadMultitasking || self == .iPadFullScreen }
    }

    /// The iOS versions of the common hosts, each on a phone that ran it: the trace explorer's
    /// (`explore hosts common`), so both sweep the same hosts.
    public static var eras: [(ios: OSVersion, device: String)] { HostSet.commonEras }

    /// Every phone era with every phone shape (scene-based apps from iOS 13), and an iPad on
    /// iPadOS 17 in multitasking and in full screen; grouped by shape, then iOS.
    public static let common: [LibraryHost] = {
        var hosts: [LibraryHost] = []
        for shape in Shape.allCases where !shape.isPad && shape != .own {
            for era in eras where !shape.scenes || era.ios >= OSVersion(13, 0) {
                hosts.append(LibraryHost(ios: era.ios, device: era.device, shape: shape))
            }
        }
        hosts.append(LibraryHost(ios: OSVersion(17, 6), device: "iPadPro11", shape: .iPadMultitasking))
        hosts.append(LibraryHost(ios: OSVersion(17, 6), device: "iPadPro11", shape: .iPadFullScreen))
        return hosts
    }()

    /// The host events a search tries by default: the device turning.
    public static let defaultEvents = ["rotate landscapeLeft", "rotate portrait", "rotate landscapeRight"]
}

extension Array where Element == LibraryHost {
    /// The hosts on a deployment target or later (`from: "15.0"`).
    public func from(_ version: String) -> [LibraryHost] {
        guard let floor = OSVersion(version) else { return self }
        return filter { $0.ios >= floor }
    }

    /// The one host of a table row, by its label.
    public func host(_ label: String) -> [LibraryHost] { filter { $0.label == label } }
}
