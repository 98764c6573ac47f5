// What an app does to turn itself: the forcing hacks (UIDevice.orientation by KVC,
// setStatusBarOrientation:) and the iOS 16 requests (requestGeometryUpdate,
// setNeedsUpdateOfSupportedInterfaceOrientations, the orientation-locked preference), A9, P3.

extension World {
    mutating func force(_ method: ForceMethod, _ effects: inout Effects) {
        switch method {
        case .kvc(let orientation), .invocation(let orientation):
            if profile.deviceOrientationSetterIgnored {
                effects.append(.log("[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"))
                return
            }
            // Only a value different from the one UIKit holds does anything: "set unknown first".
            deliverDeviceChange(orientation, &effects)
        case .statusBar(let orientation):
            switch profile.statusBarSetter {
            case .deprecatedNoOp:
                effects.append(.log(Message(StatusBarSetter.deprecationLog)))
            case .works:
                guard let window = controllingWindow, let decider = decider(of: window) else { return }
                effects.noteAsked(decider)
                guard !autorotateAnswer(of: decider) else { return }
                // O6: not even this turns a Face ID iPhone upside down.
                if orientation == .portraitUpsideDown && !model.turnsUpsideDown { return }
                setInterfaceOrientation(orientation, &effects)
            }
        }
    }

    /// Turns the status bar alone (setStatusBarOrientation:), with its notifications.
    mutating func setInterfaceOrientation(_ orientation: InterfaceOrientation, _ effects: inout Effects) {
        let old = statusBar.orientation
        guard orientation != old, orientation != .unknown else { return }
        let oldFrame = statusBarFrame
        post(PostedNotification(.willChangeStatusBarOrientation, sender: .application, orientation: orientation), &effects)
        post(PostedNotification(.willChangeStatusBarFrame, sender: .application, frame: statusBarFrame(in: orientation)), &effects)
        statusBar.orientation = orientation
        effects.append(.changed(.interface(from: old, to: orientation)))
        post(PostedNotification(.didChangeStatusBarOrientation, sender: .application, orientation: old), &effects)
        post(PostedNotification(.didChangeStatusBarFrame, sender: .application, frame: oldFrame), &effects)
    }

    /// A9: iOS 16 requestGeometryUpdate, validated against the mask UIKit last read.
    mutating func requestGeometry(_ name: String, _ mask: OrientationMask, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: name)
        guard profile.hasGeometryRequests else { throw Rejection("requestGeometryUpdate needs \(BehaviorProfile.Turns.geometryRequests.orLater)") }
        guard canBeShown(id), let decider = decider(of: id) else { return }
        if multitasking && profile.multitaskingRefusesGeometryRequests {
            // A11, P4: a multitasking-capable iPad app cannot turn itself, whatever its current
            // windowing mode (UIKit asks the scene whether it may choose its orientations).
            effects.append(.log("Error Domain=UISceneErrorDomain Code=101 \"The current windowing mode does not allow for programmatic changes to interface orientation.\""))
            return
        }
        let allowed = mask.valid.intersection(self[id].cachedSupported)
        if allowed.isEmpty {
            effects.append(.log("Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. Requested: \(mask.valid.uikitList); Supported: \(self[id].cachedSupported.valid.uikitList)\""))
            return
        }
        let before = self[id].orientation
        // The current orientation if requested, else the first requested in O2 order that the
        // cached mask allows.
        var candidates = allowed
        // O6: a Face ID iPhone never faces upside down, whatever is asked.
        if !model.turnsUpsideDown { candidates.remove(.portraitUpsideDown) }
        let target = mask.contains(before) || candidates.isEmpty ? before : (candidates.first ?? before)
        guard target != before else { return }
        commit([Turn(window: id, to: target)], &effects)
        // The bounce: the app and the live mask no longer allow what the cached one did (Apple
        // forums 716583).
        effects.noteAsked(decider)
        if !commonMask(id, decider).contains(target) {
            commit([Turn(window: id, to: before)], &effects)
        } else {
            self[id].turnedByRequest = mask
        }
    }

    /// setNeedsUpdateOfSupportedInterfaceOrientations: UIKit re-reads the mask and evaluates.
    mutating func updateOrientations(_ name: String, _ effects: inout Effects) throws(Rejection) {
        let id = try controller(named: name)
        guard profile.hasGeometryRequests else {
            throw Rejection("setNeedsUpdateOfSupportedInterfaceOrientations needs \(BehaviorProfile.Turns.geometryRequests.orLater)")
        }
        guard let window = windowOf(id) else { return }
        refreshCachedMask(window)
        evaluateOne(window, .update, &effects)
    }

    /// P3: setNeedsUpdateOfPrefersInterfaceOrientationLocked: UIKit reads the preference; a lock
    /// that drops lets the window follow the device at once.
    mutating func updateOrientationLock(_ name: String, _ effects: inout Effects) throws(Rejection) {
        let id = try controller(named: name)
        guard profile.hasOrientationLockPreference else {
            throw Rejection("setNeedsUpdateOfPrefersInterfaceOrientationLocked needs \(BehaviorProfile.Turns.orientationLockPreference.orLater)")
        }
        guard let window = windowOf(id), let decider = decider(of: window) else { return }
        let locked = orientationLockedAnswer(of: decider)
        if self[window].cachedLocked != locked { self[window].cachedLocked = locked }
        if !locked { evaluateOne(window, .update, &effects) }
    }
}
