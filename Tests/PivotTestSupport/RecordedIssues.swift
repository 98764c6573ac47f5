// Gathering the harness's failures without failing the test: each is recorded as a known issue
// and handed back, so a test can pin it. A body that records no issue fails the test
// (withKnownIssue insists on one), unless the test says none may be the answer.

import Synchronization
import Testing

public struct RecordedIssue: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public init(message: String, line: Int) { self.message = message; self.line = line }
    public init(_ issue: Issue) {
        self.init(message: issue.message, line: issue.sourceLocation?.line ?? 0)
    }
    public var description: String { "line \(line): \(message)" }
}

extension Issue {
    /// Its comments, one a line.
    public var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}

/// The issues `body` records, in order, with their message and line.
public func recordedIssues(_ body: () async -> Void) async -> [RecordedIssue] {
    await knownIssues(body).map(RecordedIssue.init)
}

/// The issues `body` records, in order, whole (their source location too). With
/// `noneIsFine`, a body that records nothing gives an empty list instead of failing the test.
public func knownIssues(noneIsFine: Bool = false, _ body: () async -> Void) async -> [Issue] {
    let issues = Mutex<[Issue]>([])
    await withKnownIssue(isIntermittent: noneIsFine) {
        await body()
    } matching: { issue in
        issues.withLock { $0.append(issue) }
        return true
    }
    return issues.withLock { $0 }
}
