// `pivot matrix --html`: the steps where versions or devices differ, each as a row of pictures
// side by side, one per variant, under what differs. Self-contained and byte-identical from run
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
            out.open("table")
            out.open("tr")
            out.element("th", [], "")
            for label in labels { out.element("th", [], label) }
            out.close("tr")
            for (aspect, values) in row.aspects {
                out.open("tr")
                out.element("td", [("class", "aspect")], aspect)
                for value in values { out.element("td", [], value) }
                out.close("tr")
            }
            if let pictures = row.pictures {
                out.open("tr", [("class", "pictures")])
                out.element("td", [("class", "aspect")], "screen")
                for svg in pictures {
                    out.open("td")
                    out.raw(svg)
                    out.close("td")
                }
                out.close("tr")
            }
            out.close("table")
            out.close("section")
            out.newline()
        }
    }

    static let style = ReplayReport.baseStyle + """

        h2 { font: bold 14px ui-monospace, Menlo, monospace; margin: 20px 0 6px; }
        .summary { color: #4b5563; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #e5e7eb; padding: 4px 8px; vertical-align: top; text-align: left;
                 font: 12px/1.35 ui-monospace, Menlo, monospace; max-width: 420px; overflow-wrap: anywhere; }
        td.aspect { color: #4b5563; white-space: nowrap; }
        tr.pictures svg { width: 100%; max-width: 400px; max-height: 70vh; height: auto; }

        """
}
