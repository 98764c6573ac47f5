// From a trace header to the world it starts with.

import Pivot

extension TraceHeader {
    /// The app configuration the header describes; nil when the device is not in the catalogue
    /// (the parser has already rejected that).
    package func makeConfig() -> AppConfig? {
        guard let model = DeviceCatalog.model(named: device) else { return nil }
        var config = AppConfig(device: model, profile: BehaviorProfile(ios: ios, sdk: sdk))
        if let plist {
            config.plistRawMask = plist.mask
            config.plistOrientations = plist.written
        }
        config.statusBarAppearance = statusBarAppearance
        config.usesScenes = scenes
        config.requiresFullScreen = requiresFullScreen
        config.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom
        config.startOrientation = orientation
        config.statusBarHiddenAtLaunch = statusBarHidden
        config.statusBarStyleAtLaunch = statusBarStyle
        return config
    }
}
