// Pivot's own notification center (N4): observers run synchronously, in registration order,
// on the runtime that owns them; they may filter by sender and be removed.

public struct ObserverToken: Hashable, Sendable {
    let id: Int
}

public struct NotificationBus: Sendable {
    /// Receives the notification and the world as it is when UIKit posts it (N3).
    public typealias Handler = @Sendable (PostedNotification, World) -> Void

    private struct Observer: Sendable {
        var token: ObserverToken
        var name: NotificationName?
        var sender: NotificationSender?
        var handler: Handler
    }

    private var observers: [Observer] = []
    private var nextID = 0

    public init() {}

    /// Registers an observer; nil name or sender means any.
    public mutating func add(name: NotificationName?, sender: NotificationSender? = nil,
                             _ handler: @escaping Handler) -> ObserverToken {
        nextID += 1
        let token = ObserverToken(id: nextID)
        observers.append(Observer(token: token, name: name, sender: sender, handler: handler))
        return token
    }

    public mutating func remove(_ token: ObserverToken) {
        observers.removeAll { $0.token == token }
    }

    /// Whether anyone observes anything: a shell keeps worlds for deliveries only then.
    public var hasObservers: Bool { !observers.isEmpty }

    /// Whether some observer would receive this notification.
    public func isObserved(_ n: PostedNotification) -> Bool {
        observers.contains { matches($0, n) }
    }

    /// Delivers to every matching observer in registration order; returns how many received it.
    @discardableResult
    public func post(_ n: PostedNotification, world: World) -> Int {
        var count = 0
        for observer in observers where matches(observer, n) {
            observer.handler(n, world)
            count += 1
        }
        return count
    }

    private func matches(_ o: Observer, _ n: PostedNotification) -> Bool {
        (o.name == nil || o.name == n.name) && (o.sender == nil || o.sender == n.sender)
    }
}
