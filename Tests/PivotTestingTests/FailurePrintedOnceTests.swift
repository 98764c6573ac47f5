// Each failure once in the log: XCTest prints every failure it records, so the harness writes
// to standard error only what no test took, and nothing shows twice or vanishes. A test cannot
// fail on purpose and pass, so these run this test binary again on probes that fail on purpose
// and count what it prints. Linux only: there the binary runs its own tests, given a name.

#if os(Linux)
import Foundation
import PivotTestSupport
import PivotTesting
import XCTest

final class FailurePrintedOnceTests: XCTestCase {
    func testAHarnessFailureIsPrintedOnce() throws {
        let run = try Self.runProbe("testAHarnessFailure")
        XCTAssertEqual(run.status, 1, "the probe should fail: XCTest took its failure\n\(run.output)")
        XCTAssertEqual(run.output.components(separatedBy: "Expectation failed: expect interface landscapeLeft").count - 1, 1, run.output)
    }

    func testATraceFailureIsPrintedOnceAtTheTracesLine() throws {
        let run = try Self.runProbe("testAFailingTraceFolder")
        let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Traces/failing/wrong-interface.trace").path
        XCTAssertEqual(run.status, 1, "the probe should fail\n\(run.output)")
        // XCTest prints where the failure is: the trace's line.
        XCTAssertEqual(run.output.components(separatedBy: "\(trace):11: error: ").count - 1, 1, run.output)
        // And names the trace's path nowhere else: not again in the message.
        XCTAssertEqual(run.output.components(separatedBy: trace).count - 1, 1, run.output)
        XCTAssertEqual(run.output.components(separatedBy: "expectation failed").count - 1, 1, run.output)
    }

    func testAFailureNoTestTakesGoesToStandardErrorOnce() throws {
        let run = try Self.runProbe("testAHarnessFailure")
        // Reported by the probes' class tearDown, after its tests, when no test case runs.
        let lines = run.output.split(separator: "\n").filter { $0.contains("reported with no test running") }
        XCTAssertEqual(lines.count, 1, run.output)
        XCTAssertEqual(lines.first?.hasSuffix("error: reported with no test running"), true, run.output)
    }

    /// Runs one probe in a second process of this test binary; its status and all it printed.
    static func runProbe(_ name: String) throws -> (status: Int32, output: String) {
        let run = try runProgram(URL(fileURLWithPath: CommandLine.arguments[0]), ["PivotTestingTests.FailurePrintedOnceProbes/\(name)"],
                                 environment: ProcessInfo.processInfo.environment.merging([FailurePrintedOnceProbes.variable: "1"]) { $1 })
        return (run.status, run.out + run.err)
    }
}

/// Fail on purpose. Skipped unless FailurePrintedOnceTests runs them, in a process of their own.
final class FailurePrintedOnceProbes: XCTestCase {
    static let variable = "PIVOT_FAILURE_PROBES"
    static var enabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    override func setUpWithError() throws {
        // XCTSkipUnless would print "required false value but got true" before the reason.
        if !Self.enabled { throw XCTSkip("a probe that fails on purpose: FailurePrintedOnceTests runs it in a process of its own and counts what it prints") }
    }

    func testAHarnessFailure() async throws {
        let app = try await TestApp(trace: portraitApp)
        await app.expect("interface landscapeLeft")
        await app.finish()
    }

    func testAFailingTraceFolder() {
        assertTracesPass(try TraceFiles(folder: "Traces/failing", nextTo: #filePath))
    }

    override class func tearDown() {
        if enabled { IssueReporter.report("reported with no test running", at: CallSite()) }
        super.tearDown()
    }
}
#endif
