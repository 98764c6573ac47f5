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
        !config.scenesActive || self[id].hasScene
    }

    /// Whether the window is on screen: visible and able to be shown.
    public func isOnScreen(_ id: WindowID) -> Bool { self[id].visible && canBeShown(id) }

    /// The app's windows on screen, bottom to top (W2): by level, then most recently shown or
    /// re-levelled on top.
    public var stackOrder: [WindowID] {
        windows.indices.map(WindowID.init).filter(isOnScreen).sorted {
            let a = self[$0], b = self[$1]
            return a.level != b.level ? a.level < b.level : a.stackStamp < b.stackStamp
        }
    }

    /// The topmost window on screen, if any.
    public var topWindow: WindowID? { stackOrder.last }

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
    public var controllingWindow: WindowID? {
        let candidates = windows.indices.map(WindowID.init).filter {
            self[$0].root != nil && self[$0].affectsStatusBar && canBeShown($0)
        }
        switch profile.controllingRule {
        case .topmostVisible, .topmostVisibleOwner:
            return stackOrder.last { candidates.contains($0) }
        case .latestRoot:
            return candidates.max { self[$0].rootStamp < self[$1].rootStamp }
        }
    }
}
