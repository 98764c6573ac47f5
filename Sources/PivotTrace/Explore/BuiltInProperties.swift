// The explorer's built-in properties (`explore check`), each from bugs people reported. Names
// are resolved once against the start world: a name never changes what it names. What a
// counterexample shows of a violation is in PropertyWitnesses.swift.

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
        case .coversScreen(let layer):
            // A HUD's dimming view sized once, which a rotation leaves short (SVProgressHUD #377, C2).
            let window = start.windowID(layer), view = window == nil ? start.viewIndex(layer) : nil
            return ExploreProperty(name) { world, _ in world.coversScreen(window: window, view: view) ?? true }
        case .coversWindow(let view):
            let index = start.viewIndex(view)!
            return ExploreProperty(name) { world, _ in world.coversWindow(view: index) ?? true }
        case .sameFacing(let first, let second):
            // An overlay that decides its own orientation against the app's (A3, A5).
            let a = start.windowID(first)!, b = start.windowID(second)!
            return ExploreProperty(name) { world, _ in
                !world.isOnScreen(a) || !world.isOnScreen(b) || world[a].orientation == world[b].orientation
            }
        case .statusBarStyleAsPreferred:
            // An overlay that takes over the style with the hidden flag (S7, S2).
            return ExploreProperty(name) { world, _ in
                guard let preferred = world.keyWindowPreferredStatusBarStyle else { return true }
                return world.statusBarStyle == preferred
            }
        case .keyReturnsTo(let window):
            // The main window left without key once an overlay hides (W3, W4).
            let id = start.windowID(window)!
            return ExploreProperty(name) { world, _ in world.topWindow != id || world.keyWindow == id }
        case .always(let expectation):
            // The replay's own checker, so that the explorer and a replay never disagree.
            let checker = ExpectationChecker()
            return ExploreProperty(name) { world, _ in checker.check(expectation, in: world) == nil }
        case .leavesHostAlone(let accepted):
            // The overlay that drags the host sideways, takes its status bar or its key window
            // (A1, A5, S2, W3): the app with the library's events against the app without them.
            guard !accepted.isEmpty else { return .leavesHostAlone(name) }
            return .state(name) { state, _ in state.leavesHostAlone(except: accepted) }
        }
    }

    /// The names this property needs, which the start world must have (a declaration that
    /// failed leaves them out).
    var missingName: ((World) -> String?) {
        switch self {
        case .supported(let c): { $0.controllerID(c) == nil ? "controller '\(c)'" : nil }
        case .followsInterface(let w), .keyReturnsTo(let w): { $0.windowID(w) == nil ? "window '\(w)'" : nil }
        case .upright(let v), .coversWindow(let v): { $0.viewIndex(v) == nil ? "view '\(v)'" : nil }
        case .coversScreen(let l): { $0.windowID(l) == nil && $0.viewIndex(l) == nil ? "view or window '\(l)'" : nil }
        case .sameFacing(let a, let b):
            { world in [a, b].first { world.windowID($0) == nil }.map { "window '\($0)'" } }
        case .always(let e): { Reading(world: $0, state: ExpectationChecker()).missingName(in: e) }
        case .noCrash, .keyWindow, .statusBarFollowsKey, .statusBarHiddenAsPreferred, .statusBarStyleAsPreferred, .leavesHostAlone:
            { _ in nil }
        }
    }
}
