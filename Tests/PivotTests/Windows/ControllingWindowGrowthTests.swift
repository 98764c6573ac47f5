// SPEC A5 before iOS 13: the window with the most recent root controls. Finding it read every
// window at every step, so N windows with roots grew as N² on iOS 12 (issue 37); the windows in
// the order their roots were set are read from the latest back instead.

@testable import Pivot
import PivotTestSupport
import Testing

@Suite("Controlling window growth (A5 before iOS 13)")
struct ControllingWindowGrowthTests {
    /// The entries of the root order read to find the controlling window after each of `n`
    /// windows with a root is shown, and the world at the end.
    static func readWhileShowing(_ n: Int, device: String) -> (read: Int, world: World) {
        var world = app(device, ios: "12.0", mainWindow())
        var read = 0
        for i in 0..<n {
            world.apply([controller("c\(i)"), window("w\(i)", root: "c\(i)", level: Double(i % 7)), .show("w\(i)", key: false)])
            read += world.latestRootWindow().read
        }
        world.apply(.rotate(.landscapeLeft))
        return (read, world)
    }

    @Test("SPEC A5 N windows with roots shown on iOS 12 read the root order about once a step, not N times",
          arguments: ["iPadPro12_9Gen2", "iPhone8"])
    func latestRootIsFoundFromTheEnd(device: String) {
        var reads: [Int] = []
        for n in [250, 500, 1000] {
            let (read, world) = Self.readWhileShowing(n, device: device)
            #expect(read <= 2 * n, "\(read) entries read over \(n) steps")
            #expect(world.name(world.controllingWindow) == "w\(n - 1)", "the latest root controls")
            reads.append(read)
        }
        #expect(reads[2] <= 5 * reads[0], "\(reads)")
    }

    @Test("a step that asks a controller far down the list notes it in one word, not one per 64 controllers before it")
    func askedControllersAreSparse() {
        var effects = Effects()
        effects.noteAsked(ControllerID(100_000))
        effects.noteAsked(ControllerID(3))
        effects.noteAsked(ControllerID(70))
        #expect(effects.askedBeyond.count == 2)
        effects.flushAsked()
        #expect(effects.list == [.asked(ControllerID(3)), .asked(ControllerID(70)), .asked(ControllerID(100_000))])
    }

    /// The rule as SPEC A5 states it, over every window: the greatest root stamp among those
    /// with a root that affect the status bar (and have a scene where scenes are active).
    static func latestRootByScan(_ world: World) -> WindowID? {
        world.windows.indices.filter {
            world.windows[$0].root != nil && world.windows[$0].affectsStatusBar && (!world.config.scenesActive || world.windows[$0].hasScene)
        }.max { world.windows[$0].rootStamp < world.windows[$1].rootStamp }.map { WindowID($0) }
    }

    @Test("SPEC A5 the root order finds the window a scan of every window finds, through roots set, taken, released and made again (seeded)")
    func rootOrderAgreesWithAScan() {
        var random = SeededRandom(seed: 37)
        var world = app("iPhone8", ios: "12.0", mainWindow() + (0..<6).map { controller("c\($0)") })
        for step in 0..<1_500 {
            let w = "w\(random.next() % 8)", c = "c\(random.next() % 6)"
            let events: [Event] = [window(w, root: random.next() % 2 == 0 ? c : nil, owner: random.next() % 4 != 0),
                                   .setRoot(w, c), .setRoot(w, nil), .show(w, key: false), .hide(w), .releaseWindow(w)]
            world.apply(events[Int(random.next() % UInt64(events.count))])
            #expect(world.latestRootWindow().window == Self.latestRootByScan(world), "step \(step)")
            if world.crashed { world = app("iPhone8", ios: "12.0", mainWindow() + (0..<6).map { controller("c\($0)") }) }
        }
    }
}
