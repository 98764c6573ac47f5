// The engine's questions to a controller (`ControllerAnswers`), answered by the app's object:
// its override, read at the moment UIKit asks. A base UIViewController getter that was not
// overridden answers UIKit's default, which the engine models the same way its declared
// controllers do, so it answers nil and the declared options (none) decide.

import Pivot

final class ObjectAnswers: ControllerAnswers, @unchecked Sendable {
    // @unchecked: set once when the app is made; read only on the main actor, where every step
    // of a PivotUIKit app runs (`ask`).
    weak var app: PivotApp?
    /// The engine's indexes of the windows and controllers the app's code made (not stand-ins):
    /// only those have overrides, so a declared one answers nil without going to the main actor.
    /// Written and read on the main actor, like `app`.
    private var madeWindows: [Bool] = []
    private var madeControllers: [Bool] = []

    func madeWindow(_ id: WindowID) { Self.mark(id.index, in: &madeWindows) }
    func madeController(_ id: ControllerID) { Self.mark(id.index, in: &madeControllers) }

    private static func mark(_ index: Int, in list: inout [Bool]) {
        if index >= list.count { list += repeatElement(false, count: index + 1 - list.count) }
        list[index] = true
    }

    /// Asks the object on the main actor; nil for a controller without an object.
    private func ask<T: Sendable>(_ id: ControllerID, in world: World, _ question: @MainActor (UIViewController) -> T?) -> T? {
        guard id.index < madeControllers.count, madeControllers[id.index] else { return nil }
        return Self.onMainActor {
            guard let app, let controller = app.madeController(id) else { return nil }
            return app.answering(in: world) { question(controller) }
        }
    }

    /// Runs main-actor code from the engine's step. Every step of a PivotUIKit app runs on the
    /// main actor (`PivotApp` is main-actor isolated and calls the engine synchronously), so the
    /// executor check `MainActor.assumeIsolated` makes on every question (a seventh of a step's
    /// instructions) is made once, in debug builds.
    static func onMainActor<T>(_ body: @MainActor () -> T) -> T {
        assert(Thread.isMainThread || PivotAppContext.current != nil, "PivotUIKit: an app's step ran off its main actor")
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }

    func supportedInterfaceOrientations(of id: ControllerID, in world: World) -> OrientationMask? {
        // A12: iOS 5 asks shouldAutorotateToInterfaceOrientation: for each orientation instead.
        if world.profile.rotationAPI == .perOrientation { return ask(id, in: world) { $0.defaulted { $0.legacyAnswers } } }
        return ask(id, in: world) { $0.defaulted { $0.supportedInterfaceOrientations.pivot } }
    }
    func shouldAutorotate(of id: ControllerID, in world: World) -> Bool? { ask(id, in: world) { $0.shouldAutorotate } }
    func preferredInterfaceOrientationForPresentation(of id: ControllerID, in world: World) -> InterfaceOrientation? {
        ask(id, in: world) { $0.defaulted { $0.preferredInterfaceOrientationForPresentation.pivot } }
    }
    func prefersStatusBarHidden(of id: ControllerID, in world: World) -> StatusBarPreference? {
        // S1: a controller that overrides prefersStatusBarHidden with NO asks for the bar.
        ask(id, in: world) { $0.defaulted { $0.prefersStatusBarHidden ? StatusBarPreference.hidden : .visible } ?? .default }
    }
    func preferredStatusBarStyle(of id: ControllerID, in world: World) -> StatusBarStyle? {
        ask(id, in: world) { $0.preferredStatusBarStyle.pivot }
    }
    func rootController(of window: WindowID, in world: World) -> ControllerID?? {
        guard window.index < madeWindows.count, madeWindows[window.index] else { return nil }
        return Self.onMainActor {
            guard let app, let object = app.windowObjects[window.index] else { return nil }
            return app.answering(in: world) { object.overriddenRoot() }
        }
    }

    func prefersInterfaceOrientationLocked(of id: ControllerID, in world: World) -> Bool? {
        ask(id, in: world) { $0.prefersInterfaceOrientationLocked }
    }
}
