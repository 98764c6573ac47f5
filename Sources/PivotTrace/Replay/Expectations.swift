// Checking an expectation: read the same property off the world, written as an expectation of
// the same shape, so that a failure prints expected and actual in trace syntax. Replay and the
// test harness share this checker: each feeds it the steps it runs and asks it about the world.

import Pivot

/// What an expectation checker needs besides the world: the console log so far, the observed
/// notification names, and what the previous step did.
package struct ExpectationChecker: Sendable {
    /// Every console line so far.
    package internal(set) var log: [String] = []
    /// The notification names observed from now on (`observe`).
    package internal(set) var observed: Set<NotificationName> = []
    /// Effects of the previous step, which `expect posted/calls/events/asked/no-crash` look at.
    package internal(set) var lastEffects: [Effect] = []
    /// The notifications observed when the previous step ran (an `observe` after it does not
    /// reach back).
    var observedAtStep: Set<NotificationName> = []
    /// The callbacks and observed notifications of every step, for `since LABEL` expectations;
    /// kept only when a trace has one, so that other replays do not grow with the trace.
    package var keepsHistory = false
    var history: [Effect] = []
    /// Where in `history` each mark stands.
    var marks: [String: Int] = [:]
    /// Where each item stands in `history`: a `since` expectation that holds reads this only.
    var index = TimelineIndex()

    package init() {}

    /// A `mark LABEL`: `since LABEL` expectations look at the steps after it.
    package mutating func mark(_ label: String) { marks[label] = history.count }

    /// Registers an observer for a notification name (`observe NAME`).
    package mutating func observe(_ name: NotificationName) { observed.insert(name) }

    /// Records a step's effects: the previous step for later expectations, and its console lines.
    package mutating func stepped(_ effects: [Effect]) {
        lastEffects = effects
        steppedInPlace()
    }

    /// As `stepped(_:)` for effects already placed in `lastEffects` (replay swaps buffers so
    /// that a step allocates nothing).
    mutating func steppedInPlace() {
        observedAtStep = observed
        noteLog(lastEffects)
        guard keepsHistory else { return }
        for effect in lastEffects {
            switch effect {
            // The delegate's life-cycle calls too: `expect events since` lists them (L7, L9).
            case .callback, .lifecycle: history.append(effect)
            case .posted(let n) where observed.contains(n.name): history.append(effect)
            default: continue
            }
            index.append(effect)
        }
    }

    /// Keeps the console lines among effects that are not a step of their own (a declaration).
    package mutating func noteLog(_ effects: [Effect]) {
        for case .log(let text) in effects { log.append(text.string) }
    }

    /// nil when the expectation holds in `world`, else what was expected and what was found.
    package func check(_ expectation: Expectation, in world: World) -> ExpectationMismatch? {
        var read = 0
        return check(expectation, in: world, entriesRead: &read)
    }

    /// The same, counting the history entries and index searches it took: a `since`
    /// expectation that holds is answered from the index, one that fails from its whole span.
    package func check(_ expectation: Expectation, in world: World, entriesRead: inout Int) -> ExpectationMismatch? {
        let reading = Reading(world: world, state: self)
        switch expectation {
        case .timeline(let timeline) where timeline.since != nil:
            if reading.holdsByIndex(timeline, lookups: &entriesRead) { return nil }
            entriesRead += timeline.since.flatMap(reading.spanRange(since:))?.count ?? 0
        case .call(let call) where call.since != nil:
            if reading.holdsByIndex(call, lookups: &entriesRead) { return nil }
            entriesRead += call.since.flatMap(reading.spanRange(since:))?.count ?? 0
        default: break
        }
        return reading.check(expectation)
    }
}

/// A failed expectation: both sides, for a one-line message or a `-`/`+` diff.
package struct ExpectationMismatch: Sendable, Hashable {
    /// The expectation in trace syntax, without its leading `expect`.
    package var expected: String
    /// What was found: an expectation of the same shape in trace syntax when `foundIsSyntax`,
    /// else words (`no crash`, `a log without it: …`).
    package var found: String
    package var foundIsSyntax: Bool
    /// Why, or what to do, when it is not plain from the two sides.
    package var note: String?

    package init(expected: String, found: String, foundIsSyntax: Bool, note: String? = nil) {
        self.expected = expected; self.found = found; self.foundIsSyntax = foundIsSyntax; self.note = note
    }

    /// `expected …, got …`, with the note in brackets.
    package var message: String {
        "expected \(expected), got \(found)" + (note.map { " (\($0))" } ?? "")
    }
}

