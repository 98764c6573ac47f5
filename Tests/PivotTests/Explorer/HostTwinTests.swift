import Testing
@testable import Pivot

/// The paired world of `leaves-host-alone`: the app with the library's events beside the same
/// app without them, both in the explorer's state, so the search over pairs stays exact.
@Suite("Host twin (leaves-host-alone)")
struct HostTwinTests {
    /// iOS 11 on an iPhone 8: a portrait-only host and, made after launch (W6), a toast window
    /// whose controller supports every orientation but upside down.
    static func host(toastSupports mask: OrientationMask = .allButUpsideDown) -> World {
        app("iPhone8", ios: "11.0", plist: .allButUpsideDown, [
            controller("home", .supports(.portrait)), controller("toastvc", .supports(mask)),
            window("main", root: "home"), .show("main", key: true), .launch, window("toast", level: 2000)])
    }

    static let library = LibraryNames(windows: ["toast"], controllers: ["toastvc"])

    static func model(_ start: World) -> ExploreModel {
        ExploreModel(start: ExploreState(pairing: start, library: library),
                            actions: [ExploreAction(.rotate(.landscapeLeft)), ExploreAction(.rotate(.portrait)),
                                      ExploreAction(.setRoot("toast", "toastvc"), library: true),
                                      ExploreAction(.show("toast", key: false), library: true),
                                      ExploreAction(.hide("toast"), library: true)],
                            properties: [.leavesHostAlone()], depth: 6)
    }

    @Test("SPEC A5: an overlay whose controller turns sideways drags the portrait host's interface with it")
    func overlayDragsTheHost() throws {
        let report = Self.model(Self.host()).breadthFirst()
        let found = try #require(report.counterexamples.first)
        #expect(found.path == [0, 2], "rotate, then the toast's root: its window takes the interface (A5, iOS 8-13)")
        let state = Self.model(Self.host()).replay(found.path)
        let pair = try #require(state.hostObservations)
        #expect(pair.without.interface == .portrait && pair.with.interface == .landscapeRight)
        #expect(state.host?.heard?.without == [] && state.host?.heard?.with.contains("UIApplicationDidChangeStatusBarOrientationNotification") == true,
                "the host heard the status bar turn on a step that was the library's alone")
    }

    @Test("SPEC A1: an overlay that answers as the host does leaves it alone in every reachable state")
    func overlayThatAnswersLikeTheHost() {
        let report = Self.model(Self.host(toastSupports: .portrait)).breadthFirst()
        #expect(report.counterexamples.isEmpty && report.exhausted)
        #expect(report.states > 4, "the library's steps and the host's interleave: \(report.states) states")
    }

    @Test("the host's side takes the host's events only, and the pair's fingerprint folds both")
    func twinTakesHostEventsOnly() throws {
        let model = Self.model(Self.host(toastSupports: .portrait))
        let shown = model.replay([3])
        #expect(shown.world.window("toast")?.visible == true && shown.host?.world.window("toast")?.visible == false)
        let rotated = model.replay([0])
        #expect(rotated.host?.world.device.physical == .landscapeLeft)
        // The same library side beside another host side is another state.
        var other = shown
        other.hostBox = rotated.hostBox
        #expect(other.fingerprint != shown.fingerprint)
        #expect(shown.detached().fingerprint == shown.fingerprint, "a worker's deep copy keeps the twin")
    }

    @Test("the library's names: what its events and its observers' actions make, show, root, present or push")
    func libraryNames() {
        let world = app("iPhone8", ios: "11.0", plist: .allButUpsideDown, mainWindow() + [
            controller("hudvc"), controller("alertvc"),
            .defineAction("show-hud", [.createWindow(WindowSpec(name: "hud")), .setRoot("hud", "hudvc"), .show("hud", key: false)]),
            .defineAction("alert", [.present("alertvc", from: "home", style: .fullScreen, animated: true)]),
            .react(.didChangeStatusBarOrientation, action: "alert")])
        let names = world.libraryNames(of: [.perform("show-hud"), .makeKey("main")])
        #expect(names.windows == ["hud"] && names.controllers == ["hudvc", "alertvc"], "key is not a claim on the window; home only presents")
    }

    @Test("a world on its own leaves its host alone: no twin, nothing to compare")
    func worldOnItsOwn() {
        let alone = ExploreState(Self.host())
        #expect(alone.leavesHostAlone && alone.host == nil && alone.fingerprint == Self.host().fingerprint)
    }

    @Test("the pair is the explorer's: a paired state's world is the world, equal and with the same fingerprint")
    func pairLeavesTheWorldAlone() {
        let paired = ExploreState(pairing: Self.host(), library: Self.library)
        #expect(paired.world == Self.host() && paired.world.fingerprint == Self.host().fingerprint)
        #expect(paired.fingerprint != paired.world.fingerprint, "the state's fingerprint folds the host's side")
    }
}
