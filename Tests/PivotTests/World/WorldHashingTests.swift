import Testing
@testable import Pivot

@Suite("World hashing (for the explorer)")
struct WorldHashingTests {
    static func start() -> World {
        app("iPhoneX", ios: "12.0", plist: .allButUpsideDown, mainWindow() + [
            controller("hud"), window("hudWindow", root: "hud", level: 2000), .show("hudWindow", key: false),
            controller("player", .supports(.landscape))])
    }

    @Test("equal worlds hash alike, whichever way they were built")
    func equalWorldsHashAlike() {
        let a = Self.start(), b = Self.start()
        #expect(a == b && a.hashValue == b.hashValue)
        var c = a
        c.apply(.configure("hud", [.autorotate(false)]))
        c.apply(.configure("hud", [.autorotate(true)]))
        #expect(c == a && c.hashValue == a.hashValue, "setting a value back gives back the hash")
    }

    @Test("a change anywhere in the state changes the hash",
          arguments: [Event.rotate(.landscapeLeft), .hide("hudWindow"), .present("player", from: "home", style: .fullScreen, animated: false),
                      .configure("home", [.autorotate(false)]), .configure("hud", [.additionalInsets(Insets(0, 0, 10, 0))]),
                      .setLevel("hudWindow", 1000), .keyboard(shown: true), .inCall(true), .deviceNotifications(begin: true),
                      .lock(true), .makeKey("hudWindow")])
    func changesShow(event: Event) {
        let before = Self.start()
        var after = before
        after.apply(event)
        #expect(after != before, "the event changed nothing: \(event)")
        #expect(after.hashValue != before.hashValue, "\(event)")
    }

    @Test("the distinct states of a 1,000-step walk have distinct hashes")
    func noCollisionsOnAWalk() {
        var world = Self.start()
        var seen: Set<World> = [world]
        let events: [Event] = [.rotate(.landscapeLeft), .rotate(.portrait), .hide("hudWindow"), .show("hudWindow", key: false),
                               .keyboard(shown: true), .keyboard(shown: false)]
        for i in 0..<1000 {
            world.apply(events[(i * 7 + i / 3) % events.count])
            seen.insert(world)
        }
        #expect(seen.count > 500)
        #expect(Set(seen.map(\.hashValue)).count == seen.count)
    }
}
