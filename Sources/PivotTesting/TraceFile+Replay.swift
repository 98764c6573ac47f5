// Replaying a trace file as a test, as `pivot replay` does: each malformed line, failed
// expectation, crash no `expect crash` owns and step the app rejects becomes a test failure at
// its own line of the trace, naming the line of the test that replayed it.

import Foundation
import Pivot
import PivotTrace

/// Something wrong at a place in a trace file; no place when the file cannot be read.
struct TraceFault: Sendable, Equatable {
    var line: Int?
    var column: Int?
    /// Starts with the trace's `PATH:LINE:COL:`, as a compiler's diagnostic does.
    var message: String
}

extension TraceFile {
    /// Replays the trace and records a failure for each fault: under Swift Testing an issue at
    /// the trace's own line, its message naming this call's line; elsewhere (XCTest) a failure
    /// at this call's line whose message starts with the trace's `PATH:LINE:COL:`. Inside an
    /// `XCTestCase`, `assertTracesPass` records at the trace's line instead.
    public func replay(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        for fault in faults() { IssueReporter.report(fault, in: self, replayedAt: site) }
    }

    /// What is wrong with the trace, in the order of its lines: every malformed line (up to the
    /// parser's limit) when it does not parse, else every failure of its replay.
    func faults() -> [TraceFault] {
        let path = url.path
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            return [TraceFault(message: "\(path): error: cannot read the trace: \(error.localizedDescription)")]
        }
        let trace: Trace
        do {
            trace = try TraceParser.parse(bytes: bytes, file: path)
        } catch {
            let lines = SourceLines(bytes)
            var errors = TraceParser.errors(in: bytes, file: path)
            if errors.first != error { errors = [error] }
            return errors.map { TraceFault(line: $0.location.line, column: $0.location.column, message: $0.rendered(lines: lines)) }
        }
        let summary = Replay.stream(trace, file: path) { _, _ in }
        var faults = summary.failures.map { failure in
            let notes = failure.notes.map { "\nnote: \($0)" }.joined()
            return TraceFault(line: failure.line, column: failure.column, message: Harness.message(failure, file: path) + notes)
        }
        // As `pivot replay --strict`: a trace that checks nothing would pass whatever Pivot does.
        if summary.expectations == 0, !allowsNoExpectations, !trace.statements.contains(where: \.isExplore) {
            faults.append(TraceFault(message: "\(path): error: no expectation: the trace replays without checking anything; "
                                     + "add `expect` lines, or allow it with TraceFiles(…).allowingNoExpectations()"))
        }
        return faults
    }

    /// The `fileID` a test framework shows for a place in the trace: its folder and its name.
    var fileID: String { "\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)" }
}

extension TraceFault {
    init(message: String) { self.init(line: nil, column: nil, message: message) }
}
