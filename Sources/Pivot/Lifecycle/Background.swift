// The app going to the background and back (SPEC L7): the delegate's life-cycle callbacks and
// UIKit's notifications in their order, and a device turn that waits while the app is away.

/// A life-cycle callback of the app delegate (no scenes) or the scene delegate (scenes, iOS ≥ 13).
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
    case applicationWillResignActive, applicationDidEnterBackground
    case applicationWillEnterForeground, applicationDidBecomeActive
    case sceneWillResignActive, sceneDidEnterBackground
    case sceneWillEnterForeground, sceneDidBecomeActive
    /// L9: launch. application(_:didFinishLaunchingWithOptions:), and a scene app's
    /// scene(_:willConnectTo:options:).
    case applicationDidFinishLaunching, sceneWillConnect
}

extension World {
    /// L7: the app resigns active, then enters the background; each delegate call comes before
    /// the notification of the same name. The scene delegate replaces the app delegate where
    /// the app uses scenes; the UIApplication notifications are posted either way.
    mutating func enterBackground(_ effects: inout Effects) throws(Rejection) {
        guard launched else { throw Rejection("the app has not launched; 'launch' comes before 'background'") }
        guard !inBackground else { throw Rejection("the app is already in the background") }
        inBackground = true
        announce(scene: .sceneWillResignActive, app: .applicationWillResignActive, .willResignActive, &effects)
        announce(scene: .sceneDidEnterBackground, app: .applicationDidEnterBackground, .didEnterBackground, &effects)
        if profile.snapshotsBothAppearances { snapshotAppearances(&effects) }
    }

    /// L7: for the app switcher UIKit snapshots the app in the other appearance too (iOS ≥ 13):
    /// the shown controllers hear their traits change to the other interface style and back.
    /// Coming back, the app's traits return from the last snapshot's style: one more change
    /// (radar FB8734191 on iOS 14; Apple forums 771293 on 18.2).
    private func snapshotAppearances(_ effects: inout Effects, times: Int = 2) {
        guard effects.recordsCallbacks else { return }
        let bar = statusBarHeight
        for index in windows.indices where isOnScreen(WindowID(index)) {
            let targets = shownControllers(in: WindowID(index)).compactMap(callbackTarget).filter { !self[$0].options.legacy }
            for _ in 0..<times {
                for c in targets {
                    guard let callback = traitCallback(of: c) else { continue }
                    effects.record(c, callback, reading(of: c, in: WindowID(index), statusBarHeight: bar))
                }
            }
        }
    }

    /// L7: a device turn made while away is delivered first (the windows evaluate against the
    /// device's orientation, with their rotation callbacks), then the app enters the foreground
    /// and becomes active.
    mutating func enterForeground(_ effects: inout Effects) throws(Rejection) {
        guard inBackground else { throw Rejection("the app is not in the background; 'background' comes before 'foreground'") }
        inBackground = false
        if !device.locked && device.physical != device.held { deliverDeviceChange(device.physical, &effects) }
        guard !crashed else { return }
        announce(scene: .sceneWillEnterForeground, app: .applicationWillEnterForeground, .willEnterForeground, &effects)
        if profile.snapshotsBothAppearances { snapshotAppearances(&effects, times: 1) }
        announce(scene: .sceneDidBecomeActive, app: .applicationDidBecomeActive, .didBecomeActive, &effects)
    }

    /// L9: the first thing an app hears: didFinishLaunching (in which its windows are made), and
    /// with scenes the scene's connection; recorded before the first step's own effects.
    mutating func announceLaunchStart(_ effects: inout Effects) {
        launchAnnounced = true
        effects.append(.lifecycle(.applicationDidFinishLaunching))
        if config.scenesActive { effects.append(.lifecycle(.sceneWillConnect)) }
    }

    /// L9: when launching ends the app becomes active: applicationDidBecomeActive (with scenes
    /// sceneWillEnterForeground, sceneDidBecomeActive). The launch's notifications are not
    /// posted (model decision: a test harness written before L9 receives every posted one).
    mutating func announceLaunchEnd(_ effects: inout Effects) {
        if config.scenesActive { effects.append(.lifecycle(.sceneWillEnterForeground)) }
        effects.append(.lifecycle(config.scenesActive ? .sceneDidBecomeActive : .applicationDidBecomeActive))
    }

    private mutating func announce(scene: LifecycleCallback, app: LifecycleCallback, _ name: NotificationName,
                                   _ effects: inout Effects) {
        effects.append(.lifecycle(config.scenesActive ? scene : app))
        post(PostedNotification(name, sender: .application), &effects)
    }
}
