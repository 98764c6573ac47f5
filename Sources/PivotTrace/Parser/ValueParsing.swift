// The value syntaxes of TRACE-FORMAT: booleans, decimal numbers, sizes, rectangles, insets,
// points, orientations (device or interface, by position: SPEC O3), masks (O4) and window levels
// (W1). Each reads a byte range of the current line and throws at the offending part of it.
//
// These readers are `mutating` although they change nothing, and the ones on most lines are
// inlined with their messages built out of line: every call from a statement reader (a mutating
// method) to a non-mutating one made Swift copy the whole reader, some 350 bytes.

import Pivot

extension TraceReader {
    /// One of a few fixed words, e.g. `yes`/`no`, `on`/`off`.
    @inline(__always)
    mutating func choice<Value>(_ range: Range<Int>, _ table: WordTable<Value>) throws(TraceError) -> Value {
        if let value = table.value(bytes, range) { return value }
        throw notAChoice(range, table.words)
    }

    private func notAChoice(_ range: Range<Int>, _ names: [String]) -> TraceError {
        let list = names.count < 2 ? (names.first ?? "")
                                   : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        return failure("expected \(list), found '\(shown(range))'" + (Suggestion.hint(for: text(range), among: names) ?? ""),
                       at: range.lowerBound)
    }

    static let booleans = WordTable([("yes", true), ("no", false)])

    @inline(__always)
    mutating func bool(_ range: Range<Int>) throws(TraceError) -> Bool { try choice(range, Self.booleans) }

    // MARK: - Numbers

    /// Exact powers of ten: a mantissa below 2^53 divided by one of these is correctly rounded.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The largest integer part accepted: 15 digits keeps every value exact and far from overflow.
    static let maxIntegerDigits = 15

    /// A decimal number `-?D+(.D+)?`.
    @inline(__always)
    mutating func number(_ range: Range<Int>) throws(TraceError) -> Double {
        switch Self.decimal(bytes, range) {
        case .value(let value): return value
        case .malformed: throw failure("expected a number, found '\(shown(range))'", at: range.lowerBound)
        case .tooLarge: throw failure("number too large: '\(shown(range))'", at: range.lowerBound)
        }
    }

    enum Decimal { case value(Double), malformed, tooLarge }

