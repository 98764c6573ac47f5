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
            // What differs from the host on its own: the status bar's owner, the key window.
            guard let pair = state.hostObservations(except: accepted) else { break }
            if pair.without.statusBar.style != pair.with.statusBar.style {
                lines += world.statusBarStyleExplanation
            } else if pair.without.statusBar != pair.with.statusBar {
                lines += world.statusBarExplanation
            }
            if pair.without.key != pair.with.key { lines += world.stackingExplanation }
        default: break
        }
        if let controlling = world.controllingWindow, library.windows.contains(world[controlling].name), !explained.contains(controlling) {
            lines.insert(contentsOf: world.whyLines(window: controlling, answers: true), at: world.whyInterfaceLines.count)
        }
        return lines
    }

    /// Whether a decision is the library's: its window is, or its decider (a controller the
    /// library declares or presents).
    static func isLibrary(_ decision: OrientationDecision, _ library: LibraryNames, in world: World) -> Bool {
        if library.windows.contains(world[decision.window].name) { return true }
        return decision.decider.map { library.controllers.contains(world[$0].name) } ?? false
    }
}
