import Foundation
import PivotTestSupport
import PivotTesting
import XCTest

/// A folder of traces as one XCTest assertion: each fault a failure at the trace's own file and
/// line, a folder without traces a failure at the test's line.
final class TraceFilesXCTests: CapturingTestCase {
    static let failingTrace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Traces/failing/wrong-interface.trace").path

    // The README's one line, both ways of finding the folder.

    func testAResourceFolderOfPassingTracesPasses() async throws {
        let failures = try await failuresRecorded {
            assertTracesPass(try TraceFiles(resources: "Traces/passing", in: .module))
        }
        XCTAssertEqual(failures, [])
    }

    func testAFolderBesideTheTestOfPassingTracesPasses() async throws {
        let failures = try await failuresRecorded {
            assertTracesPass(try TraceFiles(folder: "Traces/passing", nextTo: #filePath))
        }
        XCTAssertEqual(failures, [])
    }

    func testAFailedExpectationFailsAtTheTracesFileAndLineNamingItOnce() async throws {
        var line = 0
        let failures = try await failuresRecorded {
            line = #line; assertTracesPass(try TraceFiles(folder: "Traces/failing", nextTo: #filePath))
        }
        XCTAssertEqual(failures.map(\.file), [Self.failingTrace])
        XCTAssertEqual(failures.map(\.line), [11])
        // XCTest prints the trace's path and line before the message, so the message starts
        // with what failed and which test replayed it, and names the path nowhere again.
        XCTAssertEqual(failures.first?.message.hasPrefix("""
            expectation failed (replayed by the test at PivotTestingTests/TraceFilesXCTests.swift:\(line))

            - expect interface portrait

            """), true, failures.first?.message ?? "no failure")
        XCTAssertEqual(failures.first?.message.contains("wrong-interface.trace"), false, failures.first?.message ?? "no failure")
    }

    func testAMalformedTraceFailsAtTheErrorsLine() async throws {
        let failures = try await failuresRecorded {
            assertTracesPass(try TraceFiles(resources: "Traces/malformed", in: .module))
        }
        XCTAssertEqual(failures.map(\.line), [10])
        XCTAssertEqual(failures.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["misspelt.trace"])
        XCTAssertEqual(failures.first?.message.hasPrefix("error: unknown orientation 'landscapeLeftt'"), true, failures.first?.message ?? "no failure")
        XCTAssertEqual(failures.first?.message.contains("misspelt.trace"), false, failures.first?.message ?? "no failure")
    }

    func testAFolderWithoutTracesFailsAtTheTestsLine() async throws {
        var line = 0
        let failures = try await failuresRecorded {
            line = #line; assertTracesPass(try TraceFiles(folder: "Traces/no-such-folder", nextTo: #filePath))
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
        XCTAssertEqual(failures.first?.message.hasSuffix("/Traces/no-such-folder: error: no such folder"), true,
                       failures.first?.message ?? "no failure")
    }

    /// `replay()` outside Swift Testing: XCTFail takes only the caller's file, so the failure
    /// is at the test's line and its message starts with the trace's place.
    func testReplayingOneTraceFailsAtTheTestsLineNamingTheTraceLine() async throws {
        let file = try XCTUnwrap(TraceFiles(folder: "Traces/failing", nextTo: #filePath).last)
        var line = 0
        let failures = await failuresRecorded {
            line = #line; file.replay()
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.message.hasPrefix("\(Self.failingTrace):11:1: expectation failed"), true,
                       failures.first?.message ?? "no failure")
    }

    func testATraceWithoutAnExpectationFailsAtTheTestsLineUnlessAllowed() async throws {
        var line = 0
        let failures = try await failuresRecorded {
            line = #line; assertTracesPass(try TraceFiles(folder: "Traces/unchecked", nextTo: #filePath))
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.message.contains("smoke.trace: error: no expectation:"), true, failures.first?.message ?? "no failure")
        let allowed = try await failuresRecorded {
            assertTracesPass(try TraceFiles(folder: "Traces/unchecked", nextTo: #filePath).allowingNoExpectations())
        }
        XCTAssertEqual(allowed, [])
    }
}
