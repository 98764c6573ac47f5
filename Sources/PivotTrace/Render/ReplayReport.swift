// `pivot replay --html`: one self-contained page per run. For each trace, a picture of the
// screen after every step and the timeline beside it, with a slider to step through. No
// external assets, no network, no dates: the page is byte-identical from run to run. It is also
// well-formed XML, so that tests can parse it.

import Pivot

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

        body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 16px; color: #111827; overflow-wrap: break-word; }
        h1 { font-size: 20px; margin: 0 0 8px; }
        """

    static let style = baseStyle + """

        h2 { font-size: 16px; margin: 24px 0 4px; }
        .summary { color: #4b5563; margin: 0 0 8px; }
        .summary.failed { color: #b91c1c; font-weight: bold; }
        p.fix { border-left: 3px solid #15803d; background: #f0fdf4; padding: 4px 8px; margin: 0 0 8px; }
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
        .timeline pre { margin: 0; font: 12px/1.35 ui-monospace, Menlo, monospace; white-space: pre-wrap;
                       overflow-wrap: anywhere; }
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
