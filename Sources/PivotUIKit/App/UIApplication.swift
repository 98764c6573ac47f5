// UIApplication, UIScreen and UIDevice of the current app (`PivotApp.run`): each reads the
// engine's state at the moment the library asks.

import Foundation
import Pivot

@preconcurrency @MainActor
open class UIApplication: UIResponder {
    override init() { super.init() }
    /// The responder chain ends at the app delegate, where it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }
    /// The app's first responder (`Responders/UIResponder.swift`).
    weak var firstResponder: UIResponder?
    public static var shared: UIApplication { PivotApp.current.application }
    private var app: PivotApp { PivotApp.current }

    /// The app's windows back to front by level, then in showing order (W9; the keyboard's,
    /// which W7 lists too, is not an object of the app's).
    public var windows: [UIWindow] {
        app.world.applicationWindows.compactMap { name in app.world.windowID(name).flatMap(app.window) }
    }
    // Read in place: the app's `world` is a copy of it (retaining its buffers).
    public var keyWindow: UIWindow? {
        let app = self.app  // once: the current app is a task-local
        return app.window(app.withWorld { $0.stack.keyWindow })
    }
    public var statusBarOrientation: UIInterfaceOrientation { UIInterfaceOrientation(app.world.statusBar.orientation) }
    public var statusBarFrame: CGRect { CGRect(app.world.statusBarFrame) }
    /// S3–S7: the app's own status bar settings, which count where the Info.plist says the
    /// status bar's appearance is global (`UIViewControllerBasedStatusBarAppearance` NO).
    public var isStatusBarHidden: Bool {
        get { app.world.statusBarHidden }
        set { app.send(.setStatusBarHidden(newValue)) }
    }
    public var statusBarStyle: UIStatusBarStyle {
        get { UIStatusBarStyle(app.world.statusBarStyle) }
        set { app.send(.setStatusBarStyle(newValue.pivot)) }
    }
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) { isStatusBarHidden = hidden }
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }

    /// The app delegate a host sets; its `window` is what libraries read as the main window.
    public weak var delegate: (any UIApplicationDelegate)?

    public enum State: Int, Sendable { case active, inactive, background }
    /// Active once launched, in the background between `background` and `foreground` (L7).
    public var applicationState: State { !app.world.launched ? .inactive : app.world.inBackground ? .background : .active }

    /// The mask UIKit takes from the app for a window (A2): the delegate's or the Info.plist's.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        guard let id = window?.pivotID else { return UIInterfaceOrientationMask(app.world.config.plistMask) }
        return UIInterfaceOrientationMask(app.world.appMask(for: id))
    }
}

/// The app delegate a host has when it sets none: it holds the app's main window, as the
/// delegate of a storyboard app holds the window UIKit made for it. A host declared by trace
/// lines has its first window there (the engine's delegate window); a scene-based one has none,
/// as its scene delegate holds the window (library code that unwraps `delegate.window` fails
/// there as on a device).
final class HostAppDelegate: UIApplicationDelegate {
    /// The app, held weakly through its `BackReference`.
    var app: PivotApp? { appReference?.object }
    var appReference: BackReference<PivotApp>?
    /// What was set, nil while nothing was.
    private var held: UIWindow??
    nonisolated init() {}

    var window: UIWindow? {
        get {
            if let held { return held }
            guard let app, !app.world.config.usesScenes else { return nil }
            return app.window(app.world.delegateWindow)
        }
        set { held = .some(newValue) }
    }

    /// Holds the first window made key before launch, unless the host set one.
    func holdFirst(_ window: UIWindow) { if held == nil { held = window } }
}

/// The app delegate, as far as window code reads it: its window, and its life-cycle methods
/// (L7), called when the app goes to the background and back.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
}

/// `#available(iOS X, *)` for ported code: the compiler answers `#available` for the machine it
/// builds on (always true off Apple platforms), so a port asks the modelled app instead.
@preconcurrency @MainActor
public func available(iOS major: Int, _ minor: Int = 0) -> Bool {
    let version = PivotApp.current.world.profile.ios
    return (version.major, version.minor) >= (major, minor)
}

@preconcurrency @MainActor
public final class UIScreen {
    nonisolated init() {}
    public static var main: UIScreen { PivotApp.current.screen }
    private var world: World { PivotApp.current.world }

    /// D3: the bounds follow the interface orientation on iOS ≥ 8 (with SDK ≥ 8), else portrait.
    public var bounds: CGRect { CGRect(origin: .zero, size: CGSize(world.screenBounds)) }
    public var scale: CGFloat { CGFloat(world.model.scale) }
    /// The screen in pixels, portrait, whatever the interface's orientation (D3).
    public var nativeBounds: CGRect { CGRect(origin: .zero, size: CGSize(world.model.nativeBounds)) }
}

@preconcurrency @MainActor
public final class UIDevice {
    nonisolated init() {}
    public static var current: UIDevice { PivotApp.current.device }
    private var world: World { PivotApp.current.world }

    /// N2, A10: unknown while not generating notifications, portrait while the lock is on.
    public var orientation: UIDeviceOrientation { UIDeviceOrientation(world.deviceOrientationAsRead) }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { world.model.idiom == .pad ? .pad : .phone }
    public var systemVersion: String { "\(world.profile.ios.major).\(world.profile.ios.minor)" }
}
