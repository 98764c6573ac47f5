import PivotTestSupport
@testable import PivotTrace
import Testing
@testable import Pivot

/// Issue 20: the explanation is the decision the engine took. Over random apps and random
/// events (fixed seeds), after every event and for every window, what `why` prints names the
/// decider whose mask the engine reads, states the orientation the window faces (or says that an
/// evaluation now would not give it, and the engine agrees), and names the status bar owner whose
/// answer is in force.
@Suite("Explanations are the engine's decisions (SPEC A1–A13, S1, S2)")
struct DecisionPropertyTests {
    static let seeds: [UInt64] = Array(1...40)
    static let iosVersions = ["5.1", "7.1", "8.4", "11.0", "12.4", "13.0", "16.0", "26.0", "27.0"]

    /// A random app as LifecyclePropertyTests builds it, with a random Info.plist (in a random
    /// written order), scenes or not, status bar preferences, preferred orientations and a child
    /// for the status bar; launched in three apps out of four (`launch` is also a random event).
    static func randomApp(_ rng: inout SeededRandom) -> World {
        let masks: [OrientationMask] = [.portrait, .landscape, .allButUpsideDown, .all, [.portrait, .landscapeRight]]
        var config = AppConfig(device: DeviceCatalog.all.randomElement(using: &rng)!,
                               profile: BehaviorProfile(ios: v(iosVersions.randomElement(using: &rng)!), sdk: nil))
        config.plistRawMask = Bool.random(using: &rng) ? nil : masks.randomElement(using: &rng)!
        if let mask = config.plistRawMask, Bool.random(using: &rng) { config.plistOrientations = mask.orientations.shuffled(using: &rng) }
        config.usesScenes = Bool.random(using: &rng)
        config.statusBarAppearance = Int.random(in: 0..<4, using: &rng) == 0 ? .global : .controller
        config.startOrientation = DeviceOrientation.allCases.randomElement(using: &rng)!
        var setup: [Event] = []
        for name in ["a", "b", "c", "d", "e", "f"] {
            var settings: [ControllerSetting] = [.supports(masks.randomElement(using: &rng)!), .autorotate(Bool.random(using: &rng)),
                                                 .statusBar(StatusBarPreference.allCases.randomElement(using: &rng)!)]
            if Int.random(in: 0..<4, using: &rng) == 0 { settings.append(.preferred(InterfaceOrientation.ordered.randomElement(using: &rng)!)) }
            setup.append(.declareController(name, settings))
        }
        setup.append(.declareController("nav", [.kind(.navigation), .children(["a"]), .forwards(Bool.random(using: &rng)),
                                                .statusBarChild(Bool.random(using: &rng))]))
        setup.append(.declareController("tabs", [.kind(.tabbar), .children(["b", "c"]), .forwards(Bool.random(using: &rng))]))
        setup.append(window("w0", root: "nav", scene: true))
        setup.append(window("w1", root: "tabs", level: 1, scene: true))
        setup.append(window("w2", root: Int.random(in: 0..<8, using: &rng) == 0 ? nil : "f", level: 2000,
                            scene: Bool.random(using: &rng)))
        setup.append(.show("w0", key: true))
        if Int.random(in: 0..<4, using: &rng) != 0 { setup.append(.launch) }
        var world = World(config: config)
        world.apply(setup)
        return world
    }

    /// Events that change what decides: preferences, options, requests, the app delegate's mask.
    static func decisionEvent(_ rng: inout SeededRandom) -> Event {
        let c = LifecyclePropertyTests.controllers.randomElement(using: &rng)!
        let w = LifecyclePropertyTests.windows.randomElement(using: &rng)!
        let masks: [OrientationMask] = [.portrait, .landscape, .allButUpsideDown, .all]
        switch Int.random(in: 0..<13, using: &rng) {
        case 11: return .launch
        case 12: return .sceneMask(Bool.random(using: &rng) ? nil : masks.randomElement(using: &rng)!)
        case 0: return .configure(c, [.statusBar(StatusBarPreference.allCases.randomElement(using: &rng)!)])
        case 1: return .configure(["nav", "tabs"].randomElement(using: &rng)!, [.statusBarChild(Bool.random(using: &rng))])
        case 2: return .configure(c, [.preferred(InterfaceOrientation.ordered.randomElement(using: &rng)!)])
        case 3: return .configure(c, [.autorotate(Bool.random(using: &rng))])
        case 4: return .statusBarUpdate(c)
        case 5: return .configure(["nav", "tabs"].randomElement(using: &rng)!, [.forwards(Bool.random(using: &rng))])
        case 6: return .configure(c, [.dismissFix(Bool.random(using: &rng)), .orientationLocked(Bool.random(using: &rng))])
        case 7: return .requestGeometry(window: w, masks.randomElement(using: &rng)!)
        case 8: return Bool.random(using: &rng) ? .updateOrientations(c) : .updateOrientationLock(c)
        case 9: return .delegateMask(window: Bool.random(using: &rng) ? w : nil, masks.randomElement(using: &rng)!)
        default: return .force(.statusBar(InterfaceOrientation.ordered.randomElement(using: &rng)!))
        }
    }

