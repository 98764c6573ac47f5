// Replays a parsed trace on the world, step by step, checking expectations as it goes
// (TRACE-FORMAT "pivot replay contract"). Entries stream to a sink so that memory does not grow
// with the trace; `run` collects them for callers that want them all.

import Pivot

/// One line of a replay: a step that ran (or was skipped), a controller declaration, an
/// expectation and its verdict, a mark.
public struct ReplayEntry: Sendable {
    /// `declaration`: a `controller` line, which is not a step (TRACE-FORMAT): what it causes
    /// shows in the timeline, but expectations about "the previous step" do not see it.
    public enum Kind: String, Sendable { case step, skipped, declaration, expect, mark, observe, knownGap = "known_gap" }
    public var line: Int
    public var kind: Kind
    public var statement: Statement
    /// The statement, printed in trace syntax.
    public var text: String { statement.printed() }
    /// What the step or declaration caused.
    public var effects: [Effect]
    /// For expectations: nil when it held, else what was found instead, in trace syntax.
    public var failure: String?
    /// Virtual time after the entry, in milliseconds.
    public var clock: Int
    /// The statement's column (its first word), for diagnostics.
    public var column = 1
    /// For an expectation under `known-gap`: the reason (its failure is then the known gap).
    public var knownGap: String? = nil
}

/// An expectation under `known-gap` that failed as the reason says: Pivot and the report differ.
public struct ReplayKnownGap: Sendable, Hashable {
    public var line: Int
    public var reason: String
    /// What the expectation found, `expected …, got …`.
    public var message: String
    public init(line: Int, reason: String, message: String) { self.line = line; self.reason = reason; self.message = message }
}

public struct ReplayFailure: Sendable, Hashable, CustomStringConvertible {
    /// What failed: an expectation line, a crash no `expect crash` owned, or a step the world
    /// could not apply. The timeline prints the first beside its expectation, the others at
    /// the end.
    public enum Kind: String, Sendable, Hashable { case expectation, unexpectedCrash, rejectedStep }
    public var file: String
    public var line: Int
    public var message: String
    public var kind: Kind
    /// Both sides, for a failed expectation or an unexpected crash.
    package var mismatch: ExpectationMismatch? = nil
    /// Where on the line: the statement's first word.
    public var column = 1
    /// For a failed orientation expectation, why the value found is what it is (printed as
    /// `note:` lines under the diagnostic).
    public var notes: [String] = []
    /// `FILE:LINE:COL: error: MESSAGE`, as a compiler prints it (TRACE-FORMAT v2).
    public var description: String { Diagnostic.heading(file: file, line: line, column: column, message: message) }
    /// The description, then the source line and a caret, then the notes.
    package func rendered(source: [UInt8]?) -> String { rendered(lines: source.map(SourceLines.init)) }

    /// The same with the trace's lines indexed once (a writer quotes many failures).
    package func rendered(lines: SourceLines?) -> String {
        description + (lines.map { $0.excerpt(line: line, column: column) } ?? "") + notes.map { "\nnote: " + $0 }.joined()
    }
}

public struct ReplaySummary: Sendable {
    public var file: String
    public var header: TraceHeader
    public var steps = 0
    public var skipped = 0
    public var expectations = 0
    public var passed = 0
    public var failures: [ReplayFailure] = []
    /// Expectations under `known-gap` that failed: reported, not failures.
    public var knownGaps: [ReplayKnownGap] = []
    public var crash: Crash? = nil
    /// 0 when every expectation held and no crash went unexpected, else 1.
    public var exitCode: Int32 { failures.isEmpty ? 0 : 1 }
}

public struct ReplayResult: Sendable {
    public var summary: ReplaySummary
    public var entries: [ReplayEntry]
    /// The world as the trace left it.
    public var world: World
}

public enum Replay {
    /// Replays a trace and keeps every entry.
    public static func run(_ trace: Trace, file: String) -> ReplayResult {
        var entries: [ReplayEntry] = []
        var session = ReplaySession(trace: trace, file: file)
        let summary = session.run { entry, _ in entries.append(entry) }
        return ReplayResult(summary: summary, entries: entries, world: session.world)
    }

    /// Replays a trace keeping nothing of its steps: its summary and the world it ends in. An
    /// explorer's set-up runs so: keeping every entry kept every step's effects, the square of
    /// a set-up that shows windows and turns them (issue 37).
    public static func end(of trace: Trace, file: String) -> (summary: ReplaySummary, world: World) {
        var session = ReplaySession(trace: trace, file: file)
        let summary = session.run { _, _ in }
        return (summary, session.world)
    }

