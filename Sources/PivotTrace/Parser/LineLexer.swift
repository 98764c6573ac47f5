// Splits one line into words (TRACE-FORMAT "Lexical rules"): words are separated by white space,
// `#` outside a quoted string starts a comment, and a word that starts with `"` is a string with
// `\"` and `\\` escapes. Works on byte offsets; only quoted strings are decoded here.

/// One word of a line: bytes `start..<end` of the input (quotes included for a string). Plain
/// integers only, so that clearing the words of each line costs nothing.
struct Word {
    var start: Int
    var end: Int
    /// The offset of the first `=` of a bare word (which makes it an option), or -1.
    var equals = -1
    /// For a quoted string, the index of its unescaped text in `TraceReader.strings`; else -1.
    var string = -1
    var range: Range<Int> { start..<end }
    var isQuoted: Bool { string >= 0 }
}

enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let backslash: UInt8 = 0x5C
    static let equals: UInt8 = 0x3D

    /// Separates words. A CR counts as white space, so CRLF line endings need no special case.
    static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == carriageReturn }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

extension TraceReader {
    /// Fills `words` with the words of `start..<end` (one line, without its line feed).
    mutating func splitWords(_ start: Int, _ end: Int) throws(TraceError) {
        words.removeAll(keepingCapacity: true)
        if !strings.isEmpty { strings.removeAll(keepingCapacity: true) }
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
                var word = Word(start: i, end: i)
                var j = i
                while j < end {
                    let byte = bytes[j]
                    if ASCII.isSpace(byte) || byte == ASCII.hash { break }
                    if byte == ASCII.equals && word.equals < 0 { word.equals = j }
                    j += 1
                }
                word.end = j
                words.append(word)
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
                words.append(Word(start: open, end: close, string: strings.count))
                strings.append(text)
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
