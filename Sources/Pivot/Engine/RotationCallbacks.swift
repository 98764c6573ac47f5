// Who hears a window's rotation, and what (SPEC L2, L3).

/// The controllers of one window's rotation: those on screen get every callback; presenters
/// covered by a full-screen presentation only viewWillTransitionToSize (iOS ≥ 8, L3).
struct RotationPlan {
    var window: WindowID
    var from: InterfaceOrientation
    var to: InterfaceOrientation
    var full: [ControllerID]
    var covered: [ControllerID]
    /// Those of `full` that use the pre-iOS 8 callbacks.
    var legacy: [ControllerID]
    var quarterTurns: Int
}

extension World {
    func rotationPlan(_ window: WindowID, from: InterfaceOrientation, to: InterfaceOrientation) -> RotationPlan {
        let shown = shownControllers(in: window)
        var full: [ControllerID] = []
        for c in shown {
            if let target = callbackTarget(c), self[target].appearance != .disappeared { full.append(target) }
        }
        var covered: [ControllerID] = []
        let turns = Self.quarterTurns(from, to)
        if profile.hasSizeTransitions && turns % 2 == 1, let root = self[window].root, shown.first != root {
            // The chain below the last presentation that fills the window: still in the window.
            var current: ControllerID? = root
            while let c = current, !shown.contains(c) {
                if let target = callbackTarget(c), self[target].inWindow { covered.append(target) }
                current = self[c].presented?.controller
            }
        }
        var legacy: [ControllerID] = []
        for c in full where !profile.hasSizeTransitions || self[c].options.legacy { legacy.append(c) }
        return RotationPlan(window: window, from: from, to: to, full: full, covered: covered, legacy: legacy, quarterTurns: turns)
    }

    /// iPhones change size class between portrait and landscape; iPads never do.
    func sizeClassChanges(_ a: InterfaceOrientation, _ b: InterfaceOrientation) -> Bool {
        model.isPhone && a.isPortrait != b.isPortrait
    }

    /// Before the geometry changes: willRotate (legacy, old values) or
    /// willTransitionToTraitCollection and viewWillTransitionToSize.
    mutating func willRotate(_ plan: RotationPlan, _ effects: inout Effects) {
        guard effects.recordsCallbacks else { return }
        // UIKit passes the transition down from the window's root: covered presenters first.
        for c in plan.covered { call(c, .viewWillTransitionToSize, &effects) }
        for c in plan.full {
            if plan.legacy.contains(c) {
                call(c, .willRotate, &effects)
            } else {
                if sizeClassChanges(plan.from, plan.to) { call(c, .willTransitionToTraitCollection, &effects) }
                call(c, .viewWillTransitionToSize, &effects)
            }
        }
    }

    /// After the geometry changes: the layout pass with the new values, and willAnimateRotation
    /// for legacy controllers.
    mutating func layoutRotation(_ plan: RotationPlan, _ effects: inout Effects) {
        for c in plan.full {
            layout(c, &effects)
            if effects.recordsCallbacks && plan.legacy.contains(c) { call(c, .willAnimateRotation, &effects) }
        }
    }
}
