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
    /// A container the host's root goes in (`navigation-root`, `tab-root`): the set-up's windows
    /// are rooted in it instead.
    public var container: ControllerKind? = nil
    /// A scene-based app (`scenes yes`, the host's own windows `scene=yes`, W5).
    public var scenes = false
    /// An iPad app's UIRequiresFullScreen: false is an app in multitasking (P2).
    public var requiresFullScreen: Bool? = nil
    /// Whether the device is part of the host's group: false where the device is the one that
    /// ran the iOS (the common set's), which the iOS already says.
    public var deviceInGroup = true
    /// UIViewControllerBasedStatusBarAppearance = NO (`statusbar-appearance global`): the app
    /// sets the status bar itself (S2).
    public var globalStatusBar = false
    /// The catalogue's shape this host is one of (HostCatalogue.swift); nil for hosts of the
    /// trace's own `explore host` lines.
    public var shape: HostShape? = nil

    public init(ios: OSVersion? = nil, device: String? = nil, plist: MaskSpec? = nil, variant: String? = nil, steps: [Event] = []) {
        self.ios = ios; self.device = device; self.plist = plist; self.variant = variant; self.steps = steps
    }

    /// `iOS 8.4, iPhone6, plist portrait, variant root-portrait`; `as written` for none.
    public var label: String {
        let parts = (ios.map { ["iOS \($0)"] } ?? []) + (device.map { [$0] } ?? []) + shapeParts
        return parts.isEmpty ? "as written" : parts.joined(separator: ", ")
    }

    /// The rows a sweep's table groups together: the host's shape (all but its iOS, and the
    /// device where it is the era's), `as written` for the set-up's own.
    public var group: String {
        let parts = (deviceInGroup ? device.map { [$0] } ?? [] : []) + shapeParts
        return parts.isEmpty ? "as written" : parts.joined(separator: ", ")
    }

    private var shapeParts: [String] {
        var parts: [String] = []
        if let plist { parts.append("plist " + (plist.text.isEmpty ? TraceSyntax.mask(plist.mask) : plist.text)) }
        if let variant { parts.append("variant " + variant) }
        if scenes { parts.append("scenes") }
        if let requiresFullScreen { parts.append(requiresFullScreen ? "full screen" : "multitasking") }
        return parts
    }
}

/// The alternatives the `explore host` lines give, each list in written order.
public struct HostSet: Hashable, Sendable {
    public var versions: [OSVersion] = []
    public var devices: [String] = []
    public var plists: [MaskSpec] = []
    public var variants: [HostVariant] = []
    public var common = false
    /// `explore hosts common from 15.0`: the deployment target, no host on an older iOS.
    public var from: OSVersion? = nil

    public struct HostVariant: Hashable, Sendable {
        public var name: String
        public var steps: [Event]
    }

    public init() {}

    public var isEmpty: Bool { versions.isEmpty && devices.isEmpty && plists.isEmpty && variants.isEmpty && !common }

    /// The iOS versions of `pivot matrix`: one from each era that changed the rules (A5, A8,
    /// S1, S4, A9, P).
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
        case .common(let floor):
            common = true
            if let floor { from = max(from ?? floor, floor) }
        }
    }

    /// Every host, grouped: variants slowest-changing, then Info.plists and devices, the iOS
    /// versions fastest (the host as written first). `explore hosts common` gives the common
    /// set instead (`commonHosts`).
    public func hosts(root: String?) -> [ExploreHost] {
        if common { return commonHosts(root: root) }
        // A variant changes the host as written, which is always a host of its own.
        let variants: [HostVariant?] = self.variants.isEmpty ? [nil] : [nil] + self.variants
        let plists: [MaskSpec?] = self.plists.isEmpty ? [nil] : self.plists
        let devices: [String?] = self.devices.isEmpty ? [nil] : self.devices
        let versions: [OSVersion?] = self.versions.isEmpty ? [nil] : self.versions
        var hosts: [ExploreHost] = []
        for variant in variants {
            for plist in plists {
                for device in devices {
                    for version in versions {
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
    /// A scene host gives `scene=yes` to the set-up's windows but `libraryWindows`: a library
    /// window without a scene never shows there (W5), which is a finding.
    public func inHost(_ host: ExploreHost, libraryWindows: Set<String> = []) -> ExploreSpec {
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
        if let fullScreen = host.requiresFullScreen { spec.setup.header.requiresFullScreen = fullScreen }
        if host.globalStatusBar { spec.setup.header.statusBarAppearance = .global }
        if host.scenes {
            spec.setup.header.scenes = true
            spec.setup.statements = spec.setup.statements.map { statement in
                guard case .event(.createWindow(var window), let nowait) = statement, !libraryWindows.contains(window.name) else { return statement }
                window.hasScene = true
                return .event(.createWindow(window), nowait: nowait)
            }
        }
        if let kind = host.container, let root = root(of: spec.setup) { spec.contain(root, in: kind) }
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

extension ExploreSpec {
    /// The controller the set-up's first window with a root is rooted in (`window W root=C`).
    func root(of setup: Trace) -> String? {
        for case .event(.createWindow(let window), _) in setup.statements {
            if let root = window.root { return root }
        }
        return nil
    }

    /// The host's root `root` put in a container of `kind`: declared after `root` (a tab bar
    /// with a second tab), and rooting the set-up's windows where `root` did.
    mutating func contain(_ root: String, in kind: ControllerKind) {
        let name = kind == .navigation ? "hostnav" : "hosttabs"
        var declarations: [Event] = []
        if kind == .tabbar { declarations.append(.declareController("hostsecond", [])) }
        let children = kind == .tabbar ? [root, "hostsecond"] : [root]
        declarations.append(.declareController(name, [.kind(kind), .children(children)]))
        setup.statements = setup.statements.map { statement in
            switch statement {
            case .event(.createWindow(var window), let nowait) where window.root == root:
                window.root = name
                return .event(.createWindow(window), nowait: nowait)
            case .event(.setRoot(let window, let rooted?), let nowait) where rooted == root:
                return .event(.setRoot(window, name), nowait: nowait)
            default: return statement
            }
        }
        guard let declared = setup.statements.firstIndex(where: {
            if case .event(.declareController(root, _), _) = $0 { true } else { false }
        }) else { return }
        let at = declared + 1
        let location = at < setup.locations.count ? setup.locations[at] : SourceLocation(line: 0, column: 0)
        setup.statements.insert(contentsOf: declarations.map { .event($0, nowait: false) }, at: at)
        setup.locations.insert(contentsOf: declarations.map { _ in location }, at: min(at, setup.locations.count))
    }
}
