// The words for the engine's decisions (issue 20): each hop, mask source, target and rule of an
// `OrientationDecision`, `StatusBarOwnerDecision` or `ControllingWindowDecision` in a sentence
// with its SPEC ID. Formatting only: every fact comes from the decision.

import Pivot

extension World {
    /// Lines explaining one window's orientation decision. `answers`: with the decider's
    /// shouldAutorotate too, wherever the decision read it (not only where it settled it).
    func lines(for d: OrientationDecision, answers: Bool = false) -> [String] {
        let faces = self[d.window].orientation
        var lines = ["why \(self[d.window].name) faces \(faces.name):"]
        let path = d.path.map(hopText)
        lines.append("  decider: " + (path.isEmpty ? "no root view controller: the window never rotates (W8)" : path.joined(separator: " → ")))
        if let decider = d.decider.map({ self[$0].name }) {
            if let legacy = d.legacy {
                lines.append(legacy.asksChildren
                    ? "  \(BehaviorProfile.Turns.rotationMasks.lastWithout) asks \(decider) shouldAutorotateToInterfaceOrientation:, which asks each of its children: any NO refuses (A12; the Info.plist is only a hint)"
                    : "  \(BehaviorProfile.Turns.rotationMasks.lastWithout) asks \(decider) shouldAutorotateToInterfaceOrientation:, which answers YES for \(TraceSyntax.mask(legacy.yes)) (A12: its supported orientations, portrait where unset; the Info.plist is only a hint)")
            } else if let m = d.masks {
                var source = Self.text(m.supportedSource)
                if let from = m.supportedRelayedFrom {
                    // relay=WINDOW relays=…supports…: the answer is another controller's.
                    let answer = m.supportedSource == .controller ? "supportedInterfaceOrientations" : "answer, " + source
                    source = "relayed to \(self[from].name), found by A1 when UIKit asks: its \(answer)"
                }
                lines.append("  app mask \(TraceSyntax.mask(m.app)) (\(Self.text(m.appSource))) ∩ \(decider)'s \(TraceSyntax.mask(m.supported)) (\(source)) = \(m.common.isEmpty ? "nothing" : TraceSyntax.mask(m.common)) (A3)")
            }
            if answers, let autorotate = d.autorotate {
                let answer = autorotate.yes ? "YES" : "NO"
                lines.append("  " + (autorotate.relayedFrom.map {
                    "\(decider) relays shouldAutorotate to \(self[$0].name) (found by A1 when UIKit asks), which answers \(answer) (A3)"
                } ?? "\(decider) answers shouldAutorotate \(answer) (A3)"))
            }
            lines.append("  " + Self.targetText(d))
        }
        lines.append("  so: " + Self.outcome(d, faces: faces))
        return lines
    }

    private func hopText(_ hop: DeciderHop) -> String {
        let name = self[hop.controller].name
        switch hop.reason {
        case .root: return "root \(name)"
        case .presented(.custom):
            return "presented \(name) (custom decides though it keeps the presenter's view: A13, \(BehaviorProfile.Turns.customPresentationDecides.from))"
        case .presented(let style): return "presented \(name) (\(style.rawValue) fills the window, A1)"
        case .skippedBeingDismissed: return "skips \(name), being dismissed (A8, \(BehaviorProfile.Turns.dismissalSkips.from))"
        case .presentedNotFilling(.custom):
            return "\(name) is presented custom and keeps the presenter's view: it does not decide (A13, \(BehaviorProfile.Turns.customPresentationDecides.before))"
        case .presentedNotFilling(let style): return "\(name) is presented \(style.rawValue), which does not fill the window: it does not decide (A1)"
        case .forwarded: return "forwarded to \(name) (a container that forwards, A1)"
        case .childForStatusBar: return "its child for the status bar, \(name)"
        }
    }

    private static func text(_ source: AppMaskSource) -> String {
        switch source {
        case .delegateForWindow: "the app delegate's answer for this window (A2)"
        case .delegateForAll: "the app delegate's answer for every window (A2)"
        case .sceneDelegate: "the scene delegate (P4)"
        case .infoPlist: "the Info.plist (A2)"
        case .idiomDefault: "the idiom default (O5)"
        }
    }

    private static func text(_ source: SupportedMaskSource) -> String {
        switch source {
        case .controller: "supportedInterfaceOrientations"
        case .idiomDefault: "the idiom default (O5)"
        case .presenterWhileDismissed: "its presenter's, being dismissed with the fix (A8)"
        }
    }

