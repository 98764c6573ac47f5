// An XCTestCase that can take its own failures instead of failing, to pin them: while
// `capturing` is on, each failure it records is kept with its message, file and line.

import PivotTesting
import Synchronization
import XCTest

class CapturingTestCase: XCTestCase {
    struct Failure: Equatable {
        var message: String
        var file: String
        var line: Int
    }

    // Failures reach recordFailure on whichever thread records them: both behind a lock.
    private let state = Mutex<(capturing: Bool, failures: [Failure])>((false, []))
    var capturing: Bool {
        get { state.withLock { $0.capturing } }
        set { state.withLock { $0.capturing = newValue } }
    }
    var captured: [Failure] { state.withLock { $0.failures } }

    /// The failures `body` records, taken instead of failing the test.
    func failuresRecorded(by body: () async throws -> Void) async rethrows -> [Failure] {
        let before = captured.count
        capturing = true
        defer { capturing = false }
        try await body()
        return Array(captured[before...])
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        // XCTFail's description starts with "failed - ", then the harness's message.
        let message = description.hasPrefix("failed - ") ? String(description.dropFirst("failed - ".count)) : description
        let taken = state.withLock { state in
            if state.capturing { state.failures.append(Failure(message: message, file: filePath, line: lineNumber)) }
            return state.capturing
        }
        if taken {
            // Taken is delivered: the harness must not write it to standard error as a
            // failure no test took.
            XCTestFailures.current?.markRecorded()
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
