// Pivot's own tests of the harness check the failures it reports: while a capture is set for
// the task, a Swift Testing issue the harness would record is kept, with its message and place,
// instead of being recorded (and printed in a green run's log as a known issue).

#if canImport(Testing)
import Foundation
import Testing

/// The issues taken instead of recorded while `IssueCapture.current` is set.
package final class IssueCapture: @unchecked Sendable {
    package struct Entry: Sendable, Equatable {
        package var message: String
        package var sourceLocation: Testing.SourceLocation
    }

    @TaskLocal package static var current: IssueCapture?

    private let lock = NSLock()
    private var taken: [Entry] = []

    package init() {}

    package var entries: [Entry] { lock.withLock { taken } }

    func append(_ entry: Entry) { lock.withLock { taken.append(entry) } }
}

extension IssueReporter {
    /// Records an issue at `location`, or hands it to the task's capture.
    package static func record(_ message: String, at location: Testing.SourceLocation) {
        if let capture = IssueCapture.current {
            capture.append(IssueCapture.Entry(message: message, sourceLocation: location))
            return
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
#endif
