// What the host app can observe of a world (`leaves-host-alone`): the interface orientation,
// the status bar, the key window, its own windows' orientation, bounds and visibility, and its
// controllers' view bounds, safe areas and traits. The host's windows and controllers are those
// of the host's side of the pair that the library does not make, show or root, read by name on
// both sides: a window the library made before the host made one has another index.

/// The host's view of a world, by name.
package struct HostObservation: Hashable, Sendable {
    package struct StatusBar: Hashable, Sendable {
        package var orientation: InterfaceOrientation
        package var hidden: Bool
        package var height: Double
        package var style: StatusBarStyle
    }
    package struct Window: Hashable, Sendable {
        package var orientation: InterfaceOrientation
        package var bounds: Size
        package var visible: Bool
        /// A library that raises the host's own window (above the status bar, covering it)
        /// changes what the host shows.
        package var level: Double
    }
    package struct Controller: Hashable, Sendable {
        package var bounds: Size
        package var safeArea: Insets
        /// Nil before iOS 8, or outside any window.
        package var traits: TraitCollection?
    }
    /// The app's crash (a UIKit exception the library caused ends the host too).
    package var crash: String?
    package var interface: InterfaceOrientation
    package var statusBar: StatusBar
    package var key: String?
    /// A name with nothing of it where a side has no window or controller of that name (the
    /// host released it).
    package var windows: [Named<Window>]
    package var controllers: [Named<Controller>]

    package struct Named<Value: Hashable & Sendable>: Hashable, Sendable {
        package var name: String
        package var value: Value?
    }
}

extension HostTwin {
    /// The host's windows and controllers, in the host's creation order: those on screen in a
    /// host window, or rooting or presented in one, but the library's.
    package var hostNames: (windows: [String], controllers: [String]) { world.hostNames(library: library) }
}

extension World {
    /// The windows and controllers the host observes, in creation order, but the library's
    /// (none for a world of the host alone, as PivotTesting's library explorer keeps it): both
    /// explorers' `leaves-host-alone` compare these.
    package func hostNames(library: LibraryNames = LibraryNames()) -> (windows: [String], controllers: [String]) {
        var windows: [String] = []
        for window in self.windows where !window.released && !library.windows.contains(window.name) {
            windows.append(window.name)
        }
        var controllers: [String] = []
        for (index, controller) in self.controllers.enumerated() {
            let id = ControllerID(index)
            guard windowOf(id) != nil, !library.owns(id, in: self) else { continue }
            controllers.append(controller.name)
        }
        return (windows, controllers)
    }
}

extension World {
    /// What the host observes of this world, for the named windows and controllers.
    package func hostObservation(windows: [String], controllers: [String]) -> HostObservation {
        HostObservation(
            crash: crash?.name,
            interface: statusBar.orientation,
            statusBar: .init(orientation: statusBar.orientation, hidden: statusBarHidden,
                             height: statusBarHeight, style: statusBarStyle),
            key: keyWindow.map { self[$0].name },
            windows: windows.map { name in
                .init(name: name, value: windowID(name).map { id in
                    let w = self[id]
                    return .init(orientation: w.orientation, bounds: w.bounds, visible: w.visible, level: w.level)
                })
            },
            controllers: controllers.map { name in
                .init(name: name, value: controllerID(name).map { id in
                    .init(bounds: viewBounds(of: id), safeArea: safeArea(of: id),
                          traits: windowOf(id).flatMap { traits(of: $0) })
                })
            })
    }
}

extension ExploreState {
    /// The two observations of a paired state, without the library and with it; nil for a
    /// world on its own.
    package var hostObservations: (without: HostObservation, with: HostObservation)? {
        host.map { observations(beside: $0) }
    }

    /// Whether the library's events left the host as it would have been without them, so far:
    /// it heard the same on every step and observes the same now. True for a world on its own.
    /// The host's side is taken out of its box once (each time copies a world).
    package var leavesHostAlone: Bool {
        guard let twin = host else { return true }
        if twin.heard != nil { return false }
        let pair = observations(beside: twin)
        return pair.without == pair.with
    }

    private func observations(beside twin: HostTwin) -> (without: HostObservation, with: HostObservation) {
        let names = twin.hostNames
        return (twin.world.hostObservation(windows: names.windows, controllers: names.controllers),
                world.hostObservation(windows: names.windows, controllers: names.controllers))
    }
}
