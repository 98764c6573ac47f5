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
    /// The names whose deliveries are kept; nil: every name. A shell whose observers watch a
    /// few names saves a world copy at every other posting.
    public var deliveredNames: Set<NotificationName>?
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
    /// The same for controllers 64 and on, 64 to a word (an app with thousands of windows asks
    /// thousands of deciders in one rotation), by word: a step that asks controller k allocates
    /// for what it asks, not k / 64 words (issue 37: showing N windows one by one grew as N²).
    var askedBeyond: [Int: UInt64] = [:]

    mutating func append(_ effect: Effect) { list.append(effect) }

    @inline(__always)
    mutating func noteAsked(_ id: ControllerID) {
        if id.index < 64 {
            askedBits |= 1 << UInt64(id.index)
        } else {
            noteAskedBeyond(id)
        }
    }

    private mutating func noteAskedBeyond(_ id: ControllerID) {
        askedBeyond[id.index / 64, default: 0] |= 1 << UInt64(id.index % 64)
    }

    mutating func flushAsked() {
        appendAsked(askedBits, from: 0)
        if !askedBeyond.isEmpty {
            for word in askedBeyond.keys.sorted() { appendAsked(askedBeyond[word] ?? 0, from: word * 64) }
        }
        askedBits = 0
        askedBeyond.removeAll(keepingCapacity: true)
    }

    private mutating func appendAsked(_ bits: UInt64, from first: Int) {
        var bits = bits
        while bits != 0 {
            list.append(.asked(ControllerID(first + bits.trailingZeroBitCount)))
            bits &= bits - 1
        }
    }
}

extension World {
    /// Posts a notification: records it, with the world of this moment when deliveries are kept.
    mutating func post(_ notification: PostedNotification, _ effects: inout Effects) {
        effects.list.append(.posted(notification))
        if notification.name == .didChangeStatusBarFrame { effects.postedStatusBarFrame = true }
        if effects.deliveries != nil, effects.deliveredNames?.contains(notification.name) ?? true {
            effects.deliveries?.append(NotificationDelivery(notification, world: self))
        }
    }
}