    private static func targetText(_ d: OrientationDecision) -> String {
        switch d.targetSource {
        case .device: "the device asks for \(d.target?.name ?? "nothing")"
        case .flat: "the device asks for no interface orientation (faceUp, faceDown or unknown: O3)"
        case .neverUpsideDown: "the device asks for portraitUpsideDown, which a Face ID iPhone never turns to (O6)"
        case .portraitBeforeLaunch: "the device counts as portrait until launch finishes (L5)"
        }
    }

    /// What settled it. Where the window does not face what the decision gives, it says so.
    private static func outcome(_ d: OrientationDecision, faces: InterfaceOrientation) -> String {
        if d.result == faces { return ruleText(d) }
        if let mask = d.turnedByRequest {
            return "a geometry request (requestGeometryUpdate \(TraceSyntax.mask(mask))) turned it to \(faces.name), and nothing has turned it since: an evaluation now would give \(d.result.name) (A9)"
        }
        if d.rule == .deviceInCommon {
            return "the device's orientation is in common, but the window has not turned to it (a lock, shouldAutorotate NO or a preference holds it: A3, A10, P3)"
        }
        return "it faces \(faces.name), which an evaluation now does not give: it would face \(d.result.name) (\(ruleText(d))); nothing has evaluated the window since its decider or masks changed (A3 names what evaluates; a push, pop or tab selection does not, A7), or a request turned it (A9)"
    }

    private static func ruleText(_ d: OrientationDecision) -> String {
        switch d.rule {
        case .noRoot: "a window without a root keeps its orientation (W8)"
        case .cannotBeShown: "a window without a scene is never shown in an app with scenes, nor evaluated: it keeps its orientation (W5)"
        case .locked: "the decider prefers its orientation locked and the window fills the screen: it keeps it (P3)"
        case .multitasking: "iPad multitasking: the window follows the device, masks are preferences (A11)"
        case .legacyNoTarget: d.target == nil ? "the device asks for no interface orientation: it keeps its own (A12)"
            : "it already faces the device's orientation: nothing to ask (A12)"
        case .legacyAllows: "the answer for the device's orientation is YES: it turns to it (A12)"
        case .legacyRefuses: "an answer for the device's orientation is NO: it keeps its own (A12)"
        case .autorotateRefuses: "shouldAutorotate NO refuses the turn (a device rotation, its root assigned, its window shown): it keeps its orientation (A3, \(BehaviorProfile.Turns.autorotateStopsRefusing.before))"
        case .noCommonCrashes: "nothing in common and shouldAutorotate YES: the app crashes (A3)"
        case .noCommonKeeps: "nothing in common and shouldAutorotate NO: it keeps its orientation (A4)"
        case .deviceInCommon: "the device's orientation is in common: it faces it (A3)"
        case .currentInCommon: d.targetSource == .neverUpsideDown
            ? "a Face ID iPhone never turns upside down; its current orientation is in common, so it stays (A3, O6)"
            : "the device's orientation is not in common; its current one is, so it stays (A3)"
        case .firstInCommon:
            "neither the device's orientation nor its own then (\(d.from.name)) is in common: the first of O2 order in common, \(d.result.name) (A3)"
        case .firstWrittenInCommon:
            "neither the device's orientation nor its own then (\(d.from.name)) is in common: before launch, the first the Info.plist lists that is in common, \(d.result.name) (A3, TN2244)"
        case .presentationPrefers: "the presented controller prefers \(d.result.name), which is in common (A6)"
        case .presentationPrefersWithoutCommon:
            "nothing in common and shouldAutorotate NO: the presentation turns it to the preferred orientation, \(d.result.name) (A4)"
        case .presentationKeepsCurrent: "a full-screen presentation without a preferred orientation keeps its own, which is in common (A6)"
        case .presentationFirstInCommon:
            "a full-screen presentation without a preferred orientation turns it to the first of O2 order in common, \(d.result.name) (A6)"
        case .presentationPreferenceUnsupported: "the presented controller prefers an orientation not in common: the app crashes (A6)"
        }
    }
}

