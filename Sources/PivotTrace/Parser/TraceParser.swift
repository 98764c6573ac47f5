// The trace parser's entry point (TRACE-FORMAT). It first checks that the input is text, then
// reads it line by line straight from the UTF-8 bytes: no regexes and no per-character Strings,
// so that a generated trace of a million lines parses at well over 50 MB/s. Every malformed
// input is a TraceError at the offending word; nothing in here traps on any input.

import Pivot

public enum TraceParser {
    public static func parse(_ text: String, file: String) throws(TraceError) -> Trace {
        try parse(bytes: Array(text.utf8), file: file)
    }

    public static func parse(bytes: [UInt8], file: String) throws(TraceError) -> Trace {
        var reader = TraceReader(bytes: bytes, file: file)
        try reader.readAll()
        if let error = reader.checkWholeFile().first { throw error }
        return reader.trace
    }

    /// The most errors `errors(in:)` reports: past them, later ones are mostly consequences.
    public static let errorLimit = 50

    /// Every error in a trace, as a compiler reports them: a malformed line is reported and
    /// skipped, and reading goes on with the next (a name it declared counts as declared, so
    /// that its uses are not reported as well). Empty when the trace parses; at most `errorLimit`.
    public static func errors(in bytes: [UInt8], file: String) -> [TraceError] { diagnose(bytes, file: file).errors }

    /// The same, and whether reading stopped at the limit with lines left to read.
    public static func diagnose(_ bytes: [UInt8], file: String) -> (errors: [TraceError], truncated: Bool) {
        var reader = TraceReader(bytes: bytes, file: file)
        var errors: [TraceError] = []
        var truncated = false
        do {
            // One error past the limit tells that there were more.
            try reader.readAll(recovering: { errors.append($0); return errors.count <= errorLimit })
            // In line order with the rest: these errors are at their lines, found at the end.
            errors = (errors + reader.checkWholeFile()).sorted { $0.location < $1.location }
        } catch {
            errors.append(error)
        }
        if errors.count > errorLimit {
            errors.removeLast(errors.count - errorLimit)
            truncated = true
        }
        return (errors, truncated)
    }
}

extension TraceReader {
    /// Reads every line; the first is numbered `firstLine`. With `recovering`, an error in a
    /// line goes to it and reading goes on at the next line while it returns true; without it,
    /// the first error is thrown.
    /// `partial`: a piece of a trace sent a part at a time; a `known-gap` at its end waits for
    /// the next piece's expectation.
    mutating func readAll(firstLine: Int = 1, partial: Bool = false, recovering: ((TraceError) -> Bool)? = nil) throws(TraceError) {
        let start = TextCheck.bomLength(bytes)
        let scan = TextCheck.scan(bytes, from: start)
        if let problem = scan.problem {
            line = problem.line + firstLine - 1
            lineStart = problem.lineStart
            throw failure(problem.message, at: problem.offset)
        }
        // Growing the arrays would copy every statement again and again; a statement line has at
        // least 6 bytes, which bounds the reservation for a file of blank lines.
        let capacity = min(scan.lines, (bytes.count - start) / 6 + 1)
        trace.statements.reserveCapacity(capacity)
        trace.locations.reserveCapacity(capacity)
        var begin = start
        var lineNumber = firstLine - 1
        while begin < bytes.count {
            lineNumber += 1
            line = lineNumber
            lineStart = begin
            guard let recovering else {
                let end = try splitWords(from: begin)
                if wordCount > 0 { try readStatement() }
                begin = end + 1
                continue
            }
            do {
                let end = try splitWords(from: begin)
                if wordCount > 0 { try readStatement() }
                begin = end + 1
            } catch {
                declareDespiteError()
                guard recovering(error) else { return }
                begin = (bytes[begin...].firstIndex(of: 0x0A) ?? bytes.count) + 1
            }
        }
        if let gap = openGap, !partial {
            line = gap.line
            throw TraceError(file: file, location: gap, message: "'known-gap' must come right before an 'expect' line")
        }
        if let open = openAction {
            line = open.location.line
            throw TraceError(file: file, location: open.location, message: "action '\(clipped(open.name))' has no 'end'")
        }
    }

    /// What only the whole file can tell: a relay to a window never declared, a device and an
    /// iOS that never went together (the header may give them in either order).
    func checkWholeFile() -> [TraceError] {
        checkRelays() + [checkDeviceEra()].compactMap { $0 }
    }

    /// A device the trace names with an iOS older than the first it shipped with, at the later of
    /// the two words the trace writes. Without a `device` line the default device is a model
    /// choice, not the trace's claim, and is not checked.
    func checkDeviceEra() -> TraceError? {
        let header = trace.header
        guard eraWords[.device] != nil, let problem = DeviceCatalog.eraProblem(device: header.device, ios: header.ios) else { return nil }
        let location = [eraWords[.device], eraWords[.ios]].compactMap { $0 }.max()!
        return TraceError(file: file, location: location, message: "device \(header.device) with ios \(header.ios): \(problem)")
    }

