// Exploring traces from the tests through the library API (`Exploration`), as `pivot explore`
// does without starting it.

import Foundation
import Pivot
import PivotTrace

enum ExploreFixtures {
    /// A bundled trace's text.
    static func source(_ path: String) throws -> String {
        try String(contentsOf: Corpus.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A bundled trace, ready to explore under its own name.
    static func exploration(_ path: String) throws -> Exploration {
        try Exploration(text: source(path), file: path)
    }

    /// A trace given as text, named as `pivot explore -` names standard input.
    static func exploration(text: String) throws -> Exploration {
        try Exploration(text: text, file: "<stdin>")
    }

    /// The violated properties of an outcome: name → (length, trace).
    static func violations(_ outcome: ExploreOutcome) -> [String: (length: Int, trace: String)] {
        var result: [String: (length: Int, trace: String)] = [:]
        for property in outcome.properties where property.violated {
            if let length = property.length, let trace = property.trace { result[property.name] = (length, trace) }
        }
        return result
    }

    /// Whether a counterexample replays green and shows at least `expectations` expectations.
    static func replaysGreen(_ text: String, expectations: Int = 1) throws -> Bool {
        let replay = Replay.run(try TraceParser.parse(text, file: "found.trace"), file: "found.trace")
        return replay.summary.failures.isEmpty && replay.summary.expectations >= expectations
    }
}
