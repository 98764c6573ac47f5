// The harness over PivotUIKit: a host built from trace lines or from Swift, a library's calls
// (`Toast.show("hi")`) and trace events (`rotate landscapeLeft`) in any order, and the effects
// they caused received, expected and finished as `TestApp` does. The app's objects live on the
// main actor, so this test app does too. Its `trace()` records each library call as a mark
// followed by the events the call caused.

import Pivot
import PivotTrace
import PivotUIKit

/// A host app and a library's window code under test.
///
/// ```swift
/// @MainActor @Test func toastKeepsThePortraitHost() throws {
///     let test = try UIKitTestApp(trace: """
///         device iPhone8
///         ios 12.0
///         plist allButUpsideDown
///         controller home supports=portrait
///         window main root=home
///         show main key
///         launch
///         """)
///     test.call("Toast.show") { Toast.show("hi") }
///     test.skipReceived()
///     try test.send("rotate landscapeLeft")
///     test.skipReceived()
///     test.expect("statusbar orientation=portrait")
///     test.finish()
/// }
/// ```
@preconcurrency @MainActor
public final class UIKitTestApp {
    /// The app the library's code runs in; `call` runs code in its context.
    public let app: PivotApp
    public var world: World { app.world }
    var harness: Harness
    private var calls = 0

    /// A host from trace lines: the header makes the app, the rest runs as `send` runs it (its
    /// controllers answer from their declared options, the library's objects from their code).
    public init(trace text: String, exhaustivity: Exhaustivity = .on,
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) throws(TraceError) {
        var parser = IncrementalParser()
        let trace = try parser.parse(bytes: Array(text.utf8), file: "trace")
        guard let config = trace.header.makeConfig() else {
            throw TraceError(file: "trace", location: PivotTrace.SourceLocation(line: 1, column: 1), message: "no such device")
        }
        app = PivotApp(config: config)
        app.stepLog = []
        var header = trace
        header.statements = []
        harness = Harness(exhaustivity: exhaustivity, checker: ExpectationChecker(), parser: parser, recorded: header)
        harness.kind = .uikit
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        run(trace.statements, site)
        // The set-up's own effects need not be received, as with TestApp.
        harness.pending.removeAll()
    }

    /// A host from Swift: a catalogue device, an iOS version and the Info.plist's orientations;
    /// build its windows and controllers with `call`.
    public convenience init(device: String, ios: String, plist: UIInterfaceOrientationMask? = nil, exhaustivity: Exhaustivity = .on,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) throws(TraceError) {
        let mask = plist.map { "\nplist \($0.rawValue)" } ?? ""
        try self.init(trace: "device \(device)\nios \(ios)\(mask)\ndevice-notifications begin", exhaustivity: exhaustivity,
                      fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Driving

    /// Runs library code (or host code) in the app's context: what it causes is received after,
    /// blamed at this call, and the printed session marks it with `label`.
    @discardableResult
    public func call<T>(_ label: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column, _ body: () throws -> T) rethrows -> T {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        harness.beforeSend(site, in: world)
        calls += 1
        harness.record(.mark("call \(calls): \(label)"))
        harness.parser.note(.mark("call \(calls): \(label)"))
        defer { took(site) }
        return try app.run(body)
    }

    /// Runs trace lines: events, `observe`, `mark` and `expect` lines, as `TestApp.send` does.
    @discardableResult
    public func send(_ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) throws(TraceError) -> [Effect] {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let piece = try harness.parse(text, site)
        if piece.statements.contains(where: { if case .event = $0 { true } else { false } }) { harness.beforeSend(site, in: world) }
        let before = app.effects.count
        run(piece.statements, site)
        return Array(app.effects[before...])
    }

    /// Moves the virtual clock: the engine's animations and the library's delayed work run.
    public func advance(by seconds: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        defer { took(site) }
        app.run { app.advance(by: seconds) }
    }

    private func run(_ statements: [Statement], _ site: CallSite) {
        for statement in statements {
            guard case .event(let event, _) = statement else {
                harness.take(statement, in: world, site)
                continue
            }
            guard harness.mayRun(event, nowait: false, in: world, site) else { continue }
            _ = app.run { app.send(event) }
            took(site)
        }
    }

    /// Takes the steps the engine ran since the last call: each event joins the printed session
    /// and its effects are received; a call's steps are one step for `expect calls` and kin.
    private func took(_ site: CallSite) {
        let steps = app.stepLog ?? []
        app.stepLog = []
        var caused: [Effect] = []
        for (event, effects) in steps {
            guard harness.accepted(effects, Statement.event(event, nowait: false).printed(), site) else { continue }
            harness.record(.event(event, nowait: false))
            // Expectations may name the windows and controllers the library made.
            harness.parser.note(.event(event, nowait: false))
            if event.isDeclaration { harness.took(effects, declaration: true, blame: site, in: world) } else { caused += effects }
        }
        if !caused.isEmpty { harness.took(caused, declaration: false, blame: site, in: world) }
    }

    // MARK: Checking

    /// Takes the next unreceived effect, which must be `expected` (`TestApp.receive`).
    public func receive(_ expected: ExpectedEffect, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) {
        harness.receive(expected, in: world, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Drops every effect not yet received.
    public func skipReceived() { harness.pending.removeAll() }

    /// Checks trace expectations now (`statusbar orientation=portrait`, one per line).
    public func expect(_ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        do {
            _ = try send(Harness.expectations(text), fileID: fileID, filePath: filePath, line: line, column: column)
        } catch {
            Harness.reportMalformed(error, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// The session so far as a trace: the host, each library call as a `mark`, the events it
    /// caused, and every expectation. It replays where the library's controllers answer as
    /// declared ones would; where their code answers otherwise, the marks say which call it was.
    public func trace() -> String { harness.recorded.printed() }

    /// Ends the test: effects left unreceived and animations still running fail it.
    public func finish(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        harness.finish(in: world, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