    /// Every `relay=` that names no window declared anywhere in the file (a window may be made
    /// after the controller that relays to it, as a library relays to its host's window).
    func checkRelays() -> [TraceError] {
        relays.compactMap { relay in
            if names[relay.name]?.kind == .window { return nil }
            let windows = names.names { $0.kind == .window }.sorted()
            let hint = Suggestion.hint(for: relay.name, among: windows) ?? ""
            let what = names[relay.name].map { "'\(clipped(relay.name))' is a \($0.kind.rawValue), not a window" }
                ?? "relay to an undeclared window '\(clipped(relay.name))': no 'window \(clipped(relay.name))' line in the file"
            return TraceError(file: file, location: relay.location, message: what + hint)
        }
    }

    /// A declaration whose line has an error (`controller home suports=all`) still declares its
    /// name for the lines after it: the one mistake is reported once, not again at every use of
    /// the name as "undeclared".
    private mutating func declareDespiteError() {
        guard openAction == nil, wordCount > 1, !words[0].isQuoted, !words[1].isQuoted, words[1].equals < 0,
              let keyword = Keyword.table.value(bytes, words[0].range) else { return }
        let kind: NameKind
        switch keyword {
        case .controller: kind = .controller
        case .window: kind = .window
        case .view: kind = .view
        default: return
        }
        guard let name = try? validName(words[1].range), names[name] == nil else { return }
        declare(name, as: kind)
    }

    /// Reads the statement whose words are in `words`.
    private mutating func readStatement() throws(TraceError) {
        let first = words[0]
        guard !first.isQuoted, let keyword = Keyword.table.value(bytes, first.range) else {
            let hint = Suggestion.hint(for: text(first.range), among: Keyword.table.words) ?? ""
            throw failure("unknown statement '\(shown(first.range))'\(hint)", at: first.start)
        }
        statementPrefix = ""
        statementWord = keyword.rawValue
        cursor = 1
        argumentEnd = wordCount
        isStep = keyword.role == .step
        // The first word's column: only ASCII white space can come before it on the line.
        let location = SourceLocation(line: line, column: first.start - lineStart + 1)
        // Inside `action` … `end`, lines are the action's steps, not the trace's.
        if openAction != nil {
            try readActionLine(keyword, at: first.start)
            return
        }
        // A known gap marks the expectation right after it (TRACE-LANGUAGE 7, "Known gaps").
        if let gap = openGap, keyword.role != .expect {
            openGap = nil
            throw TraceError(file: file, location: gap, message: "'known-gap' must come right before an 'expect' line")
        }
        openGap = nil
        // Each case appends its statement directly: through a local, Swift copied every statement.
        switch keyword.role {
        case .header:
            try readHeader(keyword, at: first.start)
            return
        case .controller:
            trace.statements.append(.event(try readController(), nowait: false))
        case .step:
            if firstStepLine == nil { firstStepLine = line }
            let nowait = wordCount > 1 && isWord(words[wordCount - 1], "nowait")
            if nowait { argumentEnd -= 1 }
            trace.statements.append(.event(try readEvent(keyword), nowait: nowait))
        case .observe:
            let word = try next("a notification name")
            let name = try notification(word.range)
            try finish()
            trace.statements.append(.observe(name))
        case .mark:
            trace.statements.append(.mark(try readLabel()))
        case .expect:
            trace.statements.append(.expect(try readExpectation()))
        case .knownGap:
            let reason = try nextString("a reason")
            try finish()
            guard !reason.isEmpty else { throw failure("'known-gap' needs a reason: the rule and the source", at: first.start) }
            openGap = location
            trace.statements.append(.knownGap(reason))
        case .explore:
            trace.statements.append(.explore(try readExplore()))
        case .library:
            // `action` opens a block whose statement is appended at its `end`, at this location.
            guard let event = try readLibrary(keyword, location: location) else { return }
            trace.statements.append(.event(event, nowait: false))
        }
        trace.locations.append(location)
    }

    /// `mark LABEL`: one bare word or a quoted string.
    private mutating func readLabel() throws(TraceError) -> String {
        guard cursor < argumentEnd else { throw failure("'mark' needs a label", at: endOfArguments) }
        let word = words[cursor]
        cursor += 1
        if cursor < argumentEnd {
            throw failure("unexpected word '\(shown(words[cursor].range))'; a label with spaces needs double quotes",
                          at: words[cursor].start)
        }
        let label = quotedText(word) ?? text(word.range)
        // A label names one point: `pivot render --at` could not tell two apart.
        if let earlier = marks[label] {
            throw failure("mark '\(clipped(label))' already at line \(earlier)", at: word.start)
        }
        marks[label] = line
        return label
    }
}
