// Parsing a trace a piece at a time, as a test harness sends it: each piece may use the names
// the pieces before it declared, and header statements stay before the first step. A piece that
// fails to parse leaves the parser as it was.

import Pivot

public struct IncrementalParser: Sendable {
    /// Everything parsed so far.
    public private(set) var trace = Trace()
    private var names: [String: Declaration] = [:]
    private var headerLines: [Keyword: Int] = [:]
    private var firstStepLine: Int? = nil
    private var delegateWindow: (name: String, line: Int)? = nil
    /// Where the next piece starts when no line is given.
    private var nextLine = 1

    public init() {}

    /// Parses `text` as the trace's next lines and returns its statements (also appended to
    /// `trace`). Errors name `file` and count lines from `line` (default: after the last piece).
    @discardableResult
    public mutating func parse(_ text: String, file: String, line: Int? = nil) throws(TraceError) -> [Statement] {
        var reader = TraceReader(bytes: Array(text.utf8), file: file)
        reader.trace.header = trace.header
        reader.names = names
        reader.headerLines = headerLines
        reader.firstStepLine = firstStepLine
        reader.delegateWindow = delegateWindow
        let first = line ?? nextLine
        try reader.readAll(firstLine: first)
        trace.header = reader.trace.header
        trace.statements += reader.trace.statements
        trace.locations += reader.trace.locations
        names = reader.names
        headerLines = reader.headerLines
        firstStepLine = reader.firstStepLine
        delegateWindow = reader.delegateWindow
        nextLine = max(first, reader.line + 1)
        return reader.trace.statements
    }

    /// Records a statement that arrived as a value rather than text, so that later text may
    /// name what it declares.
    public mutating func append(_ statement: Statement) {
        if case .event(let event, _) = statement {
            if firstStepLine == nil, !Self.isDeclaration(event) { firstStepLine = nextLine }
            if let (name, kind) = Self.declared(by: event) { names[name] = Declaration(kind: kind, line: nextLine) }
        }
        trace.statements.append(statement)
        trace.locations.append(SourceLocation(line: nextLine, column: 1))
        nextLine += 1
    }

    private static func isDeclaration(_ event: Event) -> Bool {
        if case .declareController = event { true } else { false }
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
