// The paired world of `leaves-host-alone`: beside the app where the library's events happen,
// the same app that lived through the same sequence minus the library's events (and without
// the library's observers). Both are part of the explorer's state (the twin's fingerprint folds
// into the world's), so a breadth-first search over pairs stays exact and its first
// counterexample shortest. What the host heard differently on a step (notifications, its
// controllers' callbacks) is kept once it happens, so that it is state too.

/// The host's side of a paired world.
package struct HostTwin: Hashable, Sendable {
    /// The app without the library's events.
    package internal(set) var world: World
    /// The library's windows and controllers (`World.libraryNames`): the host does not
    /// observe these.
    package let library: LibraryNames
    /// The first step on which the host heard something different, as it heard it without the
    /// library and with it; sticky.
    package internal(set) var heard: HeardDifference? = nil
    /// The twin world's fingerprint and its parts, kept from the last step that changed it (a
    /// library step leaves the twin alone unless time passes; a host step folds again only the
    /// buffers it wrote).
    var fingerprint: UInt64
    var parts: FingerprintParts
}

/// The names of a library's windows and controllers.
package struct LibraryNames: Hashable, Sendable {
    package var windows: Set<String> = []
    package var controllers: Set<String> = []
    package init(windows: Set<String> = [], controllers: Set<String> = []) {
        self.windows = windows; self.controllers = controllers
    }

    /// A controller of the library's: one it names, or one in a window of its own (a library
    /// window's root, its children and presentations).
    func owns(_ id: ControllerID, in world: World) -> Bool {
        if controllers.contains(world[id].name) { return true }
        guard let window = world.windowOf(id) else { return false }
        return windows.contains(world[window].name)
    }
}

/// What the host heard on one step, without the library and with it: notifications (with the
/// host window that posted them) and its controllers' callbacks, in order.
package struct HeardDifference: Hashable, Sendable {
    package var without: [String]
    package var with: [String]
}

extension World {
    /// Whether the library observes notifications (`on … do`): its events then include what
    /// its observers do on the host's steps.
    package var hasLibraryObservers: Bool { catalog.hasReactions }

    /// The windows and controllers of a library whose events are `events` (`explore library`),
    /// the host's being `hostEvents`: the windows its events (the actions they run, and those
    /// its observers run) make, and those they show, hide, root, re-level or release that are
    /// not the host's (on screen at the start, or named by a host event); the controllers they
    /// declare, root, present or push.
    package func libraryNames(of events: [Event], host hostEvents: [Event] = []) -> LibraryNames {
        var hostWindows: Set<String> = []
        forEachStep(of: hostEvents) { event in
            switch event {
            case .createWindow(let spec): hostWindows.insert(spec.name)
            case .show(let window, _), .makeKey(let window), .hide(let window), .setLevel(let window, _),
                 .setRoot(let window, _), .releaseWindow(let window), .requestGeometry(let window, _), .resize(let window, _),
                 .setWindowFrame(let window, _), .attachScene(let window):
                hostWindows.insert(window)
            default: break
            }
        }
        for window in windows where window.visible && !window.released { hostWindows.insert(window.name) }
        var names = LibraryNames()
        func claim(_ window: String) { if !hostWindows.contains(window) { names.windows.insert(window) } }
        forEachStep(of: events + reactions.values.joined().map { .perform($0) }) { event in
            switch event {
            case .createWindow(let spec):
                names.windows.insert(spec.name)
                if let root = spec.root { names.controllers.insert(root) }
            case .declareController(let name, _), .present(let name, _, _, _), .push(let name, _):
                names.controllers.insert(name)
            case .releaseWindow(let window), .show(let window, _), .hide(let window), .setLevel(let window, _):
                claim(window)
            case .setRoot(let window, let root):
                claim(window)
                if let root { names.controllers.insert(root) }
            default: break
            }
        }
        return names
    }

    /// Each step of `events`, through the actions they run (each action once).
    private func forEachStep(of events: [Event], _ body: (Event) -> Void) {
        var visited: Set<String> = []
        func visit(_ event: Event) {
            guard case .perform(let action) = event else { return body(event) }
            guard visited.insert(action).inserted else { return }
            for step in actions[action] ?? [] { visit(step) }
        }
        for event in events { visit(event) }
    }

    /// What the host hears of a step's effects: notifications but those a library window
    /// posted, and callbacks to controllers but the library's. By name: the two sides number
    /// their windows apart once the library made one.
    func heard(_ effects: [Effect], library: LibraryNames) -> [HeardItem] {
        var items: [HeardItem] = []
        for effect in effects {
            switch effect {
            case .posted(let note):
                guard case .window(let id) = note.sender else { items.append(.posted(note.name, window: nil)); continue }
                let name = self[id].name
                if !library.windows.contains(name) { items.append(.posted(note.name, window: name)) }
            case .callback(let record):
                let name = self[record.controller].name
                if !library.owns(record.controller, in: self) { items.append(.called(name, record.callback)) }
            default:
                continue
            }
        }
        return items
    }
}

/// One thing the host heard: a notification (and the host window that posted it) or a
/// callback to one of its controllers.
enum HeardItem: Equatable {
    case posted(NotificationName, window: String?)
    case called(String, Callback)

    var text: String {
        switch self {
        case .posted(let name, let window): window.map { "\(name.rawValue) from \($0)" } ?? name.rawValue
        case .called(let controller, let callback): "\(controller).\(callback.rawValue)"
        }
    }
}

extension ExploreState {
    /// After the library's side took `event` (its effects in `effects`, callbacks recorded):
    /// the host's side takes it too unless it is the library's, and what the host heard on
    /// both sides is compared.
    /// `clockBefore`: the library side's clock before the step. Time passes alike on both
    /// sides: a library step that settles (or waits) lets the host's own animations finish too.
    mutating func stepHost(_ event: Event, library: Bool, settle: Bool, clockBefore: Int, effects: [Effect]) {
        guard var twin = host else { return }
        // Once the host heard something different, that is kept; no need to listen again.
        let listening = twin.heard == nil
        let heardWith = listening ? world.heard(effects, library: twin.library) : []
        var heardWithout: [HeardItem] = []
        let elapsed = world.clock - clockBefore
        if !library || (elapsed > 0 && !twin.world.pending.isEmpty) {
            var stepped = Effects(recordsCallbacks: true)
            let before = twin.world.fingerprintSources
            let start = twin.world.clock
            if !library { twin.world.apply(event, into: &stepped, settle: settle) }
            let behind = elapsed - (twin.world.clock - start)
            if behind > 0 { twin.world.advance(by: behind, into: &stepped) }
            if listening { heardWithout = twin.world.heard(stepped.list, library: twin.library) }
            twin.parts = twin.world.fingerprintSources.parts(reusing: twin.parts, of: before)
            twin.fingerprint = twin.world.fingerprint(twin.parts)
        } else if heardWith.isEmpty {
            return
        }
        if listening && heardWith != heardWithout {
            twin.heard = HeardDifference(without: heardWithout.map(\.text), with: heardWith.map(\.text))
        }
        hostBox = .host(twin)
    }
}
