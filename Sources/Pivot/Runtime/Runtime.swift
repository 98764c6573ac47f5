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
        // Observers hear each notification as it is posted, seeing the world of that moment.
        let bus = self.bus
        var effects = Effects(onPost: { n, world in bus.post(n, world: world) })
        world.apply(event, into: &effects, settle: settle)
        for case .log(let line) in effects.list { log.append(line.string) }
        return effects.list
    }

    /// Moves the virtual clock forward, finishing the animations that fall due (L4).
    @discardableResult
    public func advance(by milliseconds: Int) -> [Effect] { deliver(world.advance(by: milliseconds)) }

    /// Finishes every running animation (L4).
    @discardableResult
    public func runUntilIdle() -> [Effect] { deliver(world.runUntilIdle()) }

    private func deliver(_ effects: [Effect]) -> [Effect] {
        for effect in effects {
            switch effect {
            case .posted(let n): bus.post(n, world: world)
            case .log(let line): log.append(line.string)
            default: break
            }
        }
        return effects
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
