// The engine's questions to a controller (`ControllerAnswers`), answered by the app's object:
// its override, read at the moment UIKit asks. A base UIViewController getter that was not
// overridden answers UIKit's default, which the engine models the same way its declared
// controllers do, so it answers nil and the declared options (none) decide.

import Pivot

// Main-actor isolated state; the questions are nonisolated witnesses that call isolated
// functions of this file as plain functions, with the address of the asking step's world (a
// world passed by value is copied each time its address is taken). Every step of a PivotUIKit app runs on the main
// actor (`PivotApp` is main-actor isolated and calls the engine synchronously), so neither the
// executor check an isolated witness or closure makes nor a closure boxed to reach the main
// actor is needed: together a sixth of a rotation's work through objects. (A reference to a
// method, unlike one to a global function, is a closure of its own that checks the executor.)
@MainActor
final class ObjectAnswers: ControllerAnswers {
    /// The app, held weakly (a kept world may outlive it) through its `BackReference`.
    var app: PivotApp? { appReference?.object }
    var appReference: BackReference<PivotApp>?
    /// The engine's indexes of the windows and controllers the app's code made (not stand-ins):
    /// only those have overrides, so a declared one answers nil without looking further.
    /// Read at every question: no runtime exclusivity check (see `PivotApp.shell`).
    @exclusivity(unchecked) fileprivate var madeWindows: [Bool] = []
    @exclusivity(unchecked) fileprivate var madeControllers: [Bool] = []

    nonisolated init() {}

    func madeWindow(_ id: WindowID) { Self.mark(id.index, in: &madeWindows) }
    func madeController(_ id: ControllerID) { Self.mark(id.index, in: &madeControllers) }

    private static func mark(_ index: Int, in list: inout [Bool]) {
        if index >= list.count { list += repeatElement(false, count: index + 1 - list.count) }
        list[index] = true
    }

    /// Asks the object; nil for a controller without an object.
    fileprivate func ask<T>(_ id: ControllerID, in world: UnsafePointer<World>, _ question: (UIViewController) -> T?) -> T? {
        guard id.index < madeControllers.count, madeControllers[id.index],
              let app, let controller = app.madeController(id) else { return nil }
        return app.answering(at: world) { question(controller) }
    }

    nonisolated func supportedInterfaceOrientations(of id: ControllerID, in world: World) -> OrientationMask? {
        typealias Plain = (ObjectAnswers, ControllerID, UnsafePointer<World>) -> OrientationMask?
        return withAddress(of: world) {
            unsafeBitCast(maskAnswer as @MainActor (ObjectAnswers, ControllerID, UnsafePointer<World>) -> OrientationMask?, to: Plain.self)(self, id, $0)
        }
    }
    nonisolated func shouldAutorotate(of id: ControllerID, in world: World) -> Bool? {
        typealias Plain = (ObjectAnswers, ControllerID, UnsafePointer<World>) -> Bool?
        return withAddress(of: world) {
            unsafeBitCast(autorotateAnswer as @MainActor (ObjectAnswers, ControllerID, UnsafePointer<World>) -> Bool?, to: Plain.self)(self, id, $0)
        }
    }
    nonisolated func preferredInterfaceOrientationForPresentation(of id: ControllerID, in world: World) -> InterfaceOrientation? {
        typealias Plain = (ObjectAnswers, ControllerID, UnsafePointer<World>) -> InterfaceOrientation?
        return withAddress(of: world) {
            unsafeBitCast(preferredOrientationAnswer as @MainActor (ObjectAnswers, ControllerID, UnsafePointer<World>) -> InterfaceOrientation?,
                          to: Plain.self)(self, id, $0)
        }
    }
    nonisolated func prefersStatusBarHidden(of id: ControllerID, in world: World) -> StatusBarPreference? {
        typealias Plain = (ObjectAnswers, ControllerID, UnsafePointer<World>) -> StatusBarPreference?
        return withAddress(of: world) {
            unsafeBitCast(barPreferenceAnswer as @MainActor (ObjectAnswers, ControllerID, UnsafePointer<World>) -> StatusBarPreference?,
                          to: Plain.self)(self, id, $0)
        }
    }
    nonisolated func preferredStatusBarStyle(of id: ControllerID, in world: World) -> StatusBarStyle? {
        typealias Plain = (ObjectAnswers, ControllerID, UnsafePointer<World>) -> StatusBarStyle?
        return withAddress(of: world) {
            unsafeBitCast(barStyleAnswer as @MainActor (ObjectAnswers, ControllerID, UnsafePointer<World>) -> StatusBarStyle?, to: Plain.self)(self, id, $0)
        }
    }
    nonisolated func rootController(of window: WindowID, in world: World) -> ControllerID?? {
        typealias Plain = (ObjectAnswers, WindowID, UnsafePointer<World>) -> ControllerID??
        return withAddress(of: world) {
            unsafeBitCast(rootAnswer as @MainActor (ObjectAnswers, WindowID, UnsafePointer<World>) -> ControllerID??, to: Plain.self)(self, window, $0)
        }
    }
    nonisolated func prefersInterfaceOrientationLocked(of id: ControllerID, in world: World) -> Bool? {
        typealias Plain = (ObjectAnswers, ControllerID, UnsafePointer<World>) -> Bool?
        return withAddress(of: world) {
            unsafeBitCast(lockedAnswer as @MainActor (ObjectAnswers, ControllerID, UnsafePointer<World>) -> Bool?, to: Plain.self)(self, id, $0)
        }
    }
}

