// Receiving effects and checking state: the assertions of the harness and their failures,
// shared by `TestApp` and `UIKitTestApp`.

import Pivot
import PivotTrace

extension TestApp {
    /// Takes the next unreceived effect, which must be `expected` (with `exhaustivity: .off`,
    /// the first that matches; those before it are skipped). Never waits: an effect is caused
    /// by a send, an advance or runUntilIdle, or not at all.
    public func receive(_ expected: ExpectedEffect,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) {
        harness.receive(expected, in: world, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Drops every effect not yet received.
    public func skipReceived() { harness.pending.removeAll() }

    /// Checks trace expectations now (`interface portrait` or `expect interface portrait`, one
    /// per line). A malformed one fails the test at this call.
    public func expect(_ text: String,
                       fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        do {
            _ = try send(Harness.expectations(text), fileID: fileID, filePath: filePath, line: line, column: column)
        } catch {
            Harness.reportMalformed(error, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// Checks one expectation now.
    public func expect(_ expectation: Expectation,
                       fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        harness.parser.note(.expect(expectation))
        harness.check(expectation, in: world, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension Harness {
    /// Takes the next unreceived effect, which must be `expected` (with `exhaustivity: .off`,
    /// the first that matches; those before it are skipped). Never waits: an effect is caused
    /// by a send, an advance or runUntilIdle, or not at all.
    mutating func receive(_ expected: ExpectedEffect, in world: World, _ site: CallSite) {
        let match = pending.firstIndex { world.matches($0.effect, expected) }
        if let match, match == 0 || exhaustivity == .off {
            take(through: match)
            return
        }
        var message: FailureMessage
        if pending.isEmpty {
            message = FailureMessage(headline: "Expected to receive \(expected), but nothing is left to receive",
                                     expected: [expected.description])
            if !world.pending.isEmpty {
                message.fix = ["\(FailureMessage.count(world.pending.count, "animation")) still running may cause it. To fix, end them first:",
                               "", "    \(kind.runUntilIdle)"]
            }
        } else if let match {
            message = FailureMessage(headline: "Expected \(expected) next, but \(FailureMessage.count(match, "unreceived effect")) \(match == 1 ? "comes" : "come") before it",
                                     expected: [expected.description],
                                     found: pending[...match].map { world.expected($0.effect, like: expected).description })
            message.fix = ["To fix, receive \(match == 1 ? "it" : "them") first:", ""]
                + pending[..<match].map { "    " + kind.receive(world.expected($0.effect).swift) }
            take(through: match)
        } else {
            message = FailureMessage(headline: "Expected to receive \(expected), but no unreceived effect matches it",
                                     expected: [expected.description],
                                     found: pending.map { world.expected($0.effect, like: expected).description })
        }
        IssueReporter.report(message.text, at: site)
    }


    /// Receives the effects up to `index`.
    private mutating func take(through index: Int) {
        pending.removeSubrange(...index)
    }

    static func reportMalformed(_ error: TraceError, at site: CallSite) {
        IssueReporter.report(FailureMessage(headline: "Malformed expectation: \(error.message)").text, at: site)
    }

    /// Sent text with `expect ` before each line that lacks it (`interface portrait`).
    static func expectations(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            let line = raw.drop { $0 == " " || $0 == "\t" }
            return line.isEmpty || line.hasPrefix("expect ") || line.hasPrefix("#") ? String(raw) : "expect " + line
        }.joined(separator: "\n")
    }

    mutating func check(_ expectation: Expectation, in world: World, _ site: CallSite) {
        recorded.statements.append(.expect(expectation))
        let mismatch = checker.check(expectation, in: world)
        // Under `known-gap` the failure is expected; a pass means the gap closed (as replay).
        if let reason = pendingGap {
            pendingGap = nil
            if mismatch == nil {
                IssueReporter.report(FailureMessage(headline: "Known gap closed: \(expectation.printed()) holds; remove the known-gap line (\(reason))").text, at: site)
            }
            return
        }
        guard let mismatch else { return }
        IssueReporter.report(Self.message(mismatch, headline: "Expectation failed: \(expectation.printed())").text, at: site)
    }

    // MARK: Failure messages

    /// A failure of a trace, with its place: `PATH:LINE:COL` in a file, else the line.
    static func message(_ failure: ReplayFailure, file: String?) -> String {
        let place = file.map { "\($0):\(failure.line):\(failure.column)" } ?? "line \(failure.line) of the trace"
        guard let mismatch = failure.mismatch else { return "\(place): \(failure.message)" }
        let what = failure.kind == .unexpectedCrash ? "the app crashed and no `expect crash` follows the step"
            : "expectation failed"
        return message(mismatch, headline: "\(place): \(what)").text
    }

    /// Expected and found as a diff: list expectations one item per line.
    static func message(_ mismatch: ExpectationMismatch, headline: String) -> FailureMessage {
        var message = FailureMessage(headline: headline)
        if let expected = items(mismatch.expected), mismatch.foundIsSyntax, let found = items(mismatch.found) {
            message.expected = expected
            message.found = found
        } else {
            message.expected = ["expect \(mismatch.expected)"]
            message.found = [mismatch.foundIsSyntax ? "expect \(mismatch.found)" : "(\(mismatch.found))"]
        }
        if let note = mismatch.note { message.fix = ["Note: \(note)."] }
        return message
    }

    /// The items of `calls`, `events` and `posted` expectations; nil for other kinds.
    static func items(_ shown: String) -> [String]? {
        for kind in ["calls ", "events ", "posted "] where shown.hasPrefix(kind) {
            let list = shown.dropFirst(kind.count)
            return list == "none" ? [] : list.split(separator: ",").map(String.init)
        }
        return nil
    }

    /// Effects nobody received, one failure per call that caused them, blamed at that call.
    static func reportUnreceived(_ pending: [PendingEffect], in world: World, when: String, kind: Kind) {
        var start = 0
        while start < pending.count {
            let cause = pending[start].cause
            var end = start + 1
            while end < pending.count, pending[end].cause.line == cause.line, "\(pending[end].cause.fileID)" == "\(cause.fileID)" { end += 1 }
            let group = pending[start..<end]
            var message = FailureMessage(
                headline: "\(FailureMessage.count(group.count, "effect")) caused here \(group.count == 1 ? "was" : "were") not received \(when)",
                found: group.map { world.expected($0.effect).description })
            message.fix = ["To fix, receive \(group.count == 1 ? "it" : "them") after this call, or drop \(group.count == 1 ? "it" : "them") with skipReceived():", ""]
                + group.map { "    " + kind.receive(world.expected($0.effect).swift) }
            IssueReporter.report(message.text, at: cause)
            start = end
        }
    }
}
