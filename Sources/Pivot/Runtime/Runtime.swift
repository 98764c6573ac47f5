// The actor shell around the pure world: it owns one world, applies events one at a time and
// delivers the notifications each event posted, in order, to its observers (N4).

public actor Runtime {
    public private(set) var world: World
    private var bus = NotificationBus()
    /// Every console line so far.
    public private(set) var log: [String] = []

    public init(world: World) { self.world = world }

    public init(config: AppConfig) { self.world = World(config: config) }

    /// Applies one event: the world changes, observers hear its notifications in order, and the
    /// effects come back for inspection.
    @discardableResult
    public func send(_ event: Event, settle: Bool = true) -> [Effect] {
        live { $0.apply(event, into: &$1, settle: settle) }
    }

    /// Moves the virtual clock forward, finishing the animations that fall due (L4).
    @discardableResult
    public func advance(by milliseconds: Int) -> [Effect] {
        live { $0.advance(by: milliseconds, into: &$1) }
    }

    /// Finishes every running animation (L4).
    @discardableResult
    public func runUntilIdle() -> [Effect] { live { $0.runUntilIdle(into: &$1) } }

    /// Runs a transition, then delivers what it posted: observers hear each notification in
    /// order with the world of its moment (N3: a device observer still sees the old window
    /// sizes). The transition returns the deliveries as data; it never calls out.
    private func live(_ body: (inout World, inout Effects) -> Void) -> [Effect] {
        var effects = Effects(keepsDeliveries: true)
        body(&world, &effects)
        for delivery in effects.deliveries ?? [] { bus.post(delivery.notification, world: delivery.world) }
        for case .log(let line) in effects.list { log.append(line.string) }
        return effects.list
    }

    /// Applies events in order and returns all their effects.
    @discardableResult
    public func send(_ events: [Event]) -> [Effect] {
        events.flatMap { send($0) }
    }

    public func observe(_ name: NotificationName? = nil, sender: NotificationSender? = nil,
                        _ handler: @escaping NotificationBus.Handler) -> ObserverToken {
        bus.add(name: name, sender: sender, handler)
    }

    public func removeObserver(_ token: ObserverToken) { bus.remove(token) }

    /// Reads a value off the current world.
    public func read<T: Sendable>(_ body: @Sendable (World) -> T) -> T { body(world) }
}
