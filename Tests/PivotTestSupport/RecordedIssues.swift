// Gathering the harness's failures without failing the test: each is recorded as a known issue
// and handed back with its message and line, so a test can pin them. A body that records no
// issue fails the test (withKnownIssue insists on one).

import Synchronization
import Testing

public struct RecordedIssue: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public init(message: String, line: Int) { self.message = message; self.line = line }
    public var description: String { "line \(line): \(message)" }
}

/// The issues `body` records, in order.
public func recordedIssues(_ body: () async -> Void) async -> [RecordedIssue] {
    let issues = Mutex<[RecordedIssue]>([])
    await withKnownIssue {
        await body()
    } matching: { issue in
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        issues.withLock { $0.append(RecordedIssue(message: message, line: issue.sourceLocation?.line ?? 0)) }
        return true
    }
    return issues.withLock { $0 }
}

