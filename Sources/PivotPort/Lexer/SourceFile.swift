// One file as the rewrites read it: its bytes, its tokens, the code tokens (comments left out)
// with their line breaks and matching brackets, and where each line starts.

public struct SourceFile: Sendable {
    public let path: String
    /// The file's name in the ported code (`PortInput.key`).
    let key: String
    public let bytes: [UInt8]
    public let tokens: [Token]
    /// Indices into `tokens` of everything but comments: what the rewrites walk.
    let code: [Int]
    /// For each code token: whether a line break lies between it and the code token before.
    let lineBreakBefore: [Bool]
    /// For each code token that is a bracket, the code index of its partner; -1 otherwise.
    let partner: [Int]
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8], key: String? = nil) {
        self.path = path
        self.key = key ?? path
        self.bytes = bytes
        tokens = Lexer.tokens(bytes)
        var code: [Int] = []
        code.reserveCapacity(tokens.count)
        for (i, token) in tokens.enumerated() where token.kind != .comment { code.append(i) }
        self.code = code
        var breaks: [Bool] = []
        breaks.reserveCapacity(code.count)
        var previousEnd = 0
        for i in code {
            let token = tokens[i]
            breaks.append(previousEnd == 0 || bytes[previousEnd..<token.start].contains(0x0A) || bytes[previousEnd..<token.start].contains(0x0D))
            previousEnd = token.end
        }
        lineBreakBefore = breaks
        let lexed = tokens
        partner = Self.pairBrackets(code.map { lexed[$0] }, bytes)
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
        lineStarts = starts
    }

    static func pairBrackets(_ code: [Token], _ bytes: [UInt8]) -> [Int] {
        var partner = [Int](repeating: -1, count: code.count)
        var open: [Int] = []
        for (i, token) in code.enumerated() where token.kind == .punctuation {
            switch bytes[token.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(i)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let closer = bytes[token.start]
                let opener: UInt8 = closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : closer == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // An unbalanced file (or branches of an #if that open differently) pairs what it can.
                // Looking back at most 8 keeps a hostile file linear.
                if let at = open.indices.suffix(8).last(where: { bytes[code[open[$0]].start] == opener }) {
                    partner[open[at]] = i
                    partner[i] = open[at]
                    open.removeSubrange(at...)
                }
            default: break
            }
        }
        return partner
    }

    // MARK: Reading code tokens (indices into `code`)

    var count: Int { code.count }
    func token(_ i: Int) -> Token { tokens[code[i]] }
    func text(_ i: Int) -> String { String(decoding: bytes[token(i).start..<token(i).end], as: UTF8.self) }
    func text(from: Int, to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
    func kind(_ i: Int) -> Token.Kind? { i >= 0 && i < code.count ? token(i).kind : nil }

    /// Whether code token `i` exists and is exactly `text` (for `?`, `(` and names).
    func `is`(_ i: Int, _ text: String) -> Bool {
        guard i >= 0 && i < code.count else { return false }
        let token = token(i)
        guard token.end - token.start == text.utf8.count else { return false }
        return bytes[token.start..<token.end].elementsEqual(text.utf8)
    }

    /// The name an identifier token spells, without backticks.
    func name(_ i: Int) -> String? {
        guard kind(i) == .identifier else { return nil }
        let spelled = text(i)
        return spelled.hasPrefix("`") ? String(spelled.dropFirst().dropLast()) : spelled
    }

    /// Whether tokens `i` and `i + 1` touch (no space or comment between them).
    func touching(_ i: Int) -> Bool {
        i + 1 < code.count && token(i).end == token(i + 1).start
    }

    // MARK: Positions

    /// 1-based line and column (in UTF-8 bytes, as the compiler counts) of a byte offset.
    public func position(_ offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(_ offset: Int) -> Int {
        var at = offset
        while at > 0 && bytes[at - 1] != 0x0A { at -= 1 }
        return at
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(_ offset: Int) -> String {
        let start = lineStart(offset)
        var end = start
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return text(from: start, to: end)
    }
}
