// The explanation of a decision in words (`pivot replay --explain`, `pivot why`): which window
// the interface follows and why, for each turned window the A1 path to its decider, the masks,
// the device's target and the rule that settled it, whose preference shows or hides the status
// bar, and why the layers on screen are in their order, with the SPEC IDs.

import Pivot

extension World {
    /// Lines explaining one window's orientation: the engine's decision for it (issue 20).
    /// `answers`: with every answer UIKit took from the decider, shouldAutorotate too (for a
    /// library's decider, whose answers are the library's code).
    package func whyLines(window id: WindowID, before: InterfaceOrientation? = nil, answers: Bool = false) -> [String] {
        lines(for: orientationDecision(of: id, before: before), answers: answers)
    }

    /// Lines explaining the app's interface orientation (A5).
    package var whyInterfaceLines: [String] { lines(for: controllingWindowDecision) }

    /// Why the status bar is shown or hidden (S1, S2): whose preference counts, through which
    /// window and controllers, and the phones' landscape rule.
    package var statusBarExplanation: [String] { lines(for: statusBarOwnerDecision) }

    /// The same, with whose preferredStatusBarStyle the bar shows (S7).
    package var statusBarStyleExplanation: [String] { lines(for: statusBarOwnerDecision, style: true) }

    /// The explanation of what a step changed: the interface, then each window that turned.
    package func whyLines(after effects: [Effect]) -> [String] {
        var lines: [String] = []
        var turned: [(WindowID, InterfaceOrientation)] = []
        var interface = false, bar = false
        for effect in effects {
            switch effect {
            case .changed(.window(let id, let from, _, _)) where !turned.contains(where: { $0.0 == id }): turned.append((id, from))
            case .changed(.interface): interface = true
            case .changed(.statusBar): bar = true
            default: break
            }
        }
        if interface { lines += whyInterfaceLines }
        for (id, from) in turned { lines += whyLines(window: id, before: from) }
        if bar { lines += statusBarExplanation }
        return lines
    }
}

extension World {
    /// Why the layers on screen are in their order (W2, S4, W7): each window by its level, the
    /// most recently shown on top within a level, and where the system's layers go.
    package var stackingExplanation: [String] {
        let names = screenLayers.map { layer -> String in
            switch layer {
            case .window(let id): self[id].name
            case .statusBar: "statusbar"
            case .keyboard: "keyboard"
            }
        }
        guard !names.isEmpty else { return ["why nothing is on screen: no window is visible (W2)"] }
        var lines = ["why the order is \(names.joined(separator: ",")) (bottom to top): by level, and within a level the window shown or re-levelled last on top (W2)"]
        for layer in screenLayers {
            switch layer {
            case .window(let id):
                lines.append("  \(self[id].name): level \(formatNumber(self[id].level))")
            case .statusBar:
                lines.append(profile.windowsCanCoverStatusBar
                    ? "  the status bar: level 1000, under any window above it (S4, \(BehaviorProfile.Turns.statusBarAboveWindows.beforeWords))"
                    : "  the status bar: above every window (S4, \(BehaviorProfile.Turns.statusBarAboveWindows.from))")
            case .keyboard:
                let kind = profile.keyboardWindow
                lines.append("  the keyboard: \(kind.className), level \(formatNumber(kind.level)) (W7)")
            }
        }
        return lines
    }
}

extension World {
    /// Why the value a failed orientation or status bar expectation found is what it is: the
    /// interface's controlling window (A5), the window's decider, masks and target, or the
    /// status bar's owner (S2); nothing for other expectations.
    package func explanation(for expectation: Expectation) -> [String] {
        switch expectation {
        case .interface: return whyInterfaceLines
        case .window(let name, let wanted) where wanted.orientation != nil:
            return windowID(name).map { whyLines(window: $0) } ?? []
        case .statusBar(let wanted) where wanted.style != nil:
            return statusBarStyleExplanation
        case .statusBar(let wanted) where wanted.hidden != nil || wanted.height != nil:
            return statusBarExplanation
        case .order:
            return stackingExplanation
        default: return []
        }
    }
}
