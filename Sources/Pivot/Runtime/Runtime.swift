// The actor around one app: it owns a shell (`AppShell`), applies events one at a time and
// delivers the notifications each event posted, in order, to its observers (N4).

public actor Runtime {
    private var shell: AppShell
    /// Every console line so far.
    public private(set) var log: [String] = []

    public init(world: World) { shell = AppShell(world: world) }

    public init(config: AppConfig) { shell = AppShell(world: World(config: config)) }

    public var world: World { shell.world }

    /// Applies one event: the world changes, observers hear its notifications in order, and the
    /// effects come back for inspection.
    @discardableResult
    public func send(_ event: Event, settle: Bool = true) -> [Effect] {
        logged(shell.send(event, settle: settle))
    }

    /// Moves the virtual clock forward, finishing the animations that fall due (L4).
    @discardableResult
    public func advance(by milliseconds: Int) -> [Effect] { logged(shell.advance(by: milliseconds)) }

    /// Finishes every running animation (L4).
    @discardableResult
    public func runUntilIdle() -> [Effect] { logged(shell.runUntilIdle()) }

    private func logged(_ effects: [Effect]) -> [Effect] {
        for case .log(let line) in effects { log.append(line.string) }
        return effects
    }

    /// Applies events in order and returns all their effects.
    @discardableResult
    public func send(_ events: [Event]) -> [Effect] {
        events.flatMap { send($0) }
    }

    public func observe(_ name: NotificationName? = nil, sender: NotificationSender? = nil,
                        _ handler: @escaping NotificationBus.Handler) -> ObserverToken {
        shell.observe(name, sender: sender, handler)
    }

    public func removeObserver(_ token: ObserverToken) { shell.removeObserver(token) }

    /// Reads a value off the current world.
    public func read<T: Sendable>(_ body: @Sendable (World) -> T) -> T { body(shell.world) }
}
