// `pivot replay --html`: one self-contained page per run. For each trace, a picture of the
// screen after every step and the timeline beside it, with a slider to step through. No
// external assets, no network, no dates: the page is byte-identical from run to run. It is also
// well-formed XML, so that tests can parse it.

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
            svg = ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: file),
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

package enum ReplayReport {
    /// The whole page for the sections of one run.
    package static func page(_ sections: [ReplayReportSection]) -> String {
        MarkupWriter.page(title: "Pivot replay: " + sections.map(\.file).joined(separator: ", "), style: style) { out in
            out.element("h1", [], "Pivot replay")
            out.newline()
            contents(sections, &out)
            for section in sections { out.raw(section.html()) }
            // Raw text in HTML: the script and style hold no '<' or '&', so they are valid XML text too.
            out.open("script")
            out.raw(script)
            out.close("script")
            out.newline()
        }
    }

    /// The run at a glance: how many traces failed, and a line per trace linking to it and to
    /// its first failure (the page opens each trace there).
    static func contents(_ sections: [ReplayReportSection], _ out: inout MarkupWriter) {
        let failed = sections.filter { $0.summary.exitCode != 0 }.count
        let total = "\(sections.count) \(sections.count == 1 ? "trace" : "traces"): "
            + (failed == 0 ? "every expectation held" : "\(failed) failed, \(sections.count - failed) passed")
        out.element("p", [("class", failed == 0 ? "overview" : "overview failed")], total)
        out.open("ul", [("class", "contents")])
        for section in sections {
            let s = section.summary
            out.open("li", [("class", s.exitCode == 0 ? "passed" : "failed")])
            out.element("a", [("href", "#trace-\(section.index)")], section.title ?? section.file)
            var counts = " · \(s.expectations) expectations, \(s.failures.count) failed"
            if let crash = s.crash { counts += "; crashed: \(crash.name)" }
            out.raw(Markup.escape(counts))
            if let first = section.frames.firstIndex(where: \.failed) {
                out.raw(" · ")
                out.element("a", [("href", "#" + section.frameID(first))], "first failure: " + section.frames[first].title)
            }
            out.close("li")
        }
        out.close("ul")
        out.newline()
    }

    /// What every page's style starts with.
    static let baseStyle = """

        body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 16px; color: #111827; }
        h1 { font-size: 20px; margin: 0 0 8px; }
        """

    static let style = baseStyle + """

        h2 { font-size: 16px; margin: 24px 0 4px; }
        .summary { color: #4b5563; margin: 0 0 8px; }
        .summary.failed { color: #b91c1c; font-weight: bold; }
        .controls { display: flex; align-items: center; gap: 8px; margin: 8px 0; }
        .controls input { flex: 1; }
        .position { font: 12px ui-monospace, Menlo, monospace; flex: 2; }
        .overview { margin: 0 0 4px; }
        .overview.failed, .contents li.failed { color: #b91c1c; }
        .contents { margin: 0 0 8px; padding-left: 20px; }
        .contents li.failed a { color: #b91c1c; font-weight: bold; }
        .body { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .pictures { flex: 0 0 auto; max-width: 100%; overflow-x: auto; }
        .pictures svg { display: block; border: 1px solid #e5e7eb; }
        figure { margin: 0; }
        .timeline { position: relative; flex: 1 1 420px; min-width: 0; list-style: none; padding: 0; margin: 0; max-height: 90vh; overflow-y: auto; border: 1px solid #e5e7eb; }
        .timeline li { padding: 2px 6px; cursor: pointer; border-left: 4px solid transparent; }
        .timeline li.current { background: #eff6ff; border-left-color: #2563eb; }
        .timeline li.failed pre { color: #b91c1c; }
        .undrawn { color: #6b7280; font: 12px ui-monospace, Menlo, monospace; max-width: 360px; }
        .timeline pre { margin: 0; font: 12px/1.35 ui-monospace, Menlo, monospace; white-space: pre-wrap; }
        .timeline pre span { display: block; }
        .h0 { padding-left: 0ch; text-indent: -0ch; }
        .h1 { padding-left: 1ch; text-indent: -1ch; }
        .h2 { padding-left: 2ch; text-indent: -2ch; }
        .h3 { padding-left: 3ch; text-indent: -3ch; }
        .h4 { padding-left: 4ch; text-indent: -4ch; }
        .h5 { padding-left: 5ch; text-indent: -5ch; }
        .h6 { padding-left: 6ch; text-indent: -6ch; }
        .h7 { padding-left: 7ch; text-indent: -7ch; }
        .h8 { padding-left: 8ch; text-indent: -8ch; }
        .h9 { padding-left: 9ch; text-indent: -9ch; }
        .h10 { padding-left: 10ch; text-indent: -10ch; }
        .h11 { padding-left: 11ch; text-indent: -11ch; }
        .h12 { padding-left: 12ch; text-indent: -12ch; }
        .h13 { padding-left: 13ch; text-indent: -13ch; }
        .h14 { padding-left: 14ch; text-indent: -14ch; }
        .h15 { padding-left: 15ch; text-indent: -15ch; }
        .h16 { padding-left: 16ch; text-indent: -16ch; }
        .h17 { padding-left: 17ch; text-indent: -17ch; }
        .h18 { padding-left: 18ch; text-indent: -18ch; }
        .h19 { padding-left: 19ch; text-indent: -19ch; }
        .h20 { padding-left: 20ch; text-indent: -20ch; }
        .h21 { padding-left: 21ch; text-indent: -21ch; }
        .h22 { padding-left: 22ch; text-indent: -22ch; }
        .h23 { padding-left: 23ch; text-indent: -23ch; }
        .h24 { padding-left: 24ch; text-indent: -24ch; }

        """

    static let script = """

        document.querySelectorAll("section.trace").forEach(function (section) {
          var frames = section.querySelectorAll("figure.frame");
          var groups = section.querySelectorAll("li.group");
          var slider = section.querySelector("input.slider");
          var position = section.querySelector(".position");
          var list = section.querySelector("ol.timeline");
          if (frames.length === 0) { return; }
          function current() { return parseInt(slider.value, 10); }
          function show(i, scroll) {
            i = Math.max(0, Math.min(frames.length - 1, i));
            slider.value = String(i);
            frames.forEach(function (frame, k) { frame.hidden = k !== i; });
            groups.forEach(function (group, k) { group.classList.toggle("current", k === i); });
            position.textContent = (i + 1) + " / " + frames.length + ": " + frames[i].getAttribute("data-title");
            // Only the timeline scrolls, never the page.
            if (scroll) { list.scrollTop = Math.max(0, groups[i].offsetTop - 8); }
          }
          slider.addEventListener("input", function () { show(current(), true); });
          section.querySelector(".prev").addEventListener("click", function () { show(current() - 1, true); });
          section.querySelector(".next").addEventListener("click", function () { show(current() + 1, true); });
          groups.forEach(function (group, k) { group.addEventListener("click", function () { show(k, true); }); });
          section.addEventListener("keydown", function (event) {
            if (event.target === slider) { return; }
            if (event.key === "ArrowLeft") { show(current() - 1, true); event.preventDefault(); }
            if (event.key === "ArrowRight") { show(current() + 1, true); event.preventDefault(); }
          });
          // Where a link points (#trace-0-step-3) or, else, the first failure.
          function fromAddress() {
            var prefix = "#" + section.id + "-step-";
            if (location.hash.indexOf(prefix) !== 0) { return false; }
            var k = parseInt(location.hash.slice(prefix.length), 10);
            if (isNaN(k)) { return false; }
            // The timeline scrolls to the step, then the page to the section's heading.
            show(k, true);
            section.scrollIntoView();
            return true;
          }
          window.addEventListener("hashchange", fromAddress);
          if (!fromAddress()) { show(parseInt(section.getAttribute("data-open") || "0", 10), true); }
        });

        """
}
