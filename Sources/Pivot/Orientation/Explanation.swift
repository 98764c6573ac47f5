// The decisions `pivot why`, `--explain` and failed expectations print (issue 20): the engine's
// own deciding functions run again with a recorder, so that the path, masks and rule are the ones
// the engine takes. Nothing here walks controllers or windows.

extension World {
    /// The decision that accounts for a window's orientation. `before`: the orientation the
    /// window decided from (a turn's `from`); by default its orientation now.
    ///
    /// The engine's evaluation (A3) as it stands, unless the window faces what a full-screen
    /// presentation gave it (A6, A4): a presented decider's preferred orientation in common
    /// comes first, as UIKit turns to it at once; the presentation's other outcomes (its crash
    /// once the app has crashed) only where the evaluation does not give the orientation the
    /// window faces.
    public func orientationDecision(of window: WindowID, before: InterfaceOrientation? = nil) -> OrientationDecision {
        let from = before ?? self[window].orientation
        let faces = self[window].orientation
        let evaluation = recorded(window, from: from) { world, record, effects in
            world.decide(window, trigger: .attempt, from: from, &record, &effects)
        }
        guard evaluation.path.contains(where: { if case .presented = $0.reason { true } else { false } }) else { return evaluation }
        let presentation = recorded(window, from: from) { world, record, effects in
            world.presentationDecision(window, from: from, &record, &effects)
        }
        guard presentation.result == faces else { return evaluation }
        switch presentation.rule {
        case .presentationPrefers: return presentation
        // The app crashed presenting it; nothing has turned the window since.
        case .presentationPreferenceUnsupported: return crashed && evaluation.result != faces ? presentation : evaluation
        case .presentationPrefersWithoutCommon, .presentationKeepsCurrent, .presentationFirstInCommon:
            return evaluation.result == faces ? evaluation : presentation
        default: return evaluation
        }
    }

    /// Runs a deciding function with a recorder on this world (the effects it notes are dropped).
    private func recorded(_ window: WindowID, from: InterfaceOrientation,
                          _ deciding: (World, inout DecisionRecord, inout Effects) -> OrientationVerdict) -> OrientationDecision {
        var record = DecisionRecord()
        var effects = Effects(recordsCallbacks: false)
        let verdict = deciding(self, &record, &effects)
        return OrientationDecision(window: window, path: record.path, decider: verdict.decider,
                                   masks: verdict.decider == nil ? nil : record.masks, legacy: record.legacy,
                                   target: record.target, targetSource: record.targetSource,
                                   from: from, result: verdict.to ?? from, rule: verdict.rule,
                                   turnedByRequest: self[window].turnedByRequest, autorotate: record.autorotate)
    }

    /// Whose answer shows or hides the status bar (S1, S2), by the walk the engine asks it with.
    public var statusBarOwnerDecision: StatusBarOwnerDecision {
        var record = DecisionRecord()
        let found = statusBarAppearanceOwner(&record)
        let asked = found.map { statusBarAnswerAndSource(of: $0.owner) }
        let answer = asked?.answer
        let rule: StatusBarOwnerDecision.Rule
        if !controllersOwnStatusBar {
            rule = profile.hasControllerStatusBarAppearance ? .appSettingByPlist : .appSettingBeforeControllers
        } else {
            rule = found == nil ? .noOwner : .owner
        }
        // S7: the style, by the same look-ups the engine asks with.
        let styleOwner = found.map { statusBarStyleOwner(of: $0.window) }
        let styleTarget = styleOwner.map { answering($0, .style) }
        let inForce = answer.map { ($0 == .hidden) == statusBar.preferenceHidden && ($0 == .visible) == statusBar.preferenceAsks }
        return StatusBarOwnerDecision(
            rule: rule, window: found?.window, path: found == nil ? [] : record.path, owner: found?.owner, answer: answer,
            answerRelayedFrom: asked?.relayedFrom,
            answerInForce: inForce ?? !(statusBar.preferenceHidden || statusBar.preferenceAsks),
            preferenceHidden: controllersOwnStatusBar ? statusBar.preferenceHidden : statusBar.globalHidden,
            preferenceAsks: controllersOwnStatusBar && statusBar.preferenceAsks, hidden: statusBarHidden,
            styleOwner: styleOwner, styleAnswer: styleTarget.map { styleOwnAnswer(of: $0) },
            styleRelayedFrom: styleTarget == styleOwner ? nil : styleTarget)
    }
}
