// `pivot replay --html`: one self-contained page per run. For each trace, a picture of the
// screen after every step and the timeline beside it, with a slider to step through. No
// external assets, no network, no dates: the page is byte-identical from run to run. It is also
// well-formed XML, so that tests can parse it.

import Pivot

/// One trace's part of the report, built while the trace replays.
public struct ReplayReportSection {
    struct Frame {
        var title: String
        var svg: String
        var timeline: String
        var failed: Bool
    }

    let file: String
    let header: TraceHeader
    let index: Int
    var collector: SnapshotCollector
    /// The timeline text of the current snapshot's entries.
    var pendingText = ""
    var frames: [Frame] = []
    var summary: ReplaySummary? = nil
    let writer = TimelineWriter(format: .text)

    /// `index` tells sections of one page apart (element ids).
    public init(file: String, trace: Trace, start: World, index: Int) {
        self.file = file
        header = trace.header
        self.index = index
        collector = SnapshotCollector(start: start)
    }

    /// Adds a replayed entry with the world after it.
    public mutating func add(_ entry: ReplayEntry, world: World) {
        if let closed = collector.add(entry, world: world) { close(closed) }
        pendingText += writer.entry(entry, file: file, world: world)
    }

    /// Closes the last snapshot and records the summary.
    public mutating func finish(_ summary: ReplaySummary) {
        close(collector.current)
        self.summary = summary
    }

    private mutating func close(_ snapshot: ReplaySnapshot) {
        defer { pendingText = "" }
        // The start is worth a picture only when something was said about it.
        if snapshot.step == nil && snapshot.entries.isEmpty { return }
        let picture = ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: file),
                                    idPrefix: "t\(index)-f\(frames.count)")
        frames.append(Frame(title: snapshot.title, svg: picture.svg(), timeline: pendingText, failed: snapshot.failed))
    }

    func html() -> String {
        var out = MarkupWriter()
        out.open("section", [("class", "trace"), ("id", "trace-\(index)"), ("tabindex", "0")])
        out.newline()
        out.element("h2", [], file)
        out.newline()
        if let s = summary {
            var text = "\(header.device), iOS \(header.ios), SDK \(header.sdk ?? header.ios) · \(s.steps) steps, "
                + "\(s.skipped) skipped, \(s.expectations) expectations, \(s.passed) passed, \(s.failures.count) failed"
            if let crash = s.crash { text += "; crashed: \(crash.name)" }
            out.element("p", [("class", s.exitCode == 0 ? "summary" : "summary failed")], text)
            out.newline()
        }
        out.open("div", [("class", "controls")])
        out.element("button", [("type", "button"), ("class", "prev"), ("title", "previous step")], "◀")
        out.empty("input", [("type", "range"), ("class", "slider"), ("min", "0"), ("max", String(max(0, frames.count - 1))),
                            ("value", "0"), ("step", "1"), ("aria-label", "step")])
        out.element("button", [("type", "button"), ("class", "next"), ("title", "next step")], "▶")
        out.element("span", [("class", "position")], frames.isEmpty ? "" : "1 / \(frames.count): \(frames[0].title)")
        out.close("div")
        out.newline()
        out.open("div", [("class", "body")])
        out.open("div", [("class", "pictures")])
        out.newline()
        for (i, frame) in frames.enumerated() {
            var attributes = [("class", "frame"), ("data-title", frame.title)]
            if i > 0 { attributes.append(("hidden", "hidden")) }
            out.open("figure", attributes)
            out.raw(frame.svg)
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
            if i == 0 { classes += " current" }
            out.open("li", [("class", classes), ("data-frame", String(i))])
            out.element("pre", [], frame.timeline)
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

public enum ReplayReport {
    /// The whole page for the sections of one run.
    public static func page(_ sections: [ReplayReportSection]) -> String {
        var out = MarkupWriter()
        out.raw("<!DOCTYPE html>\n")
        out.open("html", [("lang", "en")])
        out.newline()
        out.open("head")
        out.empty("meta", [("charset", "utf-8")])
        out.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        out.element("title", [], "Pivot replay: " + sections.map(\.file).joined(separator: ", "))
        out.newline()
        out.open("style")
        out.raw(style)
        out.close("style")
        out.close("head")
        out.newline()
        out.open("body")
        out.newline()
        out.element("h1", [], "Pivot replay")
        out.newline()
        for section in sections { out.raw(section.html()) }
        // Raw text in HTML: the script and style hold no '<' or '&', so they are valid XML text too.
        out.open("script")
        out.raw(script)
        out.close("script")
        out.newline()
        out.close("body")
        out.close("html")
        out.newline()
        return out.text
    }

    static let style = """

        body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 16px; color: #111827; }
        h1 { font-size: 20px; margin: 0 0 8px; }
        h2 { font-size: 16px; margin: 24px 0 4px; }
        .summary { color: #4b5563; margin: 0 0 8px; }
        .summary.failed { color: #b91c1c; font-weight: bold; }
        .controls { display: flex; align-items: center; gap: 8px; margin: 8px 0; }
        .controls input { flex: 1; }
        .position { font: 12px ui-monospace, Menlo, monospace; flex: 2; }
        .body { display: flex; gap: 16px; align-items: flex-start; }
        .pictures { flex: 0 0 auto; max-width: 60%; }
        .pictures svg { max-width: 100%; height: auto; border: 1px solid #e5e7eb; }
        figure { margin: 0; }
        .timeline { flex: 1; list-style: none; padding: 0; margin: 0; max-height: 90vh; overflow-y: auto; border: 1px solid #e5e7eb; }
        .timeline li { padding: 2px 6px; cursor: pointer; border-left: 4px solid transparent; }
        .timeline li.current { background: #eff6ff; border-left-color: #2563eb; }
        .timeline li.failed pre { color: #b91c1c; }
        .timeline pre { margin: 0; font: 12px/1.35 ui-monospace, Menlo, monospace; white-space: pre-wrap; }

        """

    static let script = """

        document.querySelectorAll("section.trace").forEach(function (section) {
          var frames = section.querySelectorAll("figure.frame");
          var groups = section.querySelectorAll("li.group");
          var slider = section.querySelector("input.slider");
          var position = section.querySelector(".position");
          if (frames.length === 0) { return; }
          function current() { return parseInt(slider.value, 10); }
          function show(i, scroll) {
            i = Math.max(0, Math.min(frames.length - 1, i));
            slider.value = String(i);
            frames.forEach(function (frame, k) { frame.hidden = k !== i; });
            groups.forEach(function (group, k) { group.classList.toggle("current", k === i); });
            position.textContent = (i + 1) + " / " + frames.length + ": " + frames[i].getAttribute("data-title");
            if (scroll) { groups[i].scrollIntoView({ block: "nearest" }); }
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
          show(0, false);
        });

        """
}
