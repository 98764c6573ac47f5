// Gathering the failures a test checks without failing the test, and without printing them in
// a green run's log: the harness's issues are taken through its capture (PivotTesting's
// IssueCapture); any other issue recorded meanwhile is a known issue, said to be one on purpose.
// A body that reports nothing fails the test, unless the test says none may be the answer.

import PivotTesting
import Synchronization
import Testing

/// An issue's message and line (what tests pin, and what `==` compares), and its whole place.
public struct RecordedIssue: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var sourceLocation: Testing.SourceLocation?
    public init(message: String, line: Int) { self.message = message; self.line = line }
    public init(message: String, sourceLocation: Testing.SourceLocation?) {
        self.init(message: message, line: sourceLocation?.line ?? 0)
        self.sourceLocation = sourceLocation
    }
    public init(_ issue: Issue) { self.init(message: issue.message, sourceLocation: issue.sourceLocation) }
    public var description: String { "line \(line): \(message)" }
    public static func == (a: Self, b: Self) -> Bool { a.message == b.message && a.line == b.line }
}

extension Issue {
    /// Its comments, one a line.
    public var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}

/// The issues `body` reports, in order, with their message and place. With `noneIsFine`, a body
/// that reports nothing gives an empty list instead of failing the test.
public func recordedIssues(noneIsFine: Bool = false, isolation: isolated (any Actor)? = #isolation,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation,
                           _ body: () async -> Void) async -> [RecordedIssue] {
    let capture = IssueCapture()
    let known = Mutex<[RecordedIssue]>([])
    await withKnownIssue("a test of failure reporting: the issue is the outcome it checks", isIntermittent: true) {
        await IssueCapture.$current.withValue(capture) { await body() }
    } matching: { issue in
        known.withLock { $0.append(RecordedIssue(issue)) }
        return true
    }
    let issues = capture.entries.map { RecordedIssue(message: $0.message, sourceLocation: $0.sourceLocation) } + known.withLock { $0 }
    if issues.isEmpty && !noneIsFine {
        Issue.record("the body was to report an issue, and reported none", sourceLocation: sourceLocation)
    }
    return issues
}

/// The same; the name the tests that read an issue's place use.
public func knownIssues(noneIsFine: Bool = false, isolation: isolated (any Actor)? = #isolation,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation,
                        _ body: () async -> Void) async -> [RecordedIssue] {
    await recordedIssues(noneIsFine: noneIsFine, isolation: isolation, sourceLocation: sourceLocation, body)
}