    static func decimal(_ bytes: [UInt8], _ range: Range<Int>) -> Decimal {
        var i = range.lowerBound
        let end = range.upperBound
        let negative = i < end && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var significant = 0, integerDigits = 0, fractionDigits = 0
        let integerStart = i
        while i < end, ASCII.isDigit(bytes[i]) {
            if significant > 0 || bytes[i] != UInt8(ascii: "0") { significant += 1; integerDigits += 1 }
            if significant <= 18 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30) }
            i += 1
        }
        var malformed = i == integerStart
        if !malformed, i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < end, ASCII.isDigit(bytes[i]) {
                if significant > 0 || bytes[i] != UInt8(ascii: "0") { significant += 1 }
                if significant <= 18 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30) }
                fractionDigits += 1
                i += 1
            }
            malformed = i == fractionStart
        }
        guard !malformed, i == end else { return .malformed }
        guard integerDigits <= Self.maxIntegerDigits else { return .tooLarge }
        let magnitude: Double
        if significant <= 15 && fractionDigits <= 22 {
            magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
        } else {
            // Many digits: the standard library rounds them correctly (the grammar above is a
            // subset of what it reads, and 15 integer digits cannot overflow).
            let digits = bytes[(negative ? range.lowerBound + 1 : range.lowerBound)..<end]
            magnitude = Double(String(decoding: digits, as: UTF8.self)) ?? 0
        }
        return .value(negative ? -magnitude : magnitude)
    }

    /// A number that cannot be negative (sizes).
    @inline(__always)
    mutating func length(_ range: Range<Int>) throws(TraceError) -> Double {
        let value = try number(range)
        guard value >= 0 else { throw failure("a width or height cannot be negative", at: range.lowerBound) }
        return value
    }

    // MARK: - Geometry

    /// `WxH`
    @inline(__always)
    mutating func size(_ range: Range<Int>) throws(TraceError) -> Size {
        guard let x = firstIndex(of: UInt8(ascii: "x"), in: range) else {
            throw failure("expected a size WxH, found '\(shown(range))'", at: range.lowerBound)
        }
        return Size(try length(range.lowerBound..<x), try length((x + 1)..<range.upperBound))
    }

    /// The `index`-th of `count` comma-separated fields of `range` (no array: these are on most lines).
    private mutating func field(_ index: Int, of count: Int, in range: Range<Int>, expected: String) throws(TraceError)
        -> Range<Int> {
        var start = range.lowerBound
        var found = 0
        var i = range.lowerBound
        var result = range
        while i <= range.upperBound {
            if i == range.upperBound || bytes[i] == UInt8(ascii: ",") {
                if found == index { result = start..<i }
                found += 1
                start = i + 1
            }
            i += 1
        }
        guard found == count else {
            throw failure("expected \(expected), found '\(shown(range))'", at: range.lowerBound)
        }
        return result
    }

    /// `X,Y,W,H`
    mutating func rect(_ range: Range<Int>) throws(TraceError) -> Rect {
        let shape = "a rectangle X,Y,W,H"
        return Rect(try number(try field(0, of: 4, in: range, expected: shape)),
                    try number(try field(1, of: 4, in: range, expected: shape)),
                    try length(try field(2, of: 4, in: range, expected: shape)),
                    try length(try field(3, of: 4, in: range, expected: shape)))
    }

    /// `T,L,B,R`
    mutating func insets(_ range: Range<Int>) throws(TraceError) -> Insets {
        let shape = "insets T,L,B,R"
        return Insets(try number(try field(0, of: 4, in: range, expected: shape)),
                      try number(try field(1, of: 4, in: range, expected: shape)),
                      try number(try field(2, of: 4, in: range, expected: shape)),
                      try number(try field(3, of: 4, in: range, expected: shape)))
    }

    /// A point `X,Y` or a rectangle `X,Y,W,H`, as numbers (G4 conversions).
    mutating func numbers(_ range: Range<Int>) throws(TraceError) -> [Double] {
        let parts = split(range, by: UInt8(ascii: ","))
        guard parts.count == 2 || parts.count == 4 else {
            throw failure("expected a point X,Y or a rectangle X,Y,W,H, found '\(shown(range))'", at: range.lowerBound)
        }
        var values: [Double] = []
        for part in parts { values.append(try number(part)) }
        return values
    }

    /// `X,Y`
    mutating func point(_ range: Range<Int>) throws(TraceError) -> Point {
        let shape = "a point X,Y"
        return Point(try number(try field(0, of: 2, in: range, expected: shape)),
                     try number(try field(1, of: 2, in: range, expected: shape)))
    }

    // MARK: - Orientations

    /// Device orientations in the order TRACE-FORMAT lists them (messages use this order).
    static let deviceOrientations = WordTable<DeviceOrientation>([
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft),
        ("landscapeRight", .landscapeRight), ("faceUp", .faceUp), ("faceDown", .faceDown), ("unknown", .unknown),
    ])
    static let interfaceOrientations = WordTable<InterfaceOrientation>([
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft),
        ("landscapeRight", .landscapeRight), ("unknown", .unknown),
    ])

    @inline(__always)
    mutating func deviceOrientation(_ range: Range<Int>) throws(TraceError) -> DeviceOrientation {
        if let value = Self.deviceOrientations.value(bytes, range) { return value }
        throw notADeviceOrientation(range)
    }

    private func notADeviceOrientation(_ range: Range<Int>) -> TraceError {
        let list = Self.deviceOrientations.words.joined(separator: ", ")
        let hint = Suggestion.hint(for: text(range), among: Self.deviceOrientations.words) ?? "; expected one of \(list)"
        return failure("unknown orientation '\(shown(range))'\(hint)", at: range.lowerBound)
    }

    /// An interface orientation; `unknown` only where the state can really be unknown
    /// (expectations), never where it would be set or form a mask.
    @inline(__always)
    mutating func interfaceOrientation(_ range: Range<Int>, allowUnknown: Bool) throws(TraceError) -> InterfaceOrientation {
        let value = Self.interfaceOrientations.value(bytes, range)
        if let value, allowUnknown || value != .unknown { return value }
        throw notAnInterfaceOrientation(range, value, allowUnknown: allowUnknown)
    }

    private func notAnInterfaceOrientation(_ range: Range<Int>, _ value: InterfaceOrientation?, allowUnknown: Bool)
        -> TraceError {
        let list = Self.interfaceOrientations.words.filter { allowUnknown || $0 != "unknown" }.joined(separator: ", ")
        let problem: String
        if value == .unknown {
            problem = "'unknown' is not allowed here"
        } else if Self.deviceOrientations.value(bytes, range) != nil {
            problem = "'\(text(range))' is not an interface orientation"
        } else {
            problem = "unknown orientation '\(shown(range))'"
            let candidates = Self.interfaceOrientations.words.filter { allowUnknown || $0 != "unknown" }
            if let hint = Suggestion.hint(for: text(range), among: candidates) { return failure(problem + hint, at: range.lowerBound) }
        }
        return failure("\(problem); expected one of \(list)", at: range.lowerBound)
    }

    // MARK: - Masks

    static let namedMasks = WordTable<OrientationMask>([
        ("all", .all), ("allButUpsideDown", .allButUpsideDown), ("landscape", .landscape),
    ])

    /// A mask as the Info.plist wrote it: its text and its written order are kept (SPEC A3).
    mutating func mask(_ range: Range<Int>) throws(TraceError) -> MaskSpec {
        var order: [InterfaceOrientation]? = []
        let mask = try orientationMask(range, order: &order)
        return MaskSpec(mask: mask, written: order, text: text(range))
    }

    /// A mask where only its bits matter.
    mutating func orientationMask(_ range: Range<Int>) throws(TraceError) -> OrientationMask {
        var order: [InterfaceOrientation]? = nil
        return try orientationMask(range, order: &order)
    }

    /// Interface orientation names joined by `|`, a named mask, or a raw non-negative integer with
    /// any bits (SPEC O4: the returned-an-orientation bug). `order`, when not nil, receives the
    /// names in written order, and becomes nil for a named mask or an integer.
    private mutating func orientationMask(_ range: Range<Int>, order: inout [InterfaceOrientation]?) throws(TraceError)
        -> OrientationMask {
        if !range.isEmpty, bytes[range].allSatisfy(ASCII.isDigit) {
            var raw: UInt = 0
            for byte in bytes[range] {
                let (times, o1) = raw.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(UInt(byte - 0x30))
                guard !o1, !o2 else { throw failure("number too large: '\(shown(range))'", at: range.lowerBound) }
                raw = sum
            }
            order = nil
            return OrientationMask(rawValue: raw)
        }
        if let named = Self.namedMasks.value(bytes, range) {
            order = nil
            return named
        }
        let bar = UInt8(ascii: "|")
        if firstIndex(of: bar, in: range) == nil && Self.deviceOrientations.value(bytes, range) == nil {
            let names = Self.namedMasks.words + Self.interfaceOrientations.words.filter { $0 != "unknown" }
            if let hint = Suggestion.hint(for: text(range), among: names) {
                throw failure("unknown mask '\(shown(range))'\(hint)", at: range.lowerBound)
            }
            throw failure("unknown mask '\(shown(range))'; expected orientation names joined by '|' (portrait, "
                          + "portraitUpsideDown, landscapeLeft, landscapeRight), all, allButUpsideDown, landscape, "
                          + "or an integer", at: range.lowerBound)
        }
        var mask: OrientationMask = []
        var start = range.lowerBound
        while start <= range.upperBound {
            let end = firstIndex(of: bar, in: start..<range.upperBound) ?? range.upperBound
            let part = start..<end
            if Self.namedMasks.value(bytes, part) != nil {
                throw failure("'\(text(part))' cannot be combined with '|'; write the orientations it stands for",
                              at: part.lowerBound)
            }
            let orientation = try interfaceOrientation(part, allowUnknown: false)
            mask.insert(orientation.mask)
            order?.append(orientation)
            start = end + 1
        }
        return mask
    }

    // MARK: - Levels and time

    static let namedLevels = WordTable<Double>([
        ("normal", WindowLevel.normal), ("statusBar", WindowLevel.statusBar), ("alert", WindowLevel.alert),
    ])

    /// `normal`, `statusBar`, `alert` or a number, optionally followed by `+N` or `-N` (SPEC W1).
    mutating func level(_ range: Range<Int>) throws(TraceError) -> Double {
        // The base ends at the first sign that is not the number's own leading minus.
        var split = range.lowerBound
        if split < range.upperBound, bytes[split] == UInt8(ascii: "-") { split += 1 }
        while split < range.upperBound, bytes[split] != UInt8(ascii: "+"), bytes[split] != UInt8(ascii: "-") {
            split += 1
        }
        let baseRange = range.lowerBound..<split
        var base = Self.namedLevels.value(bytes, baseRange)
        if base == nil, let first = bytes[baseRange].first, first == UInt8(ascii: "-") || ASCII.isDigit(first) {
            base = try number(baseRange)
        }
        guard let base else {
            throw failure("expected a level (normal, statusBar, alert or a number, optionally followed by +N or -N), "
                          + "found '\(shown(range))'" + (Suggestion.hint(for: text(baseRange), among: Self.namedLevels.words) ?? ""),
                          at: range.lowerBound)
        }
        guard split < range.upperBound else { return base }
        let offsetRange = (split + 1)..<range.upperBound
        guard let first = bytes[offsetRange].first, ASCII.isDigit(first) else {
            throw failure("expected a number after '\(bytes[split] == UInt8(ascii: "+") ? "+" : "-")', "
                          + "found '\(shown(offsetRange))'", at: offsetRange.lowerBound)
        }
        let offset = try number(offsetRange)
        return bytes[split] == UInt8(ascii: "+") ? base + offset : base - offset
    }

    /// The longest `wait`: a bound keeps the virtual clock far from overflow however many waits follow.
    static let maxWaitSeconds = 1_000_000.0

    /// `wait SECONDS`, in whole milliseconds, rounded half up from the decimal digits as written
    /// (in binary, 1.0005 × 1000 would fall just below the half).
    mutating func milliseconds(_ range: Range<Int>) throws(TraceError) -> Int {
        let seconds = try number(range)   // checks the syntax
        guard seconds >= 0 else { throw failure("'wait' needs a non-negative number of seconds", at: range.lowerBound) }
        guard seconds <= Self.maxWaitSeconds else {
            throw failure("'wait' takes at most \(formatNumber(Self.maxWaitSeconds)) seconds", at: range.lowerBound)
        }
        var whole = 0, fraction = 0, fractionDigits = 0, roundUp = false
        var inFraction = false
        for byte in bytes[range] {
            if byte == UInt8(ascii: ".") { inFraction = true; continue }
            guard ASCII.isDigit(byte) else { continue }   // the sign of -0
            let digit = Int(byte - 0x30)
            if !inFraction {
                whole = whole * 10 + digit   // at most 1,000,000 by the check above
            } else if fractionDigits < 3 {
                fraction = fraction * 10 + digit
                fractionDigits += 1
            } else if fractionDigits == 3 {
                roundUp = digit >= 5
                fractionDigits += 1
            }
        }
        while fractionDigits < 3 { fraction *= 10; fractionDigits += 1 }
        return whole * 1000 + fraction + (roundUp ? 1 : 0)
    }
}
