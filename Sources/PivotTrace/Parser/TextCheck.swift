// A first pass over the whole input before any statement is read: a binary file (invalid UTF-8,
// a NUL byte) or an absurdly long line gets one clear error at the place it starts, rather than
// a syntax error at some earlier line that happened to look like text.

/// Why the input is not a readable trace, and where.
struct TextProblem {
    var line: Int
    /// Byte offset where that line's text starts.
    var lineStart: Int
    var offset: Int
    var message: String
}

enum TextCheck {
    /// The longest line accepted, in bytes without its line ending.
    static let maxLineBytes = 65_536

    /// 3 when the input starts with a UTF-8 byte order mark (skipped), else 0.
    static func bomLength(_ bytes: [UInt8]) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The first problem from `start` on, or nil when the input is valid UTF-8 text with no NUL
    /// byte and no line over `maxLineBytes`; and the number of lines, to size the parser's arrays.
    static func scan(_ bytes: [UInt8], from start: Int) -> (problem: TextProblem?, lines: Int) {
        bytes.withUnsafeBufferPointer { scan(bytes, $0, from: start) }
    }

    private static func scan(_ bytes: [UInt8], _ input: UnsafeBufferPointer<UInt8>, from start: Int)
        -> (problem: TextProblem?, lines: Int) {
        let count = input.count
        var line = 1
        var lineStart = start
        var i = start
        while i < count {
            // Eight ASCII bytes at a time, counting their line feeds; a NUL or a byte above
            // ASCII is left to the byte-by-byte path below.
            if i + 8 <= count {
                let word = UnsafeRawPointer(input.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if isASCIIWithoutNUL(word) {
                    let feeds = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
                    if feeds != 0 {
                        // Only the first line feed can end a long line: the others end lines of
                        // fewer than 8 bytes.
                        let first = i + feeds.trailingZeroBitCount / 8
                        if let problem = overlong(bytes, line: line, from: lineStart, to: first) { return (problem, line) }
                        line += feeds.nonzeroBitCount
                        lineStart = i + (63 - feeds.leadingZeroBitCount) / 8 + 1
                    }
                    i += 8
                    continue
                }
            }
            let byte = input[i]
            if byte >= 0x80 {
                let length = sequenceLength(bytes, at: i)
                if length == 0 {
                    let problem = TextProblem(line: line, lineStart: lineStart, offset: i,
                                              message: "not a text trace: invalid UTF-8")
                    return (problem, line)
                }
                i += length
                continue
            }
            if byte == 0x0A {
                if let problem = overlong(bytes, line: line, from: lineStart, to: i) { return (problem, line) }
                line += 1
                lineStart = i + 1
            } else if byte == 0 {
                let problem = TextProblem(line: line, lineStart: lineStart, offset: i,
                                          message: "not a text trace: NUL byte")
                return (problem, line)
            }
            i += 1
        }
        return (overlong(bytes, line: line, from: lineStart, to: count), line)
    }

    /// No byte of `word` is a NUL or above 0x7F.
    private static func isASCIIWithoutNUL(_ word: UInt64) -> Bool {
        (word | zeroBytes(word)) & 0x8080_8080_8080_8080 == 0
    }

    /// 0x80 in exactly the bytes of `word` that are zero (no carries between bytes).
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low7) &+ low7) | word | low7)
    }

    private static func overlong(_ bytes: [UInt8], line: Int, from start: Int, to end: Int) -> TextProblem? {
        var length = end - start
        if length > 0 && bytes[end - 1] == 0x0D { length -= 1 }   // CRLF: the CR is part of the line ending
        guard length > maxLineBytes else { return nil }
        return TextProblem(line: line, lineStart: start, offset: start,
                           message: "line is longer than \(maxLineBytes) bytes")
    }

    /// The length of the well-formed UTF-8 sequence starting with a non-ASCII byte at `i`, or 0
    /// (Unicode Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    private static func sequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let lead = bytes[i]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF   // allowed range of the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard i + length <= bytes.count else { return 0 }
        guard (low...high).contains(bytes[i + 1]) else { return 0 }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
