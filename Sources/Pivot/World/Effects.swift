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

    /// Controllers UIKit consulted during the step; they join `list` as `.asked` effects, once
    /// each in controller order, when the step ends. A bit set, so asking allocates nothing.
    var askedBits: UInt64 = 0
    var askedBeyond: [ControllerID] = []

    mutating func append(_ effect: Effect) { list.append(effect) }

    mutating func noteAsked(_ id: ControllerID) {
        if id.index < 64 {
            askedBits |= 1 << UInt64(id.index)
        } else if !askedBeyond.contains(id) {
            askedBeyond.append(id)
        }
    }

    mutating func flushAsked() {
        var bits = askedBits
        while bits != 0 {
            list.append(.asked(ControllerID(bits.trailingZeroBitCount)))
            bits &= bits - 1
        }
        for id in askedBeyond.sorted() { list.append(.asked(id)) }
        askedBits = 0
        askedBeyond.removeAll()
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
