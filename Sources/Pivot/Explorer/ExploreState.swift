// A state of the explorer's search: a world and, for `leaves-host-alone`, the host's side beside
// it (the same app without the library's events). The pair belongs to the explorer: a `World`'s
// equality and fingerprint are the world's alone, for replay, the harness and the runtime alike.

/// What the explorer searches over: one world, or a world paired with its host's side.
public struct ExploreState: Hashable, Sendable {
    /// The app with every event, the library's included.
    public internal(set) var world: World
    /// One reference, so that a state with no host side is one word bigger than its world.
    var hostBox: HostBox?

    /// A world on its own.
    public init(_ world: World) { self.world = world }

    /// The world paired with itself as the host: from here on, `ExploreModel` steps the host's
    /// side with every event but the library's. The host has no library observers (`on … do`).
    package init(pairing world: World, library: LibraryNames) {
        var host = world
        host.reactions = [:]
        let parts = host.fingerprintParts()
        self.world = world
        hostBox = .host(HostTwin(world: host, library: library, fingerprint: host.fingerprint(parts), parts: parts))
    }

    /// The host's side, nil for a world on its own.
    package var host: HostTwin? {
        if case .host(let twin)? = hostBox { twin } else { nil }
    }

    public var crashed: Bool { world.crashed }

    /// A 64-bit fingerprint: the world's, then the host's side and whether it heard something
    /// different. Equal to the world's fold for a world on its own.
    public var fingerprint: UInt64 { fingerprint(world.fingerprintParts()) }

    func fingerprint(_ parts: FingerprintParts) -> UInt64 {
        var fold = world.fingerprintFold(parts)
        if let twin = host { fold.add(twin.fingerprint); fold.add(twin.heard == nil ? 0 : 1) }
        return fold.finished
    }

    /// The same state whose every buffer is newly made (a worker thread's, `World.detached`).
    func detached() -> ExploreState {
        var copy = ExploreState(world.detached())
        if var twin = host {
            twin.world = twin.world.detached()
            copy.hostBox = .host(twin)
        }
        return copy
    }
}

/// One reference for the host's side.
indirect enum HostBox: Hashable, Sendable { case host(HostTwin) }
