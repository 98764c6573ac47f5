// The explorer over a library's own code: its calls (Swift closures over PivotUIKit) and the
// host's events (trace lines), in every order up to a depth, in every host of a set; after each
// step, properties such as `leaves-host-alone` must hold.
//
// Exact with the library's state: the library's objects cannot be copied, so every sequence is
// run again from a fresh host (its cost: one run of at most `depth` steps a state). Two sequences
// reach the same state when the world, the host's side without the library, and the library's
// state agree; the library's state is what its windows and controllers hold in simple stored
// values (read by reflection) and what `state` returns for the rest (its statics). A state met
// again is not searched again, and the search is breadth-first, so a counterexample is shortest.

import Pivot
import PivotTrace
import PivotUIKit

/// A library's code in every host of a set.
@preconcurrency @MainActor
public struct LibraryExplorer {
    public typealias Action = @MainActor () -> Void

    /// The sweep's name: its results' `file`, and the name of the file PIVOT_EXPLORE_OUT gets.
    let name: String
    let actions: [(name: String, run: Action)]
    let hostEvents: [String]
    let hosts: [LibraryHost]
    let properties: [LibraryProperty]
    let depth: Int
    let reset: Action
    let state: (@MainActor () -> AnyHashable)?
    /// Each host in a child process of its own (HostProcesses.swift), where the platform has them.
    let isolated: Bool
    /// The work one step may cause before it counts as a hang (WorkBudget in PivotUIKit).
    let budget: Int
    /// A child that reports no progress for this long is stopped and run once more.
    let stall: Duration
    /// How far a child's address space may grow past the exploring process's (Linux).
    let memory: Int
    /// The check mode: every Nth merge of two sequences into one state is run again from
    /// scratch, each step after it (0: off; StateKeyCheck.swift).
    let checkEvery: Int

    /// - name: the sweep's name in its results (default: the running Swift Testing test's
    ///   function name, else `library`); give one where a test runs several explorers.
    /// - actions: the library's calls by name, in the order the report lists them.
    /// - hostEvents: trace lines the host may send (`rotate landscapeLeft`, `present modal from=home`).
    /// - reset: brings the library's static state back to its start: run before every sequence,
    ///   inside the fresh host app's context (`UIApplication.shared` is that host's), before its
    ///   first step.
    /// - state: the library's state that its windows and controllers do not hold (its statics).
    /// - isolated: each host searched in a child process, so a trap is that host's finding
    ///   (false: in this process, where a trap ends it).
    /// - budget: how much work (delayed closures scheduled or run, clock advances) one step may
    ///   cause before the search reports it as a hang.
    /// - stall: the wall-clock backstop for a child that makes no progress at all.
    /// - memory: how many bytes a host's child may add to the exploring process's address space
    ///   (Linux): past it an allocation traps, that host's finding.
    /// - checkEvery: the check mode: every Nth time two sequences reach one state key, both are
    ///   run again with each step after them, and `key-determines-future` fails where a step
    ///   takes them apart (the key missed some of the library's state); 0 (the default) is off.
    public init(name: String? = nil, actions: KeyValuePairs<String, Action>, hostEvents: [String] = LibraryHost.defaultEvents,
                hosts: [LibraryHost] = LibraryHost.common, properties: [LibraryProperty] = [.leavesHostAlone()],
                depth: Int = 4, reset: @escaping Action = {}, state: (@MainActor () -> AnyHashable)? = nil,
                isolated: Bool = true, budget: Int = 100_000, stall: Duration = .seconds(60),
                memory: Int = 8 << 30, checkEvery: Int = 0) {
        self.name = name ?? Self.testName
        self.actions = actions.map { ($0.key, $0.value) }
        self.hostEvents = hostEvents
        self.hosts = hosts
        self.properties = properties
        self.depth = depth
        self.reset = reset
        self.state = state
        self.isolated = isolated
        self.budget = max(1, budget)
        self.stall = stall
        self.memory = max(1 << 28, memory)
        self.checkEvery = max(0, checkEvery)
    }

