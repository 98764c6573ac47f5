// The modelled app's Info.plist as library code reads it. Foundation's `Bundle` cannot be
// subclassed or told about a modelled app on Linux, so `Bundle.main.infoDictionary` and
// `object(forInfoDictionaryKey:)` are spelled `modelledInfoDictionary` and
// `modelledObject(forInfoDictionaryKey:)` in ported code (`pivot port` rewrites them).

import Foundation
import Pivot

extension Foundation.Bundle {
    /// For the main bundle inside an app's run: the real keys with the modelled app's over them;
    /// for any other bundle, or outside a run, the bundle's own.
    @preconcurrency @MainActor
    public var modelledInfoDictionary: [String: Any]? {
        guard self == Foundation.Bundle.main, let app = PivotAppContext.current else { return infoDictionary }
        var keys = infoDictionary ?? [:]
        for (key, value) in app.world.config.infoPlistKeys { keys[key] = value }
        return keys
    }

    @preconcurrency @MainActor
    public func modelledObject(forInfoDictionaryKey key: String) -> Any? { modelledInfoDictionary?[key] }
}

extension AppConfig {
    /// The Info.plist keys the trace or the app's options set, with UIKit's spellings; a key the
    /// app leaves at UIKit's default is absent, as in a real Info.plist.
    var infoPlistKeys: [String: Any] {
        var keys: [String: Any] = [:]
        if plistOrientations != nil || plistRawMask != nil {
            keys["UISupportedInterfaceOrientations"] = plistWrittenOrder.map(\.plistName)
        }
        if statusBarAppearance == .global { keys["UIViewControllerBasedStatusBarAppearance"] = false }
        if requiresFullScreen { keys["UIRequiresFullScreen"] = true }
        if statusBarHiddenAtLaunch { keys["UIStatusBarHidden"] = true }
        switch statusBarStyleAtLaunch {
        case .default: break
        case .lightContent: keys["UIStatusBarStyle"] = "UIStatusBarStyleLightContent"
        case .darkContent: keys["UIStatusBarStyle"] = "UIStatusBarStyleDarkContent"
        }
        if usesScenes {
            keys["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false] as [String: Any]
        }
        return keys
    }
}

extension InterfaceOrientation {
    /// The Info.plist's name of the orientation.
    var plistName: String {
        switch self {
        case .portrait: "UIInterfaceOrientationPortrait"
        case .portraitUpsideDown: "UIInterfaceOrientationPortraitUpsideDown"
        case .landscapeLeft: "UIInterfaceOrientationLandscapeLeft"
        case .landscapeRight: "UIInterfaceOrientationLandscapeRight"
        case .unknown: "UIInterfaceOrientationUnknown"
        }
    }
}
