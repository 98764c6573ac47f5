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

    /// White space, `#` and the line feed, as bits below 64: what ends a bare word.
    private static let wordEnds: UInt64 = 1 << space | 1 << tab | 1 << carriageReturn | 1 << hash | 1 << lineFeed
    static func endsWord(_ byte: UInt8) -> Bool { byte < 64 && wordEnds >> byte & 1 != 0 }
}

extension TraceReader {
    /// Fills `words` with the words of the line that starts at `start`, and returns where the
    /// line ends (its line feed, or the end of the input). One pass: finding the line's end first
    /// would read every byte twice.
    mutating func splitWords(from start: Int) throws(TraceError) -> Int {
        wordCount = 0
        if !strings.isEmpty { strings.removeAll(keepingCapacity: true) }
        let count = bytes.count
        var i = start
        while i < count {
            let byte = bytes[i]
            if byte == ASCII.lineFeed {
                return i
            } else if ASCII.isSpace(byte) {
                i += 1
            } else if byte == ASCII.hash {
                return lineEnd(from: i)
            } else if byte == ASCII.quote {
                i = try quotedString(from: i, to: lineEnd(from: i))
            } else {
                let (end, equals) = bytes.withUnsafeBufferPointer { Self.bareWord($0, from: i) }
                addWord(Word(start: i, end: end, equals: equals))
                i = end
            }
        }
        return count
    }

    /// `words` only grows: the words of a line overwrite the previous line's, and `wordCount`
    /// says how many there are (emptying the array for every line cost more than filling it).
    private mutating func addWord(_ word: Word) {
        if wordCount < words.count { words[wordCount] = word } else { words.append(word) }
        wordCount += 1
    }

    /// The end of the bare word starting at `start`, and the offset of its first `=` or -1.
    /// (Eight bytes at a time was slower: most words are shorter than that.)
    private static func bareWord(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, equals: Int) {
        var equals = -1
        var j = start
        while j < input.count {
            let byte = input[j]
            if ASCII.endsWord(byte) { break }
            if byte == ASCII.equals && equals < 0 { equals = j }
            j += 1
        }
        return (j, equals)
    }

    /// The offset of the line feed that ends the line holding `offset`, or the end of the input.
    func lineEnd(from offset: Int) -> Int {
        firstIndex(of: ASCII.lineFeed, in: offset..<bytes.count) ?? bytes.count
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
                addWord(Word(start: open, end: close, string: strings.count))
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
