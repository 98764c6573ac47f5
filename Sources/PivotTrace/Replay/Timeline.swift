// The readable timeline and the JSON Lines rendering of a replay (TRACE-FORMAT contract).
// Both are byte-identical from run to run: nothing depends on time, hashing order or locale.

import Pivot

package enum OutputFormat: String, Sendable { case text, json }

package struct TimelineWriter {
    package var format: OutputFormat
    /// Only failures and the summary.
    package var quiet: Bool
    /// The trace's text, to quote the line of each failure under it (nil: no quote).
    package var source: [UInt8]? { didSet { lines = source.map(SourceLines.init) } }
    private var lines: SourceLines?
    /// Under each step that turned a window or the interface, why (`--explain`).
    package var explain = false
    /// JSON Lines schema (Docs/JSON-LINES.md): 2 writes typed values (numbers, booleans, objects
    /// for sizes, rectangles and insets); 1, the form before it, writes every value as text.
    package var jsonSchema = 2
    package static let jsonSchemas = [1, 2]

    package init(format: OutputFormat = .text, quiet: Bool = false, source: [UInt8]? = nil) {
        self.format = format; self.quiet = quiet; self.source = source
        lines = source.map(SourceLines.init)
    }

    package func header(file: String, trace: Trace) -> String {
        let h = trace.header
        let sdk = h.sdk ?? h.ios
        switch format {
        case .text:
            return quiet ? "" : "# \(VisibleText.escaped(file, lineFeeds: true)): \(h.device), iOS \(h.ios), SDK \(sdk)\n"
        case .json:
            let schema: [(String, JSON)] = jsonSchema == 1 ? [] : [("schema", .number(jsonSchema))]
            return JSON.object([("type", .string("trace"))] + schema + [("file", .string(file)), ("device", .string(h.device)),
                                ("ios", .string(h.ios.description)), ("sdk", .string(sdk.description))]) + "\n"
        }
    }

    /// The text for one entry (empty when quiet hides it). `world` names windows and controllers.
    package func entry(_ e: ReplayEntry, file: String, world: World) -> String {
        switch format {
        // Strings and labels may hold ESC and other controls: the terminal sees them escaped.
        case .text: return VisibleText.escaped(textEntry(e, file: file, world: world))
        case .json: return jsonEntry(e, file: file, world: world) + "\n"
        }
    }

    package func summary(_ s: ReplaySummary) -> String {
        switch format {
        case .text:
            var text = ""
            // Quiet output lists every failure; the timeline has shown the failed expectations
            // in place, so it lists the rest (crashes no expectation owned, rejected steps).
            for f in s.failures where quiet || f.kind != .expectation { text += f.rendered(lines: lines) + "\n" }
            let failed = s.failures.count
            text += "== \(VisibleText.escaped(s.file, lineFeeds: true)): \(s.steps) steps, \(s.skipped) skipped, \(s.expectations) expectations, \(s.passed) passed, \(failed) failed"
            // Only traces that mark known gaps say so: every other summary reads as before.
            if !s.knownGaps.isEmpty { text += ", \(s.knownGaps.count) known gap\(s.knownGaps.count == 1 ? "" : "s")" }
            if let crash = s.crash { text += "; crashed: \(crash.name)" }
            return VisibleText.escaped(text) + "\n"
        case .json:
            let crash: JSON = s.crash.map { .object([("name", .string($0.name)), ("reason", .string($0.reason))]) } ?? .null
            return JSON.object([("type", .string("summary")), ("file", .string(s.file)), ("steps", .number(s.steps)),
                                ("skipped", .number(s.skipped)), ("expectations", .number(s.expectations)),
                                ("passed", .number(s.passed)), ("failed", .number(s.failures.count)),
                                ("failures", .array(s.failures.map { .object([("line", .number($0.line)), ("column", .number($0.column)),
                                                                               ("message", .string($0.message))]) })),
                                ("crash", crash), ("exit", .number(Int(s.exitCode)))]
                               + (s.knownGaps.isEmpty ? [] : [("known_gaps", .number(s.knownGaps.count))])) + "\n"
        }
    }

    /// After several traces: the totals over all of them.
    package func total(_ summaries: [ReplaySummary]) -> String {
        func sum(_ value: (ReplaySummary) -> Int) -> Int { summaries.reduce(0) { $0 + value($1) } }
        let failedTraces = summaries.filter { $0.exitCode != 0 }.count
        let crashed = summaries.filter { $0.crash != nil }.count
        switch format {
        case .text:
            return "== total: \(summaries.count) traces, \(sum(\.steps)) steps, \(sum(\.skipped)) skipped, "
                + "\(sum(\.expectations)) expectations, \(sum(\.passed)) passed, \(sum { $0.failures.count }) failed; "
                + "\(failedTraces) of \(summaries.count) traces failed" + (crashed > 0 ? ", \(crashed) crashed" : "")
                + (sum { $0.knownGaps.count } > 0 ? ", \(sum { $0.knownGaps.count }) known gaps" : "") + "\n"
        case .json:
            return JSON.object([("type", .string("total")), ("traces", .number(summaries.count)), ("steps", .number(sum(\.steps))),
                                ("skipped", .number(sum(\.skipped))), ("expectations", .number(sum(\.expectations))),
                                ("passed", .number(sum(\.passed))), ("failed", .number(sum { $0.failures.count })),
                                ("failed_traces", .number(failedTraces)), ("crashed_traces", .number(crashed)),
                                ("exit", .number(failedTraces > 0 ? 1 : 0))]) + "\n"
        }
    }

    /// A statement of several lines (an `action` block) with its later lines under the first.
    static func underGutter(_ text: String) -> String {
        guard text.utf8.contains(ASCII.lineFeed) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n       ")
    }

    private func textEntry(_ e: ReplayEntry, file: String, world: World) -> String {
        let lineNumber = String(e.line)
        let gutter = String(repeating: " ", count: max(0, 5 - lineNumber.count)) + lineNumber + "  "
        let indent = String(repeating: " ", count: 9)
        if quiet { return "" }
        switch e.kind {
        case .step, .declaration:
            var text = gutter + Self.underGutter(e.text) + "\n"
            let asked = e.effects.compactMap { if case .asked(let id) = $0 { return world[id].name } else { return nil } }
            var seen = Set<String>()
            let askedOnce = asked.filter { seen.insert($0).inserted }
            for effect in e.effects {
                if case .asked = effect { continue }
                text += indent + world.describe(effect) + "\n"
            }
            if !askedOnce.isEmpty { text += indent + "asked " + askedOnce.joined(separator: ", ") + "\n" }
            if explain { for line in world.whyLines(after: e.effects) { text += indent + line + "\n" } }
            return text
        case .skipped: return gutter + e.text + "  (skipped: the app has crashed)\n"
        case .expect:
            guard let failure = e.failure else { return gutter + e.text + "  ok\n" }
            if e.knownGap != nil { return gutter + e.text + "  known gap\n" + indent + failure + "\n" }
            let heading = Diagnostic.heading(file: file, line: e.line, column: e.column, message: "expectation failed: \(failure)")
            var text = gutter + e.text + "  FAILED\n" + indent + heading + "\n"
            if case .expect(let expectation) = e.statement {
                for note in world.explanation(for: expectation) { text += indent + "note: " + note + "\n" }
            }
            return text
        case .mark, .observe, .knownGap: return gutter + e.text + "\n"
        }
    }

    private func jsonEntry(_ e: ReplayEntry, file: String, world: World) -> String {
        var pairs: [(String, JSON)] = [("type", .string(e.kind.rawValue)), ("line", .number(e.line)), ("text", .string(e.text))]
        switch e.kind {
        case .step, .declaration:
            pairs.append(("time_ms", .number(e.clock)))
            pairs.append(("effects", .array(e.effects.map { effect in
                let f = world.fields(of: effect)
                return .object([("kind", .string(f.kind))] + f.fields.map { ($0.0, jsonSchema == 1 ? .string($0.1.text) : JSON($0.1)) })
            })))
            if explain {
                let why = world.whyLines(after: e.effects)
                if !why.isEmpty { pairs.append(("why", .array(why.map { .string($0) }))) }
            }
        case .expect:
            pairs.append(("ok", .bool(e.failure == nil)))
            if let gap = e.knownGap { pairs.append(("known_gap", .string(gap))) }
            if let failure = e.failure {
                pairs.append(("message", .string(failure)))
                if case .expect(let expectation) = e.statement {
                    let notes = world.explanation(for: expectation)
                    if !notes.isEmpty { pairs.append(("notes", .array(notes.map { .string($0) }))) }
                }
            }
        case .skipped, .mark, .observe, .knownGap: break
        }
        return JSON.object(pairs)
    }
}

