// Splits one line into words (TRACE-FORMAT "Lexical rules"): words are separated by white space,
// `#` outside a quoted string starts a comment, and a word that starts with `"` is a string with
// `\"` and `\\` escapes. Works on byte offsets; only quoted strings are decoded here.

/// One word of a line: bytes `start..<end` of the input (quotes included for a string).
struct Word {
    var start: Int
    var end: Int
    /// The unescaped text of a quoted string; nil for a bare word.
    var quoted: String?
    var range: Range<Int> { start..<end }
}

enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let backslash: UInt8 = 0x5C

    /// Separates words. A CR counts as white space, so CRLF line endings need no special case.
    static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == carriageReturn }
}

extension TraceReader {
    /// Fills `words` with the words of `start..<end` (one line, without its line feed).
    mutating func splitWords(_ start: Int, _ end: Int) throws(TraceError) {
        words.removeAll(keepingCapacity: true)
        var i = start
        while i < end {
            let byte = bytes[i]
            if ASCII.isSpace(byte) {
                i += 1
            } else if byte == ASCII.hash {
                return
            } else if byte == ASCII.quote {
                i = try quotedString(from: i, to: end)
            } else {
                var j = i + 1
                while j < end, !ASCII.isSpace(bytes[j]), bytes[j] != ASCII.hash { j += 1 }
                words.append(Word(start: i, end: j, quoted: nil))
                i = j
            }
        }
    }

    /// Reads the string whose opening quote is at `open`, appends it, and returns the offset after it.
    private mutating func quotedString(from open: Int, to end: Int) throws(TraceError) -> Int {
        var unescaped: [UInt8] = []   // filled only once an escape shows up
        var hasEscape = false
        var runStart = open + 1
        var i = open + 1
        while i < end {
            let byte = bytes[i]
            if byte == ASCII.quote {
                let close = i + 1
                if close < end, !ASCII.isSpace(bytes[close]), bytes[close] != ASCII.hash {
                    throw failure("unexpected text after a closing quote", at: close)
                }
                if hasEscape { unescaped.append(contentsOf: bytes[runStart..<i]) }
                let text = hasEscape ? String(decoding: unescaped, as: UTF8.self)
                                     : String(decoding: bytes[(open + 1)..<i], as: UTF8.self)
                words.append(Word(start: open, end: close, quoted: text))
                return close
            }
            if byte == ASCII.backslash {
                guard i + 1 < end else { break }
                let escaped = bytes[i + 1]
                guard escaped == ASCII.quote || escaped == ASCII.backslash else {
                    var next = i + 2   // through the whole escaped character, however many bytes
                    while next < end, bytes[next] & 0xC0 == 0x80 { next += 1 }
                    let shown = String(decoding: bytes[i..<next], as: UTF8.self)
                    throw failure("unknown escape '\(shown)' in a string; only \\\" and \\\\ are allowed", at: i)
                }
                hasEscape = true
                unescaped.append(contentsOf: bytes[runStart..<i])
                unescaped.append(escaped)
                i += 2
                runStart = i
                continue
            }
            i += 1
        }
        throw failure("unterminated string", at: open)
    }
}