    /// Replays a trace, handing each entry to `sink` as it happens; returns the summary.
    public static func stream(_ trace: Trace, file: String, sink: (ReplayEntry, World) -> Void) -> ReplaySummary {
        var session = ReplaySession(trace: trace, file: file)
        return session.run(sink)
    }
}

/// The running replay: the world, what the last step did, and the bookkeeping for verdicts.
package struct ReplaySession: Sendable {
    package let trace: Trace
    let file: String
    package private(set) var world: World
    package private(set) var summary: ReplaySummary
    /// The log, the observers and the previous step, for expectations.
    package private(set) var checker = ExpectationChecker()
    var buffer: [Effect] = []
    /// The reason of a `known-gap` line, for the expectation after it.
    var pendingGap: String? = nil
    /// The history entries and index searches the expectations took (linear in the trace).
    package private(set) var historyRead = 0

    package init(trace: Trace, file: String) {
        self.trace = trace
        self.file = file
        // The parser guarantees a catalogue device; iPhoneX is only a guard against misuse of the API.
        let config = trace.header.makeConfig()
            ?? AppConfig(device: DeviceCatalog.all[0], profile: BehaviorProfile(ios: trace.header.ios))
        world = World(config: config)
        summary = ReplaySummary(file: file, header: trace.header)
        checker.keepsHistory = trace.statements.contains(where: \.spansSteps)
    }

    /// Runs every statement, handing each entry and the world after it to `sink`. `beforeStep`
    /// sees the world just before each step (run or skipped) with the step's line: a picture of
    /// the state a step ends is drawn there, so nobody has to keep a world across a step (keeping
    /// one would make the step copy the world's arrays: quadratic over a long trace).
    package mutating func run(beforeStep: (Int, World) -> Void = { _, _ in }, _ sink: (ReplayEntry, World) -> Void) -> ReplaySummary {
        run(statements: trace.statements.indices, beforeStep: beforeStep, sink)
    }

    /// The same for some of the statements (by index), so that several sessions can go through a
    /// trace side by side a stretch at a time; run the stretches in order, without gaps.
    package mutating func run(statements range: Range<Int>, beforeStep: (Int, World) -> Void = { _, _ in },
                             _ sink: (ReplayEntry, World) -> Void) -> ReplaySummary {
        for index in range {
            let statement = trace.statements[index]
            let line = trace.line(of: index)
            switch statement {
            case .event(let event, _) where event.isDeclaration:
                declare(statement, at: index, sink)
            case .event(let event, let nowait):
                beforeStep(line, world)
                if world.crash != nil {
                    summary.skipped += 1
                    checker.lastEffects = []
                    sink(ReplayEntry(line: line, kind: .skipped, statement: statement, effects: [], failure: nil, clock: world.clock), world)
                    continue
                }
                // Two buffers take turns, so a step allocates nothing once they have grown.
                buffer.removeAll(keepingCapacity: true)
                world.apply(event, into: &buffer, settle: !nowait)
                swap(&buffer, &checker.lastEffects)
                checker.steppedInPlace()
                summary.steps += 1
                account(checker.lastEffects, of: "step", at: index)
                sink(ReplayEntry(line: line, kind: .step, statement: statement, effects: checker.lastEffects, failure: nil, clock: world.clock), world)
            case .observe(let name):
                checker.observe(name)
                sink(ReplayEntry(line: line, kind: .observe, statement: statement, effects: [], failure: nil, clock: world.clock), world)
            case .explore:
                // What the explorer may try is not part of the run.
                continue
            case .mark(let label):
                checker.mark(label)
                sink(ReplayEntry(line: line, kind: .mark, statement: statement, effects: [], failure: nil, clock: world.clock), world)
            case .knownGap(let reason):
                pendingGap = reason
                sink(ReplayEntry(line: line, kind: .knownGap, statement: statement, effects: [], failure: nil, clock: world.clock), world)
            case .expect(let expectation) where pendingGap != nil:
                expectGap(expectation, at: index, sink)
            case .expect(let expectation):
                summary.expectations += 1
                let mismatch = checker.check(expectation, in: world, entriesRead: &historyRead)
                let failure = mismatch?.message
                if let failure {
                    summary.failures.append(ReplayFailure(file: file, line: line, message: "expectation failed: \(failure)",
                                                          kind: .expectation, mismatch: mismatch, column: trace.column(of: index),
                                                          notes: world.explanation(for: expectation)))
                } else {
                    summary.passed += 1
                }
                sink(ReplayEntry(line: line, kind: .expect, statement: statement, effects: [], failure: failure, clock: world.clock,
                                 column: trace.column(of: index)), world)
            }
        }
        return summary
    }

    /// An expectation under `known-gap`: its failure is the known gap; its success means Pivot
    /// now agrees with the report, which fails the trace until the line goes (as a known issue
    /// that no longer occurs fails a test).
    mutating func expectGap(_ expectation: Expectation, at index: Int, _ sink: (ReplayEntry, World) -> Void) {
        let line = trace.line(of: index), column = trace.column(of: index)
        let reason = pendingGap ?? ""
        pendingGap = nil
        summary.expectations += 1
        let failure: String
        var gap: String? = nil
        if let mismatch = checker.check(expectation, in: world) {
            summary.knownGaps.append(ReplayKnownGap(line: line, reason: reason, message: mismatch.message))
            failure = mismatch.message
            gap = reason
        } else {
            let message = "known gap closed: the expectation holds, so Pivot now agrees with the report; remove the 'known-gap' line above it (\(reason))"
            summary.failures.append(ReplayFailure(file: file, line: line, message: message, kind: .expectation, column: column))
            failure = message
        }
        sink(ReplayEntry(line: line, kind: .expect, statement: .expect(expectation), effects: [], failure: failure, clock: world.clock,
                         column: column, knownGap: gap), world)
    }

    /// A `controller` line: the controller joins the world (containment callbacks show in the
    /// timeline) without being a step. After a crash there is nothing left to declare into.
    mutating func declare(_ statement: Statement, at index: Int, _ sink: (ReplayEntry, World) -> Void) {
        let line = trace.line(of: index)
        guard case .event(let event, _) = statement, world.crash == nil else {
            sink(ReplayEntry(line: line, kind: .declaration, statement: statement, effects: [], failure: nil, clock: world.clock), world)
            return
        }
        let effects = world.apply(event)
        checker.noteLog(effects)
        account(effects, of: "declaration", at: index)
        sink(ReplayEntry(line: line, kind: .declaration, statement: statement, effects: effects, failure: nil, clock: world.clock), world)
    }

    /// Keeps what a step or declaration reported: console lines, a crash (a failure unless an
    /// `expect crash` accounts for it), rejections.
    mutating func account(_ effects: [Effect], of what: String, at index: Int) {
        let line = trace.line(of: index)
        for effect in effects {
            switch effect {
            case .crash(let crash):
                summary.crash = crash
                if !crashIsExpected(after: index) { reportUnexpectedCrash(crash, at: line, column: trace.column(of: index)) }
            case .rejected where refusalIsExpected(after: index):
                continue
            case .rejected(let reason):
                summary.failures.append(ReplayFailure(file: file, line: line, message: "\(what) rejected: \(reason)", kind: .rejectedStep,
                                                      column: trace.column(of: index)))
            default: break
            }
        }
    }

    /// A crash is expected when an `expect crash` follows its step before the next step
    /// (declarations, marks and other expectations may come between).
    func crashIsExpected(after index: Int) -> Bool {
        follows(index) { if case .crash = $0 { true } else { false } }
    }

    /// A refusal is expected when an `expect refused` follows its step, as a crash is.
    func refusalIsExpected(after index: Int) -> Bool {
        follows(index) { if case .refused = $0 { true } else { false } }
    }

    /// Whether an expectation that `matches` stands after step `index`, before the next step.
    func follows(_ index: Int, _ matches: (Expectation) -> Bool) -> Bool {
        for statement in trace.statements[(index + 1)...] {
            switch statement {
            case .expect(let expectation) where matches(expectation): return true
            case .event(let event, _) where event.isDeclaration: continue
            case .event: return false
            default: continue
            }
        }
        return false
    }

    /// TRACE-FORMAT: reported like a failed `expect no-crash` at the crashing step.
    mutating func reportUnexpectedCrash(_ crash: Crash, at line: Int, column: Int) {
        let mismatch = ExpectationMismatch(expected: "no-crash", found: "crash \(crash.name) \"\(crash.reason)\"", foundIsSyntax: false)
        summary.failures.append(ReplayFailure(file: file, line: line, message: "expectation failed: \(mismatch.message)",
                                              kind: .unexpectedCrash, mismatch: mismatch, column: column))
    }
}
