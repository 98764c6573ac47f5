// Scenes (iOS ≥ 13, an app made with `scenes: true`): the app's one window scene, the windows
// made for it, its interface orientation and activation state, and iOS 16's geometry requests
// (A9), whose refusals reach the error handler as UIKit's UISceneErrorDomain errors.

import Foundation
import Pivot

@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    /// Held weakly: the app holds its scene.
    private unowned let owner: PivotApp
    var app: PivotApp { owner }
    init(app: PivotApp) {
        owner = app
        super.init()
    }

    /// Unattached until the app launches, then in the foreground and active.
    public var activationState: ActivationState { app.world.launched ? .foregroundActive : .unattached }
}

@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
    /// The windows made for the scene (`UIWindow(windowScene:)`), in the order they were made.
    public var windows: [UIWindow] {
        app.world.windows.indices.compactMap { index in
            let window = app.world.windows[index]
            let inScene = window.hasScene || !app.world.config.usesScenes
            return window.released || !inScene ? nil : app.window(WindowID(index))
        }
    }
    /// The scene's interface orientation: the app's, as the status bar has it.
    public var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation(app.world.statusBar.orientation) }
    public var screen: UIScreen { app.screen }
    /// The scene's status bar (iOS ≥ 13): what the engine shows now.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(app: app) }
    public var traitCollection: UITraitCollection {
        UITraitCollection(app.world.windows.indices.first.flatMap { app.world.traits(of: WindowID($0)) })
    }

    public struct GeometryPreferences: Sendable {
        public struct iOS: Sendable {
            public var interfaceOrientations: UIInterfaceOrientationMask
            public init(interfaceOrientations: UIInterfaceOrientationMask = .all) { self.interfaceOrientations = interfaceOrientations }
        }
    }

    /// A9: asks for the orientations through the key scene window (the first one if none is
    /// key); UIKit's refusal reaches `errorHandler` with its domain, code and words.
    public func requestGeometryUpdate(_ preferences: GeometryPreferences.iOS, errorHandler: ((any Error) -> Void)? = nil) {
        let windows = self.windows
        guard let window = windows.first(where: \.isKeyWindow) ?? windows.first, let id = window.pivotID else { return }
        let effects = app.send(.requestGeometry(window: app.world[id].name, preferences.interfaceOrientations.pivot))
        for case .log(let text) in effects {
            guard let error = Self.sceneError(text.string) else { continue }
            errorHandler?(error)
        }
    }

    /// `Error Domain=UISceneErrorDomain Code=101 "…"` as an NSError.
    static func sceneError(_ text: String) -> NSError? {
        let prefix = "Error Domain=UISceneErrorDomain Code="
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        let code = Int(rest.prefix { $0.isNumber }) ?? 0
        let words = rest.drop { $0 != "\"" }.dropFirst().dropLast()
        return NSError(domain: "UISceneErrorDomain", code: code, userInfo: [NSLocalizedDescriptionKey: String(words)])
    }
}

extension UIApplication {
    /// The app's window scene on iOS ≥ 13, whether or not the app adopts scenes (one that does
    /// not gets a scene UIKit makes for it); none before.
    public var connectedScenes: Set<UIScene> {
        let app = PivotApp.current
        return app.world.profile.hasScenes ? [app.windowScene] : []
    }
}

extension UIWindow {
    /// The scene the window was made for or given. Assigning the app's scene to a window made
    /// without one moves it into the scene (W5: a visible one comes on screen then). Assigning
    /// nil takes the window out of its scene, off screen for good (the engine's `release`; on
    /// iOS ≥ 13 a key window leaves the scene with none, W3).
    public var windowScene: UIWindowScene? {
        get {
            guard let id = pivotID, app.world.profile.hasScenes else { return nil }
            // An app that adopts scenes: the windows made for it; one that does not: all of them.
            return !app.world.config.usesScenes || app.world[id].hasScene ? app.windowScene : nil
        }
        set {
            guard let id = pivotID, !app.world[id].released else { return }
            if newValue == nil {
                if windowScene != nil { app.send(.releaseWindow(app.world[id].name)) }
            } else if app.world.profile.hasScenes, !app.world[id].hasScene {
                app.send(.attachScene(app.world[id].name))
            }
        }
    }
}

/// The status bar of a scene (iOS ≥ 13), read when asked: the frame is zero while the bar is
/// hidden, as UIKit reports it.
@preconcurrency @MainActor
public final class UIStatusBarManager {
    private unowned let app: PivotApp
    init(app: PivotApp) { self.app = app }

    public var statusBarFrame: CGRect { CGRect(app.world.statusBarFrame) }
    public var isStatusBarHidden: Bool { app.world.statusBarHidden }
    public var statusBarStyle: UIStatusBarStyle { UIStatusBarStyle(app.world.statusBarStyle) }
}
