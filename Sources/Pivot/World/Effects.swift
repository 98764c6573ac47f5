// The effects of a transition as they are produced. A runtime may watch notifications as they
// are posted, with the world as it is at that moment (N3: a device observer still sees the old
// window sizes).

public struct Effects {
    public var list: [Effect]
    /// Called at each notification with the world at posting time.
    let onPost: ((PostedNotification, World) -> Void)?
    /// Whether controller callbacks are recorded. The world changes the same either way; a
    /// caller that needs only UIKit's decisions (notifications, turns, crashes) saves the
    /// cost of the records.
    public let recordsCallbacks: Bool
    /// Whether a status bar frame notification was posted (so a step posts it once).
    var postedStatusBarFrame = false

    public init(_ list: [Effect] = [], recordsCallbacks: Bool = true, onPost: ((PostedNotification, World) -> Void)? = nil) {
        self.list = list
        self.recordsCallbacks = recordsCallbacks
        self.onPost = onPost
    }

    /// Controllers UIKit consulted during the step, first-asked first; they join `list` as
    /// `.asked` effects, once each, when the step ends (cheaper than an effect per question).
    var asked: [ControllerID] = []

    mutating func append(_ effect: Effect) { list.append(effect) }

    mutating func noteAsked(_ id: ControllerID) {
        if !asked.contains(id) { asked.append(id) }
    }

    mutating func flushAsked() {
        for id in asked { list.append(.asked(id)) }
        asked.removeAll(keepingCapacity: true)
    }
}

extension World {
    /// Posts a notification: records it, and lets a watching runtime deliver it now.
    mutating func post(_ notification: PostedNotification, _ effects: inout Effects) {
        effects.list.append(.posted(notification))
        if notification.name == .didChangeStatusBarFrame { effects.postedStatusBarFrame = true }
        effects.onPost?(notification, self)
    }
}
