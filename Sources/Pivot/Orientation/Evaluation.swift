// The deciding functions of a window's orientation (A3, A4, A6, A11, A12, P3, W5, W8): each
// returns what it settled and the rule, and tells a recorder the path, masks and target. The
// engine acts on the verdict; the explanation runs the same functions with a recorder (issue 20).

extension World {
    /// A3: what an evaluation of a window settles, from the orientation `current`. Reads the
    /// world only; records the asked controllers (and A12's callbacks) in `effects`.
    func decide<R: DecisionRecorder>(_ window: WindowID, trigger: Trigger, from current: InterfaceOrientation,
                                     _ recorder: inout R, _ effects: inout Effects) -> OrientationVerdict {
        let legacy = profile.rotationAPI == .perOrientation
        guard let decider = legacy ? legacyDecider(of: window, &recorder) : decider(of: window, &recorder) else {
            return OrientationVerdict(.noRoot, nil)
        }
        let target = deviceTarget(&recorder)
        // The masks are shown beside every decision, also where a rule before A3 settles it.
        if R.walks && !legacy { _ = commonMask(window, decider, &recorder) }
        guard canBeShown(window) else { return OrientationVerdict(.cannotBeShown, decider) }
        // P3: a preferred lock holds the interface while the window fills the screen.
        if profile.hasOrientationLockPreference && self[window].cachedLocked && self[window].fillsScreen {
            return OrientationVerdict(.locked, decider)
        }
        if multitasking { return OrientationVerdict(.multitasking, decider, to: target.flatMap { $0 == current ? nil : $0 }) }
        if legacy { return legacyEvaluation(window, decider, target, from: current, &recorder, &effects) }

        noteAsked(decider, &effects)
        let autorotate = autorotateAnswer(of: decider)
        if R.walks { recordAutorotate(autorotate, of: decider, &recorder) }
        // A decider whose shouldAutorotate is NO refuses a turn when the device turns, and when
        // its window gets its root or is shown (UIWindow's update to an orientation asks it too).
        if trigger.asksAutorotate && profile.shouldAutorotateBlocksRotation && !autorotate {
            return OrientationVerdict(.autorotateRefuses, decider)
        }
        let common = commonMask(window, decider, &recorder)
        // A4: shouldAutorotate NO keeps the orientation; YES crashes.
        if common.isEmpty { return OrientationVerdict(autorotate ? .noCommonCrashes : .noCommonKeeps, decider) }
        if let t = target, common.contains(t) { return OrientationVerdict(.deviceInCommon, decider, to: t == current ? nil : t) }
        if common.contains(current) { return OrientationVerdict(.currentInCommon, decider) }
        let (chosen, rule) = fallback(in: common)
        return OrientationVerdict(rule, decider, to: chosen == current ? nil : chosen)
    }

    /// A6: what a full-screen presentation settles for its window: at once, the presented
    /// decider's preferred orientation (by default its own if in common, else the first in O2
    /// order); with nothing in common, A3's crash or A4's preferred orientation. Multitasking
    /// (A11) and iOS 5 (A12) evaluate instead.
    func presentationDecision<R: DecisionRecorder>(_ window: WindowID, from current: InterfaceOrientation,
                                                   _ recorder: inout R, _ effects: inout Effects) -> OrientationVerdict {
        if multitasking || profile.rotationAPI == .perOrientation {
            return decide(window, trigger: .attempt, from: current, &recorder, &effects)
        }
        guard let decider = decider(of: window, &recorder) else { return OrientationVerdict(.noRoot, nil) }
        _ = deviceTarget(&recorder)
        guard canBeShown(window) else { return OrientationVerdict(.cannotBeShown, decider) }
        noteAsked(decider, &effects)
        let common = commonMask(window, decider, &recorder)
        if common.isEmpty {
            let autorotate = autorotateAnswer(of: decider)
            if R.walks { recordAutorotate(autorotate, of: decider, &recorder) }
            if autorotate { return OrientationVerdict(.noCommonCrashes, decider) }
        }
        let preferred: InterfaceOrientation
        let rule: OrientationRule
        // A6: radar 19096083: a presentationController read early takes another path on iOS 8.
        let skipsPreferred = profile.presentationControllerReadDropsPreferred && self[decider].options.presentationControllerRead
        if !skipsPreferred, let p = preferredAnswer(of: decider) {
            (preferred, rule) = (p, common.isEmpty ? .presentationPrefersWithoutCommon : .presentationPrefers)
        } else if common.isEmpty {
            (preferred, rule) = (current, .noCommonKeeps)
        } else if common.contains(current) {
            (preferred, rule) = (current, .presentationKeepsCurrent)
        } else {
            (preferred, rule) = (common.first ?? current, .presentationFirstInCommon)
        }
        if !common.isEmpty && !common.contains(preferred) { return OrientationVerdict(.presentationPreferenceUnsupported, decider) }
        return OrientationVerdict(rule, decider, to: preferred != current && preferred != .unknown ? preferred : nil)
    }

    /// Tells the recorder the shouldAutorotate answer read, and who answered where relayed.
    private func recordAutorotate<R: DecisionRecorder>(_ yes: Bool, of decider: ControllerID, _ recorder: inout R) {
        let answering = answering(decider, .autorotate)
        recorder.autorotate(AutorotateAnswer(yes: yes, relayedFrom: answering == decider ? nil : answering))
    }

