// The host apps a library's code is explored in: each an iOS version on a device that ran it
// and a shape of the one catalogue both explorers share (HostShape: an Info.plist, its root
// controller's answers, a container, scenes), written as trace lines so a counterexample can
// quote its host. Every host declares `home` (the root's content), `main` (its window) and
// `modal` (a full-screen controller a host event can present); a navigation root adds
// `hostnav`, a tab root `hosttabs` and `hostsecond`, as the trace explorer names them.

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

    /// The set-up every common host changes: a root `home` that rotates with the device in a
    /// window `main`, and a full-screen controller `modal` a host event can present.
    static var baseTraceForTests: String { baseTrace(ios: OSVersion(11, 0), device: "iPhone8") }

    static func baseTrace(ios: OSVersion, device: String) -> String {
        ["device \(device)", "ios \(ios)", "plist allButUpsideDown", "controller home", "controller modal supports=all",
         "window main root=home", "show main key", "launch"].joined(separator: "\n")
    }

    /// The host as the trace explorer's catalogue makes it (`HostShape.host`): its changes to
    /// the base set-up, and its label.
    private var catalogued: ExploreHost? { shape.host(root: "home", ios: ios, device: device) }

    /// The host as trace lines, from the header to `launch`: the base set-up changed as the
    /// trace explorer changes a trace's for the same shape (`ExploreSpec.inHost`).
    public var trace: String {
        if let own { return own.trace }
        let base = Self.baseTrace(ios: ios, device: device)
        guard let host = catalogued, let parsed = try? TraceParser.parse(base, file: "host") else { return base }
        var lines = ExploreSpec(parsed).inHost(host).setup.printed().split(separator: "\n").map(String.init)
        if lines.first?.hasPrefix("pivot-trace ") == true { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    /// The row's label, as `explore hosts common` writes it: `iOS 12.4, iPhoneXS, variant
    /// root-portrait`; a host of your own `iOS 15.0, iPhone12, NAME`.
    public var label: String {
        if let own { return "iOS \(ios), \(device), \(own.name)" }
        return catalogued?.label ?? "iOS \(ios), \(device)"
    }

    /// The table's group: the shape's (`variant root-portrait`), `your hosts` for your own.
    public var group: String { shape.group }

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

    /// The shape of a host: the trace explorer's catalogue (`HostShape`), one for both.
    public typealias Shape = HostShape

    /// The iOS versions of the common hosts, each on a phone that ran it: the trace explorer's
    /// (`explore hosts common`), so both sweep the same hosts.
    public static var eras: [(ios: OSVersion, device: String)] { HostSet.commonEras }

    /// The trace explorer's `explore hosts common`, host for host: every phone era in every
    /// phone shape (scene-based apps from iOS 13), then an iPad on iPadOS 17 in multitasking and
    /// in full screen; grouped by shape, then iOS, with the same labels.
    public static let common: [LibraryHost] = {
        var set = HostSet()
        set.common = true
        return set.hosts(root: "home").compactMap { host in
            guard let shape = host.shape, let ios = host.ios, let device = host.device else { return nil }
            return LibraryHost(ios: ios, device: device, shape: shape)
        }
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

    /// The hosts up to a version (`through: "12.4"`), the newest an app still meets a bug on.
    public func through(_ version: String) -> [LibraryHost] {
        guard let ceiling = OSVersion(version) else { return self }
        return filter { $0.ios <= ceiling }
    }

    /// The one host of a table row, by its label.
    public func host(_ label: String) -> [LibraryHost] { filter { $0.label == label } }

    /// The hosts of some shapes (`.shapes(.portraitRoot, .globalLightStatusBar)`), in order.
    public func shapes(_ shapes: HostShape...) -> [LibraryHost] { filter { shapes.contains($0.shape) } }

    /// The hosts on some devices (`.devices("iPhoneXS", "iPadPro11")`).
    public func devices(_ devices: String...) -> [LibraryHost] { filter { devices.contains($0.device) } }

    /// The hosts whose label has `text` (`"variant root-portrait"`, `"iOS 12.4"`, `"scenes"`):
    /// the rows a table shows, as both explorers label them.
    public func labelled(_ text: String) -> [LibraryHost] { filter { $0.label.contains(text) } }
}