    /// Searches every host, or this shard's share of them (`Shard.fromEnvironment()`: a CI job's),
    /// `jobs` hosts at a time in child processes (default: the machine's active cores). The
    /// results are in host order and the same for any `jobs`. With PIVOT_EXPLORE_OUT=DIR set,
    /// the result is also written there (`writeIfAsked`).
    public func run(shard: Shard = .all, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> LibraryReport {
        var report = LibraryReport(self, shard: shard)
        let owned = hosts.indices.filter { shard.owns($0) }
        if isolated && HostProcesses.available {
            // One host set up here first: the runtime's type metadata the children need exists
            // before any fork, so fewer of them wait on a lock another thread held (HostProcesses.swift).
            if let first = owned.first { _ = try? HostSetup(hosts[first], events: hostEvents) }
            let outcomes = HostProcesses.run(owned, jobs: jobs, stall: stall, memory: memory) { index, channel in
                let result = search(hosts[index], channel: channel)
                channel.send(Self.record(of: result))
            }
            for index in owned {
                guard let outcome = outcomes[index] else { continue }
                var found = result(of: hosts[index], outcome)
                found.cpuSeconds = outcome.cpuSeconds
                report.add(found, index: index)
            }
        } else {
            for index in owned { report.add(search(hosts[index]), index: index) }
        }
        report.writeIfAsked()
        return report
    }

    /// A counterexample as a trace: its host, each call marked and the events it caused, the
    /// host events, and the `+` expectations that hold at its end. Replayed by `pivot replay`,
    /// the library's controllers answer as declared ones (UIKit's defaults), not as its code.
    public func trace(of example: LibraryCounterexample) -> String {
        guard let test = try? UIKitTestApp(trace: example.host.trace, exhaustivity: .off) else { return example.host.trace }
        test.app.run { reset() }
        for step in example.steps {
            if step.hasPrefix("call "), let action = actions.first(where: { "call " + $0.name == step }) {
                test.call(action.name) { action.run() }
            } else {
                _ = try? test.send(step)
            }
        }
        // A crash's line names its reason as text; the session records its own `expect crash`.
        for line in example.difference where line.hasPrefix("+ expect ") && !line.hasPrefix("+ expect crash ") {
            test.expect(String(line.dropFirst(2)))
        }
        test.finish()
        return test.trace()
    }

    // MARK: One host

    /// A step of a sequence: a library call or a host event.
    enum Step {
        case call(Int)
        case host(Event, text: String)
    }

    /// One host's breadth-first search. In a child process `channel` hears where it is and
    /// what it finds as it goes; a hang (a step past its work budget) ends it as a finding.
    func search(_ host: LibraryHost, channel: ChildChannel? = nil) -> LibraryHostResult {
        var result = LibraryHostResult(host: host)
        let setup: HostSetup
        do {
            setup = try HostSetup(host, events: hostEvents)
        } catch {
            result.skipped = "its trace does not parse: \(error.message)"
            return result
        }
        let steps = actions.indices.map(Step.call) + setup.events.map { Step.host($0.event, text: $0.text) }
        let names = steps.map(name(of:))
        channel?.send(["steps"] + names)
        let tracker = SearchTracker(channel: channel, limit: budget)
        let outer = PivotApp.workBudget
        PivotApp.workBudget = tracker.budget
        defer { PivotApp.workBudget = outer }
        do {
            try explore(setup, steps, host, tracker, &result)
        } catch {
            let stop = SearchStop(kind: .hang, message: SearchStop.hangMessage(budget), at: tracker.snapshot)
            result.states = tracker.snapshot.states
            result.transitions = tracker.snapshot.transitions
            let example = stoppedExample(stop, host: host, names: names)
            result.violations[properties.count] = example
            channel?.send(Self.record(of: example, number: properties.count))
        }
        return result
    }

    private func explore(_ setup: HostSetup, _ steps: [Step], _ host: LibraryHost, _ tracker: SearchTracker,
                         _ result: inout LibraryHostResult) throws(SearchTracker.Hang) {
        var twins: [[Int]: Twin] = [:]
        let startTwin = twin(setup, [], steps, &twins)
        guard let startApp = try replay(setup, [], steps, tracker, result) else {
            result.skipped = setup.failure ?? "its own set-up fails"
            return
        }
        tracker.at([], .state, result)
        var seen: Set<StateKey> = [key(of: startApp, twin: startTwin)]
        var frontier: [(path: [Int], twin: Twin?)] = [([], startTwin)]
        var keys: [StateKey] = [seen.first!]
        // For the check mode: the sequence that first reached each key, and the merges so far.
        var pathOf: [StateKey: [Int]] = checkEvery > 0 ? [seen.first!: []] : [:]
        var merges = 0
        for _ in 0..<depth where !frontier.isEmpty {
            var next: [(path: [Int], twin: Twin?)] = []
            var nextKeys: [StateKey] = []
            for (parent, parentKey) in zip(frontier, keys) {
                // One app at the parent's state serves its children until a step changes the
                // state: a step that leaves the key alone leaves the app where it was.
                var live: PivotApp?
                for index in steps.indices {
                    let candidate = parent.path + [index]
                    result.transitions += 1
                    // A library call leaves the host on its own where it was.
                    let twin = if case .host = steps[index] { self.twin(setup, candidate, steps, &twins) } else { parent.twin }
                    if live == nil { live = try replay(setup, parent.path, steps, tracker, result) }
                    guard let app = live else { continue }
                    tracker.at(candidate, .step, result)
                    try perform(steps[index], in: app, tracker)
                    tracker.at(candidate, .state, result)
                    let key = key(of: app, twin: twin)
                    let known = key == parentKey ? parent.path : checkEvery > 0 ? pathOf[key] : nil
                    if checkEvery > 0, let known, result.violations[properties.count + 1] == nil {
                        merges += 1
                        if merges % checkEvery == 0 {
                            // The check's runs reset the library: the live app is no longer its own.
                            live = nil
                            if let example = try checkMerge(known, candidate, setup, steps, host, &twins, tracker, result) {
                                result.violations[properties.count + 1] = example
                                tracker.channel?.send(Self.record(of: example, number: properties.count + 1))
                            }
                        }
                    }
                    if key == parentKey { continue }
                    live = nil
                    guard seen.insert(key).inserted else { continue }
                    if checkEvery > 0 { pathOf[key] = candidate }
                    result.states += 1
                    next.append((candidate, twin))
                    nextKeys.append(key)
                    for (number, property) in properties.enumerated() where result.violations[number] == nil {
                        tracker.at(candidate, .property, result, argument: number)
                        if !property.settled {
                            guard property.broken(app, twin) != nil else { continue }
                        }
                        // The counterexample from a fresh run of its own steps, whose why is theirs
                        // alone; a settled property's run goes on until the library is done.
                        guard let fresh = try replay(setup, candidate, steps, tracker, result) else { continue }
                        let waited = property.settled ? try settle(fresh, tracker) : 0
                        tracker.at(candidate, .property, result, argument: number)
                        guard let broken = property.broken(fresh, twin) else { continue }
                        var example = counterexample(property, broken, host, candidate, steps, fresh)
                        if property.settled {
                            example.why.append("judged once the library had settled: its delayed work and the animations ran, the clock moved on \(waited) ms")
                        }
                        tracker.at(candidate, .trace, result)
                        example.trace = resultTrace(of: example)
                        result.violations[number] = example
                        tracker.channel?.send(Self.record(of: example, number: number))
                    }
                }
            }
            frontier = next
            keys = nextKeys
        }
        result.exhausted = frontier.isEmpty
    }

    /// A sequence run on a fresh host, `reset` first in its context; nil when the host's own
    /// set-up fails.
    func replay(_ setup: HostSetup, _ path: [Int], _ steps: [Step], _ tracker: SearchTracker,
                        _ result: LibraryHostResult) throws(SearchTracker.Hang) -> PivotApp? {
        guard let app = setup.makeApp() else { return nil }
        tracker.at(path, .reset, result)
        app.run { reset() }
        tracker.at(path, .step, result)
        for index in path { try perform(steps[index], in: app, tracker) }
        return app
    }

    /// One step in the app's context, within the step's work budget.
    private func perform(_ step: Step, in app: PivotApp, _ tracker: SearchTracker) throws(SearchTracker.Hang) {
        tracker.budget.refill()
        app.run { perform(step, in: app) }
        if tracker.budget.isSpent { throw SearchTracker.Hang() }
    }

    /// Moves the clock on until the app's delayed work and the engine's animations are over (a
    /// repeating timer: 64 rounds), within one step's budget; how far it moved, in milliseconds.
    private func settle(_ app: PivotApp, _ tracker: SearchTracker) throws(SearchTracker.Hang) -> Int {
        tracker.budget.refill()
        let start = app.world.clock
        app.run {
            for _ in 0..<64 {
                let work = app.pendingWorkSignature
                let animations = (app.world.pending.map(\.time).max() ?? app.world.clock) - app.world.clock
                guard !work.isEmpty || animations > 0, !tracker.budget.isSpent else { break }
                app.advance(by: Double(max(work.max() ?? 0, animations, 0)) / 1000)
            }
        }
        if tracker.budget.isSpent { throw SearchTracker.Hang() }
        return app.world.clock - start
    }

    private func perform(_ step: Step, in app: PivotApp) {
        switch step {
        case .call(let action): actions[action].run()
        case .host(let event, _): app.send(event)
        }
    }

    func name(of step: Step) -> String {
        switch step {
        case .call(let action): "call \(actions[action].name)"
        case .host(_, let text): text
        }
    }

    /// The state's identity: the world, the host on its own, and what the library keeps (its
    /// objects' values, its observers, its delayed work and its `state`).
    func key(of app: PivotApp, twin: Twin?) -> StateKey {
        let library = app.run {
            LibraryDigest(app.madeObjects, statics: app.statics.snapshot, extra: state?(), observers: app.notificationCenter.observerSignature,
                          pending: app.pendingWorkSignature)
        }
        return StateKey(world: app.world.fingerprint, twin: twin?.fingerprint, library: library)
    }

    /// The host on its own after the host events of a sequence (what `leaves-host-alone`
    /// compares with), kept by those events.
    func twin(_ setup: HostSetup, _ path: [Int], _ steps: [Step], _ cache: inout [[Int]: Twin]) -> Twin? {
        guard properties.contains(where: \.needsTwin) else { return nil }
        let hostOnly = path.filter { if case .host = steps[$0] { true } else { false } }
        if let known = cache[hostOnly] { return known }
        guard let app = setup.makeApp() else { return nil }
        app.run {
            for index in hostOnly { if case .host(let event, _) = steps[index] { app.send(event) } }
        }
        let world = app.world
        let names = world.hostNames()
        let twin = Twin(fingerprint: world.fingerprint, windows: names.windows, controllers: names.controllers,
                        observation: world.hostObservation(windows: names.windows, controllers: names.controllers))
        cache[hostOnly] = twin
        return twin
    }

    func counterexample(_ property: LibraryProperty, _ broken: [String], _ host: LibraryHost, _ path: [Int],
                        _ steps: [Step], _ app: PivotApp) -> LibraryCounterexample {
        let words = path.map { name(of: steps[$0]) }
        // A property of the library's own: what it read, the engine's decisions being another matter.
        if property.why == .lines {
            let why = broken.filter { $0.hasPrefix("+ # ") }.map { String($0.dropFirst(4)) }
            return LibraryCounterexample(property: property.name, host: host, steps: words, difference: broken, why: why)
        }
        if property.why == .values {
            let values = broken.first.flatMap { line in line.range(of: " does not hold: ").map { String(line[$0.upperBound...]) } }
            let why = values.map { "`\(property.name)` read: \($0)" }
                ?? "`\(property.name)` returned false (return what it read too: `.holds(name) { app in (holds, \"values\") }`)"
            return LibraryCounterexample(property: property.name, host: host, steps: words, difference: broken, why: [why])
        }
        // In the app's context: the why asks the library's controllers, whose code may read UIApplication.shared.
        let why = app.run {
            var why = app.world.whyInterfaceLines
            // A controller the library presents over the host's root, or its own window, decided.
            why += app.world.controllingDecisionLines(library: app.madeNames)
            if broken.contains(where: { $0.contains("statusbar") }) { why += app.world.statusBarExplanation }
            if broken.contains(where: { $0.contains("expect key") || $0.contains("# level ") }) { why += app.world.stackingExplanation }
            return why
        }
        return LibraryCounterexample(property: property.name, host: host, steps: words, difference: broken, why: why)
    }
}

