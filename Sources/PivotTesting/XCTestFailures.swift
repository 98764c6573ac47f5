// XCTFail, knowing whether XCTest took the failure. It prints what it takes, so the harness
// writes to standard error only what it did not take (no test case running: a detached task,
// a plain program), and each failure shows once in the log.

#if canImport(XCTest)
import Foundation
import XCTest

package enum XCTestFailures {
    /// Set around one XCTFail: the observer marks it when XCTest records that failure (and a
    /// test case of Pivot's own that takes the failure instead marks it too).
    @TaskLocal package static var current: Delivery?

    package final class Delivery: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded = false
        package func markRecorded() { lock.withLock { recorded = true } }
        var wasRecorded: Bool { lock.withLock { recorded } }
    }

    /// Registered before the first failure, once: XCTest tells observers of each failure it
    /// records, on the thread that records it, before XCTFail returns.
    private static let observer: FailureObserver = {
        let observer = FailureObserver()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
    }()

    /// Fails the running XCTest test at `site`; false when there was none to fail.
    static func fail(_ message: String, at site: CallSite) -> Bool {
        _ = observer
        let delivery = Delivery()
        $current.withValue(delivery) { XCTFail(message, file: site.filePath, line: site.line) }
        return delivery.wasRecorded
    }
}

final class FailureObserver: NSObject, XCTestObservation, Sendable {
    #if canImport(ObjectiveC)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        XCTestFailures.current?.markRecorded()
    }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        XCTestFailures.current?.markRecorded()
    }
    #endif
}
#endif