    /// Besides the other tests' events, presentations that decide (A1, A6) and the dismissal of
    /// what is presented now, so that a dismissal is often under way (A8).
    static func randomEvent(_ rng: inout SeededRandom, in world: World) -> Event {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return HierarchyCacheTests.containerEvent(&rng)
        case 1, 2: return decisionEvent(&rng)
        case 3:
            let styles: [PresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .customRemovingPresenter]
            return .present(["d", "e"].randomElement(using: &rng)!, from: ["nav", "tabs", "f", "a", "b"].randomElement(using: &rng)!,
                            style: styles.randomElement(using: &rng)!, animated: true)
        case 4:
            let presented = world.controllers.indices.filter { world.controllers[$0].presenter != nil }
            guard let index = presented.randomElement(using: &rng) else { return .attemptRotation }
            return .dismiss(world.controllers[index].name)
        default: return LifecyclePropertyTests.randomEvent(&rng)
        }
    }

    @Test("A1 A3 S2 after every random event, the printed decider, orientation and status bar owner are the engine's",
          arguments: seeds)
    func explanationIsTheDecision(seed: UInt64) {
        Self.run(seed: seed) { world, step, event in
            let problems = Self.disagreements(in: world)
            if !problems.isEmpty {
                let after = event.map { "\($0)" } ?? "set-up"
                Issue.record("seed \(seed), after step \(step) (\(after)):\n\(problems.joined(separator: "\n"))")
            }
            return problems.isEmpty
        }
    }

    @Test("the random runs reach the decisions that matter: A6, A8's skip, A12, P3, W5, a window no evaluation put there, a stale S2 answer")
    func runsReachTheCases() {
        var rules: Set<OrientationRule> = [], skipped = false, held = false, stale = false
        for seed in Self.seeds {
            Self.run(seed: seed) { world, _, _ in
                for index in world.windows.indices {
                    let d = world.orientationDecision(of: WindowID(index))
                    rules.insert(d.rule)
                    skipped = skipped || d.path.contains { $0.reason == .skippedBeingDismissed }
                    held = held || d.result != world[WindowID(index)].orientation
                }
                stale = stale || (world.statusBarOwnerDecision.rule == .owner && !world.statusBarOwnerDecision.answerInForce)
                return true
            }
        }
        let wanted: Set<OrientationRule> = [.presentationPrefers, .legacyRefuses, .locked, .cannotBeShown, .noCommonCrashes, .firstInCommon]
        #expect(wanted.isSubset(of: rules), "never reached: \(wanted.subtracting(rules))")
        #expect(skipped && held && stale)
    }

    /// Runs 300 random events on a random app, calling `visit` after the set-up and after each
    /// event until it returns false.
    static func run(seed: UInt64, _ visit: (World, Int, Event?) -> Bool) {
        var rng = SeededRandom(seed: seed &* 104_729)
        var world = randomApp(&rng)
        guard visit(world, 0, nil) else { return }
        for step in 1...300 {
            let event = randomEvent(&rng, in: world)
            _ = world.apply(event, settle: Int.random(in: 0..<3, using: &rng) != 0)
            guard visit(world, step, event) else { return }
        }
    }

    /// Where what the explanation prints is not what the engine decides, in words.
    static func disagreements(in world: World) -> [String] {
        var problems: [String] = []
        for index in world.windows.indices {
            problems += orientationDisagreements(WindowID(index), in: world)
        }
        problems += statusBarDisagreements(in: world)
        let interface = world.whyInterfaceLines
        let controlling = world.controllingWindow.map { "it follows \(world[$0].name), " } ?? "no window controls it now"
        if !interface[0].contains(controlling) { problems.append("interface: \(interface[0]) does not name the controlling window") }
        return problems
    }

    static func orientationDisagreements(_ window: WindowID, in world: World) -> [String] {
        var problems: [String] = []
        let name = world[window].name
        let faces = world[window].orientation
        let decision = world.orientationDecision(of: window)
        let lines = world.whyLines(window: window)
        // The decider whose mask the engine reads: iOS 5's own walk (A12), else A1's.
        var none = NoRecord()
        let decider = world.profile.rotationAPI == .perOrientation ? world.legacyDecider(of: window, &none) : world.decider(of: window)
        if lines.first != "why \(name) faces \(faces.name):" { problems.append("\(name): states \(lines.first ?? "nothing"), faces \(faces.name)") }
        if decision.decider != decider {
            problems.append("\(name): explains decider \(world.name(decision.decider) ?? "none"), the engine's is \(world.name(decider) ?? "none")")
        }
        if decision.path.last(where: \.taken)?.controller != decider {
            problems.append("\(name): the printed path ends at \(world.name(decision.path.last(where: \.taken)?.controller) ?? "none")")
        }
        guard let decider else { return problems }
        let deciderName = world[decider].name
        // The printed hop the walk last took names the decider.
        let hops = lines[1].dropFirst("  decider: ".count).components(separatedBy: " → ")
        let last = decision.path.lastIndex(where: \.taken).map { hops.count == decision.path.count ? hops[$0] : "" } ?? ""
        if !(last.hasSuffix(" " + deciderName) || last.contains(" \(deciderName) (")) {
            problems.append("\(name): the path line \(lines[1]) does not end at \(deciderName)")
        }
        if decision.legacy == nil {
            let mask = TraceSyntax.mask(world.supportedMask(of: decider))
            if !lines[2].contains("∩ \(deciderName)'s \(mask) (") { problems.append("\(name): \(lines[2]) is not \(deciderName)'s mask \(mask)") }
            if decision.masks?.common != world.commonMask(window, decider) { problems.append("\(name): the common mask is not the engine's") }
        }
        // The engine's own decision, recording nothing: the same rule and result where the
        // explanation says it gives the orientation the window faces, another result where not.
        var effects = Effects(recordsCallbacks: false)
        let presentationRules: Set<OrientationRule> = [.presentationPrefers, .presentationPrefersWithoutCommon,
                                                       .presentationKeepsCurrent, .presentationFirstInCommon,
                                                       .presentationPreferenceUnsupported]
        let verdict = presentationRules.contains(decision.rule)
            ? world.presentationDecision(window, from: faces, &none, &effects)
            : world.decide(window, trigger: .attempt, effects: &effects)
        let so = lines.last ?? ""
        let saysHeld = so.contains("an evaluation now does not give") || so.contains("has not turned to it")
            || so.contains("an evaluation now would give")   // a geometry request holds it (A9)
        if verdict.rule != decision.rule { problems.append("\(name): explains \(decision.rule), the engine decides \(verdict.rule)") }
        if (verdict.to ?? faces) != decision.result { problems.append("\(name): explains \(decision.result.name), the engine gives \((verdict.to ?? faces).name)") }
        if saysHeld != (decision.result != faces) { problems.append("\(name): \(so), but the decision gives \(decision.result.name) and it faces \(faces.name)") }
        return problems
    }

    static func statusBarDisagreements(in world: World) -> [String] {
        var problems: [String] = []
        let decision = world.statusBarOwnerDecision
        let lines = world.statusBarExplanation
        var none = NoRecord()
        let engine = world.statusBarAppearanceOwner(&none)
        if !lines[0].hasPrefix("why the status bar is \(world.statusBarHidden ? "hidden" : "shown"):") {
            problems.append("status bar: \(lines[0]), but hidden is \(world.statusBarHidden)")
        }
        guard world.controllersOwnStatusBar else { return problems }
        if decision.owner != engine?.owner || decision.window != engine?.window {
            problems.append("status bar: explains owner \(world.name(decision.owner) ?? "none"), the engine asks \(world.name(engine?.owner) ?? "none")")
        }
        // The answer in force is the owner's exactly when asking it again would change nothing.
        var asked = world
        asked.refreshStatusBarAppearance()
        let unchanged = asked.statusBar.preferenceHidden == world.statusBar.preferenceHidden
            && asked.statusBar.preferenceAsks == world.statusBar.preferenceAsks
        if decision.answerInForce != unchanged { problems.append("status bar: the answer in force is \(unchanged ? "" : "not ")the owner's") }
        if let owner = engine?.owner {
            let answers = lines.filter { $0.hasPrefix("  \(world[owner].name) answers ") }
            if answers.count != 1 { problems.append("status bar: no line names \(world[owner].name)'s answer: \(lines)") }
            if answers.first.map({ $0.contains("has not asked") == unchanged }) ?? false {
                problems.append("status bar: \(answers[0]), but the answer in force is \(unchanged ? "" : "not ")the owner's")
            }
        }
        return problems
    }
}
