// What the built-in properties read of a world beyond its public state: which window shows a
// controller, what the key window's controllers prefer, where a view is and how it is turned.

import Pivot

extension World {
    /// The window a controller's view shows in: on screen, and the controller appearing or
    /// appeared (not covered by a full-screen presentation, not below the top of a stack).
    func showingWindow(of id: ControllerID) -> WindowID? {
        let appearance = self[id].appearance
        guard appearance == .appeared || appearance == .appearing, let window = windowOf(id), isOnScreen(window) else { return nil }
        return window
    }

    /// What the key window's decider prefers for the status bar (S1, S2).
    var keyDeciderStatusBarPreference: StatusBarPreference? {
        guard let key = keyWindow, isOnScreen(key), let decider = decider(of: key) else { return nil }
        return self[decider].options.statusBar
    }

    /// The style the key window's controllers ask for (S7); nil without a key window on screen
    /// with a root.
    var keyWindowPreferredStatusBarStyle: StatusBarStyle? {
        guard let key = keyWindow, isOnScreen(key) else { return nil }
        return preferredStatusBarStyle(of: key)
    }

    /// The window a declared view is drawn in, through its parents.
    func window(containingView index: Int) -> WindowID? {
        var parent = views[index].parent
        while true {
            switch parent {
            case .window(let id): return id
            case .controller(let c): return windowOf(c)
            case .view(let v): parent = views[v].parent
            case .keyboard, .released: return nil
            }
        }
    }

    /// A view's rotation on screen in quarter turns (0–3), from its transform to the fixed
    /// portrait space; nil when it is not drawn.
    func screenRotation(ofView index: Int) -> Int? {
        let tree = renderTree()
        guard let node = tree.nodes.firstIndex(where: { $0.viewIndex == index && !$0.hidden }) else { return nil }
        return Self.quarterTurns(tree.nodes[node].toFixed)
    }

    /// The rotation, in quarter turns, that the interface orientation's space has on screen.
    var interfaceRotation: Int {
        Self.quarterTurns(Transform.toFixedSpace(from: statusBar.orientation, portrait: model.portraitSize))
    }

    /// The nearest quarter turn of a transform's linear part.
    static func quarterTurns(_ t: Transform) -> Int {
        if abs(t.a) >= abs(t.b) { return t.a >= 0 ? 0 : 2 }
        return t.b >= 0 ? 1 : 3
    }
}
