// Per-window evaluation (A3, A4, A11, A12) and the one place where windows turn and the app's
// interface orientation changes, in UIKit's notification order (N3).

/// What made UIKit look at a window's orientation (A3). Only a device change is refused by a
/// decider whose shouldAutorotate is NO.
enum Trigger: Equatable {
    case deviceChange, rootAssigned, shown, dismissal, calibration, attempt, update
}

/// A turn of one window decided during a step, applied by `commit` (which fills in `from`).
typealias Turn = RotationCast.Turn

extension RotationCast.Turn {
    /// A decided turn; `from` is a placeholder until `commit` reads the window's orientation.
    init(window: WindowID, to: InterfaceOrientation) { self.init(window: window, from: to, to: to) }
}

extension World {
    /// A3: what orientation a window should turn to, or nil to stay. May crash the app.
    mutating func evaluate(_ window: WindowID, trigger: Trigger, effects: inout Effects) -> InterfaceOrientation? {
        let (turn, crashing) = decide(window, trigger: trigger, effects: &effects)
        if let crashing { crashNoCommonOrientation(crashing, &effects) }
        return turn
    }

    /// The decision itself, without changing the world (so that its many look-ups run on the
    /// borrowed world): the orientation to turn to, or the decider whose empty mask crashes.
    func decide(_ window: WindowID, trigger: Trigger, effects: inout Effects) -> (InterfaceOrientation?, crash: ControllerID?) {
        guard canBeShown(window), let decider = decider(of: window) else { return (nil, nil) }
        let current = self[window].orientation
        // O6: on a Face ID iPhone no window evaluates toward upside down.
        // L5: before launch finishes (iOS ≤ 6) the device counts as portrait.
        let held = profile.launchesInPortrait && !launched ? .portrait : device.held.interface
        let target = held == .portraitUpsideDown && !model.turnsUpsideDown ? nil : held
        // P3: a preferred lock holds the interface while the window fills the screen.
        if profile.hasOrientationLockPreference && self[window].cachedLocked && self[window].fillsScreen { return (nil, nil) }
        if multitasking { return (target.flatMap { $0 == current ? nil : $0 }, nil) }
        if profile.rotationAPI == .perOrientation {
            return (legacyEvaluation(window, legacyDecider(of: window) ?? decider, target, &effects), nil)
        }

        noteAsked(decider, &effects)
        let autorotate = self[decider].options.autorotate
        if trigger == .deviceChange && profile.shouldAutorotateBlocksRotation && !autorotate { return (nil, nil) }
        let common = commonMask(window, decider)
        if common.isEmpty {
            // A4: shouldAutorotate NO keeps the orientation; YES crashes.
            return (nil, autorotate ? decider : nil)
        }
        let chosen: InterfaceOrientation
        if let t = target, common.contains(t) {
            chosen = t
        } else if common.contains(current) {
            chosen = current
        } else {
            chosen = fallback(in: common)
        }
        return (chosen == current ? nil : chosen, nil)
    }

    /// A9: UIKit re-reads the decider's mask at root assignment, presentation and
    /// setNeedsUpdateOfSupportedInterfaceOrientations; geometry requests check against it.
    mutating func refreshCachedMask(_ window: WindowID) {
        let decider = decider(of: window)
        let supported = decider.map { supportedMask(of: $0) } ?? []
        let locked = profile.hasOrientationLockPreference && (decider.map { self[$0].options.orientationLocked } ?? false)
        // Written only when they change: a write copies the windows when a copy of the world
        // shares them (the explorer's worlds all do).
        if self[window].cachedSupported != supported { self[window].cachedSupported = supported }
        if self[window].cachedLocked != locked { self[window].cachedLocked = locked }
    }

    /// appMask ∩ supported, with an app mask of 0 counting as all (A3); only real orientations.
    func commonMask(_ window: WindowID, _ decider: ControllerID) -> OrientationMask {
        let app = appMask(for: window)
        return (app.rawValue == 0 ? .all : app).intersection(supportedMask(of: decider)).valid
    }

    /// The fallback orientation: the first in O2 order; at launch the first written in the
    /// Info.plist unless portrait is listed (TN2244).
    func fallback(in common: OrientationMask) -> InterfaceOrientation {
        if !launched, !config.plistWrittenOrder.contains(.portrait),
           let first = config.plistWrittenOrder.first(where: common.contains) {
            return first
        }
        return common.first ?? .portrait
    }

