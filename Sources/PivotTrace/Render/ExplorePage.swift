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
                out.open("section", [("class", "property violated")])
                out.element("h2", [], ExploreOutcome.headline(property, length: length))
                out.newline()
                builder.counterexample(nil, property: property.name, trace: property.trace ?? "", file: name, &out)
                out.close("section")
                out.newline()
            }
            finish(&out)
        }
    }

    /// The page of a host sweep: its summary, the table of hosts × properties by group, the
    /// skipped hosts, then per property the shortest counterexample over all hosts and each other
    /// group's shortest, as the text report gives them, each drawn.
    package static func page(_ sweep: SweepOutcome) -> String {
        var builder = Builder()
        let names = ExploreOutcome.uniqueFileNames(sweep.properties)
        let lookup = SweepLookup(sweep)
        return MarkupWriter.page(title: "Pivot explore: " + sweep.file, style: style) { out in
            out.element("h1", [], "Pivot explore: " + sweep.file)
            out.newline()
            summary(sweep.summaryLines(), &out)
            contents(sweep, lookup, names, &out)
            table(sweep, lookup, &out)
            let skipped = sweep.skippedLines()
            if !skipped.isEmpty {
                out.open("ul", [("class", "skipped")])
                for line in skipped { out.element("li", [], line) }
                out.close("ul")
                out.newline()
            }
            for (property, name) in zip(sweep.properties, names) {
                guard let (row, found) = sweep.shortest(property), let headline = sweep.headline(property) else {
                    holds(sweep.heldLine(property), &out)
                    continue
                }
                let group = row.group ?? row.host
                out.open("section", [("class", "property violated"), ("id", anchor(name))])
                out.element("h2", [], headline)
                out.newline()
                builder.counterexample(nil, property: property, trace: found.trace ?? "", file: name, &out)
                // The other groups' own shortest: the same set-up but for the host.
                for other in sweep.shortestPerGroup(property) where other.group != group {
                    out.open("section", [("class", "group violated"), ("id", anchor(lookup, name, property, group: other.group))])
                    builder.counterexample(sweep.groupHeadline(property, other.group, other.row, other.found, lookup), property: property,
                                           trace: other.found.trace ?? "", file: name, &out)
                    out.close("section")
                    out.newline()
                }
                out.close("section")
                out.newline()
            }
            finish(&out)
        }
    }

    /// Where the counterexamples are, before the long table: per violated property, the
    /// shortest over all hosts, then each other group's.
    static func contents(_ sweep: SweepOutcome, _ lookup: SweepLookup, _ names: [String], _ out: inout MarkupWriter) {
        let violated = zip(sweep.properties, names).compactMap { property, name in
            sweep.shortest(property).map { (property, name, $0.row.group ?? $0.row.host) }
        }
        guard !violated.isEmpty else { return }
        out.open("ul", [("class", "contents")])
        for (property, name, first) in violated {
            out.open("li")
            out.raw(Markup.escape("violated \(property): "))
            let groups = sweep.shortestPerGroup(property)
            let ordered = groups.filter { $0.group == first } + groups.filter { $0.group != first }
            for (i, found) in ordered.enumerated() {
                if i > 0 { out.raw(" · ") }
                let length = found.found.length ?? 0
                let link = "#" + anchor(lookup, name, property, group: found.group)
                out.element("a", [("href", link)], "[\(found.group)] \(length) event\(length == 1 ? "" : "s")")
            }
            out.close("li")
        }
        out.close("ul")
        out.newline()
    }

    /// The address of a property's counterexample (`file`: its unique file name).
    static func anchor(_ file: String) -> String { "cx-" + file.dropLast(".trace".count) }

    /// The address of a group's shortest counterexample: the property's own where it is the
    /// shortest over all hosts, else the group's section.
    static func anchor(_ lookup: SweepLookup, _ file: String, _ property: String, group: String) -> String {
        guard let first = lookup.shortest[property], (first.row.group ?? first.row.host) != group,
              let index = lookup.groupPlace[group] else { return anchor(file) }
        return anchor(file) + "-group-\(index)"
    }

    /// Draws counterexamples one after another within one page budget.
    struct Builder {
        var budget = ReportBudget()
        var drawn = 0

        /// One counterexample: its headline (nil where the section's own says it), its events,
        /// witness, `-`/`+` difference and why as the text report prints them after the
        /// set-up, then drawn.
        mutating func counterexample(_ headline: String?, property: String, trace text: String, file: String,
                                     _ out: inout MarkupWriter) {
            if let headline {
                out.element("h3", [], headline)
                out.newline()
            }
            out.open("pre", [("class", "counterexample")])
            for line in ExploreOutcome.splitAtEvents(text).events.split(separator: "\n") {
                out.element("span", [("class", ExplorePage.kind(of: line))], String(line))
            }
            out.close("pre")
            out.newline()
            let why = text.split(separator: "\n").filter { $0.hasPrefix("# why") }.map(String.init)
            if let fix = RelayFix.suggestion(trace: text, why: why) {
                out.element("p", [("class", "fix")], fix)
                out.newline()
            }
            guard let trace = try? TraceParser.parse(text, file: file) else { return }
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

    /// Hosts × properties, each cell the verdict as the text table prints it; where the sweep
    /// has groups, a heading row per group that says where its property is violated and links
    /// to the group's shortest counterexample.
    static func table(_ sweep: SweepOutcome, _ lookup: SweepLookup, _ out: inout MarkupWriter) {
        let names = ExploreOutcome.uniqueFileNames(sweep.properties)
        out.open("div", [("class", "table")])
        out.open("table", [("class", "hosts")])
        out.open("tr")
        out.element("th", [], "host")
        for property in sweep.properties { out.element("th", [], property) }
        out.close("tr")
        out.newline()
        let groups = sweep.groups
        let grouped = sweep.isGrouped
        for group in groups {
            if grouped {
                out.open("tr", [("class", "group")])
                out.element("th", [], "[\(group.name)]")
                for (property, name) in zip(sweep.properties, names) {
                    groupCell(sweep, group.rows, property, link: "#" + anchor(lookup, name, property, group: group.name), &out)
                }
                out.close("tr")
                out.newline()
            }
            for row in group.rows {
                out.open("tr")
                // Under its group's heading a host is its iOS and device: the heading says the rest.
                let suffix = ", " + group.name
                let short = grouped && row.host.hasSuffix(suffix) ? String(row.host.dropLast(suffix.count)) : row.host
                out.element("td", short == row.host ? [] : [("title", row.host)], short)
                for property in sweep.properties {
                    let verdict = row.verdict(of: property)
                    out.element("td", [("class", kind(of: verdict))], verdict.description)
                }
                out.close("tr")
                out.newline()
            }
        }
        out.close("table")
        out.close("div")
        out.newline()
    }

    /// A group's verdict on a property: `violated in 9 of 13`, linked to the group's shortest
    /// counterexample; `holds in 13`; `skipped` where no host of the group could be explored.
    static func groupCell(_ sweep: SweepOutcome, _ rows: [SweepOutcome.Row], _ property: String, link: String,
                          _ out: inout MarkupWriter) {
        let explored = rows.filter { $0.outcome != nil }.count
        let violated = SweepOutcome.violatedCount(property, rows)
        if explored == 0 {
            out.element("td", [("class", "skipped")], "skipped")
        } else if violated > 0 {
            out.open("td", [("class", "violated")])
            out.element("a", [("href", link)], "violated in \(violated) of \(explored)")
            out.close("td")
        } else {
            out.element("td", [("class", "holds")], "holds in \(explored)")
        }
    }

    static func kind(of verdict: SweepOutcome.Verdict) -> String {
        switch verdict {
        case .violated: "violated"
        case .holds: "holds"
        case .setupFails: "skipped"
        case .notChecked: "unchecked"
        }
    }

    static func finish(_ out: inout MarkupWriter) {
        out.open("script")
        out.raw(ReplayReport.script)
        out.close("script")
        out.newline()
    }

    static let style = ReplayReport.style + """
        section.property { margin: 24px 0; }
        .pictures svg { max-width: calc(100vw - 48px); height: auto; }
        section.property > h2 { font: bold 15px ui-monospace, Menlo, monospace; }
        section.violated > h2 { color: #b91c1c; }
        section.holds > h2 { color: #15803d; font-weight: normal; }
        pre.counterexample { font: 12px/1.4 ui-monospace, Menlo, monospace; background: #f9fafb; border: 1px solid #e5e7eb;
                             padding: 6px 8px; white-space: pre-wrap; overflow-wrap: anywhere; }
        pre.counterexample span { display: block; }
        .minus { color: #b91c1c; background: #fef2f2; }
        .plus { color: #15803d; background: #f0fdf4; }
        .why, .comment { color: #4b5563; }
        section.group { margin: 20px 0 0 0; padding-left: 10px; border-left: 3px solid #fecaca; }
        section.group > h3 { font: bold 13px ui-monospace, Menlo, monospace; color: #b91c1c; margin: 0 0 6px 0; }
        div.table { max-width: 100%; overflow-x: auto; }
        table.hosts { border-collapse: collapse; margin: 8px 0; }
        table.hosts tr.group th, table.hosts tr.group td { background: #f3f4f6; padding-top: 6px; vertical-align: bottom; }
        table.hosts td a { color: inherit; }
        table.hosts th, table.hosts td { border: 1px solid #e5e7eb; padding: 2px 8px; text-align: left;
                                         font: 12px/1.35 ui-monospace, Menlo, monospace; }
        td.violated { color: #b91c1c; font-weight: bold; }
        td.holds { color: #15803d; }
        td.skipped, td.unchecked, ul.skipped { color: #6b7280; }
        table.hosts td, table.hosts th { white-space: normal; }
        ul.contents { font: 13px/1.5 ui-monospace, Menlo, monospace; color: #b91c1c; padding-left: 18px; }
        ul.contents a { color: inherit; }
        ul.skipped { font: 12px/1.35 ui-monospace, Menlo, monospace; }

        """
}
