// The parser's state while it reads one trace: what it has built so far, the names declared,
// and the words of the current line with a cursor over them. Statements are read by the
// extensions in the other files of this folder; this file holds what they all share.

import Pivot

/// What a declared name stands for. Controllers, windows and views share one namespace.
enum NameKind: String {
    case controller, window, view

    var bit: NameKinds {
        switch self {
        case .controller: .controller
        case .window: .window
        case .view: .view
        }
    }
}

/// The kinds a name may have where it is used (a set, so no array is built per reference).
struct NameKinds: OptionSet {
    let rawValue: UInt8
    static let window = NameKinds(rawValue: 1)
    static let controller = NameKinds(rawValue: 2)
    static let view = NameKinds(rawValue: 4)
}

struct Declaration {
    var kind: NameKind
    var line: Int
    /// A window let go by `release`: a new `window` line may take its name.
    var released = false
}

struct TraceReader {
    let bytes: [UInt8]
    let file: String
    var trace = Trace()

    var names = NameTable()
    /// The line of each header statement already read (each may appear once).
    var headerLines: [Keyword: Int] = [:]
    /// The line of the first step; header statements must come before it.
    var firstStepLine: Int? = nil
    /// The window declared with `delegate=yes`, if any: there is one app delegate window (A8).
    var delegateWindow: (name: String, line: Int)? = nil
    /// The line of each `mark` label so far (labels are unique).
    var marks: [String: Int] = [:]
    /// A `known-gap` line still waiting for its expectation.
    var openGap: SourceLocation? = nil
    /// The actions defined so far, by name, with their lines; and the one being read.
    var actionLines: [String: Int] = [:]
    /// How deep each action defined so far nests actions (1: steps only); and the open one.
    var actionDepths: [String: Int] = [:]
    var openActionDepth = 1
    var openAction: (name: String, events: [Event], location: SourceLocation)? = nil
    /// Each `relay=WINDOW` with its place: the window may be declared later in the file, so the
    /// names are checked when the whole file is read (`checkRelays`).
    var relays: [(name: String, location: SourceLocation)] = []
    /// Where the `device` and `ios` words are: their pair is checked when the header is whole.
    var eraWords: [Keyword: SourceLocation] = [:]

