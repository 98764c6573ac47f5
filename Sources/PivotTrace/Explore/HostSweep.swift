// The host apps a library's overlay is explored in (`explore host …`, `explore hosts common`):
// every combination of the listed iOS versions, devices, Info.plist masks and host variants is
// the set-up's app under other settings, searched on its own.

import Pivot

/// One host: the set-up with some settings changed (nil: as the trace writes it).
public struct ExploreHost: Hashable, Sendable {
    public var ios: OSVersion? = nil
    public var device: String? = nil
    public var plist: MaskSpec? = nil
    /// The variant's name and steps, applied before the set-up's `launch`.
    public var variant: String? = nil
    public var steps: [Event] = []

    /// `iOS 8.4, iPhone8, plist portrait, variant root-portrait`; `as written` for none.
    public var label: String {
        var parts: [String] = []
        if let ios { parts.append("iOS \(ios)") }
        if let device { parts.append(device) }
        if let plist { parts.append("plist " + (plist.text.isEmpty ? TraceSyntax.mask(plist.mask) : plist.text)) }
        if let variant { parts.append("variant " + variant) }
        return parts.isEmpty ? "as written" : parts.joined(separator: ", ")
    }
}

/// The alternatives the `explore host` lines give, each list in written order.
public struct HostSet: Hashable, Sendable {
    public var versions: [OSVersion] = []
    public var devices: [String] = []
    public var plists: [MaskSpec] = []
    public var variants: [HostVariant] = []
    public var common = false

    public struct HostVariant: Hashable, Sendable {
        public var name: String
        public var steps: [Event]
    }

    public init() {}

    public var isEmpty: Bool { versions.isEmpty && devices.isEmpty && plists.isEmpty && variants.isEmpty && !common }

    /// The iOS versions of `explore hosts common` (and of `pivot matrix`): one from each era
    /// that changed the rules (A5, A8, S1, S4, A9, P).
    public static let commonVersions = [OSVersion(7, 1), OSVersion(8, 4), OSVersion(11, 0), OSVersion(13, 0),
                                        OSVersion(16, 0), OSVersion(18, 0), OSVersion(26, 0)]

    mutating func add(_ alternative: HostAlternative) {
        switch alternative {
        case .ios(let list): for v in list where !versions.contains(v) { versions.append(v) }
        case .devices(let list): for d in list where !devices.contains(d) { devices.append(d) }
        case .plists(let list): for m in list where !plists.contains(m) { plists.append(m) }
        case .variant(let name, let event):
            if let index = variants.firstIndex(where: { $0.name == name }) { variants[index].steps.append(event) }
            else { variants.append(HostVariant(name: name, steps: [event])) }
        case .common: common = true
        }
    }

    /// Every host, in order: versions slowest-changing, then devices, plists and variants (the
    /// host as written first). The
    /// common set adds, where no line gives them, the common versions, the Info.plist masks of
    /// the reports (portrait only, all four, all but upside down) and five variants of the
    /// host's root controller `root` (portrait only, a landscape game, a hidden status bar, no
    /// autorotation, a light status bar).
    public func hosts(root: String?) -> [ExploreHost] {
        var versions: [OSVersion?] = self.versions
        var plists: [MaskSpec?] = self.plists
        // A variant changes the host as written, which is always a host of its own.
        var variants: [HostVariant?] = self.variants.isEmpty ? [] : [nil] + self.variants
        if common {
            if versions.isEmpty { versions = Self.commonVersions }
            if plists.isEmpty {
                plists = [nil] + [OrientationMask.portrait, .all, .allButUpsideDown].map {
                    MaskSpec(mask: $0, written: nil, text: TraceSyntax.mask($0))
                }
            }
            if variants.isEmpty, let root {
                variants = [nil,
                            HostVariant(name: "root-portrait", steps: [.configure(root, [.supports(.portrait)])]),
                            HostVariant(name: "root-landscape", steps: [.configure(root, [.supports(.landscape)])]),
                            HostVariant(name: "root-hides-statusbar", steps: [.configure(root, [.statusBar(.hidden)])]),
                            // A player or game that stops rotating (shouldAutorotate NO, A4).
                            HostVariant(name: "root-no-autorotate", steps: [.configure(root, [.autorotate(false)])]),
                            // A dark app's light status bar, which an overlay turns dark (S7).
                            HostVariant(name: "root-light-statusbar", steps: [.configure(root, [.statusBarStyle(.lightContent)])])]
            }
        }
        if versions.isEmpty { versions = [nil] }
        let devices: [String?] = self.devices.isEmpty ? [nil] : self.devices
        if plists.isEmpty { plists = [nil] }
        if variants.isEmpty { variants = [nil] }
        var hosts: [ExploreHost] = []
        for version in versions {
            for device in devices {
                for plist in plists {
                    for variant in variants {
                        hosts.append(ExploreHost(ios: version, device: device, plist: plist, variant: variant?.name,
                                                 steps: variant?.steps ?? []))
                    }
                }
            }
        }
        return hosts
    }
}

extension ExploreSpec {
    /// The same search in another host: the set-up's header changed, the variant's steps where
    /// `variantPosition` puts them.
    public func inHost(_ host: ExploreHost) -> ExploreSpec {
        var spec = self
        spec.hosts = HostSet()
        if let ios = host.ios {
            spec.setup.header.ios = ios
            // As `pivot matrix`: a written SDK follows the version.
            if spec.setup.header.sdk != nil { spec.setup.header.sdk = ios }
        }
        if let device = host.device { spec.setup.header.changeDevice(to: device) }
        // The trace's own device on an iOS it never ran (an iPhone X on iOS 7.1): one of that era
        // instead, of the same screen where one exists (issue 29).
        else if host.ios != nil {
            let header = spec.setup.header
            let device = DeviceCatalog.eraDevice(for: header.device, ios: header.ios)
            if device != header.device { spec.setup.header.changeDevice(to: device) }
        }
        if let plist = host.plist { spec.setup.header.plist = plist }
        if !host.steps.isEmpty {
            let at = variantPosition(of: host.steps)
            let location = at < spec.setup.locations.count ? spec.setup.locations[at] : SourceLocation(line: 0, column: 0)
            spec.setup.statements.insert(contentsOf: host.steps.map { .event($0, nowait: false) }, at: at)
            spec.setup.locations.insert(contentsOf: host.steps.map { _ in location }, at: min(at, spec.setup.locations.count))
        }
        return spec
    }

    /// Where a variant's steps go: before the set-up first makes or shows a window or launches,
    /// so that the host's controllers answer as the variant says from the start, as a method
    /// written that way does (a mask set after the root is assigned waits for the next rotation,
    /// A3); but after the declarations of the controllers the steps name.
    func variantPosition(of steps: [Event]) -> Int {
        let statements = setup.statements
        var named: Set<String> = []
        for case .configure(let name, _) in steps { named.insert(name) }
        let declared = statements.indices.last { i in
            if case .event(.declareController(let name, _), _) = statements[i] { named.contains(name) } else { false }
        }.map { $0 + 1 } ?? 0
        let first = statements.indices.first { i in
            guard case .event(let event, _) = statements[i] else { return false }
            switch event {
            case .createWindow, .show, .launch: return true
            default: return false
            }
        } ?? statements.count
        return max(first, declared)
    }

    /// The host's root controller: the root of the key window once the set-up has run (the
    /// controller the common variants change).
    public static func hostRoot(_ world: World) -> String? {
        guard let key = world.keyWindow, let root = world[key].root else { return nil }
        return world[root].name
    }
}
