// Who hears a window's rotation, and what (SPEC L2, L3).

/// Everyone who hears one rotation step, in order, window by window: controllers on screen get
/// every callback; those covered by a full-screen presentation only viewWillTransitionToSize
/// (iOS ≥ 8, quarter turns, L3). One flat list, so a rotation allocates little.
public struct RotationCast: Hashable, Sendable {
    /// One turning window of the step.
    public struct Turn: Hashable, Sendable {
        public var window: WindowID
        public var from: InterfaceOrientation
        public var to: InterfaceOrientation
        /// A resize's new size (P2, A15); nil for a rotation, whose size follows the orientation.
        public var size: Size? = nil
    }
    public struct Member: Hashable, Sendable {
        public var controller: ControllerID
        /// Index of the turn (window) in the step.
        public var turn: Int
        public var covered: Bool
        /// Uses the pre-iOS 8 callbacks.
        public var legacy: Bool
    }
    public var turns: [Turn] = []
    public var members: [Member] = []
    /// Set for a resize (P2): whether the size classes change; a rotation works it out itself.
    public var resizeChangesTraits: Bool? = nil
    /// K2: the keyboard was hidden for the rotation and shows again when it ends.
    public var keyboardReturns = false

    init(turns: [Turn] = []) { self.turns = turns }
}

extension World {
    /// The first controller of a window's chain whose view shows: the root, or the last
    /// presentation that takes its presenter's view out of the window (L1).
    func firstShown(in window: WindowID) -> ControllerID? {
        guard let root = self[window].root else { return nil }
        var first = root
        var current = root
        while let p = self[current].presented {
            if removesPresenter(p.style) { first = p.controller }
            current = p.controller
        }
        return first
    }

    /// Adds every turning window's controllers to the cast, window by window.
    func addMembers(to cast: inout RotationCast) {
        for index in cast.turns.indices { addToCast(&cast, window: cast.turns[index].window, turn: index) }
    }

    /// Adds one turning window's controllers to the cast.
    func addToCast(_ cast: inout RotationCast, window: WindowID, turn: Int) {
        guard let root = self[window].root, let first = firstShown(in: window) else { return }
        let from = cast.turns[turn].from, to = cast.turns[turn].to
        // Covered presenters hear a size change: a quarter turn, or a resize (L3, P2).
        if profile.hasSizeTransitions && (Self.quarterTurns(from, to) % 2 == 1 || cast.resizeChangesTraits != nil) {
            var current: ControllerID? = root
            while let c = current, c != first {
                if let target = callbackTarget(c), self[target].inWindow {
                    cast.members.append(.init(controller: target, turn: turn, covered: true, legacy: false))
                }
                current = self[c].presented?.controller
            }
        }
        var current: ControllerID? = first
        while let c = current {
            // A15: a split controller's shown primary column turns with its secondary.
            if let primary = firstSplitPrimary(in: c), let target = callbackTarget(primary), self[target].appearance != .disappeared {
                let legacy = !profile.hasSizeTransitions || self[target].options.legacy
                cast.members.append(.init(controller: target, turn: turn, covered: false, legacy: legacy))
            }
            if let target = callbackTarget(c), self[target].appearance != .disappeared {
                let legacy = !profile.hasSizeTransitions || self[target].options.legacy
                cast.members.append(.init(controller: target, turn: turn, covered: false, legacy: legacy))
            }
            current = self[c].presented?.controller
        }
    }

    /// A15: inside a split controller on iOS 8 a controller that implements the legacy rotation
    /// callbacks hears each of them twice (openradar 19810773, with a log).
    @inline(__always)
    func legacyCallsDoubled(_ id: ControllerID) -> Bool {
        hasSplits && profile.splitDoublesLegacyRotation && self[id].parent.map { self[$0].options.kind == .split } == true
    }

    /// iPhones change size class between portrait and landscape; iPads never do.
    func sizeClassChanges(_ a: InterfaceOrientation, _ b: InterfaceOrientation) -> Bool {
        if model.isPhone { return a.isPortrait != b.isPortrait }
        // A15: a split's width class may differ between the orientations.
        return multitaskMode != .full
            && Self.multitaskClass(multitaskWidth(multitaskMode, in: a)) != Self.multitaskClass(multitaskWidth(multitaskMode, in: b))
    }

    /// Before the geometry changes: willRotate (legacy, old values) or
    /// willTransitionToTraitCollection and viewWillTransitionToSize. UIKit passes the transition
    /// down from the window's root, so covered presenters come first.
    func willRotate(_ cast: RotationCast, _ effects: inout Effects) {
        guard effects.recordsCallbacks else { return }
        let bar = statusBarHeight
        // The window's size after the turn, worked out once per turn (members come turn by turn).
        var sizedTurn = -1, windowSize = Size(0, 0)
        var traits = TraitChanges()
        for m in cast.members {
            let turn = cast.turns[m.turn]
            let now = reading(of: m.controller, in: turn.window, statusBarHeight: bar)
            if m.turn != sizedTurn && !m.legacy { sizedTurn = m.turn; windowSize = newWindowSize(turn) }
            if m.covered {
                effects.record(m.controller, .viewWillTransitionToSize, now, size: transitionSize(turn, windowSize, now))
            } else if m.legacy {
                effects.record(m.controller, .willRotate, now)
                if legacyCallsDoubled(m.controller) { effects.record(m.controller, .willRotate, now) }
            } else {
                if traits.change(for: m.turn, of: cast, in: self) {
                    effects.record(m.controller, .willTransitionToTraitCollection, now)
                }
                effects.record(m.controller, .viewWillTransitionToSize, now, size: transitionSize(turn, windowSize, now))
            }
        }
    }

