// What `pivot matrix` found: the steps where the variants differ, aspect by aspect, and each
// variant's failed expectations; as a table for people or one JSON object for tools.

public struct MatrixOutcome: Encodable, Sendable {
    public struct Difference: Encodable, Sendable {
        /// `interface`, `windows`, `status bar`, `events`, …
        public var aspect: String
        /// One value per variant, in the order of `variants`.
        public var values: [String]
    }

    public struct Step: Encodable, Sendable {
        public var line: Int
        public var text: String
        public var differences: [Difference]
    }

    public struct Failure: Encodable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String
        /// The diagnostic as the text output prints it (`FILE:LINE:COL: error: …`).
        public var text: String
    }

    public struct VariantFailures: Encodable, Sendable {
        public var variant: String
        public var failures: [Failure]
    }

    public var file: String
    /// The variants' labels (`iOS 7.1`, `iPhone15 iOS 18.0`), in the order of every value list.
    public var variants: [String]
    /// The steps where the variants differ, up to the comparison's limit.
    public var steps: [Step] = []
    /// Differing steps past the table's limit, counted only, and the first of them.
    public var more = 0
    public var firstUnshown: Int? = nil
    public var failures: [VariantFailures] = []

    init(file: String, labels: [String]) { self.file = file; variants = labels }

    /// 1 when an expectation failed in some variant.
    public var exit: Int32 { failures.contains { !$0.failures.isEmpty } ? 1 : 0 }

    enum CodingKeys: String, CodingKey { case file, variants, steps, more, firstUnshown = "first_unshown", failures, exit }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(variants, forKey: .variants)
        try c.encode(steps, forKey: .steps)
        try c.encode(more, forKey: .more)
        try c.encode(firstUnshown, forKey: .firstUnshown)
        try c.encode(failures, forKey: .failures)
        try c.encode(exit, forKey: .exit)
    }

    /// `--format json`: one object with sorted keys.
    public func json() -> String { SortedJSON.line(self) }

    /// The table (event lists named by letters, listed under it), the count of steps past the
    /// limit, then each variant's failed expectations.
    public func text() -> String {
        var rows: [[String]] = [["line", "step", "what"] + variants]
        var eventNotes: [String] = []
        for step in steps {
            for difference in step.differences {
                var values = difference.values
                if difference.aspect == "events" {
                    var letters: [String: String] = [:]
                    var distinct: [String] = []
                    for value in values where letters[value] == nil {
                        let n = distinct.count
                        letters[value] = n < 26 ? String(UnicodeScalar(UInt8(65 + n))) : "A\(n)"   // A…Z, then A26…
                        distinct.append(value)
                    }
                    eventNotes.append("events at line \(step.line) (\(step.text)):")
                    for value in distinct {
                        let who = variants.indices.filter { values[$0] == value }.map { variants[$0] }.joined(separator: ", ")
                        eventNotes.append("  \(letters[value]!) (\(who)): \(value)")
                    }
                    values = values.map { letters[$0]! }
                }
                rows.append([String(step.line), step.text, difference.aspect] + values)
            }
        }
        rows.append(["", "expectations", ""] + failures.map { $0.failures.isEmpty ? "pass" : "\($0.failures.count) failed" })
        var lines = [rows.count == 2 ? "Every variant agrees at every step of \(file)." : TextTable.render(rows)]
        if let firstUnshown {
            lines.append("… and \(more) more steps where the variants differ, from line \(firstUnshown) (--all shows them)")
        }
        if !eventNotes.isEmpty { lines += [""] + eventNotes }
        for variant in failures where !variant.failures.isEmpty {
            lines += ["", "\(variant.variant):"] + variant.failures.map { "  \($0.text)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
