// What a file's rewrites produce: byte-range replacements and the diagnostics that report them.

public struct PortDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case note, warning, error }
    public let file: String
    public let line: Int
    public let column: Int
    public let severity: Severity
    public let message: String

    /// `FILE:LINE:COL: note: …`, as compilers and editors read it.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

struct Edit {
    let start: Int
    let end: Int
    let text: String
    let order: Int
}

/// Source bytes `start..<end` taken out of their place and written at `destination` (between
/// `prefix` and `suffix`), with the edits made inside them.
struct Move {
    let start: Int
    let end: Int
    let destination: Int
    let prefix: String
    let suffix: String
}

/// One file's rewrites under way: the edits and the diagnostics, both in the order made.
struct FileRewrite {
    let source: SourceFile
    private(set) var edits: [Edit] = []
    private(set) var moves: [Move] = []
    private(set) var diagnostics: [(offset: Int, order: Int, severity: PortDiagnostic.Severity, message: String)] = []

    init(_ source: SourceFile) { self.source = source }

    mutating func replace(_ start: Int, _ end: Int, with text: String) {
        edits.append(Edit(start: start, end: end, text: text, order: edits.count))
    }

    /// Replaces code tokens `first...last` (their text and what lies between them).
    mutating func replace(tokens first: Int, _ last: Int, with text: String) {
        replace(source.token(first).start, source.token(last).end, with: text)
    }

    mutating func insert(_ text: String, at offset: Int) { replace(offset, offset, with: text) }

    /// Moves bytes `start..<end` to `destination`; the edits within them move along.
    mutating func move(_ start: Int, _ end: Int, to destination: Int, prefix: String = "", suffix: String = "") {
        moves.append(Move(start: start, end: end, destination: destination, prefix: prefix, suffix: suffix))
    }

    /// Removes code tokens `first...last`: the whole line when nothing else is on it, else the
    /// tokens and the spaces after them.
    mutating func remove(tokens first: Int, _ last: Int) {
        let bytes = source.bytes
        let start = source.token(first).start, end = source.token(last).end
        let lineStart = source.lineStart(start)
        var after = end
        while after < bytes.count && (bytes[after] == 0x20 || bytes[after] == 0x09) { after += 1 }
        let aloneBefore = bytes[lineStart..<start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let endsLine = after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D
        if aloneBefore && endsLine {
            var lineEnd = after
            if lineEnd < bytes.count && bytes[lineEnd] == 0x0D { lineEnd += 1 }
            if lineEnd < bytes.count && bytes[lineEnd] == 0x0A { lineEnd += 1 }
            replace(lineStart, lineEnd, with: "")
        } else if endsLine {
            // Something before it on the line: keep the line's end, drop the space before.
            var before = start
            while before > lineStart && (bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09) { before -= 1 }
            replace(before, end, with: "")
        } else {
            replace(start, after, with: "")
        }
    }

    mutating func note(_ offset: Int, _ message: String) { report(offset, .note, message) }
    mutating func warn(_ offset: Int, _ message: String) { report(offset, .warning, message) }

    mutating func report(_ offset: Int, _ severity: PortDiagnostic.Severity, _ message: String) {
        diagnostics.append((offset, diagnostics.count, severity, message))
    }

    /// The rewritten bytes. Edits apply in the order of their positions (an insertion before a
    /// replacement at the same place); one that overlaps an earlier one is left out, with a warning.
    mutating func output() -> [UInt8] {
        var all = edits
        for move in moves {
            let inside = { (edit: Edit) in edit.start >= move.start && edit.end <= move.end }
            let moved = render(move.start, move.end, all.filter(inside))
            all.removeAll(where: inside)
            all.append(Edit(start: move.start, end: move.end, text: "", order: all.count + edits.count))
            all.append(Edit(start: move.destination, end: move.destination,
                            text: move.prefix + String(decoding: moved, as: UTF8.self) + move.suffix, order: all.count + edits.count))
        }
        return render(0, source.bytes.count, all)
    }

    /// Bytes `from..<to` with the edits applied, in the order of their positions.
    private mutating func render(_ from: Int, _ to: Int, _ edits: [Edit]) -> [UInt8] {
        let sorted = edits.sorted { ($0.start, $0.end, $0.order) < ($1.start, $1.end, $1.order) }
        var out: [UInt8] = []
        out.reserveCapacity(to - from + 256)
        var at = from
        for edit in sorted {
            guard edit.start >= at else {
                warn(edit.start, "two rewrites overlap here; the second was left out (please report this)")
                continue
            }
            out.append(contentsOf: source.bytes[at..<edit.start])
            out.append(contentsOf: edit.text.utf8)
            at = edit.end
        }
        out.append(contentsOf: source.bytes[at..<to])
        return out
    }

    /// The diagnostics in the order of their places in the file.
    func reported() -> [PortDiagnostic] {
        diagnostics.sorted { ($0.offset, $0.order) < ($1.offset, $1.order) }.map {
            let (line, column) = source.position($0.offset)
            return PortDiagnostic(file: source.path, line: line, column: column, severity: $0.severity, message: $0.message)
        }
    }
}
