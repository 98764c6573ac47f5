// `explore hosts common`: the host apps of the public reports, each on an iOS version and a
// phone that ran it (home-button phones before the iPhone X, notched and Dynamic Island phones
// after), in the shapes of the catalogue (HostCatalogue.swift): a portrait-only app, roots that
// answer otherwise, apps that set the status bar themselves, a navigation and a tab root, a
// scene-based app from iOS 13, and an iPad in multitasking and in full screen. The same hosts,
// labels and order as PivotTesting's `LibraryHost.common`, made of the trace's own set-up.

import Pivot

extension HostSet {
    /// Every iOS from 7 on the newest minor each had, on a phone that ran it.
    public static let commonEras: [(ios: OSVersion, device: String)] = [
        (OSVersion(7, 1), "iPhone4s"), (OSVersion(8, 4), "iPhone6"), (OSVersion(9, 3), "iPhoneSE"),
        (OSVersion(10, 3), "iPhone7"), (OSVersion(11, 4), "iPhone8"), (OSVersion(12, 4), "iPhoneXS"),
        (OSVersion(13, 7), "iPhone11"), (OSVersion(14, 8), "iPhone12"), (OSVersion(15, 7), "iPhone13"),
        (OSVersion(16, 7), "iPhone14Pro"), (OSVersion(17, 6), "iPhone15"), (OSVersion(18, 6), "iPhone16Pro"),
        (OSVersion(26, 0), "iPhone17"),
    ]

    /// The iPad of the common set, on an iPadOS with both multitasking and full screen apps.
    public static let commonPad = (ios: OSVersion(17, 6), device: "iPadPro11")

    /// The common set, grouped by shape (`HostShape`, the catalogue PivotTesting's
    /// `LibraryHost.common` shares), then iOS: the set-up as written; a portrait-only app (or the
    /// Info.plists `explore host plist` lists); with a root controller `root`, its variants
    /// (portrait only, a landscape game, a hidden status bar, no autorotation, a light status
    /// bar); apps that set the status bar themselves, light or hidden; the root in a navigation
    /// and in a tab bar controller; any `explore host variant`; a scene-based app from iOS 13;
    /// an iPad in multitasking and one in full screen. `explore host ios` and `device` lines
    /// replace the eras' versions and phones.
    func commonHosts(root: String?) -> [ExploreHost] {
        let eras: [(ios: OSVersion, device: String?)] = versions.isEmpty
            ? Self.commonEras.map { ($0.ios, $0.device) } : versions.map { ($0, nil) }
        var shapes: [ExploreHost] = []
        for shape in HostShape.phoneShapes {
            if shape == .portraitOnly && !plists.isEmpty {
                shapes += plists.map { ExploreHost(plist: $0) }
            } else if let host = shape.host(root: root) {
                shapes.append(host)
            }
            // The trace's own variants: after the catalogue's, before the scene-based app.
            if shape == .tabs { shapes += variants.map { ExploreHost(variant: $0.name, steps: $0.steps) } }
        }
        let devices: [String?] = self.devices.isEmpty ? [nil] : self.devices
        var hosts: [ExploreHost] = []
        for shape in shapes {
            for device in devices {
                for era in eras where shape.shape?.exists(on: era.ios) ?? true {
                    var host = shape
                    host.ios = era.ios
                    host.device = device ?? era.device
                    host.deviceInGroup = device != nil
                    hosts.append(host)
                }
            }
        }
        for shape in [HostShape.iPadMultitasking, .iPadFullScreen] {
            // With `explore host ios` lines: the iPad on each of them that has multitasking (iOS 9).
            let pads = versions.isEmpty ? [Self.commonPad] : versions.filter { shape.exists(on: $0) }.map {
                (ios: $0, device: DeviceCatalog.eraDevice(for: Self.commonPad.device, ios: $0))
            }
            for pad in pads {
                if let host = shape.host(root: root, ios: pad.ios, device: pad.device) { hosts.append(host) }
            }
        }
        guard let from else { return hosts }
        return hosts.filter { ($0.ios ?? from) >= from }
    }
}

extension MaskSpec {
    /// A mask as its name writes it.
    static func named(_ mask: OrientationMask) -> MaskSpec { MaskSpec(mask: mask, written: nil, text: TraceSyntax.mask(mask)) }
}
