// A trap or a hang is a finding: the host's counterexample of `no-trap-or-hang`, the sequence
// that was running when the search stopped (the shortest such, by the breadth-first order) with
// the trap's message or the hang's reason. A trap ends the host's child process; the parent
// reads where it was from the shared progress slot and the message from its stderr. A hang is
// a step past its work budget: the child leaves at once (the library may be looping inside the
// step), the exploring process (no child) stops the host's search after the step.

import Foundation
import Pivot
import PivotTrace
import PivotUIKit

/// What the search is doing now, as the slot and a hang's report tell it.
enum SearchPhase: Int {
    case setup = 0, reset, step, state, property, trace
}

/// Where a host's search is, written before each part of its work that runs library code.
@MainActor
final class SearchTracker {
    struct Hang: Error {}
    let channel: ChildChannel?
    let budget: WorkBudget
    private(set) var snapshot = ProgressSlot.Snapshot()

    init(channel: ChildChannel?, limit: Int) {
        self.channel = channel
        let slot = channel?.isChild == true ? channel?.slot : nil
        // In a child the library may loop inside the step: it leaves at once, the parent says why.
        budget = WorkBudget(limit: limit) {
            guard let slot else { return }
            slot.markHung()
            fflush(nil)
            _exit(HostProcesses.hangExit)
        }
    }

    func at(_ path: [Int], _ phase: SearchPhase, _ result: LibraryHostResult, argument: Int = 0) {
        snapshot.path = path
        snapshot.phase = phase.rawValue
        snapshot.argument = argument
        snapshot.states = result.states
        snapshot.transitions = result.transitions
        channel?.slot?.write(path, phase: phase.rawValue, argument: argument, states: result.states, transitions: result.transitions)
    }
}

/// Why a host's search stopped before its end.
struct SearchStop {
    enum Kind: String { case trap, hang }
    var kind: Kind
    var message: String
    var at: ProgressSlot.Snapshot

    static func hangMessage(_ budget: Int) -> String {
        "a step did more than \(budget) pieces of work (delayed work scheduled or run, clock advances): "
            + "the library re-queues work or loops on the virtual clock"
    }

    /// How a child's end reads: nil for one that finished.
    init?(_ ending: HostProcesses.Ending, stderr: String, budget: Int, stall: Duration, at snapshot: ProgressSlot.Snapshot) {
        at = snapshot
        switch ending {
        case .exited(0): return nil
        case .exited(HostProcesses.hangExit):
            kind = .hang
            message = Self.hangMessage(budget)
        case .exited(let code) where code > 128:
            kind = .trap
            message = Self.trapMessage(stderr) ?? "signal \(Self.signalName(code - 128))"
        case .exited(let code):
            kind = .trap
            message = "the process exited with status \(code)"
        case .signaled(let signal):
            kind = .trap
            message = "killed by signal \(Self.signalName(signal)) (out of memory?)"
        case .stalled:
            kind = .hang
            message = "no progress for \(stall) of wall-clock time, twice: a loop in the library's own code"
        case .tooLong:
            kind = .trap
            message = "its results passed \(HostProcesses.outputLimit >> 20) MiB"
        }
    }

    init(kind: Kind, message: String, at: ProgressSlot.Snapshot) {
        self.kind = kind; self.message = message; self.at = at
    }

    /// The runtime's message from a trapped child's stderr: its `Fatal error` line, or an
    /// exclusivity violation's, addresses left out (they differ from run to run).
    static func trapMessage(_ stderr: String) -> String? {
        let lines = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let line = lines.last { $0.contains("Fatal error") }
            ?? lines.first { $0.hasPrefix("Simultaneous accesses") }
            ?? lines.last { !$0.hasPrefix("Current stack trace") && !($0.first?.isNumber ?? false) }
        guard let line else { return nil }
        return String(line.prefix(500)).replacing(/0x[0-9a-fA-F]+/, with: "0x…")
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGSEGV: "SIGSEGV"
        case SIGKILL: "SIGKILL"
        default: "\(signal)"
        }
    }
}

