// Window stacking (W2, W5, W7), the controlling window (A5) and the screen's layer order.

/// A layer in the screen's window order: an app window or one of the system's.
public enum ScreenLayer: Hashable, Sendable {
    case window(WindowID)
    case statusBar
    case keyboard
}

extension World {
    /// W5: a window without a scene is never on screen in an app that uses scenes.
    @inline(__always)
    public func canBeShown(_ id: WindowID) -> Bool {
        !config.scenesActive || windows[id.index].hasScene
    }

    /// Whether the window is on screen: visible and able to be shown.
    @inline(__always)
    public func isOnScreen(_ id: WindowID) -> Bool {
        let w = windows[id.index]
        return w.visible && (!config.scenesActive || w.hasScene)
    }

    /// W2: the order of two windows on screen: by level, then most recently shown or re-levelled.
    static func isBelow(_ windows: [Window], _ a: Int, _ b: Int) -> Bool {
        let la = windows[a].level, lb = windows[b].level
        return la != lb ? la < lb : windows[a].stackStamp < windows[b].stackStamp
    }

    /// The app's windows on screen, bottom to top (W2): by level, then most recently shown or
    /// re-levelled on top.
    public var stackOrder: [WindowID] { screenOrder }

    /// Puts a window whose visibility, level or stacking stamp changed where it now belongs in
    /// `screenOrder`: out when it is off screen, else above every window it is not below.
    /// `listed`: whether it was on screen before the change (only then is it in the order; a
    /// window coming on screen is not looked for, so showing n windows is not quadratic).
    mutating func restack(_ id: WindowID, listed: Bool) {
        if listed {
            // Its place is found by its key when that did not change (hide), else by a scan.
            let at = place(of: id)
            if at < screenOrder.count && screenOrder[at] == id {
                screenOrder.remove(at: at)
            } else if let i = screenOrder.firstIndex(of: id) {
                screenOrder.remove(at: i)
            }
        }
        guard isOnScreen(id) else { return }
        screenOrder.insert(id, at: place(of: id))
    }

    /// The first position in `screenOrder` whose window is not below `id`.
    private func place(of id: WindowID) -> Int {
        var low = 0, high = screenOrder.count
        while low < high {
            let mid = (low + high) / 2
            if Self.isBelow(windows, screenOrder[mid].index, id.index) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The topmost window on screen, optionally only among those with a root view controller
    /// that may affect the status bar (A5, S2) or above a level; no sorting, no copies.
    @inline(__always)
    func topmostOnScreen(owningStatusBar: Bool = false, above level: Double = -.infinity) -> WindowID? {
        for id in screenOrder.reversed() {
            let w = windows[id.index]
            if w.level <= level { return nil }
            if owningStatusBar && (w.root == nil || !w.affectsStatusBar) { continue }
            return id
        }
        return nil
    }

    /// The topmost window on screen, if any.
    public var topWindow: WindowID? { topmostOnScreen() }

    /// Every layer on screen bottom to top, with the status bar and keyboard placed by S4 and W7.
    public var screenLayers: [ScreenLayer] {
        var layers: [(level: Double, rank: Int, layer: ScreenLayer)] = []
        for (rank, id) in stackOrder.enumerated() { layers.append((self[id].level, rank, .window(id))) }
        if keyboard.shown {
            // The system window sits above app windows of its own level.
            layers.append((profile.keyboardWindow.level, Int.max - 1, .keyboard))
        }
        if !statusBarHidden { layers.append((statusBarLayerLevel, Int.max, .statusBar)) }
        return layers.sorted { $0.level != $1.level ? $0.level < $1.level : $0.rank < $1.rank }.map(\.layer)
    }

    /// Whether `screenLayers` would be equal in both worlds, without building and sorting them
    /// (`pivot matrix` asks after every step of every variant): the same windows in the same
    /// order, and the keyboard and the status bar at the same places among them.
    public func sameScreenLayers(as other: World) -> Bool {
        guard screenOrder == other.screenOrder, keyboard.shown == other.keyboard.shown,
              statusBarHidden == other.statusBarHidden else { return false }
        if keyboard.shown && layersBelow(profile.keyboardWindow.level) != other.layersBelow(other.profile.keyboardWindow.level) {
            return false
        }
        if !statusBarHidden && layersBelow(statusBarLayerLevel) != other.layersBelow(other.statusBarLayerLevel) { return false }
        // With both shown, which of the two comes first (the keyboard on a tie).
        if keyboard.shown && !statusBarHidden
            && (profile.keyboardWindow.level <= statusBarLayerLevel) != (other.profile.keyboardWindow.level <= other.statusBarLayerLevel) {
            return false
        }
        return true
    }

    /// S4: the level the status bar is drawn at among the windows: before iOS 13 just under the
    /// windows of level statusBar, which were all made visible after its own window (W2: the
    /// later one is on top; Whisper 1.0 and JDStatusBarNotification sit over the bar at exactly
    /// UIWindowLevelStatusBar); from iOS 13 above every window.
    var statusBarLayerLevel: Double { profile.windowsCanCoverStatusBar ? WindowLevel.statusBar : .infinity }

    /// How many windows on screen are drawn below a system layer of this level (it goes above
    /// the windows of its own level); `screenOrder` is sorted by level.
    func layersBelow(_ level: Double) -> Int {
        var low = 0, high = screenOrder.count
        while low < high {
            let mid = (low + high) / 2
            if windows[screenOrder[mid].index].level <= level { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The window the app's interface orientation (and on iOS ≥ 8 the screen bounds) follows (A5).
    /// Windows that opt out of status bar appearance or cannot be shown never control.
    @inline(__always)
    public var controllingWindow: WindowID? { controllingWindowDecision.window }

    /// The same with the era's rule that picked it (A5).
    // Inlined: every step's commit reads it from a mutating method, where a call copies the world.
    @inline(__always)
    public var controllingWindowDecision: ControllingWindowDecision {
        let rule = profile.controllingRule
        switch rule {
        case .topmostVisible, .topmostVisibleOwner:
            return ControllingWindowDecision(window: topmostOnScreen(owningStatusBar: true), rule: rule)
        case .latestRoot:
            return ControllingWindowDecision(window: latestRootWindow().window, rule: rule)
        }
    }

    /// The window with the most recent root among those that may control, and how many entries
    /// of the root order it read: from the latest root set back, skipping entries a later stamp
    /// made stale, so usually one.
    func latestRootWindow() -> (window: WindowID?, read: Int) {
        let scenes = config.scenesActive
        var read = 0
        for entry in stack.rootOrder.entries.reversed() {
            read += 1
            let i = entry.window
            guard windows[i].rootStamp == entry.stamp, windows[i].root != nil, windows[i].affectsStatusBar,
                  !scenes || windows[i].hasScene else { continue }
            return (WindowID(i), read)
        }
        return (nil, read)
    }
}

extension World {
    /// UIApplication.windows as the app reads it (W9, W7): its windows, visible or hidden, back
    /// to front by level and then in W2 order (never shown ones in creation order), then on
    /// iOS 7–15 the keyboard's window from its first appearance on; never the status bar.
    public var applicationWindows: [String] {
        let all = windows
        var names = all.indices.filter { !all[$0].released }
            .sorted { Self.isBelow(all, $0, $1) || (!Self.isBelow(all, $1, $0) && $0 < $1) }.map { all[$0].name }
        if keyboard.everShown { names += profile.keyboardWindow.listedClasses }
        return names
    }
}
