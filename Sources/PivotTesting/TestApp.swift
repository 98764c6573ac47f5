// The test harness (TCA's TestStore is the model): a test builds an app from a trace, sends
// events, receives every effect they caused in order, checks state with trace expectations,
// and finishes. It drives the same transition as replay; Pivot owns the clock, so nothing ever
// waits, and each app is its own actor with nothing shared between tests.

import Foundation
import Pivot
import PivotTrace

/// Whether every effect a step causes must be received (`.on`, the default), or only those a
/// test asks for, in order, skipping the rest (`.off`).
public enum Exhaustivity: Sendable, Hashable { case on, off }

/// An app under test: built from a trace, driven by events, checked effect by effect.
///
/// ```swift
/// @Test func playerForcesLandscape() async throws {
///     let app = try await TestApp(trace: """
///         device iPhone14Pro
///         ios 16.4
///         plist allButUpsideDown
///         controller home supports=portrait
///         controller player supports=allButUpsideDown
///         window main root=home
///         show main key
///         launch
///         present player from=home
///         """)
///     try await app.send("request-geometry main landscapeRight")
///     await app.receive(.notification(.willChangeStatusBarOrientation, orientation: .landscapeRight))
///     await app.receive(.notification(.willChangeStatusBarFrame))
///     await app.receive(.callback("home", .viewWillTransitionToSize))
///     await app.skipReceived()
///     await app.expect("window main orientation=landscapeRight bounds=852x393")
///     await app.finish()
/// }
/// ```
///
/// Every call takes the caller's file and line, so a failure is recorded in the test, through
/// Swift Testing or XCTest, whichever runs it.
public actor TestApp {
    /// The app and its observers: the shell `Runtime` uses, so both deliver alike.
    var shell: AppShell
    /// The app as it is now.
    public var world: World { shell.world }
    public nonisolated let exhaustivity: Exhaustivity
    /// Unreceived effects, expectations, the parser and the printed session (`Harness`).
    var harness: Harness
    /// The notification sequences handed out, each fed by an observer of the shell.
    var streams: [NotificationStream] = []

    /// Builds the app a trace describes and runs it. The trace's own expectations are checked
    /// (a failure is reported at this call, with the trace's line); its effects need not be
    /// received. Throws `TraceError` for malformed text.
    public init(trace text: String, exhaustivity: Exhaustivity = .on,
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) async throws {
        try self.init(bytes: Array(text.utf8), file: nil, exhaustivity: exhaustivity,
                      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Loads a `.trace` file and runs it as `init(trace:)` does; failures name the file's line.
    public init(traceFile url: URL, exhaustivity: Exhaustivity = .on,
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) async throws {
        let data = try Data(contentsOf: url)
        try self.init(bytes: [UInt8](data), file: url.path, exhaustivity: exhaustivity,
                      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private init(bytes: [UInt8], file: String?, exhaustivity: Exhaustivity, site: CallSite) throws {
        var parser = IncrementalParser()
        let trace = try parser.parse(bytes: bytes, file: file ?? "trace")
        var session = ReplaySession(trace: trace, file: file ?? "trace")
        let summary = session.run { _, _ in }
        self.shell = AppShell(world: session.world)
        self.harness = Harness(exhaustivity: exhaustivity, checker: session.checker, parser: parser, recorded: trace)
        self.exhaustivity = exhaustivity
        for failure in summary.failures { IssueReporter.report(Harness.message(failure, file: file), at: site) }
    }

    deinit {
        // A test that forgot `finish()` still hears about what it left unreceived.
        let (harness, world, streams) = (self.harness, self.shell.world, self.streams)
        if !harness.finished && harness.exhaustivity == .on { Harness.reportUnreceived(harness.pending, in: world, when: "by the end of the test", kind: .testApp) }
        for stream in streams { stream.continuation.finish() }
    }

    // MARK: Sending

    /// Runs trace lines: events (a trailing `nowait` leaves animations running), `observe`,
    /// `mark` and `expect` lines. Throws `TraceError` for malformed text, at this call.
    @discardableResult
    public func send(_ text: String, settle: Bool = true,
                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) throws(TraceError) -> [Effect] {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let piece = try harness.parse(text, site)
        if piece.statements.contains(where: { if case .event = $0 { true } else { false } }) { harness.beforeSend(site, in: world) }
        var effects: [Effect] = []
        for statement in piece.statements {
            if case .event(let event, let nowait) = statement {
                effects += step(event, nowait: nowait || !settle, site, sent: true)
            } else {
                harness.take(statement, in: world, site)
            }
        }
        return effects
    }

    /// Applies one event; with `settle: false` its animations keep running.
    @discardableResult
    public func send(_ event: Event, settle: Bool = true,
                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) -> [Effect] {
        harness.parser.note(.event(event, nowait: !settle))
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        harness.beforeSend(site, in: world)
        return step(event, nowait: !settle, site, sent: true)
    }

    /// Moves the virtual clock forward, finishing the animations that fall due (a trace's `wait`).
    @discardableResult
    public func advance(by milliseconds: Int,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> [Effect] {
        // A step of no time matters only when work is due now.
        guard milliseconds > 0 || world.pending.contains(where: { $0.time <= world.clock }) else { return [] }
        let event = Event.wait(milliseconds: max(0, milliseconds))
        harness.parser.note(.event(event, nowait: false))
        return step(event, nowait: false, CallSite(fileID: fileID, filePath: filePath, line: line, column: column), sent: false)
    }

    /// Moves the virtual clock forward by a duration (whole milliseconds; less is rounded down).
    @discardableResult
    public func advance(by duration: Duration,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> [Effect] {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        let milliseconds = seconds < 0 ? 0 : overflow ? Int(Int64.max)
            : Int(whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000).partialValue)
        return advance(by: milliseconds, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Finishes every running animation. In the printed trace it is the `wait` that reaches the
    /// last of them (repeated if finishing one starts another).
    @discardableResult
    public func runUntilIdle(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> [Effect] {
        var effects: [Effect] = []
        while !world.crashed, let last = world.pending.map(\.time).max() {
            effects += advance(by: last - world.clock, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return effects
    }

    /// One step through the world's transition, with everything the harness keeps of it. The
    /// effects of a send are blamed at it; those of clock work at the send that started the
    /// earliest animation that ended.
    private func step(_ event: Event, nowait: Bool, _ site: CallSite, sent: Bool) -> [Effect] {
        guard harness.mayRun(event, nowait: nowait, in: world, site) else { return [] }
        let running = world.pending.map(\.order)
        // The streams hear the step's notifications through the shell's observers.
        let effects = shell.send(event, settle: !nowait)
        let blame = harness.blame(site, sent: sent, running: running, in: world)
        guard harness.accepted(effects, Statement.event(event, nowait: nowait).printed(), site) else { return effects }
        harness.record(.event(event, nowait: nowait))
        harness.took(effects, declaration: event.isDeclaration, blame: blame, in: world)
        return effects
    }

    // MARK: Reading

    /// The session so far as a `.trace` file: the starting trace, then every event, clock step,
    /// observer and expectation in the order they ran. It replays to the same effects.
    public func trace() -> String { harness.recorded.printed() }

    // MARK: Finishing

    /// Ends the test: fails for effects left unreceived (blamed at the sends that caused them)
    /// and for animations still running, and ends every notification sequence.
    public func finish(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        harness.finish(in: world, site)
        for stream in streams {
            shell.removeObserver(stream.observer)
            stream.continuation.finish()
        }
        streams.removeAll()
    }
}