    /// Acts on a verdict: the crash it calls for, or the turn.
    mutating func enact(_ verdict: OrientationVerdict, for window: WindowID, _ effects: inout Effects) {
        switch verdict.rule {
        case .noCommonCrashes: crashNoCommonOrientation(verdict.decider!, &effects)
        case .presentationPreferenceUnsupported: crashPreferenceUnsupported(verdict.decider!, &effects)
        default:
            guard let to = verdict.to, !crashed else { return }
            commit([Turn(window: window, to: to)], &effects)
        }
    }

    /// The interface orientation the device asks for (O3), nil for none. O6: on a Face ID
    /// iPhone no window evaluates toward upside down. L5: before launch finishes (iOS ≤ 6)
    /// the device counts as portrait.
    @inline(__always)
    func deviceTarget<R: DecisionRecorder>(_ recorder: inout R) -> InterfaceOrientation? {
        let beforeLaunch = profile.launchesInPortrait && !launched
        let held = beforeLaunch ? .portrait : device.held.interface
        let target = held == .portraitUpsideDown && !model.turnsUpsideDown ? nil : held
        let source: TargetSource = beforeLaunch && device.held.interface != .portrait ? .portraitBeforeLaunch
            : held == nil ? .flat : target == nil ? .neverUpsideDown : .device
        recorder.target(target, source)
        return target
    }

    /// appMask ∩ supported, with an app mask of 0 counting as all (A3); only real orientations.
    func commonMask(_ window: WindowID, _ decider: ControllerID) -> OrientationMask {
        var none = NoRecord()
        return commonMask(window, decider, &none)
    }

    @inline(__always)
    func commonMask<R: DecisionRecorder>(_ window: WindowID, _ decider: ControllerID, _ recorder: inout R) -> OrientationMask {
        let app = appMaskAndSource(for: window)
        let supported = supportedMaskAndSource(of: decider)
        let common = (app.mask.rawValue == 0 ? .all : app.mask).intersection(supported.mask).valid
        recorder.masks(DecidedMasks(app: app.mask, appSource: app.source, supported: supported.mask,
                                    supportedSource: supported.source, supportedRelayedFrom: supported.relayedFrom, common: common))
        return common
    }

    /// The fallback orientation: the first in O2 order; at launch the first written in the
    /// Info.plist unless portrait is listed (TN2244).
    func fallback(in common: OrientationMask) -> (InterfaceOrientation, OrientationRule) {
        if !launched, !config.plistWrittenOrder.contains(.portrait),
           let first = config.plistWrittenOrder.first(where: common.contains) {
            return (first, .firstWrittenInCommon)
        }
        return (common.first ?? .portrait, .firstInCommon)
    }

    mutating func crashNoCommonOrientation(_ decider: ControllerID, _ effects: inout Effects) {
        let reason = profile.usesOldExceptionTexts
            ? "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
            : "Supported orientations has no common orientation with the application, and [\(self[decider].className) shouldAutorotate] is returning YES"
        raise(Crash(name: Crash.invalidOrientation, reason: reason), &effects)
    }

    /// A6: the preferred orientation is not in common.
    mutating func crashPreferenceUnsupported(_ decider: ControllerID, _ effects: inout Effects) {
        let preferred = preferredAnswer(of: decider) ?? .unknown
        let reason = profile.usesOldPreferredText
            ? "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
            : "preferredInterfaceOrientationForPresentation '\(preferred.name)' must match a supported interface orientation: '\(supportedMask(of: decider).uikitList)'!"
        raise(Crash(name: Crash.invalidOrientation, reason: reason), &effects)
    }

    mutating func raise(_ crash: Crash, _ effects: inout Effects) {
        guard !crashed else { return }
        self.crash = crash
        effects.append(.crash(crash))
    }

    /// A12: iOS 5 asks shouldAutorotateToInterfaceOrientation: for the device's orientation;
    /// containers ask all their children and any NO blocks; Info.plist is only a hint.
    func legacyEvaluation<R: DecisionRecorder>(_ window: WindowID, _ decider: ControllerID, _ target: InterfaceOrientation?,
                                               from current: InterfaceOrientation, _ recorder: inout R,
                                               _ effects: inout Effects) -> OrientationVerdict {
        let c = self[decider]
        recorder.legacy(LegacyAnswer(yes: supportsOwnAnswer(of: decider) ?? .portrait,
                                     asksChildren: c.options.kind != .plain && !self[childrenOf: decider].isEmpty))
        guard let t = target, t != current else { return OrientationVerdict(.legacyNoTarget, decider) }
        return legacyAllows(decider, t, &effects)
            ? OrientationVerdict(.legacyAllows, decider, to: t) : OrientationVerdict(.legacyRefuses, decider)
    }

    /// Whether a controller (and, for a container, every child) answers YES for an orientation.
    /// A plain controller's `supports` mask (or its object's answers) lists its YES answers;
    /// unset, UIKit's default answers YES for portrait only.
    func legacyAllows(_ id: ControllerID, _ o: InterfaceOrientation, _ effects: inout Effects) -> Bool {
        effects.noteAsked(id)
        let c = self[id]
        if c.options.kind == .plain { call(id, .shouldAutorotateToInterfaceOrientation, &effects) }
        if c.options.kind != .plain && !self[childrenOf: id].isEmpty {
            var all = true
            for child in self[childrenOf: id] where !legacyAllows(child, o, &effects) { all = false }
            return all
        }
        return (supportsOwnAnswer(of: id) ?? .portrait).contains(o)
    }
}
