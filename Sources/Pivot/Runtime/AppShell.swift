// The one shell around a pure world: it applies a transition, then delivers what the transition
// posted, in order, to the observers (N4), each with the world of its moment (N3: a device
// observer still sees the old window sizes). The transition returns its deliveries as data and
// never calls out; only the shell does. `Runtime` and the test harness's `TestApp` are actors
// that each own one shell, so both deliver the same way.

package struct AppShell: Sendable {
    /// The app as it is now.
    package private(set) var world: World
    private var bus = NotificationBus()

    package init(world: World) { self.world = world }

    /// Lends the world in place. Mutating only so that a class holding the shell passes its
    /// storage: reading `world` through a class's property copies it (200 bytes and a retain of
    /// every buffer), and PivotUIKit reads it on almost every call.
    package mutating func lendWorld<R>(_ body: (borrowing World) -> R) -> R { body(world) }

    /// Runs a transition and delivers what it posted. Worlds are kept at each notification
    /// only when someone observes.
    package mutating func run(_ transition: (inout World, inout Effects) -> Void) -> [Effect] {
        run(keepingWorlds: false, transition).effects
    }

    /// Runs a transition and delivers what it posted; with `keepingWorlds`, also returns each
    /// notification with the world of its moment, in the order of the `.posted` effects, for a
    /// shell of objects (PivotUIKit) that delivers them itself between the callbacks; with
    /// `names`, only the notifications of those names (the shell's observers watch no others).
    package mutating func run(keepingWorlds: Bool, for names: Set<NotificationName>? = nil,
                              _ transition: (inout World, inout Effects) -> Void)
        -> (effects: [Effect], deliveries: [NotificationDelivery]) {
        var effects = Effects(keepsDeliveries: keepingWorlds || bus.hasObservers)
        // Room for a rotation's usual effects at once, not a doubling after each few (a shell of
        // objects hears every layout pass and transition: a rotation there passes 32 effects).
        effects.list.reserveCapacity(keepingWorlds ? 64 : 16)
        if !bus.hasObservers { effects.deliveredNames = names }
        transition(&world, &effects)
        let deliveries = effects.deliveries ?? []
        for delivery in deliveries { bus.post(delivery.notification, world: delivery.world) }
        return (effects.list, deliveries)
    }

    /// Applies one event (L4: with `settle`, its animations run to their end).
    package mutating func send(_ event: Event, settle: Bool = true) -> [Effect] {
        run { $0.apply(event, into: &$1, settle: settle) }
    }

    /// Moves the virtual clock forward, finishing the animations that fall due (L4).
    package mutating func advance(by milliseconds: Int) -> [Effect] {
        run { $0.advance(by: milliseconds, into: &$1) }
    }

    /// Finishes every running animation (L4).
    package mutating func runUntilIdle() -> [Effect] { run { $0.runUntilIdle(into: &$1) } }

    /// Registers an observer; nil name or sender means any (N4).
    package mutating func observe(_ name: NotificationName? = nil, sender: NotificationSender? = nil,
                                 _ handler: @escaping NotificationBus.Handler) -> ObserverToken {
        bus.add(name: name, sender: sender, handler)
    }

    package mutating func removeObserver(_ token: ObserverToken) { bus.remove(token) }
}
