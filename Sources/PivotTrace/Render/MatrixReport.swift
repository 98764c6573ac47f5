// `pivot matrix --html`: the steps where versions or devices differ, each as what differs per
// variant and the variants' pictures side by side. Self-contained and byte-identical from run
// to run, like the replay report; pictures stop at the page's budget and the rest are listed.

import Pivot

package struct MatrixReport {
    struct Row {
        var line: Int
        var text: String
        /// What differs, as (aspect, value per variant).
        var aspects: [(String, [String])]
        /// One picture per variant; nil past the budget.
        var pictures: [String]?
    }

    let file: String
    let labels: [String]
    var rows: [Row] = []
    var budget = ReportBudget().pictures
    var undrawn = 0

    package init(file: String, labels: [String]) { self.file = file; self.labels = labels }

    /// A step where the variants differ, with each variant's world after it.
    /// `differences`: each differing aspect with every variant's value.
    package mutating func add(line: Int, text: String, differences: [(String, [String])], worlds: [World]) {
        var pictures: [String]? = nil
        if budget > 0 {
            pictures = zip(labels, worlds).enumerated().map { index, pair in
                ScreenPicture(world: pair.1, caption: [pair.0], idPrefix: "r\(rows.count)-v\(index)").svg()
            }
            budget -= pictures?.reduce(0) { $0 + $1.utf8.count } ?? 0
        } else {
            undrawn += 1
        }
        rows.append(Row(line: line, text: text, aspects: differences, pictures: pictures))
    }

    package func page() -> String {
        MarkupWriter.page(title: "Pivot matrix: " + file, style: Self.style) { out in body(&out) }
    }

    private func body(_ out: inout MarkupWriter) {
        out.element("h1", [], "Pivot matrix: " + file)
        var summary = rows.isEmpty ? "Every variant agrees at every step." : "\(rows.count) \(rows.count == 1 ? "step" : "steps") where the variants differ."
        if undrawn > 0 { summary += " The last \(undrawn) are listed without pictures (the page's budget); pivot render draws any step." }
        out.element("p", [("class", "summary")], summary)
        out.newline()
        for row in rows {
            out.open("section", [("class", "step")])
            out.element("h2", [], "line \(row.line): \(row.text)")
            out.open("div", [("class", "scroll")])
            out.open("table")
            out.open("tr")
            out.element("th", [], "")
            for label in labels { out.element("th", [], label) }
            out.close("tr")
            for (aspect, values) in row.aspects {
                if aspect == "events" { Self.eventRows(values, &out); continue }
                out.open("tr")
                out.element("td", [("class", "aspect")], aspect)
                let usual = Self.usual(values)
                for value in values {
                    out.open("td", value == usual ? [] : [("class", "differs")])
                    Self.breakable(value, &out)
                    out.close("td")
                }
                out.close("tr")
            }
            out.close("table")
            out.close("div")
            // Below the table, side by side as the window allows: in a column each, an iPad's
            // picture at one pixel a point would push the other variants out of sight.
            if let pictures = row.pictures {
                out.open("div", [("class", "screens")])
                for svg in pictures {
                    out.open("figure")
                    out.raw(svg)
                    out.close("figure")
                }
                out.close("div")
            }
            out.close("section")
            out.newline()
        }
    }

    /// The value most variants have (on a tie, the first in variant order): the others are marked.
    static func usual(_ values: [String]) -> String? {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        // max(by:) keeps the first of equals.
        return values.max { counts[$0, default: 0] < counts[$1, default: 0] }
    }

    /// A value that may wrap only after a comma or at a space, never inside a name.
    static func breakable(_ value: String, _ out: inout MarkupWriter) {
        for (i, part) in value.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            if i > 0 { out.raw(","); out.empty("wbr", []) }
            out.raw(Markup.escape(String(part)))
        }
    }

    /// The step's events, each once, in the order they happen: a row per event, a mark in
    /// each variant that has it; the rows some variants lack are marked.
    static func eventRows(_ values: [String], _ out: inout MarkupWriter) {
        let lists = values.map { $0 == "-" ? [] : Self.occurrences($0.split(separator: ",").map(String.init)) }
        let merged = Self.merged(lists)
        out.open("tr", [("class", "events")])
        out.element("td", [("class", "aspect"), ("colspan", String(values.count + 1))], "events (\(merged.count); ● the variant posts or calls it)")
        out.close("tr")
        for event in merged {
            let has = lists.map { $0.contains(event) }
            let usual = has.filter { $0 }.count * 2 >= has.count
            out.open("tr", [("class", has.contains(!usual) ? "event differs" : "event")])
            out.element("td", [("class", "aspect name")], event.count > 1 ? "\(event.name) (\(event.count))" : event.name)
            for present in has {
                out.element("td", [("class", (present ? "has" : "lacks") + (present == usual ? "" : " differs"))], present ? "●" : "–")
            }
            out.close("tr")
        }
    }

    /// An event and which of its occurrences in the step it is (a callback may come twice).
    struct Occurrence: Hashable { var name: String; var count: Int }

    static func occurrences(_ names: [String]) -> [Occurrence] {
        var seen: [String: Int] = [:]
        return names.map { name in
            seen[name, default: 0] += 1
            return Occurrence(name: name, count: seen[name]!)
        }
    }

    /// Every variant's events in one order: each list's events keep their order, and one a
    /// list adds goes after the event before it in that list.
    static func merged(_ lists: [[Occurrence]]) -> [Occurrence] {
        var order: [Occurrence] = []
        var placed = Set<Occurrence>()
        for list in lists {
            var at = 0
            for event in list {
                if placed.contains(event) {
                    at = (order.firstIndex(of: event) ?? at) + 1
                } else {
                    order.insert(event, at: min(at, order.count))
                    placed.insert(event)
                    at += 1
                }
            }
        }
        return order
    }

    static let style = ReplayReport.baseStyle + """

        h2 { font: bold 14px ui-monospace, Menlo, monospace; margin: 20px 0 6px; }
        .summary { color: #4b5563; }
        table { border-collapse: collapse; }
        .scroll { overflow-x: auto; }
        th, td { border: 1px solid #e5e7eb; padding: 4px 8px; vertical-align: top; text-align: left;
                 font: 12px/1.35 ui-monospace, Menlo, monospace; max-width: 420px; }
        td.aspect { color: #4b5563; white-space: nowrap; }
        td.differs { background: #fef3c7; color: #92400e; font-weight: bold; }
        tr.differs td.name { color: #92400e; font-weight: bold; }
        tr.events td { color: #4b5563; font-style: italic; }
        td.has, td.lacks { text-align: center; }
        .screens { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 8px; }
        .screens figure { margin: 0; }
        .screens svg { display: block; border: 1px solid #e5e7eb; }

        """
}
