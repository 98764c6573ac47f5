// A library's controller that relays UIKit's questions (supportedInterfaceOrientations,
// shouldAutorotate, the preferred orientation, the status bar's hidden state and style) to the
// host's top controller: PKHUD's and SwiftMessages' window view controllers, SwiftEntryKit's
// fix. The host's controller is found when UIKit asks, by A1 from the window relayed to.

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

    @inline(__always)
    func supportsAnswer(of id: ControllerID) -> OrientationMask? {
        let target = answering(id, .supports)
        return self[target].options.supports
    }

    @inline(__always)
    func autorotateAnswer(of id: ControllerID) -> Bool {
        let target = answering(id, .autorotate)
        return self[target].options.autorotate
    }

    @inline(__always)
    func preferredAnswer(of id: ControllerID) -> InterfaceOrientation? {
        let target = answering(id, .preferred)
        return self[target].options.preferred
    }

    @inline(__always)
    func statusBarAnswer(of id: ControllerID) -> StatusBarPreference { statusBarAnswerAndSource(of: id).answer }

    /// prefersStatusBarHidden as UIKit gets it from `id`, and where `id` relays it, the
    /// controller that answered (the status bar owner decision's `answerRelayedFrom`).
    @inline(__always)
    func statusBarAnswerAndSource(of id: ControllerID) -> (answer: StatusBarPreference, relayedFrom: ControllerID?) {
        let target = answering(id, .statusBar)
        let answer = self[target].options.statusBar
        return (answer, target == id ? nil : target)
    }

    @inline(__always)
    func styleAnswer(of id: ControllerID) -> StatusBarStyle {
        let target = answering(id, .style)
        return self[target].options.statusBarStyle
    }
}
