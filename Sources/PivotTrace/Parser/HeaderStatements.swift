// Header statements (TRACE-FORMAT "Header"): each at most once, all before the first step, so
// the world they configure is settled before anything happens in it.

import Pivot

extension TraceReader {
    /// The oldest and newest systems Pivot models.
    static let oldestVersion = OSVersion(5, 0)
    static let newestMajor = 17

    mutating func readHeader(_ keyword: Keyword, at start: Int) throws(TraceError) {
        if let first = firstStepLine {
            throw failure("'\(keyword.rawValue)' must come before the first step (line \(first))", at: start)
        }
        if let earlier = headerLines[keyword] {
            throw failure("'\(keyword.rawValue)' given twice (first at line \(earlier))", at: start)
        }
        headerLines[keyword] = line
        switch keyword {
        case .pivotTrace:
            let word = try next("a format version")
            guard isWord(word, "1") else {
                throw failure("unsupported trace format version '\(shown(word.range))'; this parser reads version 1",
                              at: word.start)
            }
            trace.header.version = 1
        case .device:
            let word = try next("a device name")
            let name = text(word.range)
            guard DeviceCatalog.model(named: name) != nil else {
                let known = DeviceCatalog.all.flatMap(\.allNames)
                let hint = Suggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" }
                    ?? " (known devices: \(DeviceCatalog.all.map(\.name).joined(separator: ", ")))"
                throw failure("unknown device '\(shown(word.range))'\(hint)", at: word.start)
            }
            trace.header.device = name
        case .ios:
            trace.header.ios = try version(try next("a version X.Y").range, what: "iOS")
        case .sdk:
            trace.header.sdk = try version(try next("a version X.Y").range, what: "SDK")
        case .plist:
            trace.header.plist = try mask(try next("a mask").range)
        case .statusbarAppearance:
            trace.header.statusBarAppearance = try choice(try next("controller or global").range,
                                                          ["controller": .controller, "global": .global])
        case .scenes:
            trace.header.scenes = try bool(try next("yes or no").range)
        case .requiresFullscreen:
            trace.header.requiresFullScreen = try bool(try next("yes or no").range)
        case .orientation:
            trace.header.orientation = try deviceOrientation(try next("a device orientation").range)
        default:
            break
        }
        try finish()
    }

    /// `X.Y` (a patch level `X.Y.Z` is accepted and ignored), from 5.0 to 17.x.
    func version(_ range: Range<Int>, what: String) throws(TraceError) -> OSVersion {
        let parts = split(range, by: UInt8(ascii: "."))
        let wellFormed = parts.count >= 2 && parts.count <= 3
            && parts.allSatisfy { !$0.isEmpty && $0.count <= 3 && bytes[$0].allSatisfy(isDigit) }
        guard wellFormed else {
            throw failure("expected a version X.Y, found '\(shown(range))'", at: range.lowerBound)
        }
        let numbers = parts.map { part in bytes[part].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let version = OSVersion(numbers[0], numbers[1])
        guard version >= Self.oldestVersion, version.major <= Self.newestMajor else {
            throw failure("unsupported \(what) version '\(shown(range))'; Pivot models iOS 5.0 to 17.x",
                          at: range.lowerBound)
        }
        return version
    }
}
