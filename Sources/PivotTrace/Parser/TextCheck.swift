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
            // Eight plain bytes at a time: no line feed, no NUL, nothing above ASCII.
            if i + 8 <= count, isPlain(UnsafeRawPointer(input.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                i += 8
                continue
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

    /// No byte of `word` is a line feed, a NUL or above 0x7F (the usual zero-byte test, on
    /// `word` and on `word` with line feeds turned to zero).
    private static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let feeds = word ^ (ones &* 0x0A)
        let zero = (word &- ones) & ~word, feed = (feeds &- ones) & ~feeds
        return (word | zero | feed) & highs == 0
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
