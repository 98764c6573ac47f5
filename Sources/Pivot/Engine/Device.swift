// Device events: physical rotation (A3, N2, N3), the lock (A10), the forcing hacks and iOS 16
// geometry requests (A9).

extension World {
    /// A physical rotation: remembered but not delivered while the lock is on (A10).
    mutating func rotate(_ orientation: DeviceOrientation, _ effects: inout Effects) {
        device.physical = orientation
        if device.locked { return }
        deliverDeviceChange(orientation, &effects)
    }

    /// N3: UIKit updates the device orientation and posts first (observers still see the old
    /// window sizes), then evaluates every window. Flat and unknown orientations rotate nothing.
    mutating func deliverDeviceChange(_ orientation: DeviceOrientation, _ effects: inout Effects) {
        let old = device.held
        guard orientation != old else { return }
        device.held = orientation
        effects.append(.changed(.device(from: old, to: orientation)))
        if generatesDeviceNotifications {
            post(PostedNotification(.deviceOrientationDidChange, sender: .device), &effects)
        }
        guard orientation.interface != nil else { return }
        evaluateAll(.deviceChange, &effects)
    }

    /// A10: the device reads portrait while locked. iPhones before iOS 9 turn to portrait; later
    /// iPhones and iPads freeze the interface where it is, and UIKit keeps holding the last
    /// delivered orientation (A3), so an evaluation while locked keeps a landscape app in
    /// landscape. Unlocking delivers the remembered physical orientation as a change.
    mutating func lock(_ on: Bool, _ effects: inout Effects) {
        guard on != device.locked else { return }
        device.locked = on
        if on {
            if model.isPhone && !profile.phoneLockFreezesOrientation { deliverDeviceChange(.portrait, &effects) }
        } else if device.physical != device.held {
            deliverDeviceChange(device.physical, &effects)
        }
    }

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
        if resizable && profile.resizableRefusesGeometryRequests {
            // P4: the error handler hears why (the wording is a model decision).
            effects.append(.log("Error Domain=UISceneErrorDomain Code=101 \"Geometry requests are not supported while the scene is resizable.\""))
            return
        }
        let allowed = mask.valid.intersection(self[id].cachedSupported)
        if allowed.isEmpty && !multitasking {
            effects.append(.log("Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. Requested: \(mask.valid); Supported: \(self[id].cachedSupported.valid)\""))
            return
        }
        let before = self[id].orientation
        // The current orientation if requested, else the first requested in O2 order that the
        // cached mask allows (any requested one under multitasking, which ignores masks: A11).
        var candidates = multitasking ? mask.valid : allowed
        // O6: a Face ID iPhone never faces upside down, whatever is asked.
        if !model.turnsUpsideDown { candidates.remove(.portraitUpsideDown) }
        let target = mask.contains(before) || candidates.isEmpty ? before : (candidates.first ?? before)
        guard target != before else { return }
        commit([Turn(window: id, to: target)], &effects)
        // The bounce: the app and the live mask no longer allow what the cached one did (Apple
        // forums 716583).
        effects.noteAsked(decider)
        if !multitasking && !commonMask(id, decider).contains(target) {
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
        let locked = self[decider].options.orientationLocked
        if self[window].cachedLocked != locked { self[window].cachedLocked = locked }
        if !locked { evaluateOne(window, .update, &effects) }
    }

    mutating func keyboard(_ shown: Bool, _ effects: inout Effects) {
        if !shown {
            // Dismissed while a rotation has it away: it does not come back (K2).
            for i in pending.indices {
                if case .rotationDone(var cast) = pending[i].work, cast.keyboardReturns {
                    cast.keyboardReturns = false
                    pending[i].work = .rotationDone(cast)
                }
            }
        }
        guard shown != keyboard.shown else { return }
        postKeyboard(shown, &effects)
    }

    /// K1: showing or hiding the keyboard, with its begin and end frames in screen coordinates;
    /// each ChangeFrame notification goes right before its Will or Did (model decision, K2).
    mutating func postKeyboard(_ shown: Bool, _ effects: inout Effects) {
        let onScreen = keyboardScreenFrame(shown: true), offScreen = keyboardScreenFrame(shown: false)
        let (begin, end) = shown ? (offScreen, onScreen) : (onScreen, offScreen)
        func note(_ name: NotificationName) -> PostedNotification {
            PostedNotification(name, sender: .keyboard, frame: begin, endFrame: end)
        }
        post(note(.keyboardWillChangeFrame), &effects)
        post(note(shown ? .keyboardWillShow : .keyboardWillHide), &effects)
        keyboard.shown = shown
        if shown { keyboard.everShown = true }
        post(note(.keyboardDidChangeFrame), &effects)
        post(note(shown ? .keyboardDidShow : .keyboardDidHide), &effects)
    }

    /// The keyboard's frame in screen coordinates (D3): at the bottom of the interface when
    /// shown, just below it when hidden; before iOS 8 in the fixed portrait space.
    func keyboardScreenFrame(shown: Bool) -> Rect {
        let portrait = model.portraitSize
        let screen = statusBar.orientation.isLandscape ? portrait.swapped : portrait
        let height = keyboardHeight
        let rect = Rect(0, shown ? screen.height - height : screen.height, screen.width, height)
        guard !profile.boundsFollowOrientation else { return rect }
        let toFixed = Transform.toFixedSpace(from: statusBar.orientation, portrait: model.portraitSize)
        let corners = [Point(rect.origin.x, rect.origin.y), Point(rect.origin.x + rect.size.width, rect.origin.y + rect.size.height)]
            .map(toFixed.apply)
        let x = min(corners[0].x, corners[1].x), y = min(corners[0].y, corners[1].y)
        return Rect(x, y, abs(corners[0].x - corners[1].x), abs(corners[0].y - corners[1].y))
    }
}
