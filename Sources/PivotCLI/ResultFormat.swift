// `--format text|json|junit` of matrix, explore and explore merge: one way to print a result in
// any of its three forms.

import PivotTrace

/// `--format text|json|junit` (matrix, explore, explore merge): which form of a result to print.
enum ResultFormat: String {
    case text, json, junit
}

/// A result the commands print in any of the three forms.
protocol PrintableResult {
    func text() -> String
    func json() -> String
    func junit() -> JUnitReport
}

extension ExploreOutcome: PrintableResult {}
extension SweepOutcome: PrintableResult {}
extension MatrixOutcome: PrintableResult {}

extension CLI {
    /// Prints `result` on standard output in `format`; the text's hidden characters escaped.
    static func print(_ result: some PrintableResult, as format: ResultFormat) {
        var out = Output()
        switch format {
        case .text: out.write(VisibleText.escaped(result.text()))
        case .json: out.write(result.json())
        case .junit: out.write(result.junit().xml())
        }
        out.flush()
    }
}

extension CLI {
    /// A trace that cannot run (malformed, or nothing to explore): its diagnostics on standard
    /// error and, for `--format junit`, a report with an `<error>` case for it, as replay writes
    /// one, so that CI shows why rather than nothing. Status 2.
    static func refuse(_ file: String, diagnostics: [String], command: String, format: ResultFormat) -> Int32 {
        for diagnostic in diagnostics { printError(diagnostic) }
        if format == .junit {
            var out = Output()
            out.write(JUnitReport.malformed("pivot \(command)", file: LoadedTrace.displayName(file), diagnostics: diagnostics).xml())
            out.flush()
        }
        return 2
    }

    /// Reads and parses a trace; one that cannot be is refused as `refuse` says.
    static func load(_ file: String, command: String, format: ResultFormat) -> (trace: Trace, source: [UInt8])? {
        switch LoadedTrace.read(file) {
        case .trace(let trace, let source): return (trace, source)
        case .malformed(let diagnostics):
            _ = refuse(file, diagnostics: diagnostics, command: command, format: format)
            return nil
        }
    }
}
