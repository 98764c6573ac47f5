// Which moment of a trace to draw, and how `pivot render --at` names one.

/// Which moment of a trace to draw.
package enum PictureMoment: Hashable, Sendable {
    /// After the last statement.
    case end
    /// After the statement on that line (or the last one before it).
    case line(Int)
    /// Where `mark LABEL` is.
    case mark(String)
}

/// Why an `--at` value names no moment of the trace.
package struct PictureMomentError: Error, Sendable, Equatable {
    package var message: String
    package init(message: String) { self.message = message }
}

extension PictureMoment {
    /// Reads an `--at` value: `line:N`, `mark:LABEL`, or a bare line number or mark label. A
    /// bare number that is also a mark's label is refused, asking for the explicit form: either
    /// reading would surprise someone, and `mark 3` must stay reachable.
    package init(at text: String, in trace: Trace, file: String) throws(PictureMomentError) {
        let marks = trace.statements.compactMap { if case .mark(let label) = $0 { label } else { nil } }
        if text.hasPrefix("line:") {
            self = try Self.line(String(text.dropFirst(5)), given: text)
        } else if text.hasPrefix("mark:") {
            let label = String(text.dropFirst(5))
            guard marks.contains(label) else { throw Self.noMark(label, marks: marks, file: file) }
            self = .mark(label)
        } else if Int(text) != nil {
            if marks.contains(text) {
                throw PictureMomentError(message: "'\(text)' is both a line number and a mark label in \(file); "
                                         + "write --at line:\(text) or --at mark:\(text)")
            }
            self = try Self.line(text, given: text)
        } else {
            guard marks.contains(text) else { throw Self.noMark(text, marks: marks, file: file, orLine: true) }
            self = .mark(text)
        }
    }

    private static func line(_ number: String, given: String) throws(PictureMomentError) -> PictureMoment {
        guard let line = Int(number), line > 0 else {
            throw PictureMomentError(message: "--at takes a line number from 1 or a mark label, not '\(given)'")
        }
        return .line(line)
    }

    private static func noMark(_ label: String, marks: [String], file: String, orLine: Bool = false) -> PictureMomentError {
        let known = marks.isEmpty ? "it has no marks" : "its marks: " + marks.joined(separator: ", ")
        return PictureMomentError(message: "no \(orLine ? "line or " : "")mark '\(label)' in \(file); \(known)")
    }
}
