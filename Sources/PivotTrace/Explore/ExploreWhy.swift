// The end of a counterexample: why the state that broke the property is what it is, as the
// engine decided it (the same decisions `pivot why` prints), as comment lines of the trace.

import Pivot

extension ExploreCheck {
    /// The decisions behind the broken state: the interface's controlling window, and the
    /// windows, status bar or order the property is about. Where the interface follows one of
    /// the `library`'s windows, that window's decision follows the interface's line; where a
    /// decision is the library's (its window, or a decider of its own presented in the host's),
    /// it says every answer UIKit took from the decider, shouldAutorotate too. The status bar's
    /// lines name its owner's answers already.
    package func why(in state: ExploreState, library: LibraryNames = LibraryNames()) -> [String] {
        let world = state.world
        var lines = world.whyInterfaceLines
        var explained: Set<WindowID> = []
        func window(_ id: WindowID) {
            explained.insert(id)
            let decision = world.orientationDecision(of: id)
            lines += world.lines(for: decision, answers: Self.isLibrary(decision, library, in: world))
        }
        func window(_ name: String) { if let id = world.windowID(name) { window(id) } }
        switch self {
        case .followsInterface(let name), .keyReturnsTo(let name): window(name)
        case .sameFacing(let a, let b): window(a); window(b)
        case .supported(let controller):
            if let id = world.controllerID(controller), let host = world.windowOf(id) { window(host) }
        case .statusBarFollowsKey, .statusBarHiddenAsPreferred: lines += world.statusBarExplanation
        case .statusBarStyleAsPreferred: lines += world.statusBarStyleExplanation
        case .keyWindow: lines += world.stackingExplanation
        case .leavesHostAlone(let accepted):
            // What differs from the host on its own: the status bar's owner, the key window, the order.
            guard let pair = state.hostObservations(except: accepted) else { break }
            if pair.without.statusBar.style != pair.with.statusBar.style {
                lines += world.statusBarStyleExplanation
            } else if pair.without.statusBar != pair.with.statusBar {
                lines += world.statusBarExplanation
            }
            // A host window raised or lowered (above the status bar: covering it) is the order's.
            let levels = zip(pair.without.windows, pair.with.windows).contains { $0.value?.level != $1.value?.level }
            if pair.without.key != pair.with.key || levels { lines += world.stackingExplanation }
        default: break
        }
        lines.insert(contentsOf: world.controllingDecisionLines(library: library, explained: explained), at: world.whyInterfaceLines.count)
        return lines
    }

    /// Whether a decision is the library's: its window is, or its decider (a controller the
    /// library declares or presents).
    static func isLibrary(_ decision: OrientationDecision, _ library: LibraryNames, in world: World) -> Bool {
        if library.windows.contains(world[decision.window].name) { return true }
        return decision.decider.map { library.controllers.contains(world[$0].name) } ?? false
    }
}

extension World {
    /// The decision of the window the interface follows, with every answer UIKit took from its
    /// decider, where that decider is not simply the host window's root: a controller presented
    /// over it (custom, overFullScreen, full screen: its mask decided, not the root's), or the
    /// library's (its window, a controller it made). Empty otherwise, or where `explained`
    /// already has the window. The engine's decision, as `pivot why` prints it; both explorers'
    /// whys put it under the interface's line.
    package func controllingDecisionLines(library: LibraryNames, explained: Set<WindowID> = []) -> [String] {
        guard let controlling = controllingWindow, !explained.contains(controlling) else { return [] }
        let decision = orientationDecision(of: controlling)
        let presented = decision.path.contains { if case .presented = $0.reason { true } else { false } }
        guard presented || ExploreCheck.isLibrary(decision, library, in: self) else { return [] }
        return lines(for: decision, answers: true)
    }
}
