import PivotTestSupport
import Testing
@testable import Pivot

/// Random apps and random event sequences (fixed seeds): whatever happens, appearance callbacks
/// stay balanced, the clock never runs backwards, and the same sequence gives the same effects.
@Suite("Lifecycle properties (SPEC L1, L4)")
struct LifecyclePropertyTests {
    static let controllers = ["a", "b", "c", "d", "e", "f", "nav", "tabs"]
    static let windows = ["w0", "w1", "w2"]

    /// A random app: a device, a version, three windows with roots and containers.
    static func randomApp(_ rng: inout SeededRandom) -> World {
        let device = DeviceCatalog.all.randomElement(using: &rng)!.name
        let ios = ["5.1", "7.1", "8.4", "11.0", "12.4", "13.0", "16.0"].randomElement(using: &rng)!
        let masks: [OrientationMask] = [.portrait, .landscape, .allButUpsideDown, .all, [.portrait, .landscapeRight]]
        var setup: [Event] = []
        for name in ["a", "b", "c", "d", "e", "f"] {
            setup.append(.declareController(name, [.supports(masks.randomElement(using: &rng)!),
                                                   .autorotate(Bool.random(using: &rng)), .legacy(Int.random(in: 0..<5, using: &rng) == 0)]))
        }
        setup.append(.declareController("nav", [.kind(.navigation), .children(["a"]), .forwards(Bool.random(using: &rng))]))
        setup.append(.declareController("tabs", [.kind(.tabbar), .children(["b", "c"])]))
        // Windows in the app's scene (iOS ≥ 13 shows no other). The alert-level one, like a HUD,
        // mostly has a root: without one, launch crashes from SDK 9 on (W6), which one app in
        // eight still tries.
        setup.append(window("w0", root: "nav", scene: true))
        setup.append(window("w1", root: "tabs", level: 1, scene: true))
        setup.append(window("w2", root: Int.random(in: 0..<8, using: &rng) == 0 ? nil : "f", level: 2000,
                            scene: Bool.random(using: &rng)))
        setup.append(.show("w0", key: true))
        return app(device, ios: ios, plist: .all, setup + [.launch])
    }

    static func randomEvent(_ rng: inout SeededRandom) -> Event {
        let c = { (rng: inout SeededRandom) in controllers.randomElement(using: &rng)! }
        let w = { (rng: inout SeededRandom) in windows.randomElement(using: &rng)! }
        switch Int.random(in: 0..<17, using: &rng) {
        case 0, 1: return .rotate(DeviceOrientation.allCases.randomElement(using: &rng)!)
        case 2: return .show(w(&rng), key: Bool.random(using: &rng))
        case 3: return .hide(w(&rng))
        case 4: return .present(c(&rng), from: c(&rng), style: PresentationStyle.allCases.randomElement(using: &rng)!, animated: Bool.random(using: &rng))
        case 5: return .dismiss(c(&rng))
        case 6: return .push(["d", "e"].randomElement(using: &rng)!, on: "nav")
        case 7: return .pop("nav")
        case 8: return .select(tabbar: "tabs", child: ["b", "c"].randomElement(using: &rng)!)
        case 9: return .setRoot(w(&rng), Bool.random(using: &rng) ? c(&rng) : nil)
        case 10: return .lock(Bool.random(using: &rng))
        case 11: return .force(.kvc(DeviceOrientation.allCases.randomElement(using: &rng)!))
        case 12: return .attemptRotation
        case 13: return .wait(milliseconds: Int.random(in: 0...500, using: &rng))
        case 14: return .inCall(Bool.random(using: &rng))
        case 15:
            // Now and then a mask with nothing in common with the app: the A3 crash mid-run.
            let masks: [OrientationMask] = [.portrait, .landscape, .allButUpsideDown, .all, []]
            return .configure(["a", "b", "c", "d", "e", "f"].randomElement(using: &rng)!,
                              [.supports(masks.randomElement(using: &rng)!)])
        default: return .keyboard(shown: Bool.random(using: &rng))
        }
    }

    /// Runs 1,000 random events (some without settling); returns the effects and the final world.
    static func run(seed: UInt64) -> (effects: [Effect], world: World, clocks: [Int], start: World) {
        let r = runCountingSteps(seed: seed)
        return (r.effects, r.world, r.clocks, r.start)
    }