/// A minimal JSON writer with a fixed key order. It writes UTF-8 bytes and makes one string per
/// line at the end: appending many small pieces to a `String` cost most of a JSON replay.
indirect enum JSON {
    case string(String), number(Int), bool(Bool), null, array([JSON]), object([(String, JSON)])
    /// A number already written as JSON (`0.300`, `44.5`).
    case decimal(String)

    /// A field's typed value (schema 2).
    init(_ value: FieldValue) {
        func n(_ x: Double) -> JSON { .decimal(formatNumber(x)) }
        switch value {
        case .text(let s): self = .string(s)
        case .number(let x): self = n(x)
        case .flag(let b): self = .bool(b)
        case .size(let s): self = .object([("width", n(s.width)), ("height", n(s.height))])
        case .rect(let r): self = .object([("x", n(r.minX)), ("y", n(r.minY)), ("width", n(r.size.width)), ("height", n(r.size.height))])
        case .insets(let i): self = .object([("top", n(i.top)), ("left", n(i.left)), ("bottom", n(i.bottom)), ("right", n(i.right))])
        case .milliseconds(let ms): self = .decimal(formatMilliseconds(ms))
        }
    }

    static func object(_ pairs: [(String, JSON)]) -> String { JSON.object(pairs).rendered }

    var rendered: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON text, building no intermediate strings.
    func write(into out: inout [UInt8]) {
        switch self {
        case .string(let s): JSON.quote(s, into: &out)
        case .number(let n): out.append(contentsOf: String(n).utf8)
        case .decimal(let text): out.append(contentsOf: text.utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.quote(pair.0, into: &out)
                out.append(UInt8(ascii: ":"))
                pair.1.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        quote(s, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends a JSON string literal: the UTF-8 bytes as they are, with quotes, backslashes and
    /// control characters escaped; DEL and the C1 controls too (JSON allows them raw, but a
    /// terminal showing the output would obey them).
    static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        defer { out.append(UInt8(ascii: "\"")) }
        // Plain text, the usual case, goes in one piece, scanned in place where it can be. C1
        // controls are two bytes starting with 0xC2.
        let needsEscape = { (byte: UInt8) in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
        }
        let plain = s.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: needsEscape) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain == true { return }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: #"\""#.utf8)
            case "\\": out.append(contentsOf: #"\\"#.utf8)
            case "\n": out.append(contentsOf: #"\n"#.utf8)
            case "\r": out.append(contentsOf: #"\r"#.utf8)
            case "\t": out.append(contentsOf: #"\t"#.utf8)
            case "\u{0}"..<"\u{20}", "\u{7F}"..."\u{9F}":
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(scalar.value >> 4)])
                out.append(hex[Int(scalar.value & 0xF)])
            default: out.append(contentsOf: scalar.utf8)
            }
        }
    }
}
