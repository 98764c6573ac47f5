// `--format junit` for replay, matrix and explore: what each command found, as the JUnit XML
// that CI dashboards read.

extension JUnitReport {
    /// A test case per trace: a failure per failed expectation (or unexpected crash, or refused
    /// step), an error for a trace that could not be read or parsed. Status 2 when one was
    /// malformed, else 1 when one failed.
    package static func replay(_ loaded: [(file: String, LoadedTrace)]) -> (report: JUnitReport, status: Int32) {
        var report = JUnitReport(name: "pivot replay")
        var status: Int32 = 0
        for (file, result) in loaded {
            var item = Case(name: caseName(forPath: file), classname: report.classname(forPath: file), file: file)
            switch result {
            case .malformed(let diagnostics):
                item = report.errorCase(file: file, diagnostics: diagnostics)
                status = 2
            case .trace(let trace, let source):
                var session = ReplaySession(trace: trace, file: file)
                let summary = session.run { _, _ in }
                let lines = SourceLines(source)
                item.failures = summary.failures.map { failure in
                    var details = failure.rendered(lines: lines)
                    if let mismatch = failure.mismatch {
                        details += "\nexpected: \(mismatch.expected)\nfound:    \(mismatch.found)"
                    }
                    return .init(message: failure.description, type: failure.kind.rawValue, details: details)
                }
                item.output = "\(summary.steps) steps, \(summary.skipped) skipped, \(summary.expectations) expectations, "
                    + "\(summary.passed) passed, \(summary.failures.count) failed"
                if !item.failures.isEmpty && status == 0 { status = 1 }
            }
            report.cases.append(item)
        }
        return (report, status)
    }

    /// The report of a command (`pivot matrix`, `pivot explore`) whose trace could not run at
    /// all: one `<error>` case for it, so that CI shows why rather than an empty report.
    public static func malformed(_ command: String, file: String, diagnostics: [String]) -> JUnitReport {
        var report = JUnitReport(name: command)
        report.cases = [report.errorCase(file: file, diagnostics: diagnostics)]
        return report
    }

    /// A case for a trace that could not run: the first diagnostic is the headline.
    func errorCase(file: String, diagnostics: [String]) -> Case {
        var item = Case(name: Self.caseName(forPath: file), classname: classname(forPath: file), file: file)
        item.errors = [.init(message: diagnostics.first.map(Self.firstLine) ?? "\(file): malformed", type: "malformed",
                             details: diagnostics.joined(separator: "\n"))]
        return item
    }

    private static func firstLine(_ text: String) -> String { String(text.prefix { $0 != "\n" }) }
}

extension MatrixOutcome {
    /// A test case per variant (device × iOS version), named by it and grouped under the trace;
    /// a failure per expectation that failed in that variant.
    public func junit() -> JUnitReport {
        var report = JUnitReport(name: "pivot matrix")
        let classname = report.classname(groupingCasesOf: file)
        for variant in failures {
            var item = JUnitReport.Case(name: variant.variant.isEmpty ? "as written" : variant.variant, classname: classname, file: file)
            item.failures = variant.failures.map { .init(message: $0.text, type: "expectation", details: $0.text) }
            report.cases.append(item)
        }
        return report
    }
}

extension ExploreOutcome {
    /// A test case per property: a violated one fails with its counterexample, a trace that
    /// replays to the violation; one that holds says how much was explored.
    public func junit() -> JUnitReport {
        var report = JUnitReport(name: "pivot explore")
        let classname = report.classname(groupingCasesOf: file)
        for property in properties {
            var item = JUnitReport.Case(name: property.name, classname: classname, file: file)
            if property.violated, let length = property.length {
                let message = "\(file): \(property.name) is violated after \(length) event\(length == 1 ? "" : "s")"
                item.failures = [.init(message: message, type: "property", details: property.trace ?? "")]
            } else {
                item.output = "holds in every state explored: \(states) states, depth \(depthReached)"
                    + (exhausted ? " (the whole reachable space)" : " (the depth bound)")
            }
            report.cases.append(item)
        }
        return report
    }
}

extension SweepOutcome {
    /// A test case per host and property; a violated one fails with its counterexample.
    public func junit() -> JUnitReport {
        var report = JUnitReport(name: "pivot explore")
        let classname = report.classname(groupingCasesOf: file)
        for row in rows {
            guard let outcome = row.outcome else {
                var item = JUnitReport.Case(name: row.host, classname: classname, file: file)
                // Skipped, not an error: a host that cannot run the app says nothing about the library.
                item.skipped = "host \(row.host): \(row.skipped ?? row.setupFailure ?? "its own set-up fails")"
                report.cases.append(item)
                continue
            }
            for item in outcome.junit().cases {
                var named = item
                named.name = "\(row.host): \(item.name)"
                report.cases.append(named)
            }
        }
        return report
    }
}