    /// The same, also telling after how many events the app had crashed (nil: it never did).
    static func runCountingSteps(seed: UInt64) -> (effects: [Effect], world: World, clocks: [Int], start: World, crashedAt: Int?) {
        var rng = SeededRandom(seed: seed)
        var world = randomApp(&rng)
        let start = world
        var all: [Effect] = []
        var clocks = [world.clock]
        var crashedAt: Int? = world.crashed ? 0 : nil
        for step in 1...1000 {
            let event = randomEvent(&rng)
            all += world.apply(event, settle: Int.random(in: 0..<3, using: &rng) != 0)
            clocks.append(world.clock)
            if crashedAt == nil && world.crashed { crashedAt = step }
        }
        all += world.runUntilIdle()
        clocks.append(world.clock)
        return (all, world, clocks, start, crashedAt)
    }

    static let seeds: [UInt64] = Array(1...60)

    @Test("L1 appearance callbacks stay balanced: will before did, appear and disappear alternate", arguments: seeds)
    func balanced(seed: UInt64) {
        let (effects, world, _, start) = Self.run(seed: seed)
        enum Phase { case hidden, willAppear, shown, willDisappear }
        var phase: [ControllerID: Phase] = [:]
        // The app's setup already showed its first window.
        for (index, c) in start.controllers.enumerated() {
            switch c.appearance {
            case .disappeared: break
            case .appearing: phase[ControllerID(index)] = .willAppear
            case .appeared: phase[ControllerID(index)] = .shown
            case .disappearing: phase[ControllerID(index)] = .willDisappear
            }
        }
        var loads: [ControllerID: Int] = [:]
        for (index, c) in start.controllers.enumerated() where c.viewLoaded { loads[ControllerID(index)] = 1 }
        for case .callback(let r) in effects {
            let now = phase[r.controller] ?? .hidden
            let name = "\(world[r.controller].name).\(r.callback.rawValue) (seed \(seed))"
            switch r.callback {
            case .viewDidLoad:
                loads[r.controller, default: 0] += 1
                #expect(loads[r.controller] == 1, "\(name): viewDidLoad happens once")
            case .viewWillAppear:
                #expect(now == .hidden || now == .willDisappear, "\(name) from \(now)")
                phase[r.controller] = .willAppear
            case .viewDidAppear:
                #expect(now == .willAppear, "\(name) from \(now)")
                phase[r.controller] = .shown
            case .viewWillDisappear:
                #expect(now == .shown || now == .willAppear, "\(name) from \(now)")
                phase[r.controller] = .willDisappear
            case .viewDidDisappear:
                #expect(now == .willDisappear, "\(name) from \(now)")
                phase[r.controller] = .hidden
            default: break
            }
        }
    }

    @Test("L4 the clock never runs backwards", arguments: seeds)
    func clockMonotonic(seed: UInt64) {
        let (effects, _, clocks, _) = Self.run(seed: seed)
        #expect(zip(clocks, clocks.dropFirst()).allSatisfy { $0 <= $1 })
        let times = effects.compactMap { if case .changed(.clock(let ms)) = $0 { ms } else { nil } }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("without callback records the world changes the same, and only the callbacks are missing", arguments: seeds)
    func decisionsOnly(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        var full = Self.randomApp(&rng)
        var lean = full
        for step in 0..<1000 {
            let event = Self.randomEvent(&rng)
            let settle = Int.random(in: 0..<3, using: &rng) != 0
            var withRecords: [Effect] = [], without: [Effect] = []
            full.apply(event, into: &withRecords, settle: settle)
            lean.apply(event, into: &without, settle: settle, recordsCallbacks: false)
            let decisions = withRecords.filter { if case .callback = $0 { false } else { true } }
            #expect(without == decisions, "seed \(seed), step \(step): \(event)")
            #expect(lean == full, "seed \(seed), step \(step): \(event)")
            if lean != full || without != decisions { return }
        }
    }

    @Test("the same sequence replayed twice gives identical effects and worlds", arguments: seeds)
    func deterministic(seed: UInt64) {
        let first = Self.run(seed: seed), second = Self.run(seed: seed)
        #expect(first.effects == second.effects)
        #expect(first.world == second.world)
        #expect(first.world.hashValue == second.world.hashValue)
    }
}

extension LifecyclePropertyTests {
    @Test("the random runs exercise the engine: most apps run a while before any crash, and some crash")
    func runsAreLive() {
        let crashes = Self.seeds.map { Self.runCountingSteps(seed: $0).crashedAt }
        let early = zip(Self.seeds, crashes).filter { ($0.1 ?? 1000) < 100 }.map(\.0)
        #expect(early.count < Self.seeds.count / 4, "seeds whose app crashed within 100 events: \(early)")
        #expect(crashes.contains { $0 != nil }, "no run reaches a crash path")
        #expect(crashes.contains { $0 == nil }, "every run crashes")
    }
}