extension LibraryExplorer {
    /// The name of the property every search checks: no step traps or hangs.
    public static let finishes = "no-trap-or-hang"

    /// A stop as the host's counterexample: the sequence, the message, and what the search
    /// was doing (running a step, `reset:`, reading the state, judging a property).
    func stoppedExample(_ stop: SearchStop, host: LibraryHost, names: [String]) -> LibraryCounterexample {
        let steps = stop.at.path.map { $0 < names.count ? names[$0] : "step \($0)" }
        let doing: String = switch SearchPhase(rawValue: stop.at.phase) ?? .step {
        case .setup: "while the host's set-up ran"
        case .reset: "in `reset:`, before the sequence's first step"
        case .step: steps.last.map { "while step \(steps.count), `\($0)`, ran" } ?? "while the host started"
        case .state: "while the search read the library's state (its objects' stored values, `state:`)"
        case .property: "while judging `\(stop.at.argument < properties.count ? properties[stop.at.argument].name : "?")`"
        case .trace: "while the counterexample's trace was written"
        }
        var example = LibraryCounterexample(property: Self.finishes, host: host, steps: steps,
                                            difference: ["+ \(stop.kind.rawValue): \(stop.message)"],
                                            why: ["the search of this host stopped \(doing); the other hosts were searched on"])
        example.trace = stoppedTrace(example)
        return example
    }

    /// A stop's trace (or a key check's): the host, then the steps and the finding as comments
    /// (replaying it cannot trap: the library's code is not in it).
    func stoppedTrace(_ example: LibraryCounterexample) -> String {
        var lines = (try? TraceParser.parse(example.host.trace, file: example.host.label).printed())?
            .split(separator: "\n").map(String.init) ?? []
        let count = example.steps.count
        lines.append("# explore: `\(example.property)` fails after \(count) step\(count == 1 ? "" : "s") in host \(example.host.label)")
        lines += example.steps.enumerated().map { "# \($0.offset + 1). \($0.element)" }
        lines += example.difference.map { "# " + $0 }
        lines += example.why.map { "# " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Records a child sends

    static func record(of example: LibraryCounterexample, number: Int) -> [String] {
        ["violation", "\(number)", example.property, example.steps.joined(separator: "\n"),
         example.difference.joined(separator: "\n"), example.why.joined(separator: "\n"), example.trace ?? ""]
    }

    static func record(of result: LibraryHostResult) -> [String] {
        ["result", "\(result.states)", "\(result.transitions)", result.exhausted ? "1" : "0", result.skipped ?? ""]
    }

    /// A host's result from what its child left: its findings, and a trap or hang as one more.
    func result(of host: LibraryHost, _ outcome: HostProcesses.Outcome) -> LibraryHostResult {
        var result = LibraryHostResult(host: host)
        var names: [String] = []
        var finished = false
        func example(_ fields: ArraySlice<String>) -> LibraryCounterexample? {
            let f = Array(fields)
            guard f.count == 5 else { return nil }
            func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
            return LibraryCounterexample(property: f[0], host: host, steps: lines(f[1]), difference: lines(f[2]),
                                         why: lines(f[3]), trace: f[4].isEmpty ? nil : f[4])
        }
        for record in outcome.records {
            switch record.first {
            case "steps": names = Array(record.dropFirst())
            case "violation":
                if record.count == 7, let number = Int(record[1]), let found = example(record[2...]) { result.violations[number] = found }
            case "result" where record.count >= 5:
                result.states = Int(record[1]) ?? 0
                result.transitions = Int(record[2]) ?? 0
                result.exhausted = record[3] == "1"
                result.skipped = record[4].isEmpty ? nil : record[4]
                finished = true
            default: continue
            }
        }
        guard let stop = SearchStop(outcome.ending, stderr: outcome.stderr, budget: budget, stall: stall, at: outcome.progress),
              !(finished && outcome.ending == .exited(0)) else { return result }
        result.states = outcome.progress.states
        result.transitions = outcome.progress.transitions
        result.exhausted = false
        result.violations[properties.count] = stoppedExample(stop, host: host, names: names)
        return result
    }
}
