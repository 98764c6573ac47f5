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
            record(message, at: location)
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
            // Swift Testing's own headline is "Issue recorded": the comment's first line is the
            // real one, saying what failed, where, and which test replayed it.
            record(fault.headlined(replayedAt: site), at: location)
            return
        }
        #endif
        report(fault.message, at: site)
    }
}

extension TraceFault {
    /// The message, its first line (what failed, where) ending with the test that replayed it.
    /// With `path`, the trace's `PATH:LINE:COL: ` is left out of it: for a framework that
    /// prints the failure's file and line itself, so the path shows once.
    func headlined(replayedAt site: CallSite, droppingPlaceOf path: String? = nil) -> String {
        var text = Substring(message)
        if let path, let line {
            let place = "\(path):\(line):\(column ?? 1): "
            if text.hasPrefix(place) { text = text.dropFirst(place.count) }
        }
        let end = text.firstIndex(of: "\n") ?? text.endIndex
        return text[..<end] + " (replayed by the test at \(site))" + text[end...]
    }
}
