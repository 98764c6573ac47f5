// The evidence corpus's pass rate (`pivot evidence`): each trace under Traces/evidence is one
// public report of what real UIKit did. A trace agrees when every expectation holds; it
// disagrees when an expectation under `known-gap` still fails (Pivot and the report differ, as
// Docs/RULES.md records); it is broken when anything fails otherwise (an unmarked failure, or
// a known gap that closed), which the corpus must not have. A report whose trace carries
// `# cannot-express: WHAT` comment lines states a fact the language cannot say yet: it replays
// what it can, is counted apart, and leaves the pass rate (agreeing of those Pivot can express).

public struct EvidenceReport: Sendable {
    public struct Report: Sendable {
        public var file: String
        /// The trace's `# source: URL` comment lines: where the report is.
        public var sources: [String]
        public var summary: ReplaySummary
        /// The trace's `# cannot-express: WHAT` comment lines: what the language would need.
        public var inexpressible: [String] = []

        public var expressible: Bool { inexpressible.isEmpty }
        public var agrees: Bool { expressible && summary.failures.isEmpty && summary.knownGaps.isEmpty }
        public var disagrees: Bool { expressible && summary.failures.isEmpty && !summary.knownGaps.isEmpty }
        public var broken: Bool { !summary.failures.isEmpty }
        public var cannotExpress: Bool { !expressible && summary.failures.isEmpty }
    }

    public var reports: [Report]

    /// Replays every trace.
    public static func run(_ traces: [(file: String, trace: Trace, source: [UInt8])]) -> EvidenceReport {
        EvidenceReport(reports: traces.map { file, trace, source in
            var session = ReplaySession(trace: trace, file: file)
            return Report(file: file, sources: sources(in: source), summary: session.run { _, _ in },
                          inexpressible: comments(in: source, prefix: "# cannot-express:"))
        })
    }

    /// The text after `# source:` on each comment line that starts so (a report may have several).
    public static func sources(in bytes: [UInt8]) -> [String] {
        comments(in: bytes, prefix: "# source:")
    }

    /// The text after `prefix` on each comment line that starts so.
    static func comments(in bytes: [UInt8], prefix text: String) -> [String] {
        let prefix = Array(text.utf8)
        var found: [String] = []
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            guard trimmed.starts(with: prefix) else { continue }
            let text = String(decoding: trimmed.dropFirst(prefix.count), as: UTF8.self)
            let value = text.trimmingSpaces
            if !value.isEmpty { found.append(value) }
        }
        return found
    }

    public var agreeing: Int { reports.filter(\.agrees).count }
    /// 0 when no report is broken; 1 otherwise (a disagreement alone is not a failure).
    public var exitCode: Int32 { reports.contains(where: \.broken) ? 1 : 0 }

    /// `N of M reports agree with Pivot (P%)` over the reports Pivot can express, then each
    /// disagreement with its sources and reasons, each report it cannot express with what the
    /// language lacks, then each broken trace. The same bytes on every run.
    public func text() -> String {
        let inexpressible = reports.filter(\.cannotExpress)
        let total = reports.count - inexpressible.count
        let percent = total == 0 ? 100 : agreeing * 100 / total
        var text = "pivot evidence: \(agreeing) of \(total) reports agree with Pivot (\(percent)%)"
        let disagreeing = reports.filter(\.disagrees)
        let broken = reports.filter(\.broken)
        text += "; \(disagreeing.count) disagree" + (broken.isEmpty ? "" : "; \(broken.count) broken")
        text += (inexpressible.isEmpty ? "" : "; \(inexpressible.count) more it cannot express") + "\n"
        if !disagreeing.isEmpty { text += "\ndisagreements (known gaps, recorded in Docs/RULES.md):\n" }
        for report in disagreeing {
            text += heading(report)
            for gap in report.summary.knownGaps {
                text += "    line \(gap.line): \(gap.reason)\n      \(gap.message)\n"
            }
        }
        if !inexpressible.isEmpty { text += "\ncannot express (the trace language lacks it):\n" }
        for report in inexpressible {
            text += heading(report)
            for need in report.inexpressible { text += "    needs: \(need)\n" }
        }
        if !broken.isEmpty { text += "\nbroken (fix the trace, or mark the disagreement with known-gap):\n" }
        for report in broken {
            text += heading(report)
            for failure in report.summary.failures { text += "    \(failure.description)\n" }
        }
        return VisibleText.escaped(text)
    }

    private func heading(_ report: Report) -> String {
        "  \(VisibleText.escaped(report.file, lineFeeds: true))\n"
            + (report.sources.isEmpty ? "    source: (none: add a '# source: URL' comment)\n" : report.sources.map { "    source: \($0)\n" }.joined())
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
        return String(scalars[first...last])
    }
}
