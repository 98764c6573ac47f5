// Parsing a trace a piece at a time, as a test harness sends it: each piece may use the names
// the pieces before it declared, and header statements stay before the first step. A piece that
// fails to parse leaves the parser as it was.

import Pivot

package struct IncrementalParser: Sendable {
    /// The header so far (header statements may come only before the first step).
    package private(set) var header = TraceHeader()
    private var names = NameTable()
    private var headerLines: [Keyword: Int] = [:]
    private var firstStepLine: Int? = nil
    private var delegateWindow: (name: String, line: Int)? = nil
    private var marks: [String: Int] = [:]
    private var openGap: SourceLocation? = nil
    private var actionLines: [String: Int] = [:]
    /// Where the header's `device` and `ios` were; their pair is checked once, when the first
    /// step closes the header.
    private var eraWords: [Keyword: SourceLocation] = [:]
    private var eraChecked = false
    /// The line number the next piece starts at when none is given.
    package private(set) var nextLine = 1

    package init() {}

    /// Parses `text` as the trace's next lines and returns them as a trace (the header so far
    /// and the new statements). Errors name `file` and count lines from `line` (default: after
    /// the last piece).
    package mutating func parse(_ text: String, file: String, line: Int? = nil) throws(TraceError) -> Trace {
        try parse(bytes: Array(text.utf8), file: file, line: line)
    }

    package mutating func parse(bytes: [UInt8], file: String, line: Int? = nil) throws(TraceError) -> Trace {
        var reader = TraceReader(bytes: bytes, file: file)
        reader.trace.header = header
        reader.names = names
        reader.headerLines = headerLines
        reader.firstStepLine = firstStepLine
        reader.delegateWindow = delegateWindow
        reader.marks = marks
        reader.openGap = openGap
        reader.actionLines = actionLines
        reader.eraWords = eraWords
        let first = line ?? nextLine
        try reader.readAll(firstLine: first, partial: true)
        // The header is whole at the first step: a device with an iOS it never ran is refused then.
        let checksEra = !eraChecked && reader.firstStepLine != nil
        if checksEra, let error = reader.checkDeviceEra() { throw error }
        if checksEra { eraChecked = true }
        eraWords = reader.eraWords
        header = reader.trace.header
        names = reader.names
        headerLines = reader.headerLines
        firstStepLine = reader.firstStepLine
        delegateWindow = reader.delegateWindow
        marks = reader.marks
        openGap = reader.openGap
        actionLines = reader.actionLines
        nextLine = max(first, reader.line + 1)
        return reader.trace
    }

    /// Takes note of a statement that arrived as a value rather than text, so that later text
    /// may name what it declares; it counts as the next line.
    package mutating func note(_ statement: Statement) {
        if case .event(let event, _) = statement {
            if firstStepLine == nil, !event.isDeclaration { firstStepLine = nextLine }
            if let (name, kind) = Self.declared(by: event) { names.declare(name, Declaration(kind: kind, line: nextLine)) }
        }
        if case .mark(let label) = statement { marks[label] = nextLine }
        nextLine += 1
    }


    private static func declared(by event: Event) -> (String, NameKind)? {
        switch event {
        case .declareController(let name, _): (name, .controller)
        case .createWindow(let spec): (spec.name, .window)
        case .addView(let spec): (spec.name, .view)
        default: nil
        }
    }
}
