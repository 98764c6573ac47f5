// What UIKit asks a view controller (supportedInterfaceOrientations, shouldAutorotate, the
// preferred orientation, the status bar's hidden state and style, the orientation lock), asked
// through one narrow interface at the moment UIKit asks. A controller declared in a trace answers
// from its options; a controller that is an object of the app's (PivotUIKit) answers from its
// overrides as they are then, so a library's guards, relays and state work as written.
//
// A declared controller may relay answers (`relay=WINDOW`): PKHUD's and SwiftMessages' window
// view controllers, SwiftEntryKit's fix, which pass UIKit's questions to the host's top
// controller, found when UIKit asks, by A1 from the window relayed to.

/// The app's own controller objects, asked by the engine when UIKit would ask them. A nil answer:
/// the controller has no object (it was declared), and its options answer.
public protocol ControllerAnswers: AnyObject, Sendable {
    func supportedInterfaceOrientations(of id: ControllerID, in world: World) -> OrientationMask?
    func shouldAutorotate(of id: ControllerID, in world: World) -> Bool?
    func preferredInterfaceOrientationForPresentation(of id: ControllerID, in world: World) -> InterfaceOrientation?
    /// prefersStatusBarHidden: `.hidden` or `.visible` when overridden, `.default` when not (S1).
    func prefersStatusBarHidden(of id: ControllerID, in world: World) -> StatusBarPreference?
    func preferredStatusBarStyle(of id: ControllerID, in world: World) -> StatusBarStyle?
    func prefersInterfaceOrientationLocked(of id: ControllerID, in world: World) -> Bool?
    /// A window's rootViewController as its getter answers now, where a window object overrides
    /// the getter: `.some(nil)` for none; nil where there is no override (the root set decides).
    func rootController(of window: WindowID, in world: World) -> ControllerID??
    /// A window's hitTest:withEvent: as it answers now, at a point in the window's space, when a
    /// touch reaches the window (C3); `layer` is the window's layer in `tree`. Nil where the
    /// window has no object: its layers decide.
    func hitTest(window: WindowID, at point: Point, layer: Int, of tree: RenderTree, in world: World) -> WindowHitAnswer?
}

extension ControllerAnswers {
    public func rootController(of window: WindowID, in world: World) -> ControllerID?? { nil }
    public func hitTest(window: WindowID, at point: Point, layer: Int, of tree: RenderTree, in world: World) -> WindowHitAnswer? { nil }
}

extension World {
    /// The same world, its objects' questions answered by `answers` (an app that starts from a
    /// world another app built: the library explorer's fresh host for every sequence).
    package func answered(by answers: any ControllerAnswers) -> World {
        var copy = self
        copy.settings = Settings(settings, answers: answers)
        return copy
    }
}

// Every function here is inlined: a non-mutating call from the engine's mutating code would
// copy the world into a temporary (PERFORMANCE.md, "What keeps the hot path fast").
extension World {
    /// The controller whose answer UIKit gets when it asks `id`: `id` itself, or for an answer
    /// it relays, the decider of the window it relays to at this moment (a relay to a relay is
    /// followed a few hops). A window made later, released, without a root, or whose decider is
    /// the asker itself leaves the asker answering for itself.
    @inline(__always)
    func answering(_ id: ControllerID, _ answer: RelayedAnswers) -> ControllerID {
        // Read into a constant first (the Swift 6.3.1 -Onone `_read` miscompile, Controllers.swift).
        let relays = self[id].options.relays
        guard relays.contains(answer) else { return id }
        return relayTarget(of: id, answer)
    }

    private func relayTarget(of id: ControllerID, _ answer: RelayedAnswers) -> ControllerID {
        var current = id
        for _ in 0..<4 {
            let options = self[current].options
            guard options.relays.contains(answer), let name = options.relayWindow?.string, let window = windowID(name),
                  !windows[window.index].released, let decider = decider(of: window), decider != current else { break }
            current = decider
        }
        return current
    }

    /// The root UIKit reads for a window's decider (A1): the getter's answer where a window object
    /// overrides it, else the root that was set.
    @inline(__always)
    func rootAnswer(of window: WindowID) -> ControllerID? {
        if let answers = settings.answers, let answer = answers.rootController(of: window, in: self) { return answer }
        return self[window].root
    }

    @inline(__always)
    func supportsAnswer(of id: ControllerID) -> OrientationMask? { supportsOwnAnswer(of: answering(id, .supports)) }

    /// What `id` itself answers for supportedInterfaceOrientations, relaying nothing.
    @inline(__always)
    func supportsOwnAnswer(of id: ControllerID) -> OrientationMask? {
        if let answers = settings.answers, let mask = answers.supportedInterfaceOrientations(of: id, in: self) { return mask }
        return self[id].options.supports
    }

    @inline(__always)
    func autorotateAnswer(of id: ControllerID) -> Bool {
        let target = answering(id, .autorotate)
        if let answers = settings.answers, let answer = answers.shouldAutorotate(of: target, in: self) { return answer }
        return self[target].options.autorotate
    }

    @inline(__always)
    func preferredAnswer(of id: ControllerID) -> InterfaceOrientation? {
        let target = answering(id, .preferred)
        if let answers = settings.answers, let answer = answers.preferredInterfaceOrientationForPresentation(of: target, in: self) {
            return answer
        }
        return self[target].options.preferred
    }

    @inline(__always)
    func statusBarAnswer(of id: ControllerID) -> StatusBarPreference { statusBarAnswerAndSource(of: id).answer }

    /// prefersStatusBarHidden as UIKit gets it from `id`, and where `id` relays it, the
    /// controller that answered (the status bar owner decision's `answerRelayedFrom`).
    @inline(__always)
    func statusBarAnswerAndSource(of id: ControllerID) -> (answer: StatusBarPreference, relayedFrom: ControllerID?) {
        let target = answering(id, .statusBar)
        let answer = settings.answers?.prefersStatusBarHidden(of: target, in: self) ?? self[target].options.statusBar
        return (answer, target == id ? nil : target)
    }

    @inline(__always)
    func styleAnswer(of id: ControllerID) -> StatusBarStyle {
        styleOwnAnswer(of: answering(id, .style))
    }

    /// What `id` itself answers for preferredStatusBarStyle, relaying nothing.
    @inline(__always)
    func styleOwnAnswer(of id: ControllerID) -> StatusBarStyle {
        if let answers = settings.answers, let style = answers.preferredStatusBarStyle(of: id, in: self) { return style }
        return self[id].options.statusBarStyle
    }

    /// prefersInterfaceOrientationLocked (P3), which no relay passes on.
    @inline(__always)
    func orientationLockedAnswer(of id: ControllerID) -> Bool {
        if let answers = settings.answers, let answer = answers.prefersInterfaceOrientationLocked(of: id, in: self) { return answer }
        return self[id].options.orientationLocked
    }
}
