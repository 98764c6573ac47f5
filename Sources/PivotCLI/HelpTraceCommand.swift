// `pivot help trace [KEYWORD [KIND]]`: the trace language from the catalogue in PivotTrace/Help,
// every statement one line each, or one statement in full.

import PivotTrace

enum HelpTraceCommand {
    static let usage = "USAGE: pivot help trace [KEYWORD | expect [KIND] | explore [WORD]]"

    static func run(_ args: [String]) -> Int32 {
        if args.first == "--help" || args.first == "-h" {
            say(usage)
            return 0
        }
        switch TraceHelp.topic(args) {
        case .success(.overview): say(overview())
        case .success(.group(let group)): say(listing(group))
        case .success(.statement(let entry)): say(full(entry))
        case .failure(let unknown):
            printError("pivot help trace: \(unknown)\nRun 'pivot help trace' for every statement.")
            return 2
        }
        return 0
    }

    static func overview() -> String {
        let groups = TraceStatementHelp.Group.allCases.map { listing($0, footer: false) }
        return """
            THE TRACE LANGUAGE: one statement a line; '#' starts a comment; options are key=value, in any
            order. [ext] marks Pivot's extensions of trace format 1. Docs/TRACE-LANGUAGE.md has it all.

            \(groups.joined(separator: "\n\n"))

            Run 'pivot help trace KEYWORD' for one statement in full (pivot help trace present),
            'pivot help trace expect KIND' for one expectation, 'pivot help trace explore check' for
            the explorer's properties.
            """
    }

    /// The statements of a group, one line each.
    static func listing(_ group: TraceStatementHelp.Group, footer: Bool = true) -> String {
        let entries = TraceHelp.statements.filter { $0.group == group }
        var lines = [group.title]
        lines += entries.map { "  " + columns($0.synopsis, marked($0.summary, $0.origin), width: 46) }
        if footer, let first = entries.first {
            let prefix = first.keyword.split(separator: " ").first.map(String.init) ?? first.keyword
            lines.append("\nRun 'pivot help trace \(prefix) KIND' for one in full, e.g. pivot help trace \(first.keyword).")
        }
        return lines.joined(separator: "\n")
    }

    /// One statement: synopsis, meaning, options and an example.
    static func full(_ entry: TraceStatementHelp) -> String {
        let kind: String
        switch entry.group {
        case .header: kind = "a header statement"
        case .declaration: kind = "a declaration"
        case .event: kind = entry.keyword == "nowait" ? "the last word of a step" : "an event (a step)"
        case .library: kind = entry.keyword == "do" ? "an event (a step)" : "a declaration"
        case .observeAndMark: kind = "neither header nor step"
        case .expectation: kind = "an expectation"
        case .explore: kind = "an explore line"
        }
        let origin = entry.origin == .format1 ? "trace format 1" : "[ext] a Pivot extension of trace format 1"
        var lines = [entry.synopsis, "  \(kind); \(origin)", ""]
        lines += wrapped(entry.meaning, width: 94).map { "  " + $0 }
        lines.append("")
        if entry.options.isEmpty {
            lines.append("\(entry.optionsHeading): none")
        } else {
            lines.append("\(entry.optionsHeading):")
            let width = min(34, (entry.options.map(\.word.count).max() ?? 0) + 2)
            let showMarks = entry.origin == .format1
            lines += entry.options.map { option in
                "  " + columns(option.word, showMarks ? marked(option.meaning, option.origin) : option.meaning, width: width)
            }
        }
        lines.append("")
        lines.append("EXAMPLE:")
        lines += entry.example.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        lines.append("")
        lines.append("More: Docs/TRACE-LANGUAGE.md, section \(entry.group.section).")
        return lines.joined(separator: "\n")
    }

    private static func marked(_ text: String, _ origin: TraceOrigin) -> String {
        origin == .format1 ? text : "[ext] " + text
    }

    /// `left` padded to `width`, then `right`; a longer `left` keeps two spaces before `right`.
    private static func columns(_ left: String, _ right: String, width: Int) -> String {
        left + String(repeating: " ", count: max(2, width - left.count)) + right
    }

    /// Lines of at most `width` characters, broken at spaces.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
