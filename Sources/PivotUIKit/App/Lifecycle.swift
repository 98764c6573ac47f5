// The app going to the background and back (SPEC L7): the app delegate's life-cycle methods,
// called in the engine's order (each before its notification), and UIKit's notification names.

import Pivot

extension UIApplication {
    nonisolated public static let willResignActiveNotification = Notification.Name(NotificationName.willResignActive.rawValue)
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(NotificationName.didEnterBackground.rawValue)
    nonisolated public static let willEnterForegroundNotification = Notification.Name(NotificationName.willEnterForeground.rawValue)
    nonisolated public static let didBecomeActiveNotification = Notification.Name(NotificationName.didBecomeActive.rawValue)
}

extension PivotApp {
    /// The user leaves the app (L7): it resigns active and enters the background.
    public func background() { send(.background) }
    /// The user comes back: a turn held while away arrives first, then the app becomes active.
    public func foreground() { send(.foreground) }

    /// Calls the app delegate's method of a life-cycle callback the engine recorded.
    func deliver(_ callback: LifecycleCallback) {
        guard let delegate = application.delegate else { return }
        switch callback {
        case .applicationWillResignActive: delegate.applicationWillResignActive(application)
        case .applicationDidEnterBackground: delegate.applicationDidEnterBackground(application)
        case .applicationWillEnterForeground: delegate.applicationWillEnterForeground(application)
        case .applicationDidBecomeActive: delegate.applicationDidBecomeActive(application)
        case .applicationDidFinishLaunching, .sceneWillConnect,
             .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive:
            // didFinishLaunching is the app's own start-up code, already running (L9);
            // A scene delegate is not modelled as an object (the engine records its calls).
            break
        }
    }
}
