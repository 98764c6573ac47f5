// Swift's lexical grammar, as far as a rewrite needs it: every token with its exact extent, in
// one pass over the bytes (each byte is looked at a bounded number of times, however the
// literals nest). Whitespace lies between tokens and is never a token.

public enum Lexer {
    /// How deep string interpolations may nest before the rest is taken as unterminated:
    /// far beyond real code, and it keeps the recursion bounded.
    static let maxNesting = 200

    public static func tokens(_ bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes: bytes)
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 4)
        var newline = true
        while true {
            newline = scanner.skipWhitespace() || newline
            guard let (kind, start) = scanner.next() else { break }
            tokens.append(Token(kind: kind, start: start, end: scanner.index, newlineBefore: newline))
            newline = false
        }
        return tokens
    }
}

struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func peek(_ offset: Int = 0) -> UInt8? {
        let at = index + offset
        return at < bytes.count ? bytes[at] : nil
    }

    /// Skips spaces and line breaks; true when it skipped a line break.
    mutating func skipWhitespace() -> Bool {
        var sawNewline = false
        while let byte = peek() {
            switch byte {
            case 0x0A, 0x0D: sawNewline = true
            case 0x20, 0x09, 0x0B, 0x0C, 0x00: break
            default: return sawNewline
            }
            index += 1
        }
        return sawNewline
    }

    /// The next token's kind and start, leaving `index` at its end; nil at the end of the bytes.
    mutating func next() -> (Token.Kind, Int)? {
        guard let byte = peek() else { return nil }
        let start = index
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            skipLine()
            return (.comment, start)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            return (skipBlockComment() ? .comment : .unterminated, start)
        case UInt8(ascii: "#") where start == 0 && peek(1) == UInt8(ascii: "!"):
            skipLine()
            return (.comment, start)
        case UInt8(ascii: "\""):
            return (string(hashes: 0) ? .string : .unterminated, start)
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                index += hashes
                return (string(hashes: hashes) ? .string : .unterminated, start)
            }
            if peek(hashes) == UInt8(ascii: "/") {
                index += hashes
                return (regex(hashes: hashes) ? .string : .unterminated, start)
            }
            index += 1
            if let next = peek(), Self.isIdentifierStart(next) {
                skipIdentifier()
                return (.pound, start)
            }
            return (.punctuation, start)
        case UInt8(ascii: "@"):
            index += 1
            if let next = peek(), Self.isIdentifierStart(next) {
                skipIdentifier()
                return (.attribute, start)
            }
            return (.punctuation, start)
        case UInt8(ascii: "`"):
            index += 1
            while let next = peek(), next != UInt8(ascii: "`"), next != 0x0A { index += 1 }
            if peek() == UInt8(ascii: "`") { index += 1; return (.identifier, start) }
            index = start + 1
            return (.punctuation, start)
        case UInt8(ascii: "?"):
            index += 1
            return (.question, start)
        case UInt8(ascii: "!"):
            index += 1
            return (.bang, start)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                skipOperator(dots: true)
                return (.operator, start)
            }
            index += 1
            return (.punctuation, start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            // After a dot (`t.0.1`) a number is a tuple index: digits only.
            let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            skipNumber(integerOnly: afterDot)
            return (.number, start)
        case UInt8(ascii: "$"):
            index += 1
            skipIdentifier()
            return (.identifier, start)
        default:
            if Self.isIdentifierStart(byte) {
                skipIdentifier()
                return (.identifier, start)
            }
            if Self.isOperator(byte) {
                skipOperator(dots: false)
                return (.operator, start)
            }
            index += 1
            return (.punctuation, start)
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"): true
        default: false
        }
    }

    mutating func skipIdentifier() {
        while let byte = peek(), Self.isIdentifierBody(byte) { index += 1 }
    }

    mutating func skipLine() {
        while let byte = peek(), byte != 0x0A, byte != 0x0D { index += 1 }
    }

    /// An operator: its characters, never a comment's start; dots only in one that starts with a
    /// dot (`...`, `..<`). `?` and `!` end it (each is a token of its own).
    mutating func skipOperator(dots: Bool) {
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), let next = peek(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            if Self.isOperator(byte) || (dots && byte == UInt8(ascii: ".")) { index += 1 } else { break }
        }
    }

    mutating func skipNumber(integerOnly: Bool) {
        let hex = peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        while let byte = peek() {
            if Self.isIdentifierBody(byte) {
                index += 1
                let exponent = hex ? (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))
                                   : (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
                if exponent && !integerOnly, let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            } else if byte == UInt8(ascii: "."), !integerOnly, let next = peek(1), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                index += 1
            } else {
                break
            }
        }
    }

    /// `/* … */`, nested; false when the file ends inside it.
    mutating func skipBlockComment() -> Bool {
        index += 2
        var level = 1
        while let byte = peek() {
            if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                index += 2
                level -= 1
                if level == 0 { return true }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                index += 2
                level += 1
            } else {
                index += 1
            }
        }
        return false
    }

    /// Whether `hashes` `#`s follow at `offset`.
    func hashesFollow(_ hashes: Int, at offset: Int) -> Bool {
        for i in 0..<hashes where peek(offset + i) != UInt8(ascii: "#") { return false }
        return true
    }

    /// A string literal from its opening quote (`index` there, past any `#`s): single-line or
    /// multi-line, raw with `hashes`, interpolations lexed as code up to their `)`. False when
    /// it does not end (a single-line one at its line's end, with `index` there).
    mutating func string(hashes: Int) -> Bool {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                if multiline {
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && hashesFollow(hashes, at: 3) {
                        index += 3 + hashes
                        return true
                    }
                } else if hashesFollow(hashes, at: 1) {
                    index += 1 + hashes
                    return true
                }
                index += 1
            case UInt8(ascii: "\\"):
                guard hashesFollow(hashes, at: 1) else { index += 1; continue }
                index += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    index += 1
                    guard interpolation() else { return false }
                } else if peek() != nil {
                    index += 1
                }
            case 0x0A where !multiline, 0x0D where !multiline:
                return false
            default:
                index += 1
            }
        }
        return false
    }

    /// The code of an interpolation, after its `(`: tokens up to the matching `)`, which it
    /// consumes. False when the file ends first or the nesting is too deep.
    mutating func interpolation() -> Bool {
        guard depth < Lexer.maxNesting else { return false }
        depth += 1
        defer { depth -= 1 }
        var parens = 0
        while true {
            _ = skipWhitespace()
            guard let (kind, start) = next() else { return false }
            if kind == .unterminated { return false }
            guard kind == .punctuation else { continue }
            if bytes[start] == UInt8(ascii: "(") { parens += 1 }
            if bytes[start] == UInt8(ascii: ")") {
                if parens == 0 { return true }
                parens -= 1
            }
        }
    }

    /// `#/ … /#` (extended regex literal), from its `/`.
    mutating func regex(hashes: Int) -> Bool {
        index += 1
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == UInt8(ascii: "/") && hashesFollow(hashes, at: 1) {
                index += 1 + hashes
                return true
            }
            index += 1
        }
        return false
    }
}
