// The effects of a transition as they are produced. A shell that delivers notifications asks
// for the world as it was at each posting (N3: a device observer still sees the old window
// sizes); the transition returns those worlds as data and never calls out.

/// A posted notification with the world as it was when UIKit posted it.
public struct NotificationDelivery: Sendable {
    public var notification: PostedNotification
    public var world: World
    public init(_ notification: PostedNotification, world: World) { self.notification = notification; self.world = world }
}

public struct Effects {
    public var list: [Effect]
    /// The notifications posted, each with the world of its moment; nil unless asked for.
    public internal(set) var deliveries: [NotificationDelivery]?
    /// Whether controller callbacks are recorded. The world changes the same either way; a
    /// caller that needs only UIKit's decisions (notifications, turns, crashes) saves the
    /// cost of the records.
    public let recordsCallbacks: Bool
    /// Whether a status bar frame notification was posted (so a step posts it once).
    var postedStatusBarFrame = false

    /// `keepsDeliveries`: keep a copy of the world at every posted notification (copies of a
    /// world share its storage, so each costs a few reference counts).
    public init(_ list: [Effect] = [], recordsCallbacks: Bool = true, keepsDeliveries: Bool = false) {
        self.list = list
        self.recordsCallbacks = recordsCallbacks
        deliveries = keepsDeliveries ? [] : nil
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
    /// Posts a notification: records it, with the world of this moment when deliveries are kept.
    mutating func post(_ notification: PostedNotification, _ effects: inout Effects) {
        effects.list.append(.posted(notification))
        if notification.name == .didChangeStatusBarFrame { effects.postedStatusBarFrame = true }
        effects.deliveries?.append(NotificationDelivery(notification, world: self))
    }
}