// The answers, on the main actor.

@MainActor private func maskAnswer(_ answers: ObjectAnswers, _ id: ControllerID, _ world: UnsafePointer<World>) -> OrientationMask? {
    // A12: iOS 5 asks shouldAutorotateToInterfaceOrientation: for each orientation instead.
    if world.pointee.profile.rotationAPI == .perOrientation { return answers.ask(id, in: world) { $0.defaulted { $0.legacyAnswers } } }
    return answers.ask(id, in: world) { $0.defaulted { $0.supportedInterfaceOrientations.pivot } }
}

@MainActor private func autorotateAnswer(_ answers: ObjectAnswers, _ id: ControllerID, _ world: UnsafePointer<World>) -> Bool? {
    answers.ask(id, in: world) { $0.shouldAutorotate }
}

@MainActor private func preferredOrientationAnswer(_ answers: ObjectAnswers, _ id: ControllerID, _ world: UnsafePointer<World>) -> InterfaceOrientation? {
    answers.ask(id, in: world) { $0.defaulted { $0.preferredInterfaceOrientationForPresentation.pivot } }
}

@MainActor private func barPreferenceAnswer(_ answers: ObjectAnswers, _ id: ControllerID, _ world: UnsafePointer<World>) -> StatusBarPreference? {
    // S1: a controller that overrides prefersStatusBarHidden with NO asks for the bar.
    answers.ask(id, in: world) { $0.defaulted { $0.prefersStatusBarHidden ? StatusBarPreference.hidden : .visible } ?? .default }
}

@MainActor private func barStyleAnswer(_ answers: ObjectAnswers, _ id: ControllerID, _ world: UnsafePointer<World>) -> StatusBarStyle? {
    answers.ask(id, in: world) { $0.preferredStatusBarStyle.pivot }
}

@MainActor private func rootAnswer(_ answers: ObjectAnswers, _ window: WindowID, _ world: UnsafePointer<World>) -> ControllerID?? {
    guard window.index < answers.madeWindows.count, answers.madeWindows[window.index],
          let app = answers.app, let object = app.windowObjects[window.index] else { return nil }
    return app.answering(at: world) { object.overriddenRoot() }
}

@MainActor private func lockedAnswer(_ answers: ObjectAnswers, _ id: ControllerID, _ world: UnsafePointer<World>) -> Bool? {
    answers.ask(id, in: world) { $0.prefersInterfaceOrientationLocked }
}
