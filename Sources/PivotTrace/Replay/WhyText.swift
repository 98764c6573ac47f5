// The explanation of a decision in words (`pivot replay --explain`, `pivot why`): which window
// the interface follows and why, for each turned window the A1 path to its decider, the masks,
// the device's target and the rule that settled it, and whose preference shows or hides the
// status bar, with the SPEC IDs.

import Pivot

extension World {
    /// Lines explaining one window's orientation.
    public func whyLines(window id: WindowID, before: InterfaceOrientation? = nil) -> [String] {
        let e = explainDecision(of: id, before: before)
        var lines = ["why \(self[id].name) faces \(e.orientation.name):"]
        lines.append("  decider: " + e.path.joined(separator: " → "))
        if e.decider != nil {
            lines.append("  app mask \(TraceSyntax.mask(e.appMask)) (\(e.appMaskSource)) ∩ \(e.decider!)'s \(TraceSyntax.mask(e.supported)) (\(e.supportedSource)) = \(e.common.isEmpty ? "nothing" : TraceSyntax.mask(e.common)) (A3)")
            lines.append("  the device asks for \(e.target?.name ?? "no interface orientation (faceUp, faceDown or unknown: O3)")")
        }
        lines.append("  so: \(e.outcome)")
        return lines
    }

    /// Lines explaining the app's interface orientation (A5).
    public var whyInterfaceLines: [String] {
        guard let window = controllingWindow else {
            return ["why the interface is \(statusBar.orientation.name): no window controls it now (A5), so it keeps its last orientation"]
        }
        return ["why the interface is \(statusBar.orientation.name): it follows \(self[window].name), \(controllingRuleExplanation)"]
    }

    /// The explanation of what a step changed: the interface, then each window that turned.
    public func whyLines(after effects: [Effect]) -> [String] {
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
    /// Why the value a failed orientation or status bar expectation found is what it is: the
    /// interface's controlling window (A5), the window's decider, masks and target, or the
    /// status bar's owner (S2); nothing for other expectations.
    public func explanation(for expectation: Expectation) -> [String] {
        switch expectation {
        case .interface: return whyInterfaceLines
        case .window(let name, let wanted) where wanted.orientation != nil:
            return windowID(name).map { whyLines(window: $0) } ?? []
        case .statusBar(let wanted) where wanted.hidden != nil || wanted.height != nil:
            return statusBarExplanation
        default: return []
        }
    }
}
