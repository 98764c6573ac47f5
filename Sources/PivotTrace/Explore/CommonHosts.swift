// `explore hosts common`: the host apps of the public reports, each on an iOS version and a
// phone that ran it (home-button phones before the iPhone X, notched and Dynamic Island phones
// after), in the shapes those apps have: a portrait-only app, roots that answer otherwise, a
// navigation and a tab root, a scene-based app from iOS 13, and an iPad in multitasking and in
// full screen. The same hosts as PivotTesting's `LibraryHost.common`, made of the trace's own
// set-up.

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

    /// The common set, grouped by shape, then iOS: the set-up as written; a portrait-only app
    /// (or the Info.plists `explore host plist` lists); with a root controller `root`, its
    /// variants (portrait only, a landscape game, a hidden status bar, no autorotation, a light
    /// status bar, in a navigation controller, in a tab bar controller) and any `explore host
    /// variant`; a scene-based app from iOS 13; an iPad in multitasking and one in full screen.
    /// `explore host ios` and `device` lines replace the eras' versions and phones.
    func commonHosts(root: String?) -> [ExploreHost] {
        let eras: [(ios: OSVersion, device: String?)] = versions.isEmpty
            ? Self.commonEras.map { ($0.ios, $0.device) } : versions.map { ($0, nil) }
        let plists = self.plists.isEmpty ? [MaskSpec.named(.portrait)] : self.plists
        var shapes: [ExploreHost] = [ExploreHost()] + plists.map { ExploreHost(plist: $0) }
        if let root {
            func variant(_ name: String, _ settings: [ControllerSetting], plist: MaskSpec? = nil) -> ExploreHost {
                ExploreHost(plist: plist, variant: name, steps: settings.map { .configure(root, [$0]) })
            }
            shapes += [variant("root-portrait", [.supports(.portrait)]),
                       // A game: landscape in its Info.plist and its root, no status bar.
                       variant("landscape-game", [.supports(.landscape), .statusBar(.hidden)], plist: .named(.landscape)),
                       variant("root-hides-statusbar", [.statusBar(.hidden)]),
                       // A player or game that stops rotating (shouldAutorotate NO, A4).
                       variant("root-no-autorotate", [.autorotate(false)]),
                       // A dark app's light status bar, which an overlay turns dark (S7).
                       variant("root-light-statusbar", [.statusBarStyle(.lightContent)])]
            for kind in [ControllerKind.navigation, .tabbar] {
                var host = ExploreHost(variant: kind == .navigation ? "navigation-root" : "tab-root")
                host.container = kind
                shapes.append(host)
            }
        }
        shapes += variants.map { ExploreHost(variant: $0.name, steps: $0.steps) }
        var scenes = ExploreHost()
        scenes.scenes = true
        shapes.append(scenes)
        let devices: [String?] = self.devices.isEmpty ? [nil] : self.devices
        var hosts: [ExploreHost] = []
        for shape in shapes {
            for device in devices {
                // Scenes exist from iOS 13 (W5).
                for era in eras where !shape.scenes || era.ios >= OSVersion(13, 0) {
                    var host = shape
                    host.ios = era.ios
                    host.device = device ?? era.device
                    host.deviceInGroup = device != nil
                    hosts.append(host)
                }
            }
        }
        for fullScreen in [false, true] {
            // With `explore host ios` lines: the iPad on each of them that has multitasking (iOS 9).
            let pads = versions.isEmpty ? [Self.commonPad] : versions.filter { $0 >= OSVersion(9, 0) }.map {
                (ios: $0, device: DeviceCatalog.eraDevice(for: Self.commonPad.device, ios: $0))
            }
            for pad in pads {
                var host = ExploreHost(ios: pad.ios, device: pad.device, plist: .named(.all))
                host.requiresFullScreen = fullScreen
                hosts.append(host)
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