    // The line being read.
    var line = 0
    var lineStart = 0
    var words: [Word] = []
    var wordCount = 0
    /// The unescaped quoted strings of the line being read (see `Word.string`).
    var strings: [String] = []
    /// The values of the statement's options (see `options`).
    var optionValues: [Range<Int>?] = []
    /// The next word to read, and the end of the words that are arguments (a trailing `nowait`
    /// is not one).
    var cursor = 1
    var argumentEnd = 0
    /// How messages name the statement: `show`, `expect window`. Put together only for a
    /// message: building it for every line cost more than reading some lines.
    var statementName: String { statementPrefix.isEmpty ? statementWord : "\(statementPrefix) \(statementWord)" }
    /// `expect`, `explore` or nothing, and the word that names the statement after it.
    var statementPrefix = ""
    var statementWord = ""
    var isStep = false
    /// Reading an `explore event`: the search may create a window again after releasing it.
    var inExploreEvent = false

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        words.reserveCapacity(16)
    }

    // MARK: - Errors

    /// An error at a byte offset of the current line; the column counts characters (1-based).
    func failure(_ message: String, at offset: Int) -> TraceError {
        let end = min(max(offset, lineStart), bytes.count)
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return TraceError(file: file, location: SourceLocation(line: line, column: column), message: message)
    }

    /// Just after the last argument: where a missing word would go.
    var endOfArguments: Int { argumentEnd > 0 ? words[argumentEnd - 1].end : lineStart }

    // MARK: - Text of words

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// A word as messages quote it: at most 40 characters, so that a huge word gives a short message.
    func shown(_ range: Range<Int>) -> String { clipped(text(range)) }

    func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    // `mutating` here and in the other readers used on most lines, though nothing changes: see
    // ValueParsing.swift.
    mutating func isWord(_ word: Word, _ literal: StaticString) -> Bool {
        !word.isQuoted && isText(word.range, literal)
    }

    /// Whether the bytes at `range` are `literal`'s.
    mutating func isText(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount, range.upperBound <= bytes.count else { return false }
        return literal.withUTF8Buffer { literal in
            bytes.withUnsafeBufferPointer { input in
                var j = 0
                while j < literal.count, input[range.lowerBound + j] == literal[j] { j += 1 }
                return j == literal.count
            }
        }
    }

    /// The byte offset of the first `byte` in `range`, if any.
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == byte { return i }
            i += 1
        }
        return nil
    }

    /// `range` cut at every `separator`, empty pieces included.
    func split(_ range: Range<Int>, by separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var i = start
        while i < range.upperBound {
            if bytes[i] == separator {
                parts.append(start..<i)
                start = i + 1
            }
            i += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    // MARK: - Reading arguments

    /// The next positional word (not an option, not a quoted string).
    mutating func next(_ what: String) throws(TraceError) -> Word {
        guard cursor < argumentEnd, words[cursor].equals < 0 else {
            let at = cursor < argumentEnd ? words[cursor].start : endOfArguments
            throw failure("'\(statementName)' needs \(what)", at: at)
        }
        let word = words[cursor]
        guard !word.isQuoted else { throw failure("expected \(what), not a quoted string", at: word.start) }
        cursor += 1
        return word
    }

    /// The next positional word, bare or quoted: a file path, which may hold a space.
    mutating func nextWordOrString(_ what: String) throws(TraceError) -> Word {
        guard cursor < argumentEnd, words[cursor].equals < 0 || words[cursor].isQuoted else {
            let at = cursor < argumentEnd ? words[cursor].start : endOfArguments
            throw failure("'\(statementName)' needs \(what)", at: at)
        }
        cursor += 1
        return words[cursor - 1]
    }

    /// Reads the next positional word as a reference to a declared name. (Written inline,
    /// `reference(try next(…))` would make Swift copy the whole reader before `next` mutates it:
    /// the statement readers therefore read a word into a local first, then parse it.)
    mutating func nextReference(_ what: String, _ kind: NameKind) throws(TraceError) -> String {
        let word = try next(what)
        return try reference(word, kind)
    }

    /// The next word, when it is the bare word `literal` (optional positional words like `key`).
    mutating func take(_ literal: StaticString) -> Bool {
        guard cursor < argumentEnd, isWord(words[cursor], literal) else { return false }
        cursor += 1
        return true
    }

    /// The next word, which must be a quoted string.
    mutating func nextString(_ what: String) throws(TraceError) -> String {
        guard cursor < argumentEnd else { throw failure("'\(statementName)' needs \(what)", at: endOfArguments) }
        let word = words[cursor]
        guard let string = quotedText(word) else {
            throw failure("expected \(what) in double quotes, found '\(shown(word.range))'", at: word.start)
        }
        cursor += 1
        return string
    }

    /// Every remaining word must be read by now.
    @inline(__always)
    mutating func finish() throws(TraceError) {
        if cursor < argumentEnd { throw unexpected(words[cursor]) }
    }

    mutating func unexpected(_ word: Word) -> TraceError {
        if isWord(word, "nowait") {
            return failure(isStep ? "'nowait' must be the last word" : "'nowait' only applies to steps", at: word.start)
        }
        return failure("unexpected word '\(shown(word.range))'", at: word.start)
    }

    /// The unescaped text of a quoted string; nil for a bare word.
    func quotedText(_ word: Word) -> String? { word.isQuoted ? strings[word.string] : nil }

    /// Reads every remaining word as a `key=value` option among `keys` (any order, each once).
    mutating func options(_ keys: OptionKeys) throws(TraceError) -> Options {
        let table = keys.keys
        // The buffer is the reader's: the previous statement's options are gone by now, so it
        // is reused rather than allocated again for every line.
        let count = table.words.count
        if optionValues.count < count { optionValues = Array(repeating: nil, count: count) }
        for index in 0..<count { optionValues[index] = nil }
        while cursor < argumentEnd {
            let word = words[cursor]
            let equals = word.equals
            guard equals > word.start else { throw unexpected(word) }
            let keyRange = word.start..<equals
            guard let index = table.value(bytes, keyRange) else {
                throw failure(unknownOption(text(keyRange), table.words), at: word.start)
            }
            let key = table.words[index]
            if optionValues[index] != nil { throw failure("option '\(key)' given twice", at: word.start) }
            guard equals + 1 < word.end else { throw failure("option '\(key)' needs a value", at: word.start) }
            optionValues[index] = (equals + 1)..<word.end
            cursor += 1
        }
        return Options(table: table, values: optionValues)
    }

    private func unknownOption(_ key: String, _ keys: [String]) -> String {
        let valid = keys.joined(separator: ", ")
        let quoted = clipped(key)
        if let guess = Suggestion.closest(to: key, among: keys) {
            return "unknown option '\(quoted)' for '\(statementName)'; did you mean '\(guess)'? "
                + "(valid options: \(valid))"
        }
        return "unknown option '\(quoted)' for '\(statementName)' (valid options: \(valid))"
    }

    // MARK: - Names

    /// Checks the syntax of a new name and that it is free; the caller records it with `declare`
    /// once the rest of the statement is valid, so a declaration cannot refer to itself.
    func newName(_ word: Word) throws(TraceError) -> String {
        let name = try validName(word.range)
        if reservedNames.contains(name) {
            throw failure("'\(name)' is a reserved word and cannot be a name", at: word.start)
        }
        if let earlier = names[name] {
            throw failure("'\(clipped(name))' is already declared (\(earlier.kind.rawValue) at line \(earlier.line))",
                          at: word.start)
        }
        return name
    }

    /// A window's name: new, or that of a released window (in an explore event, of any window:
    /// the search may release it first; the world refuses a second window of one name).
    func windowName(_ word: Word) throws(TraceError) -> String {
        let name = try validName(word.range)
        if let earlier = names[name], earlier.kind == .window, earlier.released || inExploreEvent { return name }
        return try newName(word)
    }

    mutating func declare(_ name: String, as kind: NameKind) {
        names.declare(name, Declaration(kind: kind, line: line))
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`
    func validName(_ range: Range<Int>) throws(TraceError) -> String {
        var ok = !range.isEmpty
        var i = range.lowerBound
        while ok && i < range.upperBound {
            let b = bytes[i]
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            ok = letter || (i > range.lowerBound && ((b >= 0x30 && b <= 0x39) || b == 0x2D))
            i += 1
        }
        guard ok else {
            throw failure("invalid name '\(shown(range))'; a name is letters, digits, '_' and '-', "
                          + "starting with a letter or '_'", at: range.lowerBound)
        }
        return text(range)
    }

    /// A reference to a declared name of one of `kinds`.
    @inline(__always)
    mutating func reference(_ range: Range<Int>, _ kinds: NameKinds) throws(TraceError) -> String {
        let found = names.lookup(bytes, range)
        if let (name, declaration) = found, kinds.contains(declaration.kind.bit) { return name }
        throw badReference(range, kinds, found?.declaration)
    }

    private func badReference(_ range: Range<Int>, _ kinds: NameKinds, _ found: Declaration?) -> TraceError {
        if let declaration = found {
            let name = text(range)
            return failure("'\(clipped(name))' is a \(declaration.kind.rawValue), not a \(Self.describe(kinds))",
                          at: range.lowerBound)
        }
        let name: String
        do { name = try validName(range) } catch { return error }
        // Sorted, so that a tie between two close names is broken the same way on every run.
        let declared = names.names { kinds.contains($0.kind.bit) }.sorted()
        let hint = Suggestion.hint(for: name, among: declared) ?? ""
        return failure("undeclared \(Self.describe(kinds)) '\(clipped(name))'\(hint)", at: range.lowerBound)
    }

    @inline(__always)
    mutating func reference(_ word: Word, _ kind: NameKind) throws(TraceError) -> String {
        try reference(word.range, kind.bit)
    }

    /// `window`, `window or controller`, `window, controller or view`.
    static func describe(_ kinds: NameKinds) -> String {
        let names = [NameKind.window, .controller, .view].filter { kinds.contains($0.bit) }.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.first ?? "name" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// The options of one statement, by key.
struct Options {
    /// The keys, each with its index as its value.
    let table: WordTable<Int>
    /// By the keys' index; nil for an option not given. (The reader's buffer: it may go on
    /// past the last key.)
    let values: [Range<Int>?]
    var keys: [String] { table.words }
    subscript(key: StaticString) -> Range<Int>? {
        guard let index = table.index(of: key) else {
            assertionFailure("'\(key)' is not one of the options \(keys)")
            return nil
        }
        return values[index]
    }
}
