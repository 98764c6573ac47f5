// A folder of traces as one XCTest assertion. XCTFail takes only the caller's file, so the test
// case records each fault itself, at the trace's line: through XCTIssue on Apple platforms,
// through recordFailure (which takes any path) in swift-corelibs-xctest, which has no XCTIssue.

#if canImport(XCTest)
import Foundation
import XCTest

extension XCTestCase {
    /// Replays every trace and fails this test once for each fault, at the trace's own line,
    /// the message naming this call's line. A folder that is missing or has no trace fails it
    /// here.
    ///
    /// ```swift
    /// func testTraces() {
    ///     assertTracesPass(try TraceFiles(resources: "Traces", in: .module))
    /// }
    /// ```
    public func assertTracesPass(_ traces: @autoclosure () throws -> TraceFiles,
                                 fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let files: TraceFiles
        do {
            files = try traces()
        } catch {
            IssueReporter.report("\(error)", at: site)
            return
        }
        for file in files {
            for fault in file.faults() {
                guard let traceLine = fault.line else {
                    IssueReporter.report(fault.message, at: site)
                    continue
                }
                // XCTest prints the trace's path and line before the message: not again in it.
                let path = file.url.path
                recordFailure(fault.headlined(replayedAt: site, droppingPlaceOf: path), path: path, line: traceLine)
            }
        }
    }

    private func recordFailure(_ message: String, path: String, line: Int) {
        #if canImport(ObjectiveC)
        let location = XCTSourceCodeLocation(filePath: path, lineNumber: line)
        record(XCTIssue(type: .assertionFailure, compactDescription: message,
                        sourceCodeContext: XCTSourceCodeContext(location: location)))
        #else
        recordFailure(withDescription: message, inFile: path, atLine: line, expected: true)
        #endif
    }
}
#endif
