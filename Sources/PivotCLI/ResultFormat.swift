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
