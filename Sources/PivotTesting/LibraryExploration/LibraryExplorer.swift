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

    /// - name: the sweep's name in its results (default: the running Swift Testing test's
    ///   function name, else `library`); give one where a test runs several explorers.
    /// - actions: the library's calls by name, in the order the report lists them.
    /// - hostEvents: trace lines the host may send (`rotate landscapeLeft`, `present modal from=home`).
    /// - reset: brings the library's static state back to its start (run before every sequence).
    /// - state: the library's state that its windows and controllers do not hold (its statics).
    public init(name: String? = nil, actions: KeyValuePairs<String, Action>, hostEvents: [String] = LibraryHost.defaultEvents,
                hosts: [LibraryHost] = LibraryHost.common, properties: [LibraryProperty] = [.leavesHostAlone()],
                depth: Int = 4, reset: @escaping Action = {}, state: (@MainActor () -> AnyHashable)? = nil) {
        self.name = name ?? Self.testName
        self.actions = actions.map { ($0.key, $0.value) }
        self.hostEvents = hostEvents
        self.hosts = hosts
        self.properties = properties
        self.depth = depth
        self.reset = reset
        self.state = state
    }

    /// Searches every host, or this shard's share of them (`Shard.fromEnvironment()`: a CI job's).
    /// With PIVOT_EXPLORE_OUT=DIR set, the result is also written there (`writeIfAsked`).
    public func run(shard: Shard = .all) -> LibraryReport {
        var report = LibraryReport(self, shard: shard)
        for (index, host) in hosts.enumerated() where shard.owns(index) {
            report.add(search(host), index: index, from: self)
        }
        report.writeIfAsked()
        return report
    }

    /// A counterexample as a trace: its host, each call marked and the events it caused, the
    /// host events, and the `+` expectations that hold at its end. Replayed by `pivot replay`,
    /// the library's controllers answer as declared ones (UIKit's defaults), not as its code.
    public func trace(of example: LibraryCounterexample) -> String {
        guard let test = try? UIKitTestApp(trace: example.host.trace, exhaustivity: .off) else { return example.host.trace }
        reset()
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

    func search(_ host: LibraryHost) -> LibraryHostResult {
        var result = LibraryHostResult(host: host)
        let setup: HostSetup
        do {
            setup = try HostSetup(host, events: hostEvents)
        } catch {
            result.skipped = "its trace does not parse: \(error.message)"
            return result
        }
        let steps = actions.indices.map(Step.call) + setup.events.map { Step.host($0.event, text: $0.text) }
        var twins: [[Int]: Twin] = [:]
        let startTwin = twin(setup, [], steps, &twins)
        guard let start = run(setup, [], steps, twin: startTwin) else {
            result.skipped = setup.failure ?? "its own set-up fails"
            return result
        }
        var seen: Set<StateKey> = [start.key]
        var frontier: [(path: [Int], key: StateKey, twin: Twin?)] = [([], start.key, startTwin)]
        for _ in 0..<depth where !frontier.isEmpty {
            var next: [(path: [Int], key: StateKey, twin: Twin?)] = []
            for parent in frontier {
                // One app at the parent's state serves its children until a step changes the
                // state: a step that leaves the key alone leaves the app where it was.
                var live: PivotApp?
                for index in steps.indices {
                    let candidate = parent.path + [index]
                    result.transitions += 1
                    // A library call leaves the host on its own where it was.
                    let twin = if case .host = steps[index] { self.twin(setup, candidate, steps, &twins) } else { parent.twin }
                    guard let app = live ?? replay(setup, parent.path, steps) else { continue }
                    live = app
                    let key = apply(steps[index], to: app, twin: twin)
                    if key == parent.key { continue }
                    live = nil
                    guard seen.insert(key).inserted else { continue }
                    result.states += 1
                    next.append((candidate, key, twin))
                    for (number, property) in properties.enumerated() where result.violations[number] == nil {
                        guard property.broken(app, twin) != nil else { continue }
                        // The counterexample from a fresh run of its own steps, whose why is theirs alone.
                        guard let fresh = replay(setup, candidate, steps),
                              let broken = property.broken(fresh, twin) else { continue }
                        result.violations[number] = counterexample(property, broken, host, candidate, steps, fresh)
                    }
                }
            }
            frontier = next
        }
        result.exhausted = frontier.isEmpty
        return result
    }

    /// A sequence run on a fresh host: the app it leaves and its state's identity; nil when the
    /// host's own set-up fails.
    func run(_ setup: HostSetup, _ path: [Int], _ steps: [Step], twin: Twin?) -> (app: PivotApp, key: StateKey)? {
        replay(setup, path, steps).map { ($0, key(of: $0, twin: twin)) }
    }

    /// A sequence run on a fresh host, with the library's statics reset first.
    func replay(_ setup: HostSetup, _ path: [Int], _ steps: [Step]) -> PivotApp? {
        reset()
        guard let app = setup.makeApp() else { return nil }
        app.run {
            for index in path { perform(steps[index], in: app) }
        }
        return app
    }

    /// One more step of a sequence, and the identity of the state it leaves.
    func apply(_ step: Step, to app: PivotApp, twin: Twin?) -> StateKey {
        app.run { perform(step, in: app) }
        return key(of: app, twin: twin)
    }

    private func perform(_ step: Step, in app: PivotApp) {
        switch step {
        case .call(let action): actions[action].run()
        case .host(let event, _): app.send(event)
        }
    }

    /// The state's identity: the world, the host on its own, and what the library keeps (its
    /// objects' values, its observers, its delayed work and its `state`).
    private func key(of app: PivotApp, twin: Twin?) -> StateKey {
        let library = app.run {
            LibraryDigest(app.madeObjects, extra: state?(), observers: app.notificationCenter.observerSignature,
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
        let windows = world.windows.filter { !$0.released }.map(\.name)
        let controllers = world.controllers.indices.filter { world.windowOf(ControllerID($0)) != nil }.map { world.controllers[$0].name }
        let twin = Twin(fingerprint: world.fingerprint, windows: windows, controllers: controllers,
                        observation: world.hostObservation(windows: windows, controllers: controllers))
        cache[hostOnly] = twin
        return twin
    }

    func counterexample(_ property: LibraryProperty, _ broken: [String], _ host: LibraryHost, _ path: [Int],
                        _ steps: [Step], _ app: PivotApp) -> LibraryCounterexample {
        let words = path.map { index -> String in
            switch steps[index] {
            case .call(let action): "call \(actions[action].name)"
            case .host(_, let text): text
            }
        }
        // In the app's context: the why asks the library's controllers, whose code may read UIApplication.shared.
        let why = app.run {
            var why = app.world.whyInterfaceLines
            if broken.contains(where: { $0.contains("statusbar") }) { why += app.world.statusBarExplanation }
            if broken.contains(where: { $0.contains("expect key") }) { why += app.world.stackingExplanation }
            return why
        }
        return LibraryCounterexample(property: property.name, host: host, steps: words, difference: broken, why: why)
    }
}

/// The identity of a search state (see the top of the file).
struct StateKey: Hashable {
    var world: UInt64
    var twin: UInt64?
    var library: LibraryDigest
}

/// The host on its own: its state's fingerprint and what it observes.
struct Twin {
    var fingerprint: UInt64
    var windows: [String]
    var controllers: [String]
    var observation: HostObservation
}

/// A host's trace, parsed once, and its events; `makeApp` builds it afresh for every sequence.
@MainActor
struct HostSetup {
    /// The host once set up: every sequence starts from a copy (its objects are stand-ins, made
    /// afresh by each app). Nil when the set-up crashes.
    private var start: World?
    let events: [(event: Event, text: String)]
    private(set) var failure: String?

    init(_ host: LibraryHost, events texts: [String]) throws(TraceError) {
        var parser = IncrementalParser()
        let trace = try parser.parse(host.trace, file: host.label)
        guard let config = trace.header.makeConfig() else {
            throw TraceError(file: host.label, location: PivotTrace.SourceLocation(line: 1, column: 1), message: "no such device")
        }
        let statements = trace.statements.compactMap { if case .event(let event, _) = $0 { event } else { nil } }
        // A host event that names what this host lacks (`nav` in a plain host) is left out here.
        events = texts.compactMap { text in
            var copy = parser
            guard let piece = try? copy.parse(text, file: "host events"),
                  case .event(let event, _)? = piece.statements.first else { return nil }
            return (event, text)
        }
        failure = nil
        let app = PivotApp(config: config)
        app.run { for event in statements { app.send(event) } }
        if let crash = app.crash { failure = "its own set-up crashes: \(crash.name)" } else { start = app.world }
    }

    /// A fresh app of the host; nil when its set-up crashes.
    func makeApp() -> PivotApp? { start.map(PivotApp.init(world:)) }
}

extension Shard {
    /// `PIVOT_SHARD=2/8` (the third of eight), or the whole search: a CI job's share of a sweep
    /// run from a Swift test.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Shard {
        guard let value = environment["PIVOT_SHARD"], let slash = value.firstIndex(of: "/"),
              let index = Int(value[..<slash]), let count = Int(value[value.index(after: slash)...]),
              count > 0, (0..<count).contains(index) else { return .all }
        return Shard(index: index, count: count)
    }
}
