// One trace's part of the replay page (`pivot replay --html`, and the explore page's drawn
// counterexamples): built while the trace replays, a picture of the screen after every step and
// the timeline beside it, within the page's budget.

import Pivot

/// How much one page may still hold, shared by its sections: a picture per step and the whole
/// timeline would make a long trace's page gigabytes, which no browser opens. Past the budget,
/// steps are listed by their line and say how to see the rest; each trace's last step is always
/// drawn.
package struct ReportBudget: Sendable {
    /// Bytes of SVG.
    package var pictures = 8_000_000
    /// Bytes of timeline text.
    package var text = 32_000_000
    package init() {}
}

/// One trace's part of the report, built while the trace replays.
package struct ReplayReportSection {
    struct Frame {
        var title: String
        /// Nil when the page's picture budget was spent before this frame (its timeline is empty
        /// when the text budget was).
        var svg: String?
        var timeline: String
        var failed: Bool
        var line: Int?
    }

    let file: String
    let header: TraceHeader
    let index: Int
    var collector = SnapshotCollector()
    /// The timeline text of the current snapshot's entries.
    var pendingText = ""
    var frames: [Frame] = []
    package private(set) var summary: ReplaySummary
    let writer = TimelineWriter(format: .text)
    /// What the page may still hold after this section.
    package private(set) var budget: ReportBudget
    var undrawn = 0
    var untold = 0
    /// Steps before `drawnFrom`: drawn as one picture, where they end.
    var drawnFrom = 0
    var undrawnSetup = 0
    /// What the section's heading and summary say instead of the file and the replay's counts
    /// (an explore page: the property a counterexample breaks).
    package var title: String? = nil
    package var note: String? = nil
    /// The fix the failures' why implies (RelayFix), said under the summary.
    package var fix: String? = nil

    /// `index` tells sections of one page apart (element ids).
    package init(file: String, trace: Trace, index: Int, budget: ReportBudget = ReportBudget()) {
        self.file = file
        header = trace.header
        self.index = index
        self.budget = budget
        summary = ReplaySummary(file: file, header: trace.header)
    }

    /// Replays a trace into a section. `also` sees each entry too (the command's own timeline);
    /// it may return the entry's text timeline, which the page then reuses. `drawnFrom`: the
    /// steps before that line are drawn as one picture of where they end (a counterexample's
    /// set-up, which every counterexample of a page shares).
    package static func replay(_ trace: Trace, file: String, index: Int, budget: ReportBudget = ReportBudget(),
                              drawnFrom: Int = 0,
                              also: (ReplayEntry, World) -> String? = { _, _ in nil }) -> ReplayReportSection {
        var session = ReplaySession(trace: trace, file: file)
        var section = ReplayReportSection(file: file, trace: trace, index: index, budget: budget)
        section.drawnFrom = drawnFrom
        let summary = session.run(beforeStep: { line, world in section.close(world: world, last: false, next: line) }) { entry, world in
            let text = also(entry, world)
            section.collector.add(entry)
            guard section.budget.text > 0, entry.line >= drawnFrom else { return }
            let entryText = text ?? section.writer.entry(entry, file: file, world: world)
            section.pendingText += entryText
            section.budget.text -= entryText.utf8.count
        }
        section.close(world: session.world, last: true, next: nil)
        section.summary = summary
        let why = summary.failures.flatMap(\.notes)
        if !why.isEmpty { section.fix = RelayFix.suggestion(trace: trace.printed(), why: why) }
        return section
    }

    /// Closes the current snapshot with the world it ends in; `next`: the line of the step
    /// that follows.
    private mutating func close(world: World, last: Bool, next: Int?) {
        defer { pendingText = "" }
        let snapshot = collector.snapshot(world)
        // The start is worth a picture only when something was said about it.
        if snapshot.step == nil && snapshot.entries.isEmpty { return }
        // Steps before `drawnFrom`: only where they end is drawn.
        if drawnFrom > 0 && !last && (snapshot.step?.line ?? 0) < drawnFrom {
            if snapshot.step != nil { undrawnSetup += 1 }
            guard let next, next >= drawnFrom else { return }
        }
        var svg: String? = nil
        if budget.pictures > 0 || last {
            svg = ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: file, device: header.device),
                                idPrefix: "t\(index)-f\(frames.count)").svg()
            budget.pictures -= svg?.utf8.count ?? 0
        } else {
            undrawn += 1
        }
        if pendingText.isEmpty && budget.text <= 0 { untold += 1 }
        frames.append(Frame(title: snapshot.title, svg: svg, timeline: pendingText, failed: snapshot.failed, line: snapshot.step?.line))
    }

    /// Whether the page opens at the last step when none failed (a counterexample: the last
    /// step is where its property fails).
    package var opensAtEnd = false

    /// The frame the page opens at: the first failure's, else the first (or the last).
    var opening: Int { frames.firstIndex(where: \.failed) ?? (opensAtEnd ? max(0, frames.count - 1) : 0) }

    /// The address of a frame, for links (`#trace-0-step-3`): the page's script shows it. No
    /// element has it as its id, so that the browser does not jump to a picture still hidden.
    func frameID(_ frame: Int) -> String { "trace-\(index)-step-\(frame)" }

    func html() -> String {
        var out = MarkupWriter()
        let opening = self.opening
        out.open("section", [("class", "trace"), ("id", "trace-\(index)"), ("tabindex", "0"), ("data-open", String(opening))])
        out.newline()
        out.element("h2", [], title ?? file)
        out.newline()
        do {
            let s = summary
            var text = "\(header.device), iOS \(header.ios), SDK \(header.sdk ?? header.ios) · \(s.steps) steps, "
                + "\(s.skipped) skipped, \(s.expectations) expectations, \(s.passed) passed, \(s.failures.count) failed"
            if let crash = s.crash { text += "; crashed: \(crash.name)" }
            if let note { text = "\(header.device), iOS \(header.ios), SDK \(header.sdk ?? header.ios) · " + note }
            if undrawnSetup > 1 { text += " · the set-up's \(undrawnSetup) steps are drawn as one picture, where they end "
                + "(pivot replay --html draws each)" }
            if undrawn > 0 { text += " · \(undrawn) steps not drawn and \(untold) without their timeline (the page's budget; "
                + "pivot render FILE --at LINE draws one, pivot replay prints all)" }
            out.element("p", [("class", s.exitCode == 0 ? "summary" : "summary failed")], text)
            out.newline()
            if let fix {
                out.element("p", [("class", "fix")], fix)
                out.newline()
            }
        }
        out.open("div", [("class", "controls")])
        out.element("button", [("type", "button"), ("class", "prev"), ("title", "previous step")], "◀")
        out.empty("input", [("type", "range"), ("class", "slider"), ("min", "0"), ("max", String(max(0, frames.count - 1))),
                            ("value", String(opening)), ("step", "1"), ("aria-label", "step")])
        out.element("button", [("type", "button"), ("class", "next"), ("title", "next step")], "▶")
        out.element("span", [("class", "position")], frames.isEmpty ? "" : "\(opening + 1) / \(frames.count): \(frames[opening].title)")
        out.close("div")
        out.newline()
        out.open("div", [("class", "body")])
        out.open("div", [("class", "pictures")])
        out.newline()
        for (i, frame) in frames.enumerated() {
            var attributes = [("class", "frame"), ("data-step", String(i)), ("data-title", frame.title)]
            if i != opening { attributes.append(("hidden", "hidden")) }
            out.open("figure", attributes)
            if let svg = frame.svg {
                out.raw(svg)
            } else {
                let at = frame.line.map { " --at \($0)" } ?? ""
                out.element("p", [("class", "undrawn")], "Not drawn: a page holds at most \(ReportBudget().pictures / 1_000_000) MB of "
                            + "pictures. To draw this step: pivot render \(file)\(at)")
            }
            out.close("figure")
            out.newline()
        }
        out.close("div")
        out.newline()
        out.open("ol", [("class", "timeline")])
        out.newline()
        for (i, frame) in frames.enumerated() {
            var classes = "group"
            if frame.failed { classes += " failed" }
            if i == opening { classes += " current" }
            out.open("li", [("class", classes), ("data-frame", String(i))])
            out.open("pre")
            // Each line hangs: a long line wraps under its own text, not at the margin.
            for line in frame.timeline.split(separator: "\n") {
                out.element("span", [("class", "h\(min(Self.hang(line), 24))")], String(line))
            }
            out.close("pre")
            out.close("li")
            out.newline()
        }
        out.close("ol")
        out.close("div")
        out.newline()
        out.close("section")
        out.newline()
        return out.text
    }
}

extension ReplayReportSection {
    /// Where a timeline line's text starts: after the line number's gutter for a statement,
    /// after the indent for what it caused; wrapped parts go two further.
    static func hang(_ line: Substring) -> Int {
        let spaces = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(spaces)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }.count
        let start = digits > 0 && rest.dropFirst(digits).hasPrefix("  ") ? spaces + digits + 2 : spaces
        return start + 2
    }
}
