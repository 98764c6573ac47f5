// The trace language as data: every statement with its synopsis, meaning, options and an
// example, for `pivot help trace` and for any tool that wants to show the language. The entries
// are in the TraceHelp+… files of this folder, by group; Docs/TRACE-LANGUAGE.md says the same
// at length, and a test keeps the two and the parser's keywords in step.

/// Whether a statement or an option is part of trace format 1 or one of Pivot's extensions.
package enum TraceOrigin: String, Hashable, Sendable {
    case format1
    case pivotExtension
}

/// One statement of the trace language (`plist`, `expect window`, `explore check`).
package struct TraceStatementHelp: Hashable, Sendable {
    /// The groups `pivot help trace` lists, in order.
    package enum Group: String, CaseIterable, Hashable, Sendable {
        case header, declaration, event, library, observeAndMark, expectation, explore

        /// The heading of the group, with what holds for all its statements.
        package var title: String {
            switch self {
            case .header: "HEADER (before the first step, each at most once, one word each)"
            case .declaration: "DECLARATIONS (anywhere; window, view and delegate-mask are also steps)"
            case .event: "EVENTS (each line is one step)"
            case .library: "A LIBRARY'S CODE (actions and observers; declarations, but do) [ext]"
            case .observeAndMark: "OBSERVE AND MARK (anywhere; neither is a step)"
            case .expectation: "EXPECTATIONS (expect KIND ...: about the state after the previous step)"
            case .explore: "EXPLORE LINES (pivot explore; replay skips them) [ext]"
            }
        }

        /// The section of Docs/TRACE-LANGUAGE.md that holds the group.
        package var section: String {
            switch self {
            case .header: "3 Header"
            case .declaration: "4 Declarations"
            case .event: "5 Events"
            case .library: "5a A library's code"
            case .observeAndMark: "6 Observe and mark"
            case .expectation: "7 Expectations"
            case .explore: "8 Explore lines"
            }
        }
    }

    /// An option (`supports=MASK`) or an optional word (`key`) of a statement.
    package struct Option: Hashable, Sendable {
        /// As written: `supports=MASK`, `style=custom`, `key`.
        package var word: String
        package var meaning: String
        package var origin: TraceOrigin

        package static func format1(_ word: String, _ meaning: String) -> Option {
            Option(word: word, meaning: meaning, origin: .format1)
        }

        package static func pivot(_ word: String, _ meaning: String) -> Option {
            Option(word: word, meaning: meaning, origin: .pivotExtension)
        }
    }

    /// The words that name it: `plist`, `expect window`, `explore check`.
    package var keyword: String
    package var group: Group
    /// How it is written: `plist MASK`.
    package var synopsis: String
    /// One line: what it is.
    package var summary: String
    /// A paragraph: what it does, with the SPEC rules it follows.
    package var meaning: String
    package var options: [Option]
    /// What the options are called in full help: `OPTIONS`, `KEYS READ`, `PROPERTIES`.
    package var optionsHeading: String
    /// A complete trace that shows it (it parses and replays green; `info-plist` needs its file).
    package var example: String
    package var origin: TraceOrigin

    init(_ keyword: String, _ group: Group, _ synopsis: String, _ summary: String, meaning: String,
         options: [Option] = [], optionsHeading: String = "OPTIONS", example: String, origin: TraceOrigin = .format1) {
        self.keyword = keyword
        self.group = group
        self.synopsis = synopsis
        self.summary = summary
        self.meaning = meaning
        // An extension's options are extensions too, whatever each says.
        self.options = origin == .format1 ? options : options.map { Option(word: $0.word, meaning: $0.meaning, origin: origin) }
        self.optionsHeading = optionsHeading
        self.example = example
        self.origin = origin
    }
}

package enum TraceHelp {
    /// Every statement, grouped and in the order `pivot help trace` lists them.
    package static let statements: [TraceStatementHelp] =
        header + declarations + events + library + observeAndMark + expectations + exploreLines

    /// The statement named by `keyword` (`plist`, `expect window`), if any.
    package static func statement(_ keyword: String) -> TraceStatementHelp? {
        statements.first { $0.keyword == keyword }
    }

    /// What `pivot help trace WORDS…` shows.
    package enum Topic: Hashable, Sendable {
        /// Every statement, one line each.
        case overview
        /// The statements of one group (`expect`, `explore`), one line each.
        case group(TraceStatementHelp.Group)
        case statement(TraceStatementHelp)
    }

    /// The topic the words name (`[]`, `["plist"]`, `["expect"]`, `["expect", "window"]`), or a
    /// message for words that name none, with the closest name when one is a likely typo.
    package static func topic(_ words: [String]) -> Result<Topic, UnknownTopic> {
        guard let first = words.first else { return .success(.overview) }
        // `expect` and `explore` alone list their kinds; with a second word they name one.
        let groups: [String: TraceStatementHelp.Group] = ["expect": .expectation, "explore": .explore]
        if words.count == 1, let group = groups[first] { return .success(.group(group)) }
        let keyword = words.joined(separator: " ")
        if let found = statement(keyword) { return .success(.statement(found)) }
        let prefix = groups[first] != nil && words.count == 2 ? first + " " : ""
        let candidates = prefix.isEmpty
            ? statements.map { String($0.keyword.split(separator: " ")[0]) }
            : statements.filter { $0.keyword.hasPrefix(prefix) }.map { String($0.keyword.dropFirst(prefix.count)) }
        let typed = prefix.isEmpty ? keyword : String(keyword.dropFirst(prefix.count))
        let near = Suggestion.closest(to: typed, among: Array(Set(candidates)).sorted())
        // No likely typo: the statements whose keyword holds the word (`geometry`: request-geometry).
        let related = near != nil || typed.count < 3 ? [] : statements.map(\.keyword).filter { $0.contains(typed) }
        return .failure(UnknownTopic(words: keyword, suggestion: near.map { prefix + $0 }, related: related))
    }

    /// Words that name no statement.
    package struct UnknownTopic: Error, Hashable, Sendable, CustomStringConvertible {
        package var words: String
        /// The closest statement, when the words look like a typo of it.
        package var suggestion: String?
        /// Otherwise the statements whose keyword holds the words.
        package var related: [String] = []

        package var description: String {
            let hint = suggestion.map { "; did you mean '\($0)'?" }
                ?? (related.isEmpty ? "" : "; statements with '\(words)': " + related.joined(separator: ", "))
            return "unknown statement '\(words)'" + hint
        }
    }
}
