// JUnit XML, the report CI dashboards read (GitHub Actions, GitLab, Jenkins, Buildkite, Xcode
// Cloud through fastlane): one suite of test cases, each with its failures. The same input gives
// the same bytes: no times, no host names, cases in the order given.

import Pivot

public struct JUnitReport: Sendable, Hashable {
    public struct Problem: Sendable, Hashable {
        /// One line: the attribute CI shows as the headline.
        public var message: String
        /// `expectation`, `crash`, `malformed`, `property`, …
        public var type: String
        /// Everything else: the diagnostic with its source line, a counterexample trace.
        public var details: String
        public init(message: String, type: String, details: String) {
            self.message = message; self.type = type; self.details = details
        }
    }

    public struct Case: Sendable, Hashable {
        public var name: String
        /// Dashboards group by it: the trace's folder, `Traces.seeds`.
        public var classname: String
        public var file: String?
        /// Failed checks (`<failure>`), and inputs that could not run at all (`<error>`).
        public var failures: [Problem] = []
        public var errors: [Problem] = []
        /// What the case printed that a reader of a passing case may still want (`<system-out>`).
        public var output: String? = nil
        /// Why the case did not run (`<skipped message="…"/>`): neither a pass nor a failure.
        public var skipped: String? = nil
        public init(name: String, classname: String, file: String? = nil) {
            self.name = name; self.classname = classname; self.file = file
        }
    }

    /// The suite's name: the command that ran (`pivot replay`).
    public var name: String
    public var cases: [Case]

    public init(name: String, cases: [Case] = []) { self.name = name; self.cases = cases }

    /// The classname for a trace path: its folders joined by dots (`Traces/seeds/x.trace` →
    /// `Traces.seeds`), or the suite's name for a file in the current folder.
    package func classname(forPath path: String) -> String {
        let folders = path.split(separator: "/").dropLast().filter { $0 != "." && $0 != ".." }
        return folders.isEmpty ? name : folders.joined(separator: ".")
    }

    /// The classname for the cases of one trace (a matrix's variants, an exploration's
    /// properties): its folders and its name, `Traces.seeds.forced`.
    package func classname(groupingCasesOf path: String) -> String {
        classname(forPath: path) + "." + Self.caseName(forPath: path)
    }

    /// The file name without its folder and `.trace`.
    package static func caseName(forPath path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".trace") ? String(last.dropLast(6)) : last
    }

    public func xml() -> String {
        let failed = cases.filter { !$0.failures.isEmpty }.count
        let errored = cases.filter { !$0.errors.isEmpty }.count
        let skipped = cases.filter { $0.skipped != nil }.count
        let counts = "tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"\(errored)\" skipped=\"\(skipped)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(Self.attribute(name))\" \(counts)>\n"
        out += "  <testsuite name=\"\(Self.attribute(name))\" \(counts)>\n"
        for item in cases {
            var open = "    <testcase name=\"\(Self.attribute(item.name))\" classname=\"\(Self.attribute(item.classname))\""
            if let file = item.file { open += " file=\"\(Self.attribute(file))\"" }
            guard !item.failures.isEmpty || !item.errors.isEmpty || item.output != nil || item.skipped != nil else {
                out += open + "/>\n"
                continue
            }
            out += open + ">\n"
            if let skipped = item.skipped { out += "      <skipped message=\"\(Self.attribute(skipped))\"/>\n" }
            for problem in item.failures { out += Self.element("failure", problem) }
            for problem in item.errors { out += Self.element("error", problem) }
            if let output = item.output { out += "      <system-out>\(Markup.escape(output))</system-out>\n" }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    private static func element(_ tag: String, _ problem: Problem) -> String {
        "      <\(tag) message=\"\(attribute(problem.message))\" type=\"\(attribute(problem.type))\">"
            + Markup.escape(problem.details) + "</\(tag)>\n"
    }

    /// An attribute value on one line: XML readers turn a raw line feed in one into a space.
    private static func attribute(_ text: String) -> String {
        var out = ""
        for character in Markup.escape(text).unicodeScalars {
            switch character {
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
