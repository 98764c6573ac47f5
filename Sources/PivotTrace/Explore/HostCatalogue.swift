// The one catalogue of host shapes both explorers sweep: `explore hosts common` (the trace
// explorer, over a trace's own set-up) and PivotTesting's `LibraryHost.common` (a library's
// code, over a set-up of its own). Each shape is a change to a set-up, made by `ExploreSpec.inHost`
// in both; its name is the table's group in both, so their tables line up row by row.

import Pivot

/// How a common host differs from the set-up as written, in table order.
public enum HostShape: String, Hashable, Sendable, CaseIterable {
    /// The set-up as written (for a library: a root that rotates with the device).
    case rotating = "as written"
    /// An Info.plist that allows portrait only (`explore host plist` lines replace it).
    case portraitOnly = "plist portrait"
    /// The host's root answers portrait only.
    case portraitRoot = "variant root-portrait"
    /// A game: landscape in its Info.plist and its root, no status bar.
    case landscapeGame = "plist landscape, variant landscape-game"
    case hiddenStatusBar = "variant root-hides-statusbar"
    /// A player or game that stops rotating (shouldAutorotate NO, A4).
    case noAutorotation = "variant root-no-autorotate"
    /// A dark app's light status bar, which an overlay turns dark (S7).
    case lightStatusBar = "variant root-light-statusbar"
    /// UIViewControllerBasedStatusBarAppearance = NO: the app sets the bar itself, light or
    /// hidden, and no controller's preference counts (S2, S7).
    case globalLightStatusBar = "variant global-light-statusbar"
    case globalHiddenStatusBar = "variant global-hidden-statusbar"
    /// The host's root in a navigation controller (`hostnav`) or a tab bar controller
    /// (`hosttabs`, with a second tab `hostsecond`).
    case navigation = "variant navigation-root"
    case tabs = "variant tab-root"
    /// A scene-based app, from iOS 13 (W5): the set-up's windows `scene=yes`, not the library's.
    case scenes = "scenes"
    /// An iPad in multitasking, and one that requires full screen (P2).
    case iPadMultitasking = "iPadPro11, plist all, multitasking"
    case iPadFullScreen = "iPadPro11, plist all, full screen"
    /// A host of the user's own (PivotTesting's `LibraryHost(name:trace:)`), by its name.
    case own = "your hosts"

    /// The shape's group in a sweep's table (the same in both explorers).
    public var group: String { rawValue }

    /// Whether the shape changes the host's root controller (a set-up without one has none).
    public var needsRoot: Bool {
        switch self {
        case .portraitRoot, .landscapeGame, .hiddenStatusBar, .noAutorotation, .lightStatusBar, .navigation, .tabs: true
        default: false
        }
    }

    public var isPad: Bool { self == .iPadMultitasking || self == .iPadFullScreen }

    /// The shapes of the phone eras, in table order.
    public static let phoneShapes = allCases.filter { !$0.isPad && $0 != .own }

    /// The shape as a host of a set-up whose root controller is `root` (the key window's root),
    /// on `ios` and `device` (nil: as the set-up says). Nil for `own`, and for a shape that
    /// changes a root where there is none.
    public func host(root: String?, ios: OSVersion? = nil, device: String? = nil) -> ExploreHost? {
        if needsRoot && root == nil { return nil }
        func variant(_ name: String, _ settings: [ControllerSetting], plist: MaskSpec? = nil) -> ExploreHost {
            ExploreHost(ios: ios, device: device, plist: plist, variant: name, steps: settings.map { .configure(root ?? "", [$0]) })
        }
        var host: ExploreHost
        switch self {
        case .rotating: host = ExploreHost(ios: ios, device: device)
        case .portraitOnly: host = ExploreHost(ios: ios, device: device, plist: .named(.portrait))
        case .portraitRoot: host = variant("root-portrait", [.supports(.portrait)])
        case .landscapeGame: host = variant("landscape-game", [.supports(.landscape), .statusBar(.hidden)], plist: .named(.landscape))
        case .hiddenStatusBar: host = variant("root-hides-statusbar", [.statusBar(.hidden)])
        case .noAutorotation: host = variant("root-no-autorotate", [.autorotate(false)])
        case .lightStatusBar: host = variant("root-light-statusbar", [.statusBarStyle(.lightContent)])
        case .globalLightStatusBar, .globalHiddenStatusBar:
            // The app sets the bar itself (UIApplication.statusBarStyle, setStatusBarHidden:).
            let light = self == .globalLightStatusBar
            host = ExploreHost(ios: ios, device: device, variant: light ? "global-light-statusbar" : "global-hidden-statusbar",
                               steps: [light ? .setStatusBarStyle(.lightContent) : .setStatusBarHidden(true)])
            host.globalStatusBar = true
        case .navigation, .tabs:
            host = ExploreHost(ios: ios, device: device, variant: self == .navigation ? "navigation-root" : "tab-root")
            host.container = self == .navigation ? .navigation : .tabbar
        case .scenes:
            host = ExploreHost(ios: ios, device: device)
            host.scenes = true
        case .iPadMultitasking, .iPadFullScreen:
            host = ExploreHost(ios: ios ?? HostSet.commonPad.ios, device: device ?? HostSet.commonPad.device, plist: .named(.all))
            host.requiresFullScreen = self == .iPadFullScreen
        case .own: return nil
        }
        host.shape = self
        return host
    }

    /// Whether the shape exists on `ios`: scenes from iOS 13 (W5), multitasking from iOS 9.
    public func exists(on ios: OSVersion) -> Bool {
        switch self {
        case .scenes: ios >= OSVersion(13, 0)
        case .iPadMultitasking, .iPadFullScreen: ios >= OSVersion(9, 0)
        default: true
        }
    }
}
