// Window stacking (W2, W5, W7), the controlling window (A5) and the screen's layer order.

/// A layer in the screen's window order: an app window or one of the system's.
public enum ScreenLayer: Hashable, Sendable {
    case window(WindowID)
    case statusBar
    case keyboard
}

extension World {
    /// W5: a window without a scene is never on screen in an app that uses scenes.
    public func canBeShown(_ id: WindowID) -> Bool {
        !config.scenesActive || windows[id.index].hasScene
    }

    /// Whether the window is on screen: visible and able to be shown.
    public func isOnScreen(_ id: WindowID) -> Bool {
        let w = windows[id.index]
        return w.visible && (!config.scenesActive || w.hasScene)
    }

    /// W2: the order of two windows on screen: by level, then most recently shown or re-levelled.
    static func isBelow(_ a: Window, _ b: Window) -> Bool {
        a.level != b.level ? a.level < b.level : a.stackStamp < b.stackStamp
    }

    /// The app's windows on screen, bottom to top (W2): by level, then most recently shown or
    /// re-levelled on top.
    public var stackOrder: [WindowID] {
        let all = windows
        let scenes = config.scenesActive
        var ids: [WindowID] = []
        ids.reserveCapacity(all.count)
        for i in all.indices where all[i].visible && (!scenes || all[i].hasScene) { ids.append(WindowID(i)) }
        ids.sort { Self.isBelow(all[$0.index], all[$1.index]) }
        return ids
    }

    /// The topmost window on screen that satisfies a condition, without sorting.
    func topmostOnScreen(where condition: (Window) -> Bool) -> WindowID? {
        var best: Int? = nil
        let scenes = config.scenesActive
        for i in windows.indices {
            let w = windows[i]
            guard w.visible && (!scenes || w.hasScene) && condition(w) else { continue }
            if let b = best, !Self.isBelow(windows[b], w) { continue }
            best = i
        }
        return best.map(WindowID.init)
    }

    /// The topmost window on screen, if any.
    public var topWindow: WindowID? { topmostOnScreen { _ in true } }

    /// Every layer on screen bottom to top, with the status bar and keyboard placed by S4 and W7.
    public var screenLayers: [ScreenLayer] {
        var layers: [(level: Double, rank: Int, layer: ScreenLayer)] = []
        for (rank, id) in stackOrder.enumerated() { layers.append((self[id].level, rank, .window(id))) }
        if keyboard.shown {
            // The system window sits above app windows of its own level.
            layers.append((profile.keyboardWindow.level, Int.max - 1, .keyboard))
        }
        if !statusBarHidden {
            let level = profile.windowsCanCoverStatusBar ? WindowLevel.statusBar : Double.infinity
            layers.append((level, Int.max, .statusBar))
        }
        return layers.sorted { $0.level != $1.level ? $0.level < $1.level : $0.rank < $1.rank }.map(\.layer)
    }

    /// The window the app's interface orientation (and on iOS ≥ 8 the screen bounds) follows (A5).
    /// Windows that opt out of status bar appearance or cannot be shown never control.
    public var controllingWindow: WindowID? {
        switch profile.controllingRule {
        case .topmostVisible, .topmostVisibleOwner:
            return topmostOnScreen { $0.root != nil && $0.affectsStatusBar }
        case .latestRoot:
            var best: Int? = nil
            let scenes = config.scenesActive
            for i in windows.indices {
                let w = windows[i]
                guard w.root != nil && w.affectsStatusBar && (!scenes || w.hasScene) else { continue }
                if let b = best, windows[b].rootStamp >= w.rootStamp { continue }
                best = i
            }
            return best.map(WindowID.init)
        }
    }
}

extension World {
    /// UIApplication.windows as the app reads it (W7): its windows in creation order, then on
    /// iOS 7–15 the keyboard's window from its first appearance on; never the status bar.
    public var applicationWindows: [String] {
        var names = windows.map(\.name)
        if keyboard.everShown && profile.keyboardWindow.listedInWindows { names.append(profile.keyboardWindow.className) }
        return names
    }
}
