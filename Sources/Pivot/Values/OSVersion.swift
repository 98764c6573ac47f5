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

    // MARK: Which versions exist (SPEC P)

    /// The versions Pivot models: 5.0 to 18.x, then 26.x and 27.x. Apple went from 18 to 26
    /// in 2025 (the year of the release), so 19 to 25 never existed.
    public static let modelled = "5.0 to 18.x, 26.x and 27.x"

    /// Why Pivot cannot model this version, or nil when it can.
    public var unmodelledReason: String? {
        switch major {
        case 5...18, 26, 27: nil
        case 19...25: "there is no iOS \(major): after iOS 18 Apple numbered releases by year, from iOS 26 (2025)"
        default: "Pivot models iOS \(Self.modelled)"
        }
    }

    /// The last minor version of each major that shipped (Wikipedia, "iOS version history"):
    /// 9.3 was the last iOS 9, so 9.9 never ran anywhere. 26 and 27 are still shipping.
    static let lastMinor: [Int: Int] = [5: 1, 6: 1, 7: 1, 8: 4, 9: 3, 10: 3, 11: 4, 12: 5, 13: 7, 14: 8, 15: 8, 16: 7, 17: 7, 18: 7]

    /// Why no device ever ran this version (a minor past its major's last), or nil.
    public var neverShippedReason: String? {
        guard let last = Self.lastMinor[major], minor > last else { return nil }
        return "iOS \(major) ended with \(major).\(last): there was no \(self)"
    }
}
