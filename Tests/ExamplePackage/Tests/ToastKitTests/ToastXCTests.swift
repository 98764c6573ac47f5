import PivotTesting
import XCTest

/// The same under XCTest: the trace folder in one assertion, and a scenario built from the
/// toast's own trace lines.
final class ToastXCTests: XCTestCase {
    // Every trace in Traces/, found beside this file this time (no resource needed).
    func testTraces() {
        assertTracesPass(try TraceFiles(folder: "Traces", nextTo: #filePath))
    }

    func testAToastOverAPortraitAppStaysPortrait() async throws {
        try await toastOverPortraitAppStaysPortrait()
    }
}
