// What a test app keeps besides its world: the effects not yet received and who caused them,
// the trace expectations' checker, the parser of sent lines and the session as a trace. The
// actor `TestApp` (events on a world) and the main-actor `UIKitTestApp` (PivotUIKit objects)
// each own one, so both receive, expect, record and finish the same way.

import Pivot
import PivotTrace

struct Harness: Sendable {
    let exhaustivity: Exhaustivity
    /// The log, observers and previous step, shared with replay's expectations.
    var checker: ExpectationChecker
    /// Parses what the test sends, knowing the names the trace declared.
    var parser: IncrementalParser
    /// Everything that ran, as a trace.
    var recorded: Trace
    /// Effects caused and not yet received, oldest first.
    var pending: [PendingEffect] = []
    var finished = false
    /// The call that started each running animation (by its scheduling order), so that what
    /// it causes when it ends is blamed there.
    var animationCauses: [Int: CallSite] = [:]
    /// The reason of a sent `known-gap` line, for the next expectation.
    var pendingGap: String? = nil
    /// Which harness this is: its "To fix" lines are written in its own calls.
    var kind = Kind.testApp

    enum Kind {
        case testApp, uikit
        /// The call that receives an effect, as a test of this harness writes it.
        func receive(_ effect: String) -> String { self == .testApp ? "await app.receive(\(effect))" : "test.receive(\(effect))" }
        /// The call that lets running animations end.
        var runUntilIdle: String { self == .testApp ? "await app.runUntilIdle()" : "test.advance(by: 1)" }
    }

    init(exhaustivity: Exhaustivity, checker: ExpectationChecker, parser: IncrementalParser, recorded: Trace) {
        self.exhaustivity = exhaustivity
        self.checker = checker
        self.parser = parser
        self.recorded = recorded
    }

    /// A sent statement that is not an event: an observer, a mark, an expectation checked now.
    mutating func take(_ statement: Statement, in world: World, _ site: CallSite) {
        switch statement {
        case .event: return
        case .observe(let name):
            checker.observe(name)
            recorded.statements.append(statement)
        case .mark(let label):
            // A test's marks are few: keep the steps after them for `since LABEL` expectations.
            checker.keepsHistory = true
            checker.mark(label)
            recorded.statements.append(statement)
        case .explore:
            recorded.statements.append(statement)
        case .knownGap(let reason):
            pendingGap = reason
            recorded.statements.append(statement)
        case .expect(let expectation):
            check(expectation, in: world, site)
        }
    }

    /// Before a send: what earlier calls caused is no longer receivable; exhaustively it must
    /// have been received. A send after `finish()` is a mistake in the test.
    mutating func beforeSend(_ site: CallSite, in world: World) {
        if finished {
            IssueReporter.report(FailureMessage(headline: "A send after finish(): the app has finished, so nothing it causes is checked").text, at: site)
        } else if exhaustivity == .on {
            Self.reportUnreceived(pending, in: world, when: "before the next send", kind: kind)
        }
        pending.removeAll()
    }

    /// Whether an event may run: after a crash UIKit's app is gone and nothing runs, as replay
    /// skips steps after a crash; the test hears why at the call.
    func mayRun(_ event: Event, nowait: Bool, in world: World, _ site: CallSite) -> Bool {
        guard let crash = world.crash else { return true }
        let printed = Statement.event(event, nowait: nowait).printed()
        IssueReporter.report(FailureMessage(headline: "The app has crashed (\(crash.name)), so `\(printed)` did not run").text, at: site)
        return false
    }

    /// Who is blamed for a step's effects: the call that sent it, or for clock work the call that
    /// started the earliest animation that ended (`running`: the animations before the step).
    mutating func blame(_ site: CallSite, sent: Bool, running: [Int], in world: World) -> CallSite {
        var blame = site
        if !sent {
            let ended = running.filter { order in !world.pending.contains { $0.order == order } }
            if let first = ended.min(), let cause = animationCauses[first] { blame = cause }
        }
        for order in running where !world.pending.contains(where: { $0.order == order }) { animationCauses[order] = nil }
        for work in world.pending where animationCauses[work.order] == nil { animationCauses[work.order] = blame }
        return blame
    }

    /// Reports the events the app refused (a refused event changes nothing and stays out of the
    /// printed session); true when there were none.
    func accepted(_ effects: [Effect], _ printed: @autoclosure () -> String, _ site: CallSite) -> Bool {
        var accepted = true
        for case .rejected(let reason) in effects {
            IssueReporter.report(FailureMessage(headline: "The app rejected `\(printed())`: \(reason)").text, at: site)
            accepted = false
        }
        return accepted
    }

    /// Takes what a step caused: the checker's previous step, the effects to receive, and for a
    /// crash the `expect crash` that makes the printed session replay green (a crash is data).
    mutating func took(_ effects: [Effect], declaration: Bool, blame: CallSite, in world: World) {
        // A controller line is not a step: expectations about the previous step do not see it.
        if declaration { checker.noteLog(effects) } else { checker.stepped(effects) }
        for effect in effects where World.isReceivable(effect) { pending.append(PendingEffect(effect: effect, cause: blame)) }
        if let crash = world.crash, effects.contains(where: { if case .crash = $0 { true } else { false } }) {
            recorded.statements.append(.expect(.crash(name: crash.name, reason: nil)))
        }
    }

    /// Adds a statement to the printed session; a clock step longer than a trace's `wait` may
    /// be (a million seconds) becomes several, up to a thousand.
    mutating func record(_ statement: Statement) {
        guard case .event(.wait(let milliseconds), _) = statement, milliseconds > Self.longestWait else {
            recorded.statements.append(statement)
            return
        }
        var left = milliseconds
        for _ in 0..<1000 where left > 0 {
            recorded.statements.append(.event(.wait(milliseconds: min(left, Self.longestWait)), nowait: false))
            left -= min(left, Self.longestWait)
        }
    }

    static let longestWait = 1_000_000_000

    /// Parses sent text; errors point at the call, counting lines within the text.
    mutating func parse(_ text: String, _ site: CallSite) throws(TraceError) -> Trace {
        let before = parser
        let piece: Trace
        do {
            piece = try parser.parse(text, file: "\(site.fileID)")
        } catch {
            var moved = error
            moved.location.line = Int(site.line) + error.location.line - before.nextLine
            throw moved
        }
        guard piece.header == before.header else {
            parser = before
            throw TraceError(file: "\(site.fileID)", location: PivotTrace.SourceLocation(line: Int(site.line), column: 1),
                             message: "header statements belong in the trace the app starts from")
        }
        return piece
    }

    /// Ends the test: fails for effects left unreceived (blamed at the sends that caused them)
    /// and for animations still running.
    mutating func finish(in world: World, _ site: CallSite) {
        if exhaustivity == .on {
            Self.reportUnreceived(pending, in: world, when: "by the end of the test", kind: kind)
            if !world.pending.isEmpty {
                var message = FailureMessage(headline: "\(FailureMessage.count(world.pending.count, "animation")) still running at the end of the test")
                message.fix = ["To fix, let them end before finish():", "", "    \(kind.runUntilIdle)"]
                IssueReporter.report(message.text, at: site)
            }
        }
        pending.removeAll()
        finished = true
    }
}