    mutating func crashNoCommonOrientation(_ decider: ControllerID, _ effects: inout Effects) {
        let reason = profile.usesOldExceptionTexts
            ? "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
            : "Supported orientations has no common orientation with the application, and [\(self[decider].name) shouldAutorotate] is returning YES"
        raise(Crash(name: Crash.invalidOrientation, reason: reason), &effects)
    }

    mutating func raise(_ crash: Crash, _ effects: inout Effects) {
        guard !crashed else { return }
        self.crash = crash
        effects.append(.crash(crash))
    }

    /// A12: iOS 5 asks shouldAutorotateToInterfaceOrientation: for the device's orientation;
    /// containers ask all their children and any NO blocks; Info.plist is only a hint.
    func legacyEvaluation(_ window: WindowID, _ decider: ControllerID, _ target: InterfaceOrientation?,
                          _ effects: inout Effects) -> InterfaceOrientation? {
        guard let t = target, t != self[window].orientation else { return nil }
        return legacyAllows(decider, t, &effects) ? t : nil
    }

    /// Whether a controller (and, for a container, every child) answers YES for an orientation.
    /// A plain controller's `supports` mask lists its YES answers; unset, UIKit's default answers
    /// YES for portrait only.
    func legacyAllows(_ id: ControllerID, _ o: InterfaceOrientation, _ effects: inout Effects) -> Bool {
        effects.noteAsked(id)
        let c = self[id]
        if c.options.kind == .plain { call(id, .shouldAutorotateToInterfaceOrientation, &effects) }
        if c.options.kind != .plain && !self[childrenOf: id].isEmpty {
            var all = true
            for child in self[childrenOf: id] where !legacyAllows(child, o, &effects) { all = false }
            return all
        }
        return (c.options.supports ?? .portrait).contains(o)
    }

    /// Evaluates every window in creation order and commits the turns (A3 device triggers).
    mutating func evaluateAll(_ trigger: Trigger, _ effects: inout Effects) {
        guard !crashed else { return }
        let (turns, crashing) = decideAll(trigger, &effects)
        if let crashing {
            crashNoCommonOrientation(crashing, &effects)
            return
        }
        commit(turns, &effects)
    }

    /// Every window's decision in one pass over the borrowed world, stopping at a crash.
    func decideAll(_ trigger: Trigger, _ effects: inout Effects) -> ([Turn], crash: ControllerID?) {
        var turns: [Turn] = []
        turns.reserveCapacity(windows.count)
        for index in windows.indices {
            let (to, crashing) = decide(WindowID(index), trigger: trigger, effects: &effects)
            if let crashing { return (turns, crashing) }
            if let to { turns.append(Turn(window: WindowID(index), to: to)) }
        }
        return (turns, nil)
    }

    /// Evaluates one window and commits its turn.
    mutating func evaluateOne(_ window: WindowID, _ trigger: Trigger, _ effects: inout Effects) {
        guard let to = evaluate(window, trigger: trigger, effects: &effects), !crashed else { return }
        commit([Turn(window: window, to: to)], &effects)
    }

