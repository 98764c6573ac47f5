// Virtual time (SPEC L4): animations take time on a clock of integer milliseconds; what they
// finish with runs when the clock reaches it, same-instant work in the order it was scheduled.
// Nothing reads the wall clock.

/// Work an animation finishes with.
public enum PendingWork: Hashable, Sendable {
    /// didRotate / transitionCompletion for the controllers of one rotation step's windows.
    case rotationDone(RotationCast)
    /// The presented controller appeared; what a full-screen presentation covers disappeared.
    case presentationDone(presented: ControllerID, covered: [ControllerID])
    /// The dismissed controllers leave; the presenter reappears; iOS < 13 calibrates (A8).
    case dismissalDone(stack: [ControllerID], host: ControllerID, calibrates: Bool)
    /// A push or pop finished: appearance ends and containment callbacks close (L1).
    case navigationDone(nav: ControllerID, shown: ControllerID, hidden: ControllerID, push: Bool)
}

public struct ScheduledWork: Hashable, Sendable {
    public var time: Int
    public var order: Int
    public var work: PendingWork
}

/// The virtual clock (L4): the time, the work running animations will finish with, and the
/// counter that orders stacking, root stamps and scheduling.
public struct ClockState: Hashable, Sendable {
    /// Virtual time in milliseconds.
    public internal(set) var now = 0
    /// Monotonic counter for stacking, root stamps and scheduling order.
    var stamp = 0
    /// What running animations will finish with, and when.
    public internal(set) var pending: [ScheduledWork] = []

    mutating func nextStamp() -> Int {
        stamp += 1
        return stamp
    }

    /// Work due `milliseconds` from now, after what is already due then.
    mutating func schedule(_ work: PendingWork, after milliseconds: Int) {
        pending.append(ScheduledWork(time: World.later(now, by: milliseconds), order: nextStamp(), work: work))
    }

    /// The next work due, earliest first, then in scheduling order.
    var nextDue: Int? {
        pending.indices.min { (pending[$0].time, pending[$0].order) < (pending[$1].time, pending[$1].order) }
    }
}

/// Durations of L4, in milliseconds.
enum Duration {
    static let push = 350
    static let presentation = 300
}

extension World {
    mutating func schedule(_ work: PendingWork, after milliseconds: Int) { time.schedule(work, after: milliseconds) }

    var nextPending: Int? { time.nextDue }

    /// Runs every scheduled piece of work, moving the clock to each one's time.
    mutating func runUntilIdle(_ effects: inout Effects) {
        while !crashed, let index = nextPending { runPending(at: index, &effects) }
    }

    /// Moves the clock forward, running what falls due on the way (L4 `wait`).
    mutating func advance(to time: Int, _ effects: inout Effects) {
        while !crashed, let index = nextPending, pending[index].time <= time { runPending(at: index, &effects) }
        setClock(max(clock, time), &effects)
    }

    private mutating func runPending(at index: Int, _ effects: inout Effects) {
        let item = pending.remove(at: index)
        setClock(max(clock, item.time), &effects)
        perform(item.work, &effects)
        // Completions only report; other work may change which window controls (A5).
        if case .rotationDone(let cast) = item.work {
            recycle(turns: cast.turns, members: cast.members)
            return
        }
        commit([], &effects)
    }

    mutating func setClock(_ time: Int, _ effects: inout Effects) {
        guard time != clock else { return }
        clock = time
        effects.append(.changed(.clock(milliseconds: clock)))
    }

    /// A window that turns again while its last rotation is still animating finishes that
    /// rotation first (model decision).
    mutating func finishPendingRotation(of window: WindowID, _ effects: inout Effects) {
        while let index = pending.firstIndex(where: {
            if case .rotationDone(let cast) = $0.work { return cast.turns.contains { $0.window == window } } else { return false }
        }) {
            let item = pending.remove(at: index)
            perform(item.work, &effects)
        }
    }

    mutating func perform(_ work: PendingWork, _ effects: inout Effects) {
        switch work {
        case .rotationDone(let cast):
            recordCompletions(cast, &effects)
            if cast.keyboardReturns && !keyboard.shown { postKeyboard(true, &effects) }
        case .presentationDone(let presented, let covered):
            endAppearance(presented, appearing: true, &effects)
            for c in covered { endAppearance(c, appearing: false, &effects) }
        case .dismissalDone(let stack, let host, let calibrates):
            finishDismissal(stack, host: host, calibrates: calibrates, &effects)
        case .navigationDone(let nav, let shown, let hidden, let push):
            endAppearance(shown, appearing: true, &effects)
            endAppearance(hidden, appearing: false, &effects)
            setInWindow(hidden, false)
            if push {
                call(shown, .didMoveToParent, &effects)
            } else {
                self[hidden].parent = nil
                reanchor(hidden)
                call(hidden, .didMoveToParent, &effects)
            }
            _ = nav
        }
    }
}
