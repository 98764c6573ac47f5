// The explorer's built-in properties (`explore check`), each from bugs people reported, and the
// expectations that show a violation in a counterexample trace. Names are resolved once against
// the start world: a name never changes what it names.

import Pivot

extension ExploreCheck {
    /// The property as the explorer checks it after every step.
    func property(in start: World) -> ExploreProperty {
        let name = printed()
        switch self {
        case .noCrash:
            // Every modelled UIKit exception (A3 no common orientation, W6 missing root, A6).
            return ExploreProperty(name) { world, _ in !world.crashed }
        case .supported(let controller):
            // A portrait-only screen shown sideways: the hidden-window takeover on iOS 8, the
            // overlay that unlocks a portrait app, the landscape presenter after a dismissal (A8).
            let id = start.controllerID(controller)!
            return ExploreProperty(name) { world, _ in
                guard let window = world.showingWindow(of: id) else { return true }
                return world.supportedMask(of: id).valid.contains(world[window].orientation)
            }
        case .followsInterface(let window):
            let id = start.windowID(window)!
            return ExploreProperty(name) { world, _ in
                !world.isOnScreen(id) || world[id].orientation == world.statusBar.orientation
            }
        case .upright(let view):
            // The sideways HUD of iOS 7 and of windows without a root (W8, C2).
            let index = start.viewIndex(view)!
            return ExploreProperty(name) { world, _ in
                guard let turn = world.screenRotation(ofView: index) else { return true }
                return turn == world.interfaceRotation
            }
        case .keyWindow:
            return ExploreProperty(name) { world, _ in
                world.keyWindow != nil || !world.windows.indices.contains { world.isOnScreen(WindowID($0)) }
            }
        case .statusBarFollowsKey:
            // The status bar stuck in landscape after an SDK window closes (A5, S5).
            return ExploreProperty(name) { world, _ in
                guard let key = world.keyWindow else { return true }
                return world.statusBar.orientation == world[key].orientation
            }
        case .statusBarHiddenAsPreferred:
            // An overlay's controller that takes over status bar appearance (S2).
            return ExploreProperty(name) { world, _ in
                guard let preference = world.keyDeciderStatusBarPreference else { return true }
                switch preference {
                case .hidden: return world.statusBarHidden
                case .visible: return !world.statusBarHidden
                case .default: return true
                }
            }
        }
    }

    /// The names this property needs, which the start world must have (a declaration that
    /// failed leaves them out).
    var missingName: ((World) -> String?) {
        switch self {
        case .supported(let c): { $0.controllerID(c) == nil ? "controller '\(c)'" : nil }
        case .followsInterface(let w): { $0.windowID(w) == nil ? "window '\(w)'" : nil }
        case .upright(let v): { $0.viewIndex(v) == nil ? "view '\(v)'" : nil }
        default: { _ in nil }
        }
    }

    /// Expectations that hold in the violating world and show what is wrong.
    func witness(in world: World) -> [Expectation] {
        let checker = ExpectationChecker()
        let reading = Reading(world: world, state: checker)
        func actual(_ e: Expectation) -> Expectation { reading.actual(for: e) }
        var orientation = WindowExpectation()
        orientation.orientation = .portrait
        switch self {
        case .noCrash:
            guard let crash = world.crash else { return [] }
            return [.crash(name: crash.name, reason: crash.reason)]
        case .supported(let controller):
            guard let id = world.controllerID(controller), let window = world.showingWindow(of: id) ?? world.windowOf(id) else { return [] }
            return [actual(.window(world[window].name, orientation)), actual(.decider(window: world[window].name, controller: ""))]
        case .followsInterface(let window):
            return [actual(.interface(.portrait)), actual(.window(window, orientation))]
        case .upright(let view):
            guard let index = world.viewIndex(view), let window = world.window(containingView: index) else { return [actual(.interface(.portrait))] }
            var rotation = orientation
            rotation.rotation = 0
            return [actual(.interface(.portrait)), actual(.window(world[window].name, rotation))]
        case .keyWindow:
            return [.key(nil)] + world.stackOrder.prefix(1).map { .window(world[$0].name, { var e = WindowExpectation(); e.visible = true; return e }()) }
        case .statusBarFollowsKey:
            var bar = StatusBarExpectation()
            bar.orientation = .portrait
            guard let key = world.keyWindow else { return [actual(.statusBar(bar))] }
            return [actual(.statusBar(bar)), actual(.window(world[key].name, orientation))]
        case .statusBarHiddenAsPreferred:
            var bar = StatusBarExpectation()
            bar.hidden = false
            guard let key = world.keyWindow else { return [actual(.statusBar(bar))] }
            return [actual(.statusBar(bar)), actual(.decider(window: world[key].name, controller: ""))]
        }
    }
}

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

    /// The window a declared view is drawn in, through its parents.
    func window(containingView index: Int) -> WindowID? {
        var parent = views[index].parent
        while true {
            switch parent {
            case .window(let id): return id
            case .controller(let c): return windowOf(c)
            case .view(let v): parent = views[v].parent
            case .keyboard: return nil
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