    /// Turns windows and brings the app's interface orientation in line with the controlling
    /// window (A5), in UIKit's order (N3, L2): Will status bar orientation and frame, the "will"
    /// rotation callbacks (old values), the geometry change and layout (new values), Did
    /// orientation and frame; the completions when the animation ends. Called with no turns after
    /// every event, so that a change of controlling window alone is noticed too.
    mutating func commit(_ turns: consuming [Turn], _ effects: inout Effects) {
        guard !crashed else { return }
        var cast = RotationCast(turns: turns)
        for turn in cast.turns { finishPendingRotation(of: turn.window, &effects) }
        let oldInterface = statusBar.orientation
        // Most windows hold a root and one presentation: one allocation, not one per doubling.
        if !cast.turns.isEmpty { cast.members.reserveCapacity(cast.turns.count * 2) }
        for i in cast.turns.indices { cast.turns[i].from = self[cast.turns[i].window].orientation }
        // Which way the app will face decides the notifications, before anything moves.
        for turn in cast.turns { self[turn.window].orientation = turn.to }
        let newInterface = syncedInterfaceOrientation()
        for turn in cast.turns { self[turn.window].orientation = turn.from }
        let interfaceChanges = newInterface != oldInterface
        // The check after every event usually finds nothing to do.
        if cast.turns.isEmpty && !interfaceChanges { return }
        // Nothing the bar's frame depends on has moved yet.
        let oldFrame = interfaceChanges ? statusBarFrame : .zero
        if interfaceChanges {
            post(PostedNotification(.willChangeStatusBarOrientation, sender: .application, orientation: newInterface), &effects)
            post(PostedNotification(.willChangeStatusBarFrame, sender: .application, frame: statusBarFrame(in: newInterface)), &effects)
            // K2: a shown keyboard hides for the rotation and comes back when it ends.
            if keyboard.shown && !cast.turns.isEmpty {
                postKeyboard(false, &effects)
                cast.keyboardReturns = true
            }
        }
        addMembers(to: &cast)
        willRotate(cast, &effects)
        for turn in cast.turns {
            self[turn.window].orientation = turn.to
            applyGeometry(turn.window, from: turn.from, &effects)
        }
        if interfaceChanges {
            statusBar.orientation = newInterface
            refreshStatusBarAppearance()
            effects.append(.changed(.interface(from: oldInterface, to: newInterface)))
        }
        layoutRotation(cast, &effects)
        if interfaceChanges {
            post(PostedNotification(.didChangeStatusBarOrientation, sender: .application, orientation: oldInterface), &effects)
            post(PostedNotification(.didChangeStatusBarFrame, sender: .application, frame: oldFrame), &effects)
        }
        guard !cast.turns.isEmpty else { return }
        // One animation for the step, as long as its largest turn; the cast itself says who
        // completes (those not covered).
        var quarterTurns = 0
        for turn in cast.turns { quarterTurns = max(quarterTurns, Self.quarterTurns(turn.from, turn.to)) }
        schedule(.rotationDone(cast), after: quarterTurns * profile.quarterTurnMilliseconds(model.idiom))
    }

    /// The interface orientation after syncing with the controlling window (A5): it follows the
    /// window when the window or its orientation changed since the last sync.
    mutating func syncedInterfaceOrientation() -> InterfaceOrientation {
        guard let window = controllingWindow else { return statusBar.orientation }
        let orientation = self[window].orientation
        if window == statusBar.syncedWindow && orientation == statusBar.syncedOrientation {
            return statusBar.orientation
        }
        statusBar.syncedWindow = window
        statusBar.syncedOrientation = orientation
        return orientation
    }

    /// W8, D3, G3: a turned window's bounds and root transform.
    mutating func applyGeometry(_ id: WindowID, from: InterfaceOrientation, _ effects: inout Effects) {
        let orientation = self[id].orientation
        let bounds: Size
        if profile.boundsFollowOrientation {
            // G3: with the iOS 8 fault on, width and height stay unswapped.
            // W8: a rotated window's bounds become the screen in its orientation, whatever its frame.
            let resizes = !(swapFault && profile.hasSwapFault)
            var size = screenSize(in: orientation)
            // P2: a resized window keeps its size when the device turns, as far as the screen allows.
            if resizable && !self[id].fillsScreen && self[id].resized {
                size = Size(min(self[id].bounds.width, size.width), min(self[id].bounds.height, size.height))
            }
            bounds = Self.turnWindow(&windows[id.index], to: resizes ? size : nil, rootRotation: 0)
        } else {
            bounds = Self.turnWindow(&windows[id.index], to: nil, rootRotation: Self.legacyRotation(orientation))
        }
        effects.append(.changed(.window(id, from: from, to: orientation, bounds: bounds)))
    }

    /// The window's new geometry, in one access to it; returns its bounds.
    private static func turnWindow(_ window: inout Window, to size: Size?, rootRotation: Double) -> Size {
        if let size {
            window.frame = Rect(origin: Point(0, 0), size: size)
            window.bounds = size
            window.fillsScreen = !window.resized
        }
        window.rootRotation = rootRotation
        return window.bounds
    }

    static func quarterTurns(_ a: InterfaceOrientation, _ b: InterfaceOrientation) -> Int {
        func angle(_ o: InterfaceOrientation) -> Int {
            switch o {
            case .portrait, .unknown: 0
            case .landscapeLeft: 1
            case .portraitUpsideDown: 2
            case .landscapeRight: 3
            }
        }
        let d = abs(angle(a) - angle(b)) % 4
        return d == 3 ? 1 : d
    }

}
