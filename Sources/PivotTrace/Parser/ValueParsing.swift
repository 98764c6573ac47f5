// The value syntaxes of TRACE-FORMAT: booleans, decimal numbers, sizes, rectangles, insets,
// points, orientations (device or interface, by position: SPEC O3), masks (O4) and window levels
// (W1). Each reads a byte range of the current line and throws at the offending part of it.

import Pivot

extension TraceReader {
    /// One of a few fixed words, e.g. `yes`/`no`, `on`/`off`.
    func choice<Value>(_ range: Range<Int>, _ table: KeyValuePairs<String, Value>) throws(TraceError) -> Value {
        let word = text(range)
        for (name, value) in table where name == word { return value }
        throw notOneOf(table.map(\.key), range)
    }

    /// One case of a string-backed enumeration, by its raw value.
    func choice<Value: RawRepresentable & CaseIterable>(_ range: Range<Int>, of type: Value.Type) throws(TraceError)
        -> Value where Value.RawValue == String {
        if let value = Value(rawValue: text(range)) { return value }
        throw notOneOf(Value.allCases.map(\.rawValue), range)
    }

    /// `expected on or off, found 'x'`, `expected a, b or c, found 'x'`.
    func notOneOf(_ names: [String], _ range: Range<Int>) -> TraceError {
        let list = names.count < 2 ? (names.first ?? "") : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        return failure("expected \(list), found '\(shown(range))'", at: range.lowerBound)
    }

    static let booleans: KeyValuePairs<String, Bool> = ["yes": true, "no": false]

