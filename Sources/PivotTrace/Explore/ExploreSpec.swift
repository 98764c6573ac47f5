// From a trace with `explore` lines to what the explorer searches: the set-up (every other
// line, replayed once to make the start world), the events that may happen, the properties to
// check and the depth bound. Counterexamples come back as ready-to-run traces.

import Pivot

public struct ExploreSpec: Sendable {
    /// The trace without its `explore` lines.
    public var setup: Trace
    public var actions: [ExploreAction] = []
    public var checks: [ExploreCheck] = []
    /// `explore depth`, or 6.
    public var depth = 6
    /// `explore host` lines: the host apps to sweep (empty: the set-up's own host only).
    public var hosts = HostSet()

    public init(_ trace: Trace) {
        setup = Trace(header: trace.header)
        for (index, statement) in trace.statements.enumerated() {
            guard case .explore(let directive) = statement else {
                setup.statements.append(statement)
                setup.locations.append(index < trace.locations.count ? trace.locations[index] : SourceLocation(line: 0, column: 0))
                continue
            }
            switch directive {
            case .event(let event, let nowait): actions.append(ExploreAction(event, nowait: nowait))
            case .library(let event, let nowait): actions.append(ExploreAction(event, nowait: nowait, library: true))
            case .depth(let bound): depth = bound
            case .check(let check): if !checks.contains(check) { checks.append(check) }
            case .host(let alternative): hosts.add(alternative)
            }
        }
    }

    /// The set-up replayed: the start world, and what failed on the way (expectations of the
    /// set-up, rejected steps, a crash no `expect crash` owned).
    public func start(file: String) -> (world: World, failures: [ReplayFailure]) {
        let result = Replay.end(of: setup, file: file)
        return (result.world, result.summary.failures)
    }

    /// The model to search: the built-in checks, then `extra` properties from the Swift API.
    /// Fails with the name a check needs that the start world lacks.
    public func model(start: World, depth: Int? = nil, extra: [ExploreProperty] = []) -> Result<ExploreModel, ExploreSpecError> {
        guard actions.count <= Int(UInt16.max) else {
            return .failure(ExploreSpecError(message: "at most \(UInt16.max) explore events (this trace has \(actions.count))"))
        }
        for check in checks {
            if let missing = check.missingName(start) {
                return .failure(ExploreSpecError(message: "'explore check \(check.printed())' needs \(missing), which the set-up did not create"))
            }
        }
        var state = ExploreState(start)
        if checks.contains(where: { if case .leavesHostAlone = $0 { true } else { false } }) {
            // The host's side of the pair: the same app without the library's events.
            let library = start.libraryNames(of: actions.filter(\.library).map(\.event),
                                             host: actions.filter { !$0.library }.map(\.event))
            guard actions.contains(where: \.library) || start.hasLibraryObservers else {
                return .failure(ExploreSpecError(message: "'explore check leaves-host-alone' compares the app with and without "
                    + "the library's events: mark them with 'explore library EVENT' (or declare its observers with 'on … do')"))
            }
            state = ExploreState(pairing: start, library: library)
        }
        // Reactions that loop are a bug wherever they are: checked whenever the library has some.
        let reactions = start.hasLibraryObservers ? [ExploreProperty.reactionsEnd()] : []
        let properties = checks.map { $0.property(in: start) } + reactions + extra
        return .success(ExploreModel(start: state, actions: actions, properties: properties, depth: depth ?? self.depth))
    }

    /// A counterexample as a trace: the set-up, a comment naming the property, the events, and
    /// expectations that hold and show the bad state.
    public func trace(of counterexample: Counterexample, in model: ExploreModel) -> String {
        var lines = setup.printed().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var note = "# explore: `\(counterexample.property)` fails after \(counterexample.path.count) event\(counterexample.path.count == 1 ? "" : "s")"
        if let from = counterexample.shrunkFrom, from != counterexample.path.count { note += " (shrunk from \(from))" }
        lines.append(note)
        for index in counterexample.path {
            let action = model.actions[index]
            lines.append(Statement.event(action.event, nowait: action.nowait).printed())
        }
        if let reason = model.runawayReason(after: counterexample.path) {
            // Replay refuses that last step the same way: the trace replays to the finding.
            lines.append("# the library's reactions never end here: replay rejects the last event (\(reason))")
        }
        let state = model.replay(counterexample.path)
        if let check = checks.first(where: { $0.printed() == counterexample.property }) {
            lines += check.witness(in: state)
            // What the engine decided there, as `pivot why` prints it.
            lines += check.why(in: state, library: library(in: model)).map { "# " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExploreSpec {
    /// The windows and controllers the explored events make or show that are not the host's:
    /// the library's (`explore library`), or, where no event is marked, every explored event's.
    func library(in model: ExploreModel) -> LibraryNames {
        if let names = model.start.host?.library { return names }
        let marked = actions.contains(where: \.library)
        return model.start.world.libraryNames(of: actions.filter { !marked || $0.library }.map(\.event),
                                              host: actions.filter { marked && !$0.library }.map(\.event))
    }
}

public struct ExploreSpecError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
