// Why a window faces the way it does (issue "say why"): the A1 path to its decider, where the
// app's mask comes from (A2, P4, the Info.plist), the decider's mask, what they have in common,
// the device's target, and the rule that picks the window the interface follows (A5). Read-only:
// it retraces the decision the engine took, with the same look-ups.

public struct DecisionExplanation: Hashable, Sendable {
    /// Each hop from the root to the decider, in words with the rule that takes it.
    public var path: [String]
    public var decider: String?
    public var appMask: OrientationMask
    public var appMaskSource: String
    public var supported: OrientationMask
    public var supportedSource: String
    public var common: OrientationMask
    /// The interface orientation the device asks for, nil for faceUp, faceDown, unknown.
    public var target: InterfaceOrientation?
    public var orientation: InterfaceOrientation
    /// What settled it: the SPEC rule in words.
    public var outcome: String
}

extension World {
    /// `before`: the orientation the window had when it decided (a turn's `from`); by default
    /// its orientation now.
    public func explainDecision(of window: WindowID, before: InterfaceOrientation? = nil) -> DecisionExplanation {
        let w = self[window]
        let then = before ?? w.orientation
        var path: [String] = []
        let target = device.held.interface
        guard var current = w.root else {
            return DecisionExplanation(path: ["no root view controller: the window never rotates (W8)"], decider: nil,
                                       appMask: appMask(for: window), appMaskSource: "", supported: [], supportedSource: "",
                                       common: [], target: target, orientation: w.orientation, outcome: "a window without a root keeps its orientation (W8)")
        }
        path.append("root \(self[current].name)")
        while let p = self[current].presented, fillsWindow(p.style) {
            if profile.dismissalSkipsDismissedController && self[p.controller].beingDismissed {
                path.append("skips \(self[p.controller].name), being dismissed (A8, iOS ≥ 13)")
                break
            }
            current = p.controller
            path.append("presented \(self[current].name) (\(p.style.rawValue) fills the window, A1)")
        }
        if let p = self[current].presented, !fillsWindow(p.style) {
            path.append("\(self[p.controller].name) is presented \(p.style.rawValue), which does not fill the window: it does not decide (A1)")
        }
        while self[current].options.forwards, let child = visibleChild(of: current) {
            current = child
            path.append("forwarded to \(self[current].name) (a container that forwards, A1)")
        }
        let decider = current
        let app = appMask(for: window)
        let appSource: String
        if delegateMasks[window] != nil { appSource = "the app delegate's answer for this window (A2)" }
        else if delegateMaskForAll != nil { appSource = "the app delegate's answer for every window (A2)" }
        else if sceneMask != nil, profile.hasSceneMask, config.scenesActive, w.hasScene { appSource = "the scene delegate (P4)" }
        else { appSource = config.plistRawMask == nil ? "the idiom default (O5)" : "the Info.plist (A2)" }
        let supported = supportedMask(of: decider)
        let supportedSource: String
        if self[decider].beingDismissed, self[decider].options.dismissFix { supportedSource = "its presenter's, being dismissed with the fix (A8)" }
        else { supportedSource = self[decider].options.supports == nil ? "the idiom default (O5)" : "supportedInterfaceOrientations" }
        let common = commonMask(window, decider)
        let outcome: String
        if multitasking { outcome = "iPad multitasking: the window follows the device, masks are preferences (A11)" }
        else if common.isEmpty { outcome = self[decider].options.autorotate ? "nothing in common and shouldAutorotate YES: the app crashes (A3)" : "nothing in common and shouldAutorotate NO: it keeps its orientation (A4)" }
        else if let preferred = self[decider].options.preferred, self[decider].presenter != nil, w.orientation == preferred,
                common.contains(preferred) {
            outcome = "the presented controller prefers \(preferred.name), which is in common (A6)"
        }
        else if let target, common.contains(target) { outcome = w.orientation == target ? "the device's orientation is in common: it faces it (A3)" : "the device's orientation is in common, but the window has not turned to it (a lock, shouldAutorotate NO or a preference holds it: A3, A10, P3)" }
        else if common.contains(then) { outcome = "the device's orientation is not in common; its current one is, so it stays (A3)" }
        else { outcome = "neither the device's orientation nor its own then (\(then.name)) is in common: the first of O2 order in common, \(w.orientation.name) (A3)" }
        return DecisionExplanation(path: path, decider: self[decider].name, appMask: app, appMaskSource: appSource,
                                   supported: supported, supportedSource: supportedSource, common: common,
                                   target: target, orientation: w.orientation, outcome: outcome)
    }

    /// The A5 rule of this system and SDK, in words.
    public var controllingRuleExplanation: String {
        switch profile.controllingRule {
        case .topmostVisible: "the topmost visible window with a root view controller (A5, iOS < 8 or SDK < 8)"
        case .latestRoot: "the window most recently given a root view controller, visible or not (A5, SDK ≥ 8 on iOS 8-13)"
        case .topmostVisibleOwner: "the topmost visible window with a root view controller that may affect the status bar (A5, iOS ≥ 14)"
        }
    }
}

extension World {
    /// Why the status bar is shown or hidden (S1, S2): whose preference counts, through which
    /// window and controllers, and the phones' landscape rule.
    public var statusBarExplanation: [String] {
        let state = statusBarHidden ? "hidden" : "shown"
        var lines: [String] = []
        var none = NoRecord()
        let vcBased = controllersOwnStatusBar
        if !vcBased {
            let why = profile.hasControllerStatusBarAppearance ? "UIViewControllerBasedStatusBarAppearance is NO" : "before iOS 7 no controller has a say"
            lines.append("why the status bar is \(state): the app sets it itself (\(why); it asks for \(statusBar.globalHidden ? "hidden" : "shown"), S2)")
        } else if let (window, owner) = statusBarAppearanceOwner(&none) {
            lines.append("why the status bar is \(state): its appearance follows \(self[window].name), the topmost visible window with a root view controller that may affect the status bar (S2)")
            var path = ["root \(self[self[window].root!].name)"]
            var current = self[window].root!
            while let p = self[current].presented, fillsWindow(p.style) {
                if profile.dismissalSkipsDismissedController && self[p.controller].beingDismissed { break }
                current = p.controller
                path.append("presented \(self[current].name) (\(p.style.rawValue) fills the window)")
            }
            while self[current].options.statusBarChild, let child = visibleChild(of: current) {
                current = child
                path.append("its child for the status bar, \(self[current].name)")
            }
            lines.append("  owner: " + path.joined(separator: " → "))
            let answer: String = switch self[owner].options.statusBar {
            case .hidden: "prefersStatusBarHidden YES"
            case .visible: "prefersStatusBarHidden NO, asked for"
            case .default: "prefersStatusBarHidden NO (the default)"
            }
            lines.append("  \(self[owner].name) answers \(answer)")
        } else {
            lines.append("why the status bar is \(state): no visible window has a root view controller that may affect it, so no controller has a say (S2)")
        }
        let byPreference = vcBased ? statusBar.preferenceHidden : statusBar.globalHidden
        if statusBarHidden && !byPreference {
            lines.append("  but a phone hides it in landscape (S1)")
        }
        return lines
    }
}
