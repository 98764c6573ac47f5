import Foundation
import Testing
@testable import Pivot

/// The engine asks a controller that is an object of the app's through `ControllerAnswers`, at
/// the moment UIKit asks: an answer that changes between two questions is the one UIKit gets.
@Suite("Controller answers")
struct ControllerAnswersTests {
    /// Objects whose answers a test sets; every question is counted.
    final class Answers: ControllerAnswers, @unchecked Sendable {
        private let lock = NSLock()
        private var supported: [String: OrientationMask] = [:]
        private var hidden: [String: StatusBarPreference] = [:]
        private(set) var asked = 0

        func set(_ name: String, supports mask: OrientationMask) { lock.withLock { supported[name] = mask } }
        func set(_ name: String, statusBar preference: StatusBarPreference) { lock.withLock { hidden[name] = preference } }

        func supportedInterfaceOrientations(of id: ControllerID, in world: World) -> OrientationMask? {
            lock.withLock { asked += 1; return supported[world[id].name] }
        }
        func shouldAutorotate(of id: ControllerID, in world: World) -> Bool? { nil }
        func preferredInterfaceOrientationForPresentation(of id: ControllerID, in world: World) -> InterfaceOrientation? { nil }
        func prefersStatusBarHidden(of id: ControllerID, in world: World) -> StatusBarPreference? {
            lock.withLock { hidden[world[id].name] }
        }
        func preferredStatusBarStyle(of id: ControllerID, in world: World) -> StatusBarStyle? { nil }
        func prefersInterfaceOrientationLocked(of id: ControllerID, in world: World) -> Bool? { nil }
    }

    static func world(_ answers: Answers) -> World {
        var config = AppConfig(device: DeviceCatalog.model(named: "iPhone8")!, profile: BehaviorProfile(ios: OSVersion(12, 0)))
        config.plistRawMask = .allButUpsideDown
        var world = World(config: config, answers: answers)
        world.apply([.deviceNotifications(begin: true), .declareController("home", []), .createWindow({ var s = WindowSpec(name: "main"); s.root = "home"; return s }()),
                     .show("main", key: true), .launch])
        return world
    }

    @Test("SPEC A3: the object's supported orientations as they are when the device turns, not as they were")
    func askedAtTheMoment() {
        let answers = Answers()
        answers.set("home", supports: .portrait)
        var world = Self.world(answers)
        world.apply(.rotate(.landscapeLeft))
        #expect(world.window("main")?.orientation == .portrait, "portrait only when the device turned")
        answers.set("home", supports: .allButUpsideDown)
        world.apply(.rotate(.portrait))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.window("main")?.orientation == .landscapeRight, "asked again on the next turn, the new answer holds")
        #expect(answers.asked > 2)
    }

    @Test("SPEC S2: setNeedsStatusBarAppearanceUpdate reads the object's answer then")
    func statusBarAskedOnUpdate() {
        let answers = Answers()
        var world = Self.world(answers)
        #expect(!world.statusBarHidden)
        answers.set("home", statusBar: .hidden)
        #expect(!world.statusBarHidden, "UIKit has not asked again yet")
        world.apply(.statusBarUpdate("home"))
        #expect(world.statusBarHidden)
    }

    @Test("SPEC A3: without an object, a controller answers from its declared options")
    func declaredControllersAnswerFromData() {
        let answers = Answers()
        var world = Self.world(answers)
        world.apply(.configure("home", [.supports(.portrait)]))
        world.apply(.rotate(.landscapeLeft))
        #expect(world.window("main")?.orientation == .portrait)
    }
}
