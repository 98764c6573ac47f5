// Gathering the harness's failures without failing the test: each is recorded as a known issue
// and handed back with its message and line, so a test can pin them. A body that records no
// issue fails the test (withKnownIssue insists on one).

import Synchronization
import Testing

struct RecordedIssue: Sendable, Equatable, CustomStringConvertible {
    var message: String
    var line: Int
    var description: String { "line \(line): \(message)" }
}

/// The issues `body` records, in order.
func recordedIssues(_ body: () async -> Void) async -> [RecordedIssue] {
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

/// The usual start: a portrait-only app on an iPhone X with device notifications on, launched.
let portraitApp = """
    device iPhoneX
    ios 16.0
    plist portrait
    controller home supports=portrait
    window main root=home
    show main key
    device-notifications begin
    launch
    """

/// An app that turns: all but upside down, on an iPhone 8 (no safe-area noise) with iOS 12.
let turningApp = """
    device iPhone8
    ios 12.0
    plist allButUpsideDown
    controller home
    window main root=home
    show main key
    device-notifications begin
    launch
    """
