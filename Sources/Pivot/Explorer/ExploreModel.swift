// What the explorer searches (Stateright's shape): a start state, the actions that may happen
// in any order and any number of times, and named properties that must hold after every step.

/// One event that may happen, as a trace's `explore event` line gives it.
public struct ExploreAction: Hashable, Sendable {
    public var event: Event
    /// Leave its animations running (a trailing `nowait`).
    public var nowait: Bool
    /// The library's, not the host's (`explore library`): the host's side of a paired world
    /// does not take it.
    public var library: Bool
    public init(_ event: Event, nowait: Bool = false, library: Bool = false) {
        self.event = event; self.nowait = nowait; self.library = library
    }

    /// The same action with its own storage for the lists it holds, for a worker thread: two
    /// threads that pass one list around count references on it in turn, and its count's cache
    /// line bounces between the cores.
    func detached() -> ExploreAction {
        func own(_ settings: [ControllerSetting]) -> [ControllerSetting] {
            settings.map { if case .children(let names) = $0 { .children(names.map { String(decoding: Array($0.utf8), as: UTF8.self) }) } else { $0 } }
        }
        switch event {
        case .configure(let name, let settings): return ExploreAction(.configure(name, own(settings)), nowait: nowait, library: library)
        case .declareController(let name, let settings): return ExploreAction(.declareController(name, own(settings)), nowait: nowait, library: library)
        default: return self
        }
    }
}

/// A named property: a predicate over the world after a step (and the step's effects) that must
/// hold. Built-in ones come from the trace language (`explore check`); users add their own.
/// Breadth-first search checks a state once, when it is first reached: a property that reads
/// the effects (which carry no callback records) may miss a violation on another path into the
/// same state, so properties should depend on the world.
public struct ExploreProperty: Sendable {
    public var name: String
    /// Whether it holds in a state (a world, with the host's side when paired).
    public var holds: @Sendable (ExploreState, [Effect]) -> Bool
    /// A property of the world (the library's side of a pair).
    public init(_ name: String, holds: @escaping @Sendable (World, [Effect]) -> Bool) {
        self.name = name; self.holds = { holds($0.world, $1) }
    }
    private init(name: String, holds: @escaping @Sendable (ExploreState, [Effect]) -> Bool) {
        self.name = name; self.holds = holds
    }
    /// A property of the whole state, such as `leaves-host-alone`, which compares both sides.
    public static func state(_ name: String, holds: @escaping @Sendable (ExploreState, [Effect]) -> Bool) -> ExploreProperty {
        ExploreProperty(name: name, holds: holds)
    }

    /// The host observes and hears the same as without the library's events (`ExploreState`).
    public static func leavesHostAlone(_ name: String = "leaves-host-alone") -> ExploreProperty {
        .state(name) { state, _ in state.leavesHostAlone }
    }
}

extension ExploreProperty {
    /// The name of the check a search makes of an app with library reactions (`on … do`).
    public static let reactionsEndName = "reactions-end"

    /// The library's reactions end: no step's reactions loop or run past their budget (as
    /// replay rejects such a step). No state breaks it; the search breaks it at the step it had
    /// to refuse for that reason (`ExploreModel.reactionsRanAway`).
    public static func reactionsEnd() -> ExploreProperty { ExploreProperty(reactionsEndName) { _, _ in true } }
}

/// The shortest sequence of actions (indices into the model's actions) after which a property
/// failed; `shrunkFrom` is the length of the random walk it was shrunk from.
public struct Counterexample: Hashable, Sendable {
    public var property: String
    public var path: [Int]
    public var shrunkFrom: Int? = nil
    public init(property: String, path: [Int], shrunkFrom: Int? = nil) {
        self.property = property; self.path = path; self.shrunkFrom = shrunkFrom
    }
}

/// What a search found and how much of the space it covered.
public struct ExploreReport: Hashable, Sendable {
    /// At most one per property, in the model's property order.
    public var counterexamples: [Counterexample] = []
    /// Distinct states (breadth-first), or steps taken (random walks).
    public var states = 0
    /// Transitions tried, rejected ones included.
    public var transitions = 0
    /// The deepest level reached.
    public var depth = 0
    /// No new state appeared before the depth bound: the whole reachable space was explored.
    public var exhausted = false
    public init() {}
}

public struct ExploreModel: Sendable {
    public var start: ExploreState
    public var actions: [ExploreAction]
    public var properties: [ExploreProperty]
    /// The longest sequence tried.
    public var depth: Int
    public init(start: ExploreState, actions: [ExploreAction], properties: [ExploreProperty], depth: Int = 6) {
        self.start = start; self.actions = actions; self.properties = properties; self.depth = depth
    }
    /// A search from a world on its own.
    public init(start: World, actions: [ExploreAction], properties: [ExploreProperty], depth: Int = 6) {
        self.init(start: ExploreState(start), actions: actions, properties: properties, depth: depth)
    }

    /// The state after a sequence of actions (a rejected one changes nothing).
    public func replay(_ path: some Sequence<Int>) -> ExploreState {
        var state = start
        var buffer: [Effect] = []
        for index in path { _ = step(&state, actions[index], &buffer) }
        return state
    }

    /// Where `reactions-end` is among the properties, if checked.
    var reactionsEnd: Int? { properties.firstIndex { $0.name == ExploreProperty.reactionsEndName } }

    /// Whether a refused step's effects say the library's reactions ran away: a loop, or more
    /// than their budget (the rejections `World.react` makes). Such a step is a finding, not a
    /// guard that refused an event.
    static func reactionsRanAway(_ effects: [Effect]) -> Bool {
        effects.contains { if case .rejected(let reason) = $0 { reason.string.hasPrefix("the library's reactions ") } else { false } }
    }

    /// Why the last action of `path` was refused when the library's reactions ran away there
    /// (`the library's reactions loop: …`); nil when they did not.
    public func runawayReason(after path: [Int]) -> String? {
        guard let last = path.last else { return nil }
        var state = replay(path.dropLast())
        var buffer: [Effect] = []
        guard !step(&state, actions[last], &buffer), Self.reactionsRanAway(buffer) else { return nil }
        for case .rejected(let reason) in buffer { return reason.string }
        return nil
    }

    /// Applies an action (without callback records: the world changes the same); false when
    /// the world refused it, which leaves it unchanged and is no transition.
    /// Inlined into the search's loop: called, it makes the loop copy the world it steps.
    @discardableResult @inline(__always)
    func step(_ state: inout ExploreState, _ action: ExploreAction, _ buffer: inout [Effect]) -> Bool {
        buffer.removeAll(keepingCapacity: true)
        // A paired state compares the callbacks its host's controllers received.
        let paired = state.hostBox != nil
        let clockBefore = state.world.clock
        state.world.apply(action.event, into: &buffer, settle: !action.nowait, recordsCallbacks: paired)
        for case .rejected in buffer { return false }
        if paired {
            state.stepHost(action.event, library: action.library, settle: !action.nowait, clockBefore: clockBefore, effects: buffer)
        }
        return true
    }

    /// The properties (by index) the state breaks after a step, among those asked about.
    func broken(_ state: ExploreState, _ effects: [Effect], among wanted: [Int]) -> [Int] {
        wanted.filter { !properties[$0].holds(state, effects) }
    }
}