extension World {
    /// Lines explaining the status bar's owner decision (S1, S2).
    /// `style`: with the S7 line, whose preferredStatusBarStyle the bar shows.
    func lines(for d: StatusBarOwnerDecision, style: Bool = false) -> [String] {
        let state = d.hidden ? "hidden" : "shown"
        var lines: [String] = []
        switch d.rule {
        case .appSettingByPlist, .appSettingBeforeControllers:
            let why = d.rule == .appSettingByPlist ? "UIViewControllerBasedStatusBarAppearance is NO" : "\(BehaviorProfile.Turns.controllerStatusBar.beforeWords) no controller has a say"
            lines.append("why the status bar is \(state): the app sets it itself (\(why); it asks for \(d.preferenceHidden ? "hidden" : "shown"), S2)")
        case .owner:
            lines.append("why the status bar is \(state): its appearance follows \(d.window.map { self[$0].name } ?? "?"), the topmost visible window with a root view controller that may affect the status bar (S2)")
            lines.append("  owner: " + d.path.filter(\.taken).map(ownerHopText).joined(separator: " → "))
            if let owner = d.owner, let answer = d.answer {
                let asked = d.answerInForce ? ""
                    : ", but UIKit has not asked again: the answer in force is \(Self.inForceText(d)) (S2: it asks after presentations, rotations, window changes and setNeedsStatusBarAppearanceUpdate)"
                let who = d.answerRelayedFrom.map { "\(self[owner].name) relays the question to \(self[$0].name) (found by A1 when UIKit asks), which answers" }
                    ?? "\(self[owner].name) answers"
                lines.append("  \(who) \(Self.answerText(answer))" + asked)
            }
            if style, let owner = d.styleOwner, let style = d.styleAnswer {
                let who = d.styleRelayedFrom.map { "\(self[owner].name) relays preferredStatusBarStyle to \(self[$0].name), which answers" }
                    ?? "\(self[owner].name) answers preferredStatusBarStyle"
                lines.append("  style: \(who) \(style.rawValue) (S7)")
            }
        case .noOwner:
            lines.append("why the status bar is \(state): no visible window has a root view controller that may affect it, so no controller has a say (S2)")
            if !d.answerInForce {
                lines.append("  the answer in force, \(Self.inForceText(d)), is the one UIKit read last (S2)")
            }
        }
        if d.hidden && !d.preferenceHidden { lines.append("  but a phone hides it in landscape (S1)") }
        return lines
    }

    private func ownerHopText(_ hop: DeciderHop) -> String {
        let name = self[hop.controller].name
        switch hop.reason {
        case .presented(let style): return "presented \(name) (\(style.rawValue) fills the window)"
        case .childForStatusBar: return "its child for the status bar, \(name)"
        case .root, .forwarded, .skippedBeingDismissed, .presentedNotFilling: return hopText(hop)
        }
    }

    private static func answerText(_ answer: StatusBarPreference) -> String {
        switch answer {
        case .hidden: "prefersStatusBarHidden YES"
        case .visible: "prefersStatusBarHidden NO, asked for"
        case .default: "prefersStatusBarHidden NO (the default)"
        }
    }

    private static func inForceText(_ d: StatusBarOwnerDecision) -> String {
        d.preferenceHidden ? "prefersStatusBarHidden YES" : d.preferenceAsks ? "prefersStatusBarHidden NO, asked for" : "prefersStatusBarHidden NO"
    }

    /// Lines explaining the app's interface orientation (A5).
    func lines(for d: ControllingWindowDecision) -> [String] {
        let interface = statusBar.orientation
        guard let window = d.window else {
            return ["why the interface is \(interface.name): no window controls it now (A5), so it keeps its last orientation"]
        }
        var lines = ["why the interface is \(interface.name): it follows \(self[window].name), \(Self.text(d.rule))"]
        if self[window].orientation != interface {
            lines.append("  \(self[window].name) faces \(self[window].orientation.name): the interface was turned apart from it (setStatusBarOrientation:, A9) and follows it again when it turns or another window takes over (A5)")
        }
        return lines
    }

    /// The A5 rule of this system and SDK, in words.
    static func text(_ rule: ControllingRule) -> String {
        switch rule {
        case .topmostVisible: "the topmost visible window with a root view controller (A5, \(rule.era))"
        case .latestRoot: "the window most recently given a root view controller, visible or not (A5, \(rule.era))"
        case .topmostVisibleOwner: "the topmost visible window with a root view controller that may affect the status bar (A5, \(rule.era))"
        }
    }
}