    /// The size viewWillTransitionToSize passes: the window's size after the turn (the resize's,
    /// or the view's bounds turned a quarter), less what the view leaves out of the window now
    /// (a sheet keeps its margins: model decision).
    @inline(__always)
    private func transitionSize(_ turn: RotationCast.Turn, _ window: Size, _ now: ViewReading) -> Size {
        let old = self[turn.window].bounds
        // A view that fills its window (most) transitions to the window's new size.
        if now.bounds == old { return window }
        let inset = Size(max(0, old.width - now.bounds.width), max(0, old.height - now.bounds.height))
        let turned = Self.quarterTurns(turn.from, turn.to) % 2 == 1 ? inset.swapped : inset
        return Size(window.width - turned.width, window.height - turned.height)
    }

    /// A turning window's size afterwards: the resize's, else its bounds turned (the screen in
    /// the new orientation for a full-screen window, the split's width in Split View).
    @inline(__always)
    private func newWindowSize(_ turn: RotationCast.Turn) -> Size {
        if let size = turn.size { return size }
        // Field by field: copying the window would retain its name.
        let follows = profile.boundsFollowOrientation
        // A15: a split app takes its mode's width and the screen's height (as applyGeometry).
        if follows && multitaskMode != .full && self[turn.window].resized {
            return Size(multitaskWidth(multitaskMode, in: turn.to), screenSize(in: turn.to).height)
        }
        // The usual window: full screen, the screen's size in the new orientation.
        if follows && self[turn.window].fillsScreen { return screenSize(in: turn.to) }
        let old = self[turn.window].bounds
        return Self.quarterTurns(turn.from, turn.to) % 2 == 1 ? old.swapped : old
    }

    /// When the animation ends: didRotate or the transition's completion, with the values then.
    func recordCompletions(_ cast: RotationCast, _ effects: inout Effects) {
        guard effects.recordsCallbacks else { return }
        let bar = statusBarHeight
        for m in cast.members where !m.covered {
            let now = reading(of: m.controller, in: windowOf(m.controller, likely: cast.turns[m.turn].window), statusBarHeight: bar)
            effects.record(m.controller, m.legacy ? .didRotate : .transitionCompletion, now)
            if m.legacy && legacyCallsDoubled(m.controller) { effects.record(m.controller, .didRotate, now) }
        }
    }

    /// After the geometry changes: the layout pass with the new values, and willAnimateRotation
    /// for legacy controllers.
    mutating func layoutRotation(_ cast: RotationCast, _ effects: inout Effects) {
        // A layout pass changes no bar. A member is its own callback target (`addToCast`), so
        // one reading serves its trait change and its layout pass: nothing moves between them.
        let bar = statusBarHeight
        var traits = TraitChanges()
        for m in cast.members where !m.covered {
            // L6: after the change, those whose size classes changed hear it, then lay out.
            let hearsTraitChange = !m.legacy && effects.recordsCallbacks && traits.change(for: m.turn, of: cast, in: self)
            layOut(m, in: cast.turns[m.turn].window, statusBarHeight: bar, hearsTraitChange: hearsTraitChange, &effects)
        }
    }

    /// One member's part of `layoutRotation`. A function of its own, small enough for the
    /// reading to be inlined: a call from a mutating method copies the world.
    @inline(never)
    private mutating func layOut(_ m: RotationCast.Member, in window: WindowID, statusBarHeight bar: Double,
                                 hearsTraitChange: Bool, _ effects: inout Effects) {
        let now = inlinedReading(of: m.controller, in: window, statusBarHeight: bar)
        if hearsTraitChange, let callback = traitCallback(of: m.controller) { effects.record(m.controller, callback, now) }
        // A15: a split controller's primary column lays out first. The stored flag first: the
        // look-up is a call, and a call from here copies the world.
        if hasSplits, let primary = firstSplitPrimary(in: m.controller) { layout(primary, in: window, statusBarHeight: bar, &effects) }
        layout(m.controller, reading: now, &effects)
        if m.legacy {
            call(m.controller, .willAnimateRotation, &effects)
            if legacyCallsDoubled(m.controller) { call(m.controller, .willAnimateRotation, &effects) }
        }
    }
}

/// Whether a turn changes the size classes (L6), worked out once per turn: a cast lists its
/// members turn by turn, and every member of a turn asks.
struct TraitChanges {
    private var turn = -1
    private var changes = false

    @inline(__always)
    mutating func change(for turn: Int, of cast: RotationCast, in world: borrowing World) -> Bool {
        if turn != self.turn {
            self.turn = turn
            changes = cast.resizeChangesTraits ?? world.sizeClassChanges(cast.turns[turn].from, cast.turns[turn].to)
        }
        return changes
    }
}
