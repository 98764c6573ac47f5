// UIApplication, UIScreen and UIDevice of the current app (`PivotApp.run`): each reads the
// engine's state at the moment the library asks.

import Foundation
import Pivot

@preconcurrency @MainActor
public final class UIApplication {
    nonisolated init() {}
    public static var shared: UIApplication { PivotApp.current.application }
    private var app: PivotApp { PivotApp.current }

    /// The app's windows, in the order they were made (W7 lists the keyboard's too; its window
    /// is not an object of the app's).
    public var windows: [UIWindow] {
        app.world.windows.indices.compactMap { index in
            app.world.windows[index].released ? nil : app.window(WindowID(index))
        }
    }
    public var keyWindow: UIWindow? { app.window(app.world.keyWindow) }
    public var statusBarOrientation: UIInterfaceOrientation { UIInterfaceOrientation(app.world.statusBar.orientation) }
    public var statusBarFrame: CGRect { CGRect(app.world.statusBarFrame) }
    public var isStatusBarHidden: Bool { app.world.statusBarHidden }
    public var statusBarStyle: UIStatusBarStyle { UIStatusBarStyle(app.world.statusBarStyle) }

    /// The mask UIKit takes from the app for a window (A2): the delegate's or the Info.plist's.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        guard let id = window?.pivotID else { return UIInterfaceOrientationMask(app.world.config.plistMask) }
        return UIInterfaceOrientationMask(app.world.appMask(for: id))
    }
}

@preconcurrency @MainActor
public final class UIScreen {
    nonisolated init() {}
    public static var main: UIScreen { PivotApp.current.screen }
    private var world: World { PivotApp.current.world }

    /// D3: the bounds follow the interface orientation on iOS ≥ 8 (with SDK ≥ 8), else portrait.
    public var bounds: CGRect { CGRect(origin: .zero, size: CGSize(world.screenBounds)) }
    public var scale: CGFloat { CGFloat(world.model.scale) }
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
