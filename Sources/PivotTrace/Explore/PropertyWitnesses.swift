// What a counterexample shows of a violated property: `expect` lines that hold in the bad state
// and show what is wrong, read with the replay's own expectation checker.

import Pivot

extension ExploreCheck {
    /// The lines that end a counterexample trace: expectations that hold and show the violation;
    /// for an invariant, the expectation itself (as a comment: it fails) and what was found.
    func witness(in state: ExploreState) -> [String] {
        if case .always(let expectation) = self { return Self.invariantWitness(expectation, in: state.world) }
        if case .leavesHostAlone(let accepted) = self { return Self.hostDifference(in: state, except: accepted) }
        return witnessExpectations(in: state.world).map { $0.printed() }
    }

    private func witnessExpectations(in world: World) -> [Expectation] {
        let reading = Reading(world: world, state: ExpectationChecker())
        func actual(_ e: Expectation) -> Expectation { reading.actual(for: e) }
        func window(_ name: String, _ fill: (inout WindowExpectation) -> Void) -> Expectation {
            var wanted = WindowExpectation()
            fill(&wanted)
            return actual(.window(name, wanted))
        }
        func bar(_ fill: (inout StatusBarExpectation) -> Void) -> Expectation {
            var wanted = StatusBarExpectation()
            fill(&wanted)
            return actual(.statusBar(wanted))
        }
        let interface = actual(.interface(.portrait))
        switch self {
        case .noCrash:
            guard let crash = world.crash else { return [] }
            return [.crash(name: crash.name, reason: crash.reason)]
        case .supported(let controller):
            guard let id = world.controllerID(controller), let shown = world.showingWindow(of: id) ?? world.windowOf(id) else { return [] }
            return [window(world[shown].name) { $0.orientation = .portrait }, actual(.decider(window: world[shown].name, controller: ""))]
        case .followsInterface(let name):
            return [interface, window(name) { $0.orientation = .portrait }]
        case .upright(let view):
            guard let index = world.viewIndex(view), let shown = world.window(containingView: index) else { return [interface] }
            // The view's own turn on screen beside the window's: the HUD that stayed put (W8, C2).
            let turned = world.viewGeometry(view: index) == nil ? []
                : [actual(.view(view, bounds: nil, frame: nil, rotation: 0, screenRotation: 0))]
            return [interface, window(world[shown].name) { $0.orientation = .portrait; $0.rotation = 0 }] + turned
        case .keyWindow:
            return [.key(nil)] + world.stackOrder.prefix(1).map { window(world[$0].name) { $0.visible = true } }
        case .statusBarFollowsKey:
            guard let key = world.keyWindow else { return [bar { $0.orientation = .portrait }] }
            return [bar { $0.orientation = .portrait }, window(world[key].name) { $0.orientation = .portrait }]
        case .statusBarHiddenAsPreferred:
            guard let key = world.keyWindow else { return [bar { $0.hidden = false }] }
            return [bar { $0.hidden = false }, actual(.decider(window: world[key].name, controller: ""))]
        case .coversScreen(let layer):
            return [actual(.screen(bounds: Size(0, 0)))] + Self.placement(of: layer, in: "screen", world: world, actual)
        case .coversWindow(let view):
            guard let index = world.viewIndex(view) else { return [] }
            guard let shown = world.window(containingView: index) else {
                // On the keyboard's window, which spans the screen (W9).
                return [actual(.screen(bounds: Size(0, 0)))] + Self.placement(of: view, in: "screen", world: world, actual)
            }
            let name = world[shown].name
            return [window(name) { $0.bounds = Size(0, 0) }] + Self.placement(of: view, in: name, world: world, actual)
        case .sameFacing(let first, let second):
            return [first, second].map { name in window(name) { $0.orientation = .portrait; $0.visible = true } }
        case .statusBarStyleAsPreferred:
            let style = bar { $0.style = .default }
            guard let key = world.keyWindow else { return [style] }
            var lines = [style, actual(.decider(window: world[key].name, controller: ""))]
            // The window whose controllers set the style instead (S2, S7).
            if let owner = world.statusBarAppearanceWindow, owner != key {
                lines.append(actual(.decider(window: world[owner].name, controller: "")))
            }
            return lines
        case .keyReturnsTo(let name):
            var lines = [actual(.key(nil)), window(name) { $0.visible = true; $0.key = true }]
            if let key = world.keyWindow, world[key].name != name { lines.append(window(world[key].name) { $0.visible = true }) }
            return lines
        case .always, .leavesHostAlone:
            return []
        }
    }

    /// Where a window or view is drawn in `space` (the screen, or a window): its bounds converted
    /// there, and each clipping ancestor's, which can cut what is drawn (C2).
    private static func placement(of layer: String, in space: String, world: World,
                                  _ actual: (Expectation) -> Expectation) -> [Expectation] {
        func box(_ name: String, _ size: Size) -> Expectation {
            actual(.convert([0, 0, size.width, size.height], from: name, to: space, result: []))
        }
        if let id = world.windowID(layer) { return [box(layer, world[id].bounds)] }
        guard let index = world.viewIndex(layer), let geometry = world.viewGeometry(view: index) else { return [] }
        var lines = [box(layer, geometry.bounds)]
        var parent = world.views[index].parent
        while case .view(let v) = parent {
            if world.views[v].clips { lines.append(box(world.views[v].name, world.views[v].frame.size)) }
            parent = world.views[v].parent
        }
        return lines
    }

    /// The invariant as a comment, then what was found: an expectation that holds where the
    /// checker can write one, else its words.
    private static func invariantWitness(_ expectation: Expectation, in world: World) -> [String] {
        let checker = ExpectationChecker()
        var lines = ["# violated: \(expectation.printed())"]
        guard let mismatch = checker.check(expectation, in: world) else { return lines }
        let found = Reading(world: world, state: checker).actual(for: expectation)
        if mismatch.foundIsSyntax && checker.check(found, in: world) == nil {
            lines.append(found.printed())
        } else {
            lines.append("# found: \(mismatch.found)")
        }
        if let note = mismatch.note { lines.append("# \(note)") }
        return lines
    }
}
