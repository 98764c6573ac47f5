// Where a harness failure goes: to Swift Testing when a Swift Testing test is running, else to
// XCTest (an XCTestCase), else to standard error. Either way the failure points at the test's
// own line, not at the harness; a trace's fault points at the trace's line where it can.

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A line of the test that called the harness: every public call takes these as defaults.
package struct CallSite: Sendable, CustomStringConvertible {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt

    package init(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
    }

    /// `Module/File.swift:12`
    package var description: String { "\(fileID):\(line)" }
}

/// Records a test failure at a call site in whichever framework runs the test.
package enum IssueReporter {
    package static func report(_ message: String, at site: CallSite) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = Testing.SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                                                  line: Int(site.line), column: Int(site.column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        if XCTestFailures.fail(message, at: site) { return }
        #endif
        // Outside both frameworks' knowledge (a detached task, a plain program) XCTFail has no
        // test to fail and says nothing, and a failure must never vanish: standard error then.
        // Not also when XCTest took it, which prints it already.
        let line = Array("\(site.filePath):\(site.line): error: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// A fault of a trace file that the test at `site` replayed: under Swift Testing at the
    /// trace's line, naming the test's; else at the test's line (XCTFail takes only the
    /// caller's file), where the message starts with the trace's `PATH:LINE:COL:`.
    static func report(_ fault: TraceFault, in file: TraceFile, replayedAt site: CallSite) {
        #if canImport(Testing)
        if Test.current != nil, let line = fault.line {
            let location = Testing.SourceLocation(fileID: file.fileID, filePath: file.url.path,
                                                  line: line, column: fault.column ?? 1)
            Issue.record(Comment(rawValue: fault.message + replayedNote(site)), sourceLocation: location)
            return
        }
        #endif
        report(fault.message, at: site)
    }

    /// The last line of a failure recorded at a trace's line: the test that replayed it.
    static func replayedNote(_ site: CallSite) -> String { "\n\nreplayed by the test at \(site)" }
}
