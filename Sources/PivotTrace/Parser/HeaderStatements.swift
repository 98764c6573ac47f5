// Header statements (TRACE-FORMAT "Header"): each at most once, all before the first step, so
// the world they configure is settled before anything happens in it.

import Pivot

extension TraceReader {
    static let appearances = WordTable<StatusBarAppearance>([("controller", .controller), ("global", .global)])

    /// What each header statement's word is, for `'ios' needs a version X.Y`.
    static let headerArgument: [Keyword: String] = [
        .pivotTrace: "a format version", .device: "a device name", .ios: "a version X.Y", .sdk: "a version X.Y",
        .plist: "a mask", .statusbarAppearance: "controller or global", .scenes: "yes or no",
        .requiresFullscreen: "yes or no", .orientation: "a device orientation",
        .requiresFullscreenIgnoredFrom: "a version X.Y", .infoPlist: "a property list file's path",
    ]

    mutating func readHeader(_ keyword: Keyword, at start: Int) throws(TraceError) {
        if let first = firstStepLine {
            throw failure("'\(keyword.rawValue)' must come before the first step (line \(first))", at: start)
        }
        if let earlier = headerLines[keyword] {
            throw failure("'\(keyword.rawValue)' given twice (first at line \(earlier))", at: start)
        }
        headerLines[keyword] = line
        // Every header statement takes exactly one word.
        // A path may be quoted, so that it can hold a space; every other header word is bare.
        let what = Self.headerArgument[keyword] ?? "a value"
        let word = keyword == .infoPlist ? try nextWordOrString(what) : try next(what)
        let range = word.range
        // Only a device and an iOS the trace gave rightly are checked as a pair: a misspelt one is
        // one error, not a second about the default it leaves in place.
        let place = SourceLocation(line: line, column: word.start - lineStart + 1)
        switch keyword {
        case .pivotTrace:
            trace.header.version = try formatVersion(word)
        case .device:
            let name = text(range)
            guard DeviceCatalog.model(named: name) != nil else {
                // Never a silent substitution: the nearest names of the same family, to choose from.
                throw failure("unknown device '\(shown(range))'; \(DeviceCatalog.unknownNameAdvice(quotedText(word) ?? name))",
                              at: word.start)
            }
            trace.header.device = name
            eraWords[.device] = place
            // The orientations key an Info.plist gives depends on the idiom.
            applyInfoPlist()
        case .ios:
            trace.header.ios = try version(range, what: "iOS")
            eraWords[.ios] = place
        case .sdk: trace.header.sdk = try version(range, what: "SDK")
        case .plist: trace.header.plist = try mask(range)
        case .statusbarAppearance:
            trace.header.statusBarAppearance = try choice(range, Self.appearances)
        case .scenes: trace.header.scenes = try bool(range)
        case .requiresFullscreen: trace.header.requiresFullScreen = try bool(range)
        case .requiresFullscreenIgnoredFrom: trace.header.requiresFullScreenIgnoredFrom = try version(range, what: "iPadOS")
        case .orientation: trace.header.orientation = try deviceOrientation(range)
        case .infoPlist:
            let path = quotedText(word) ?? text(range)
            do throws(InfoPlistError) {
                trace.header.infoPlist = InfoPlistFile(path: path, contents: try InfoPlist.load(path, besideTrace: file))
            } catch {
                throw failure("info-plist '\(clipped(path))': \(error)" + Self.copiedTraceHint(file: file, error), at: word.start)
            }
            applyInfoPlist()
        default: break
        }
        noteWrittenBesideInfoPlist()
        try finish()
    }

    /// A trace read from its copy in a test bundle (`resources: [.copy("Traces")]`) finds no
    /// Info.plist outside the copied folder: say where it was read and what to do.
    static func copiedTraceHint(file: String, _ error: InfoPlistError) -> String {
        guard error.message.hasPrefix("no such file"), file.contains(".resources/") || file.contains(".bundle/") else { return "" }
        return "; this trace was read from its copy in the test bundle, and the Info.plist was not copied with it: "
            + "read the traces where they are with TraceFiles(folder: \"Traces\", nextTo: #filePath), "
            + "or keep the Info.plist inside the copied folder"
    }

    /// The Info.plist's keys, but for those the trace writes as statements (before or after it).
    mutating func applyInfoPlist() {
        guard let plist = trace.header.infoPlist?.contents else { return }
        trace.header.apply(plist, except: Set(headerLines.keys))
    }

    /// Keeps the file's record of what the trace writes beside it current.
    mutating func noteWrittenBesideInfoPlist() {
        if trace.header.infoPlist != nil { trace.header.infoPlist?.writtenStatements = Set(headerLines.keys) }
    }

    /// `X.Y` (a patch level `X.Y.Z` is accepted and ignored), a version Pivot models.
    func version(_ range: Range<Int>, what: String) throws(TraceError) -> OSVersion {
        let parts = split(range, by: UInt8(ascii: "."))
        let wellFormed = parts.count >= 2 && parts.count <= 3
            && parts.allSatisfy { !$0.isEmpty && $0.count <= 3 && bytes[$0].allSatisfy(ASCII.isDigit) }
        guard wellFormed else {
            throw failure("expected a version X.Y, found '\(shown(range))'", at: range.lowerBound)
        }
        let numbers = parts.map { part in bytes[part].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let version = OSVersion(numbers[0], numbers[1])
        if let reason = version.unmodelledReason {
            throw failure("unsupported \(what) version '\(shown(range))'; \(reason)", at: range.lowerBound)
        }
        return version
    }

    /// `pivot-trace N`: 1 (the base format) or 2 (with Pivot's [ext] statements), read the same
    /// way. A newer number is a trace written for a newer Pivot: said so, not misread.
    mutating func formatVersion(_ word: Word) throws(TraceError) -> Int {
        let range = word.range
        let newest = TraceHeader.newestFormatVersion
        let digits = !word.isQuoted && !range.isEmpty && range.count <= 9 && bytes[range].allSatisfy(ASCII.isDigit)
        let number = digits ? bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } : nil
        guard let number, number >= 1 else {
            throw failure("unsupported trace format version '\(shown(range))'; this parser reads versions 1 to \(newest)",
                          at: word.start)
        }
        guard number <= newest else {
            throw failure("trace format version \(number) is newer than this pivot reads (1 to \(newest)): "
                          + "update pivot ('pivot --version' names the newest format it reads)", at: word.start)
        }
        return number
    }
}
