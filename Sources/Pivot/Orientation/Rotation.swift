// Evaluating windows (A3; the deciding functions are in Evaluation.swift) and the one place where
// windows turn and the app's interface orientation changes, in UIKit's notification order (N3).

/// What made UIKit look at a window's orientation (A3).
enum Trigger: Equatable {
    case deviceChange, rootAssigned, shown, dismissal, calibration, attempt, update

    /// A device change, a root assigned and a window shown are refused by a decider whose
    /// shouldAutorotate is NO (iOS < 16, A3).
    var asksAutorotate: Bool { self == .deviceChange || self == .rootAssigned || self == .shown }
}

/// A turn of one window decided during a step, applied by `commit` (which fills in `from`).
typealias Turn = RotationCast.Turn

extension RotationCast.Turn {
    /// A decided turn; `from` is a placeholder until `commit` reads the window's orientation.
    init(window: WindowID, to: InterfaceOrientation) { self.init(window: window, from: to, to: to) }
}

extension World {
    /// The engine's evaluation of a window as it stands: the deciding function with nothing
    /// recorded, on the borrowed world.
    @inline(__always)
    func decide(_ window: WindowID, trigger: Trigger, effects: inout Effects) -> OrientationVerdict {
        var none = NoRecord()
        return decide(window, trigger: trigger, from: self[window].orientation, &none, &effects)
    }

    /// A9: UIKit re-reads the decider's mask at root assignment, presentation and
    /// setNeedsUpdateOfSupportedInterfaceOrientations; geometry requests check against it.
    mutating func refreshCachedMask(_ window: WindowID) {
        let decider = decider(of: window)
        let supported = decider.map { supportedMask(of: $0) } ?? []
        let locked = profile.hasOrientationLockPreference && (decider.map { orientationLockedAnswer(of: $0) } ?? false)
        // Written only when they change: a write copies the windows when a copy of the world
        // shares them (the explorer's worlds all do).
        if self[window].cachedSupported != supported { self[window].cachedSupported = supported }
        if self[window].cachedLocked != locked { self[window].cachedLocked = locked }
    }

    /// Evaluates every window in creation order and commits the turns (A3 device triggers).
    mutating func evaluateAll(_ trigger: Trigger, _ effects: inout Effects) {
        guard !crashed else { return }
        var turns = spareTurns(capacity: windows.count)
        if let crashing = decideAll(trigger, into: &turns, &effects) {
            crashNoCommonOrientation(crashing, &effects)
            return
        }
        if turns.isEmpty { recycle(turns: turns) }
        commit(turns, &effects)
    }

    /// Every window's decision in one pass over the borrowed world, stopping at a crash (whose
    /// decider it returns).
    func decideAll(_ trigger: Trigger, into turns: inout [Turn], _ effects: inout Effects) -> ControllerID? {
        for index in windows.indices {
            let verdict = decide(WindowID(index), trigger: trigger, effects: &effects)
            if verdict.rule == .noCommonCrashes { return verdict.decider }
            if let to = verdict.to { turns.append(Turn(window: WindowID(index), to: to)) }
        }
        return nil
    }

    /// Evaluates one window and commits its turn.
    mutating func evaluateOne(_ window: WindowID, _ trigger: Trigger, _ effects: inout Effects) {
        enact(decide(window, trigger: trigger, effects: &effects), for: window, &effects)
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
        if !cast.turns.isEmpty { cast.members = spareMembers(capacity: cast.turns.count * 2) }
        for i in cast.turns.indices { cast.turns[i].from = self[cast.turns[i].window].orientation }
        // Which way the app will face decides the notifications, before anything moves.
        let newInterface = syncedInterfaceOrientation(turning: cast.turns)
        let interfaceChanges = newInterface != oldInterface
        // The check after every event usually finds nothing to do.
        if cast.turns.isEmpty && !interfaceChanges { return }
        // Nothing the bar's frame depends on has moved yet.
        let oldFrame = interfaceChanges ? statusBarReading(in: oldInterface).frame : .zero
        if interfaceChanges {
            post(PostedNotification(.willChangeStatusBarOrientation, sender: .application, orientation: newInterface), &effects)
            post(PostedNotification(.willChangeStatusBarFrame, sender: .application, frame: statusBarReading(in: newInterface).frame), &effects)
            // K2: a shown keyboard hides for the rotation and comes back when it ends.
            if keyboard.shown && !cast.turns.isEmpty {
                postKeyboard(false, &effects)
                cast.keyboardReturns = true
            }
        }
        listAndWarn(&cast, &effects)
        for turn in cast.turns {
            self[turn.window].orientation = turn.to
            if self[turn.window].turnedByRequest != nil { self[turn.window].turnedByRequest = nil }
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

    /// The cast's members and their "will" callbacks, in one call on the borrowed world: a call
    /// from a mutating method copies the world, so `commit` makes one, not one per turn.
    @inline(never)
    func listAndWarn(_ cast: inout RotationCast, _ effects: inout Effects) {
        addMembers(to: &cast)
        willRotate(cast, &effects)
    }

    /// The interface orientation after syncing with the controlling window (A5): it follows the
    /// window when the window or its orientation changed since the last sync. `turns` are about
    /// to happen: the window counts as turned (which window controls does not depend on it).
    mutating func syncedInterfaceOrientation(turning turns: [Turn]) -> InterfaceOrientation {
        guard let window = controllingWindow else { return statusBar.orientation }
        var orientation = self[window].orientation
        for turn in turns where turn.window == window { orientation = turn.to }
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
            // The window's flags first: `resizable` is a call, and a call from here copies the world.
            if self[id].resized && !self[id].fillsScreen && resizable {
                size = Size(min(self[id].bounds.width, size.width), min(self[id].bounds.height, size.height))
            }
            // A15: a split or Slide Over app takes its mode's width in the new orientation.
            if multitaskMode != .full && self[id].resized { size.width = multitaskWidth(multitaskMode, in: orientation) }
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
