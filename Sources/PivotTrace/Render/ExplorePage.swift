// `pivot explore --html`: what the search found, as the text report says it, with each
// counterexample drawn step by step. A host sweep's page adds the table of hosts × properties.
// Self-contained and byte-identical from run to run, like the replay page whose sections
// (pictures, slider, timeline) it reuses within one budget.

import Pivot

package enum ExplorePage {
    /// The page of one search: its summary, then per property its verdict and, when violated,
    /// the counterexample's events, witness, `-`/`+` difference and why, drawn step by step.
    package static func page(_ outcome: ExploreOutcome) -> String {
        var builder = Builder()
        let violated = outcome.properties.filter(\.violated)
        let names = Dictionary(zip(violated.map(\.name), ExploreOutcome.uniqueFileNames(violated.map(\.name))),
                               uniquingKeysWith: { first, _ in first })
        return MarkupWriter.page(title: "Pivot explore: " + outcome.file, style: style) { out in
            out.element("h1", [], "Pivot explore: " + outcome.file)
            out.newline()
            summary(outcome.summaryLines(), &out)
            for property in outcome.properties {
                guard property.violated, let length = property.length, let name = names[property.name] else {
                    holds("ok \(property.name): holds in every state explored", &out)
                    continue
                }
                builder.counterexample(ExploreOutcome.headline(property, length: length), property: property.name,
                                       trace: property.trace ?? "", file: name, &out)
            }
            finish(&out)
        }
    }

    /// The page of a host sweep: its summary, the table of hosts × properties, the skipped
    /// hosts, then per property the shortest counterexample over all hosts, drawn.
    package static func page(_ sweep: SweepOutcome) -> String {
        var builder = Builder()
        let names = ExploreOutcome.uniqueFileNames(sweep.properties)
        return MarkupWriter.page(title: "Pivot explore: " + sweep.file, style: style) { out in
            out.element("h1", [], "Pivot explore: " + sweep.file)
            out.newline()
            summary(sweep.summaryLines(), &out)
            table(sweep, &out)
            let skipped = sweep.skippedLines()
            if !skipped.isEmpty {
                out.open("ul", [("class", "skipped")])
                for line in skipped { out.element("li", [], line) }
                out.close("ul")
                out.newline()
            }
            for (property, name) in zip(sweep.properties, names) {
                guard let (_, found) = sweep.shortest(property), let headline = sweep.headline(property) else {
                    holds("ok \(property): holds in every host explored", &out)
                    continue
                }
                builder.counterexample(headline, property: property, trace: found.trace ?? "", file: name, &out)
            }
            finish(&out)
        }
    }

    /// Draws counterexamples one after another within one page budget.
    struct Builder {
        var budget = ReportBudget()
        var drawn = 0

        mutating func counterexample(_ headline: String, property: String, trace text: String, file: String,
                                     _ out: inout MarkupWriter) {
            out.open("section", [("class", "property violated")])
            out.element("h2", [], headline)
            out.newline()
            // What the text report prints after the set-up: the events, the expectations that show
            // the bad state, the `-`/`+` difference and the engine's why.
            out.open("pre", [("class", "counterexample")])
            for line in ExploreOutcome.splitAtEvents(text).events.split(separator: "\n") {
                out.element("span", [("class", ExplorePage.kind(of: line))], String(line))
            }
            out.close("pre")
            out.newline()
            if let trace = try? TraceParser.parse(text, file: file) {
                // The set-up is the same in every counterexample: drawn where it ends, not step by
                // step, so that the page grows with the counterexamples, not with set-up × properties.
                let setup = ExploreOutcome.splitAtEvents(text).setup
                let firstEvent = setup.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                var section = ReplayReportSection.replay(trace, file: file, index: drawn, budget: budget, drawnFrom: firstEvent)
                budget = section.budget
                drawn += 1
                section.title = "\(file): the counterexample, step by step"
                section.note = ExplorePage.note(section.summary, property: property)
                section.opensAtEnd = true
                out.raw(section.html())
            }
            out.close("section")
            out.newline()
        }
    }

    /// What the drawn replay says: what it is a picture of, not the witness's pass count.
    static func note(_ summary: ReplaySummary, property: String) -> String {
        var text = "the set-up, then the events above; the last step is where `\(property)` fails"
        if let failure = summary.failures.first { text += ". Replaying it stops there: \(failure.message)" }
        return text
    }

    /// A counterexample line's class: the difference's sides, the why, or trace text.
    static func kind(of line: Substring) -> String {
        if line.hasPrefix("# - ") { return "minus" }
        if line.hasPrefix("# + ") { return "plus" }
        if line.hasPrefix("# why") || line.hasPrefix("#   ") { return "why" }
        return line.hasPrefix("#") ? "comment" : "line"
    }

    static func summary(_ lines: [String], _ out: inout MarkupWriter) {
        out.open("p", [("class", "summary")])
        for (i, line) in lines.enumerated() {
            if i > 0 { out.empty("br", []) }
            out.raw(Markup.escape(line))
        }
        out.close("p")
        out.newline()
    }

    static func holds(_ text: String, _ out: inout MarkupWriter) {
        out.open("section", [("class", "property holds")])
        out.element("h2", [], text)
        out.close("section")
        out.newline()
    }

    /// Hosts × properties, each cell the verdict as the text table prints it.
    static func table(_ sweep: SweepOutcome, _ out: inout MarkupWriter) {
        out.open("table", [("class", "hosts")])
        out.open("tr")
        out.element("th", [], "host")
        for property in sweep.properties { out.element("th", [], property) }
        out.close("tr")
        out.newline()
        for row in sweep.rows {
            out.open("tr")
            out.element("td", [], row.host)
            for property in sweep.properties {
                let verdict = row.verdict(of: property)
                let kind = switch verdict {
                case .violated: "violated"
                case .holds: "holds"
                case .setupFails: "skipped"
                case .notChecked: "unchecked"
                }
                out.element("td", [("class", kind)], verdict.description)
            }
            out.close("tr")
            out.newline()
        }
        out.close("table")
        out.newline()
    }

    static func finish(_ out: inout MarkupWriter) {
        out.open("script")
        out.raw(ReplayReport.script)
        out.close("script")
        out.newline()
    }

    static let style = ReplayReport.style + """
        section.property { margin: 24px 0; }
        section.property > h2 { font: bold 15px ui-monospace, Menlo, monospace; }
        section.violated > h2 { color: #b91c1c; }
        section.holds > h2 { color: #15803d; font-weight: normal; }
        pre.counterexample { font: 12px/1.4 ui-monospace, Menlo, monospace; background: #f9fafb; border: 1px solid #e5e7eb;
                             padding: 6px 8px; white-space: pre-wrap; }
        pre.counterexample span { display: block; }
        .minus { color: #b91c1c; background: #fef2f2; }
        .plus { color: #15803d; background: #f0fdf4; }
        .why, .comment { color: #4b5563; }
        table.hosts { border-collapse: collapse; margin: 8px 0; }
        table.hosts th, table.hosts td { border: 1px solid #e5e7eb; padding: 2px 8px; text-align: left;
                                         font: 12px/1.35 ui-monospace, Menlo, monospace; }
        td.violated { color: #b91c1c; font-weight: bold; }
        td.holds { color: #15803d; }
        td.skipped, td.unchecked, ul.skipped { color: #6b7280; }
        ul.skipped { font: 12px/1.35 ui-monospace, Menlo, monospace; }

        """
}