    func bool(_ range: Range<Int>) throws(TraceError) -> Bool { try choice(range, Self.booleans) }

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
    func number(_ range: Range<Int>) throws(TraceError) -> Double {
        var i = range.lowerBound
        let end = range.upperBound
        let negative = i < end && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var significant = 0, integerDigits = 0, fractionDigits = 0
        let integerStart = i
        while i < end, isDigit(bytes[i]) {
            if significant > 0 || bytes[i] != UInt8(ascii: "0") { significant += 1; integerDigits += 1 }
            if significant <= 18 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30) }
            i += 1
        }
        var malformed = i == integerStart
        if !malformed, i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < end, isDigit(bytes[i]) {
                if significant > 0 || bytes[i] != UInt8(ascii: "0") { significant += 1 }
                if significant <= 18 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30) }
                fractionDigits += 1
                i += 1
            }
            malformed = i == fractionStart
        }
        guard !malformed, i == end else {
            throw failure("expected a number, found '\(shown(range))'", at: range.lowerBound)
        }
        guard integerDigits <= Self.maxIntegerDigits else {
            throw failure("number too large: '\(shown(range))'", at: range.lowerBound)
        }
        let magnitude: Double
        if significant <= 15 && fractionDigits <= 22 {
            magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
        } else {
            // Many digits: the standard library rounds them correctly (the grammar above is a
            // subset of what it reads, and 15 integer digits cannot overflow).
            magnitude = Double(text((negative ? range.lowerBound + 1 : range.lowerBound)..<end)) ?? 0
        }
        return negative ? -magnitude : magnitude
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A number that cannot be negative (sizes).
    func length(_ range: Range<Int>) throws(TraceError) -> Double {
        let value = try number(range)
        guard value >= 0 else { throw failure("a width or height cannot be negative", at: range.lowerBound) }
        return value
    }

    // MARK: - Geometry

    /// `WxH`
    func size(_ range: Range<Int>) throws(TraceError) -> Size {
        guard let x = firstIndex(of: UInt8(ascii: "x"), in: range) else {
            throw failure("expected a size WxH, found '\(shown(range))'", at: range.lowerBound)
        }
        return Size(try length(range.lowerBound..<x), try length((x + 1)..<range.upperBound))
    }

    /// `count` numbers separated by commas.
    private func numbers(_ range: Range<Int>, count: Int, expected: String) throws(TraceError) -> [Range<Int>] {
        let parts = split(range, by: UInt8(ascii: ","))
        guard parts.count == count else {
            throw failure("expected \(expected), found '\(shown(range))'", at: range.lowerBound)
        }
        return parts
    }

    /// `X,Y,W,H`
    func rect(_ range: Range<Int>) throws(TraceError) -> Rect {
        let p = try numbers(range, count: 4, expected: "a rectangle X,Y,W,H")
        return Rect(try number(p[0]), try number(p[1]), try length(p[2]), try length(p[3]))
    }

    /// `T,L,B,R`
    func insets(_ range: Range<Int>) throws(TraceError) -> Insets {
        let p = try numbers(range, count: 4, expected: "insets T,L,B,R")
        return Insets(try number(p[0]), try number(p[1]), try number(p[2]), try number(p[3]))
    }

    /// `X,Y`
    func point(_ range: Range<Int>) throws(TraceError) -> Point {
        let p = try numbers(range, count: 2, expected: "a point X,Y")
        return Point(try number(p[0]), try number(p[1]))
    }

    // MARK: - Orientations

    /// Device orientations in the order TRACE-FORMAT lists them (messages use this order).
    static let deviceOrientations: KeyValuePairs<String, DeviceOrientation> = [
        "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown, "landscapeLeft": .landscapeLeft,
        "landscapeRight": .landscapeRight, "faceUp": .faceUp, "faceDown": .faceDown, "unknown": .unknown,
    ]
    static let interfaceOrientations: KeyValuePairs<String, InterfaceOrientation> = [
        "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown, "landscapeLeft": .landscapeLeft,
        "landscapeRight": .landscapeRight, "unknown": .unknown,
    ]

    func deviceOrientation(_ range: Range<Int>) throws(TraceError) -> DeviceOrientation {
        let word = text(range)
        for (name, value) in Self.deviceOrientations where name == word { return value }
        let list = Self.deviceOrientations.map(\.key).joined(separator: ", ")
        throw failure("unknown orientation '\(shown(range))'; expected one of \(list)", at: range.lowerBound)
    }

    /// An interface orientation; `unknown` only where the state can really be unknown
    /// (expectations), never where it would be set or form a mask.
    func interfaceOrientation(_ range: Range<Int>, allowUnknown: Bool) throws(TraceError) -> InterfaceOrientation {
        let word = text(range)
        for (name, value) in Self.interfaceOrientations where name == word && (allowUnknown || value != .unknown) {
            return value
        }
        let list = Self.interfaceOrientations.map(\.key).filter { allowUnknown || $0 != "unknown" }
            .joined(separator: ", ")
        let problem: String
        if word == "unknown" {
            problem = "'unknown' is not allowed here"
        } else if Self.deviceOrientations.contains(where: { $0.key == word }) {
            problem = "'\(word)' is not an interface orientation"
        } else {
            problem = "unknown orientation '\(shown(range))'"
        }
        throw failure("\(problem); expected one of \(list)", at: range.lowerBound)
    }

    // MARK: - Masks

    static let namedMasks: KeyValuePairs<String, OrientationMask> = [
        "all": .all, "allButUpsideDown": .allButUpsideDown, "landscape": .landscape,
    ]

    /// Interface orientation names joined by `|` (written order kept), a named mask, or a raw
    /// non-negative integer with any bits (SPEC O4: the returned-an-orientation bug).
    func mask(_ range: Range<Int>) throws(TraceError) -> MaskSpec {
        let written = text(range)
        if !range.isEmpty, bytes[range].allSatisfy(isDigit) {
            var raw: UInt = 0
            for byte in bytes[range] {
                let (times, o1) = raw.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(UInt(byte - 0x30))
                guard !o1, !o2 else { throw failure("number too large: '\(shown(range))'", at: range.lowerBound) }
                raw = sum
            }
            return MaskSpec(mask: OrientationMask(rawValue: raw), written: nil, text: written)
        }
        for (name, value) in Self.namedMasks where name == written {
            return MaskSpec(mask: value, written: nil, text: written)
        }
        let parts = split(range, by: UInt8(ascii: "|"))
        if parts.count == 1 && !Self.interfaceOrientations.contains(where: { $0.key == written })
            && !Self.deviceOrientations.contains(where: { $0.key == written }) {
            throw failure("unknown mask '\(shown(range))'; expected orientation names joined by '|' (portrait, "
                          + "portraitUpsideDown, landscapeLeft, landscapeRight), all, allButUpsideDown, landscape, "
                          + "or an integer", at: range.lowerBound)
        }
        var mask: OrientationMask = []
        var order: [InterfaceOrientation] = []
        for part in parts {
            let name = text(part)
            if Self.namedMasks.contains(where: { $0.key == name }) {
                throw failure("'\(name)' cannot be combined with '|'; write the orientations it stands for",
                              at: part.lowerBound)
            }
            let orientation = try interfaceOrientation(part, allowUnknown: false)
            mask.insert(orientation.mask)
            order.append(orientation)
        }
        return MaskSpec(mask: mask, written: order, text: written)
    }

    // MARK: - Levels and time

    static let namedLevels: KeyValuePairs<String, Double> = [
        "normal": WindowLevel.normal, "statusBar": WindowLevel.statusBar, "alert": WindowLevel.alert,
    ]

    /// `normal`, `statusBar`, `alert` or a number, optionally followed by `+N` or `-N` (SPEC W1).
    func level(_ range: Range<Int>) throws(TraceError) -> Double {
        // The base ends at the first sign that is not the number's own leading minus.
        var split = range.lowerBound
        if split < range.upperBound, bytes[split] == UInt8(ascii: "-") { split += 1 }
        while split < range.upperBound, bytes[split] != UInt8(ascii: "+"), bytes[split] != UInt8(ascii: "-") { split += 1 }
        let baseRange = range.lowerBound..<split
        let baseText = text(baseRange)
        var base: Double? = nil
        for (name, value) in Self.namedLevels where name == baseText { base = value }
        if base == nil, let first = bytes[baseRange].first, first == UInt8(ascii: "-") || isDigit(first) {
            base = try number(baseRange)
        }
        guard let base else {
            throw failure("expected a level (normal, statusBar, alert or a number, optionally followed by +N or -N), "
                          + "found '\(shown(range))'", at: range.lowerBound)
        }
        guard split < range.upperBound else { return base }
        let offsetRange = (split + 1)..<range.upperBound
        guard let first = bytes[offsetRange].first, isDigit(first) else {
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
    func milliseconds(_ range: Range<Int>) throws(TraceError) -> Int {
        let seconds = try number(range)   // checks the syntax
        guard seconds >= 0 else { throw failure("'wait' needs a non-negative number of seconds", at: range.lowerBound) }
        guard seconds <= Self.maxWaitSeconds else {
            throw failure("'wait' takes at most \(formatNumber(Self.maxWaitSeconds)) seconds", at: range.lowerBound)
        }
        var whole = 0, fraction = 0, fractionDigits = 0, roundUp = false
        var inFraction = false
        for byte in bytes[range] {
            if byte == UInt8(ascii: ".") { inFraction = true; continue }
            guard isDigit(byte) else { continue }   // the sign of -0
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
