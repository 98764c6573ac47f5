// Control characters in file names, strings and mark labels (issue 15): pictures stay
// well-formed XML, the terminal sees `\u{1B}` rather than an escape sequence, JSON escapes them.

import Foundation
import Pivot
import PivotTrace
import Testing
import PivotTestSupport

@Suite("Hidden characters in output")
struct VisibleTextTests {
    /// A file name and a trace holding ESC sequences, a bell, DEL and a C1 control.
    static let file = "odd\u{1}\u{1B}[31m.trace"
    static let source = """
        device iPhone8
        controller home
        window main root=home
        show main key
        launch
        mark "clear\u{1B}[2J\u{7}"
        expect log "del\u{7F}c1\u{85}"
        """

    static func trace() throws -> Trace { try TraceParser.parse(source, file: file) }

    /// The C0 controls but tab and line feed, DEL and the C1 controls found in `text`.
    static func hidden(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { VisibleText.isHidden($0) }
    }

    @Test("escaping shows each hidden character as \\u{HEX} and leaves tabs, line feeds and other text alone")
    func escaping() {
        #expect(VisibleText.escaped("a\u{1B}[0m\tb\nc\u{7F}\u{9B}é\u{FFFF}") == "a\\u{1B}[0m\tb\nc\\u{7F}\\u{9B}é\\u{FFFF}")
        #expect(VisibleText.escaped("x\ny", lineFeeds: true) == "x\\u{A}y")
        #expect(VisibleText.escaped("plain → text") == "plain → text")
    }

    @Test("a control character in a file name, a mark label or a string still draws as well-formed SVG")
    func pictureIsWellFormed() throws {
        let trace = try Self.trace()
        let snapshot = ReplaySnapshot.at(.end, trace: trace, file: Self.file)
        let svg = ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: Self.file)).svg()
        #expect(Self.hidden(svg).isEmpty)
        let check = try #require(MarkupCheck.parse(svg), "the SVG is not well-formed XML")
        #expect(check.text.contains("odd\\u{1}\\u{1B}[31m.trace"))
    }

    @Test("the HTML report of such a trace is well-formed and shows the characters escaped")
    func reportIsWellFormed() throws {
        let trace = try Self.trace()
        let section = ReplayReportSection.replay(trace, file: Self.file, index: 0)
        let page = ReplayReport.page([section])
        #expect(Self.hidden(page).isEmpty)
        let check = try #require(MarkupCheck.parse(page), "the page is not well-formed XML")
        #expect(check.text.contains(#"mark clear\u{1B}[2J\u{7}"#))
    }

    @Test("the text timeline shows escape sequences in labels, strings and the file name as \\u{1B}")
    func timelineIsVisible() throws {
        let trace = try Self.trace()
        let writer = TimelineWriter(source: Array(Self.source.utf8))
        var text = writer.header(file: Self.file, trace: trace)
        let summary = Replay.stream(trace, file: Self.file) { entry, world in text += writer.entry(entry, file: Self.file, world: world) }
        text += writer.summary(summary)
        #expect(Self.hidden(text).isEmpty, "\(text.debugDescription)")
        #expect(text.contains(#"mark clear\u{1B}[2J\u{7}"#))
        #expect(text.contains(#"odd\u{1}\u{1B}[31m.trace:7:1: error: expectation failed: expected log "del\u{7F}c1\u{85}""#))
    }

    /// Every bidirectional control: each would reorder the text around it on screen.
    static let bidi = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}"
    static let bidiEscaped = #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}"#

    @Test("bidirectional controls show escaped in a diagnostic, the text timeline and the HTML report")
    func bidirectionalControls() throws {
        #expect(VisibleText.escaped("ok\(Self.bidi)ko") == "ok\(Self.bidiEscaped)ko")
        #expect(VisibleText.escaped("≥ — … → \u{200F}") == "≥ — … → \\u{200F}")
        let source = "device iPhone8\ncontroller home\nwindow main root=home\nshow main key\nlaunch\nmark \"a\(Self.bidi)b\"\nexpect log \"\u{202E}evil\"\n"
        let trace = try TraceParser.parse(source, file: "t.trace")
        let writer = TimelineWriter(source: Array(source.utf8))
        var text = writer.header(file: "t.trace", trace: trace)
        let summary = Replay.stream(trace, file: "t.trace") { entry, world in text += writer.entry(entry, file: "t.trace", world: world) }
        text += writer.summary(summary)
        #expect(Self.hidden(text).isEmpty, "\(text.debugDescription)")
        #expect(text.contains("mark a\(Self.bidiEscaped)b"))
        #expect(text.contains(#"expected log "\u{202E}evil""#))
        let page = ReplayReport.page([ReplayReportSection.replay(trace, file: "t.trace", index: 0)])
        #expect(Self.hidden(page).isEmpty)
        #expect(page.contains("a\(Self.bidiEscaped)b"))
        let bad = Array("rotate \u{202E}tfeLepacsdnal\n".utf8)
        let error = try #require(parseError(bytes: bad, file: "t.trace"))
        #expect(Self.hidden(error.rendered(source: bad)).isEmpty, "\(error.rendered(source: bad))")
    }

    @Test("a diagnostic escapes the file name, the message and the quoted line, and its caret still points at the column")
    func diagnosticIsVisible() throws {
        let source = Array("mark \"\u{1B}[1m\" \u{1B}x".utf8)
        let error = try #require(parseError(bytes: source, file: "a\nb.trace"))
        #expect(error.rendered(source: source) == """
            a\\u{A}b.trace:1:13: error: unexpected word '\\u{1B}x'; a label with spaces needs double quotes
            mark "\\u{1B}[1m" \\u{1B}x
            \(String(repeating: " ", count: 17))^
            """)
    }

    @Test("JSON output escapes C0 controls, DEL and C1 controls and reads back as the original text")
    func jsonEscapes() throws {
        let trace = try Self.trace()
        let writer = TimelineWriter(format: .json)
        var lines = [writer.header(file: Self.file, trace: trace)]
        let summary = Replay.stream(trace, file: Self.file) { entry, world in lines.append(writer.entry(entry, file: Self.file, world: world)) }
        lines.append(writer.summary(summary))
        let json = lines.joined()
        #expect(json.unicodeScalars.allSatisfy { !VisibleText.isHidden($0) })
        #expect(json.contains(#"del\u007fc1\u0085"#) && json.contains(#"odd\u0001\u001b[31m.trace"#))
        let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.first?["file"] as? String == Self.file)
        #expect(objects.contains { $0["text"] as? String == "mark clear\u{1B}[2J\u{7}" })
    }
}