/// One world read for expectations.
struct Reading {
    /// What refused a step (`expect refused`): the world's rejection, or the error UIKit logged
    /// for a request it declined (requestGeometryUpdate's UISceneErrorDomain error, A9).
    static func refusals(in effects: [Effect]) -> [String] {
        effects.compactMap { effect in
            switch effect {
            case .rejected(let reason): reason.string
            case .log(let line) where line.string.hasPrefix("Error Domain="): line.string
            default: nil
            }
        }
    }

    let world: World
    let state: ExpectationChecker
    var lastEffects: [Effect] { state.lastEffects }
    var observedAtStep: Set<NotificationName> { state.observedAtStep }
    var log: [String] { state.log }

    func check(_ expectation: Expectation) -> ExpectationMismatch? {
        let wanted = Self.shown(expectation)
        func words(_ found: String, note: String? = nil) -> ExpectationMismatch {
            ExpectationMismatch(expected: wanted, found: found, foundIsSyntax: false, note: note)
        }
        switch expectation {
        case .crash(let name, let reason):
            guard let crash = world.crash else { return words("no crash") }
            if crash.name == name && (reason.map { crash.reason.contains($0) } ?? true) { return nil }
            return words("crash \(crash.name) \"\(crash.reason)\"")
        case .log(let text):
            // The empty string is in every log, an empty one included.
            if text.isEmpty || log.contains(where: { $0.contains(text) }) { return nil }
            return log.isEmpty ? words("a log without it", note: "the log is empty")
                : words("a log without it: \(log.map { "\"\($0)\"" }.joined(separator: ", "))")
        case .view(let name, _, _, _, _) where viewGeometry(name) == nil:
            return words("no view of \(name) on screen")
        case .traits(let name, _, _) where traitsWindow(name).flatMap(world.traits(of:)) == nil:
            return words("no trait collection", note: "size classes exist \(BehaviorProfile.Turns.sizeClasses.fromWords), for a controller in a window")
        case .scene where !world.config.scenesActive:
            return words("no window scene", note: "the app does not use scenes, or runs \(BehaviorProfile.Turns.scenes.beforeWords)")
        case .noCrash:
            for case .crash(let crash) in lastEffects { return words("crash \(crash.name) \"\(crash.reason)\"") }
            return nil
        case .refused(let reason):
            let refusals = Self.refusals(in: lastEffects)
            if refusals.contains(where: { reason.map($0.contains) ?? true }) { return nil }
            return refusals.isEmpty ? words("the step ran", note: "nothing refused it: no rejection and no request error")
                : words("refused \(refusals.map { "\"\($0)\"" }.joined(separator: ", "))")
        case .timeline(let timeline):
            return check(timeline, wanted)
        case .call(let call):
            return check(call, wanted)
        default:
            if let missing = missingName(in: expectation) {
                return words("no \(missing)", note: "its declaration was skipped or rejected")
            }
            let found = actual(for: expectation)
            if found == expectation { return nil }
            var note: String? = nil
            if case .posted(let names) = expectation, let unobserved = names.first(where: { !observedAtStep.contains($0) }) {
                note = "\(unobserved.rawValue) was not observed when the step ran: add `observe \(unobserved.rawValue)` before it"
            }
            if case .device = expectation, !world.generatesDeviceNotifications {
                note = "N2: the app reads unknown while device notifications are off; add `device-notifications begin` before the rotation"
            }
            return ExpectationMismatch(expected: wanted, found: Self.shown(found), foundIsSyntax: true, note: note)
        }
    }

    /// An expectation in trace syntax without its leading `expect`.
    static func shown(_ expectation: Expectation) -> String {
        let printed = expectation.printed()
        return printed.hasPrefix("expect ") ? String(printed.dropFirst("expect ".count)) : printed
    }

    /// A window, controller or view the expectation names that the world does not have: the trace
    /// declared it, but the app crashed before it, or the world refused it.
    func missingName(in expectation: Expectation) -> String? {
        // `none`, `keyboard` and `statusbar` name no window or controller of the app.
        let reserved = reservedNames
        func window(_ name: String?) -> String? {
            guard let name, !reserved.contains(name), world.windowID(name) == nil else { return nil }
            return "window named '\(name)'"
        }
        func controller(_ name: String) -> String? {
            reserved.contains(name) || world.controllerID(name) != nil ? nil : "controller named '\(name)'"
        }
        func view(_ name: String?) -> String? {
            guard let name, world.viewIndex(name) == nil else { return nil }
            return "view named '\(name)'"
        }
        switch expectation {
        case .window(let name, _): return window(name)
        case .key(let name), .controlling(let name): return window(name)
        case .safeArea(let name, _), .safeAreaEdges(let name, _):
            return world.viewIndex(name) == nil && world.windowID(name) == nil
                ? controller(name).map { _ in "window, controller or view named '\(name)'" } : nil
        case .decider(let w, let c): return window(w) ?? controller(c)
        case .order(let names): return names.lazy.compactMap(window).first
        case .windows(let names):
            // The keyboard's windows by class (W7) are UIKit's, not declared.
            return names.lazy.filter { !TraceReader.keyboardWindowClasses.contains($0) }.compactMap(window).first
        case .convert(_, let from, let to, _):
            return [from, to].first { !["screen", "fixed"].contains($0) && world.windowID($0) == nil && world.viewIndex($0) == nil }
                .map { "window or view named '\($0)'" }
        case .hit(_, let w, let v): return window(w) ?? view(v)
        case .asked(let name, _), .presentation(let name, _): return controller(name)
        case .covered(let name, _): return view(name)
        default: return nil
        }
    }

    func windowName(_ id: WindowID?) -> String? { id.map { world[$0].name } }
    func controllerName(_ id: ControllerID?) -> String { id.map { world[$0].name } ?? "none" }

    /// The world's value for the properties the expectation names, as an expectation.
    func actual(for expectation: Expectation) -> Expectation {
        switch expectation {
        case .interface: return .interface(world.statusBar.orientation)
        case .device: return .device(world.deviceOrientationAsRead)
        case .window(let name, let wanted):
            guard let id = world.windowID(name) else { return expectation }
            let w = world[id]
            var got = WindowExpectation()
            if wanted.orientation != nil { got.orientation = w.orientation }
            if wanted.bounds != nil { got.bounds = w.bounds }
            if wanted.frame != nil { got.frame = w.frame }
            if wanted.visible != nil { got.visible = w.visible }
            if wanted.key != nil { got.key = world.keyWindow == id }
            if wanted.rotation != nil { got.rotation = w.rootRotation }
            return .window(name, got)
        case .key: return .key(windowName(world.keyWindow))
        case .screen: return .screen(bounds: world.screenBounds)
        case .statusBar(let wanted):
            var got = StatusBarExpectation()
            if wanted.hidden != nil { got.hidden = world.statusBarHidden }
            if wanted.height != nil { got.height = world.statusBarHeight }
            if wanted.orientation != nil { got.orientation = world.statusBar.orientation }
            if wanted.covered != nil { got.covered = world.statusBarCovered }
            if wanted.style != nil { got.style = world.statusBarStyle }
            return .statusBar(got)
        case .safeArea(let name, _):
            if let id = world.controllerID(name) { return .safeArea(name, world.safeArea(of: id)) }
            if let id = world.windowID(name) { return .safeArea(name, world.safeArea(ofWindow: id)) }
            guard let view = world.viewIndex(name) else { return expectation }
            return .safeArea(name, world.safeArea(ofView: view))
        case .safeAreaEdges(let name, let wanted):
            guard case .safeArea(_, let insets) = actual(for: .safeArea(name, .zero)) else { return expectation }
            return .safeAreaEdges(name, wanted.reading(insets))
        case .decider(let window, _):
            guard let id = world.windowID(window) else { return expectation }
            return .decider(window: window, controller: controllerName(world.decider(of: id)))
        case .controlling: return .controlling(windowName(world.controllingWindow))
        case .order: return .order(world.screenLayers.map(layerName))
        case .windows(let wanted):
            // `keyboard` stands for the keyboard's windows (W7), unless the classes are named.
            guard wanted.contains("keyboard") else { return .windows(world.applicationWindows) }
            var names: [String] = []
            for name in world.applicationWindows {
                let isKeyboard = TraceReader.keyboardWindowClasses.contains(name) && world.windowID(name) == nil
                if !isKeyboard { names.append(name) } else if names.last != "keyboard" { names.append("keyboard") }
            }
            return .windows(names)
        case .scene:
            return .scene(orientation: world.statusBar.orientation)
        case .view(let name, let bounds, let frame, let rotation, let screenRotation):
            guard let geometry = viewGeometry(name) else { return expectation }
            return .view(name, bounds: bounds.map { _ in geometry.bounds }, frame: frame.map { _ in geometry.frame },
                         rotation: rotation.map { _ in geometry.rotation },
                         screenRotation: screenRotation.map { _ in geometry.screenRotation })
        case .traits(let name, let width, let height):
            guard let traits = traitsWindow(name).flatMap(world.traits(of:)) else { return expectation }
            return .traits(name, width: width.map { _ in traits.horizontal }, height: height.map { _ in traits.vertical })
        case .convert(let value, let from, let to, _):
            guard let a = space(from), let b = space(to) else { return expectation }
            let converted: [Double]?
            if value.count == 2 {
                converted = world.convert(Point(value[0], value[1]), from: a, to: b).map { [World.tidy($0.x), World.tidy($0.y)] }
            } else {
                converted = world.convert(Rect(value[0], value[1], value[2], value[3]), from: a, to: b)
                    .map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
            }
            return .convert(value, from: from, to: to, result: converted ?? [])
        case .hit(let point, _, _):
            // The deepest named view, or the window itself when no named view took the touch.
            guard let hit = world.hitTest(point) else { return .hit(point, window: "none", view: nil) }
            return .hit(point, window: hit.window.map { world[$0].name } ?? "keyboard", view: hit.view.map { world.views[$0].name })
        case .posted:
            return .posted(lastEffects.compactMap {
                if case .posted(let n) = $0, observedAtStep.contains(n.name) { return n.name }
                return nil
            })
        case .calls: return .calls(timelineItems(includePosts: false))
        case .events: return .events(timelineItems(includePosts: true))
        case .presentation(let name, _):
            guard let id = world.controllerID(name) else { return expectation }
            let style = world.shownStyle(of: id)
            return .presentation(name, style == .customRemovingPresenter ? .custom : style)
        case .asked(let name, _):
            guard let id = world.controllerID(name) else { return expectation }
            return .asked(name, lastEffects.contains(.asked(id)))
        case .covered(let name, _):
            guard let index = world.viewIndex(name) else { return expectation }
            return .covered(name, Coverage(world.coverage(ofView: index)))
        case .crash, .log, .noCrash, .refused, .timeline, .call:
            return expectation
        }
    }

    /// A controller's or declared view's geometry on screen.
    func viewGeometry(_ name: String) -> ViewGeometry? {
        if let id = world.controllerID(name) { return world.viewGeometry(controller: id) }
        return world.viewIndex(name).flatMap { world.viewGeometry(view: $0) }
    }

    /// The window whose traits a controller or window has.
    func traitsWindow(_ name: String) -> WindowID? {
        world.windowID(name) ?? world.controllerID(name).flatMap(world.windowOf)
    }

    /// A space an expectation names.
    func space(_ name: String) -> CoordinateSpace? {
        switch name {
        case "screen": return .screen
        case "fixed": return .fixed
        default:
            if let id = world.windowID(name) { return .window(id) }
            return world.viewIndex(name).map { .view($0) }
        }
    }

    func layerName(_ layer: ScreenLayer) -> String {
        switch layer {
        case .window(let id): world[id].name
        case .statusBar: "statusbar"
        case .keyboard: "keyboard"
        }
    }

    /// The previous step's callbacks, with observed notifications interleaved for `events`.
    func timelineItems(includePosts: Bool) -> [TimelineItem] {
        items(span(since: nil) ?? [], includePosts: includePosts)
    }
}

extension Coverage {
    init(_ coverage: Occlusion) {
        switch coverage {
        case .full: self = .yes
        case .partial: self = .partly
        case .none: self = .no
        }
    }
}
