/// An iOS (or SDK) version such as 7.1 or 16.4.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public init(_ major: Int, _ minor: Int = 0) { self.major = major; self.minor = minor }

    /// Parses "16", "16.4" or "16.4.1" (the patch level is ignored: no rule depends on it).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        var minor = 0
        if parts.count > 1 { guard let m = Int(parts[1]), m >= 0 else { return nil }; minor = m }
        if parts.count > 2 { guard let p = Int(parts[2]), p >= 0 else { return nil } }
        self.init(major, minor)
    }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { "\(major).\(minor)" }
}
