// What an Info.plist sets in a trace's header and in an app configuration. In a trace, the
// header statements written beside `info-plist` win over the file, whatever their order.

import Pivot

/// An `info-plist` statement: the path as written (relative to the trace's folder) and what the
/// file held when the trace was read.
public struct InfoPlistFile: Hashable, Sendable {
    public var path: String
    public var contents: InfoPlist
    /// The header statements the trace writes beside the file, which keep their settings. Not
    /// part of equality: a printed trace writes out what the file gave, and says the same.
    var writtenStatements: Set<Keyword> = []
    public init(path: String, contents: InfoPlist) { self.path = path; self.contents = contents }

    public static func == (a: InfoPlistFile, b: InfoPlistFile) -> Bool { a.path == b.path && a.contents == b.contents }
    public func hash(into hasher: inout Hasher) { hasher.combine(path); hasher.combine(contents) }
}

/// The header settings an Info.plist can give; a trace statement that writes one keeps it.
enum InfoPlistSetting: CaseIterable {
    case orientations, requiresFullScreen, requiresFullScreenIgnoredFrom, statusBarAppearance, scenes
    case statusBarHidden, statusBarStyle

    /// The header statement that overrides the setting; nil for those only the file can give.
    var statement: Keyword? {
        switch self {
        case .orientations: .plist
        case .requiresFullScreen: .requiresFullscreen
        case .requiresFullScreenIgnoredFrom: .requiresFullscreenIgnoredFrom
        case .statusBarAppearance: .statusbarAppearance
        case .scenes: .scenes
        case .statusBarHidden, .statusBarStyle: nil
        }
    }
}

extension TraceHeader {
    /// The same app on another device (`pivot matrix --devices`): an Info.plist's orientations
    /// are chosen again for the device's idiom, unless the trace writes `plist`.
    public mutating func changeDevice(to name: String) {
        device = name
        if let file = infoPlist { apply(file.contents, except: file.writtenStatements) }
    }

    /// Takes every key the Info.plist has (the Swift API's way to use an app's own file).
    public mutating func apply(_ plist: InfoPlist) { apply(plist, except: []) }

    /// Takes the keys the file has, but for the settings in `kept` (written as statements).
    mutating func apply(_ plist: InfoPlist, except kept: Set<Keyword>) {
        let idiom = DeviceCatalog.model(named: device)?.idiom ?? .phone
        for setting in InfoPlistSetting.allCases where setting.statement.map({ !kept.contains($0) }) ?? true {
            switch setting {
            case .orientations:
                // The idiom decides which key counts, so a later `device` line applies it again.
                self.plist = plist.orientations(for: idiom).map(MaskSpec.init(infoPlist:))
            case .requiresFullScreen: if let value = plist.requiresFullScreen { requiresFullScreen = value }
            case .requiresFullScreenIgnoredFrom:
                if let value = plist.requiresFullScreenIgnoredFrom { requiresFullScreenIgnoredFrom = value }
            case .statusBarAppearance:
                if let value = plist.controllerBasedStatusBarAppearance { statusBarAppearance = value ? .controller : .global }
            case .scenes: if plist.declaresScenes { scenes = true }
            case .statusBarHidden: if let value = plist.statusBarHidden { statusBarHidden = value }
            case .statusBarStyle: if let value = plist.statusBarStyle { statusBarStyle = value }
            }
        }
    }
}

extension MaskSpec {
    /// UISupportedInterfaceOrientations as a written mask; an empty list is the mask 0, as
    /// `plist 0` reads.
    init(infoPlist orientations: [InterfaceOrientation]) {
        let mask = orientations.reduce(into: OrientationMask()) { $0.insert($1.mask) }
        self.init(mask: mask, written: orientations.isEmpty ? nil : orientations,
                  text: orientations.isEmpty ? "0" : orientations.map(\.name).joined(separator: "|"))
    }
}

extension AppConfig {
    /// Takes every key the Info.plist has, on this configuration's device.
    public mutating func apply(_ plist: InfoPlist) {
        if let list = plist.orientations(for: device.idiom) {
            let spec = MaskSpec(infoPlist: list)
            plistRawMask = spec.mask
            plistOrientations = spec.written
        }
        if let value = plist.requiresFullScreen { requiresFullScreen = value }
        if let value = plist.requiresFullScreenIgnoredFrom { requiresFullScreenIgnoredFrom = value }
        if let value = plist.controllerBasedStatusBarAppearance { statusBarAppearance = value ? .controller : .global }
        if plist.declaresScenes { usesScenes = true }
        if let value = plist.statusBarHidden { statusBarHiddenAtLaunch = value }
        if let value = plist.statusBarStyle { statusBarStyleAtLaunch = value }
    }
}
