// The status bar: hidden, height, covering (S1–S6).

/// What the app reads of the status bar at one moment.
struct StatusBarReading: Equatable {
    var hidden: Bool
    var height: Double
    /// Zero when hidden; in the fixed portrait coordinates on iOS ≤ 7 (D3).
    var frame: Rect
}

extension World {
    /// S1–S3 hidden flag: the appearance owner's (or the app's) answer, and phones' landscape rule.
    public var statusBarHidden: Bool { statusBarHidden(in: statusBar.orientation) }

    /// Whether the double-height in-call bar shows (S3).
    @inline(__always) public var inCallBarShown: Bool { inCallBarShown(in: statusBar.orientation) }

    /// S6: 0 when hidden.
    @inline(__always)
    public var statusBarHeight: Double { statusBarHeight(in: statusBar.orientation) }

    /// The status bar frame as UIKit reports it: zero when hidden; in the fixed portrait
    /// coordinates of the screen on iOS ≤ 7 (D3), so a landscape bar is a tall strip there.
    @inline(__always)
    public var statusBarFrame: Rect { statusBarFrame(in: statusBar.orientation) }

    /// The same values for the bar in another interface orientation (what a rotation will give).
    @inline(__always)
    func statusBarHidden(in orientation: InterfaceOrientation) -> Bool {
        let vcBased = controllersOwnStatusBar
        if vcBased ? statusBar.preferenceHidden : statusBar.globalHidden { return true }
        guard model.isPhone, orientation.isLandscape else { return false }
        if !profile.phoneHidesStatusBarInLandscape { return false }
        // Phones without a notch on iOS 8–12 show it when a controller asks (seed 003's iPhone 7).
        return !(vcBased && statusBar.preferenceAsks && !model.hasNotch && profile.controllerCanShowLandscapeStatusBar)
    }

    @inline(__always)
    func inCallBarShown(in orientation: InterfaceOrientation) -> Bool {
        statusBar.inCall && profile.hasInCallStatusBar && model.isPhone && !model.hasNotch && orientation.isPortrait
    }

    // Inlined, as `statusBarReading`: the engine's mutating steps read the bar, and a call from
    // a mutating method copies the world.
    @inline(__always)
    func statusBarHeight(in orientation: InterfaceOrientation) -> Double {
        statusBarHidden(in: orientation) ? 0 : shownStatusBarHeight(in: orientation)
    }

    @inline(__always)
    func statusBarFrame(in orientation: InterfaceOrientation) -> Rect { statusBarReading(in: orientation).frame }

    /// Hidden, height and frame together, deciding "hidden" once (a step compares them before
    /// and after). Transparent: `commit` is too large for the optimizer to inline it otherwise.
    @_transparent
    func statusBarReading(in orientation: InterfaceOrientation) -> StatusBarReading {
        if statusBarHidden(in: orientation) { return StatusBarReading(hidden: true, height: 0, frame: .zero) }
        let height = shownStatusBarHeight(in: orientation)
        let bar = Rect(0, 0, screenSize(in: orientation).width, height)
        let frame = profile.boundsFollowOrientation ? bar : Self.fixedSpaceFrame(of: bar, in: orientation, portrait: model.portraitSize)
        return StatusBarReading(hidden: false, height: height, frame: frame)
    }

    /// D3: iOS ≤ 7 reports the bar in the fixed portrait coordinates of the screen.
    private static func fixedSpaceFrame(of bar: Rect, in orientation: InterfaceOrientation, portrait: Size) -> Rect {
        Quad(bar, .toFixedSpace(from: orientation, portrait: portrait)).boundingBox
    }

    @inline(__always)
    private func shownStatusBarHeight(in orientation: InterfaceOrientation) -> Double {
        if orientation.isLandscape {
            // Phones show 20 in landscape where it shows at all; iPads their own height.
            return model.isPhone ? 20 : metrics.statusBarLandscape
        }
        return metrics.statusBarPortrait + (inCallBarShown(in: orientation) ? 20 : 0)
    }

    /// S4: before iOS 13, an app window at level 1000 or above on screen is drawn over the bar.
    public var statusBarCovered: Bool {
        profile.windowsCanCoverStatusBar && topmostOnScreen(above: statusBarLayerLevel) != nil
    }

    /// The window whose controllers own status bar appearance (S2): the topmost on screen with a
    /// root view controller that may affect the status bar.
    public var statusBarAppearanceWindow: WindowID? {
        topmostOnScreen(owningStatusBar: true)
    }

    /// S2: whether controllers own the bar's appearance (UIViewControllerBasedStatusBarAppearance,
    /// from iOS 7); otherwise the app's own setting counts.
    @inline(__always)
    var controllersOwnStatusBar: Bool {
        config.statusBarAppearance == .controller && profile.hasControllerStatusBarAppearance
    }

    /// S2: the window whose controllers own the bar's appearance and, down its walk, the owner.
    func statusBarAppearanceOwner<R: DecisionRecorder>(_ recorder: inout R) -> (window: WindowID, owner: ControllerID)? {
        guard let window = statusBarAppearanceWindow, let owner = statusBarOwner(of: window, &recorder) else { return nil }
        return (window, owner)
    }

    /// Asks the appearance owner again, as UIKit does after presentations, rotations and
    /// setNeedsStatusBarAppearanceUpdate (S2).
    mutating func refreshStatusBarAppearance() {
        // Asked in one call on the borrowed world: each call from here would copy it.
        let (answer, style) = statusBarAppearanceAnswers()
        statusBar.preferenceHidden = answer == .hidden
        statusBar.preferenceAsks = answer == .visible
        statusBar.preferenceStyle = style
    }

    /// What the appearance owner answers for prefersStatusBarHidden and the style owner for
    /// preferredStatusBarStyle; `.default` for both without an owner.
    private func statusBarAppearanceAnswers() -> (StatusBarPreference, StatusBarStyle) {
        var none = NoRecord()
        guard let (window, owner) = statusBarAppearanceOwner(&none) else { return (.default, .default) }
        return (statusBarAnswer(of: owner), styleAnswer(of: statusBarStyleOwner(of: window)))
    }

    /// S7: the status bar's style: the style owner's answer with view-controller-based
    /// appearance, else the app's own; `darkContent` reads as `default` before iOS 13.
    public var statusBarStyle: StatusBarStyle {
        shown(controllersOwnStatusBar ? statusBar.preferenceStyle : statusBar.globalStyle)
    }

    /// S7: the style a window's controllers ask for (its style owner's answer), as the bar would
    /// show it; with global appearance the app's own style. nil for a window without a root.
    public func preferredStatusBarStyle(of window: WindowID) -> StatusBarStyle? {
        guard controllersOwnStatusBar else { return shown(statusBar.globalStyle) }
        guard self[window].root != nil else { return nil }
        return shown(styleAnswer(of: statusBarStyleOwner(of: window)))
    }

    /// `darkContent` reads as `default` before iOS 13.
    private func shown(_ style: StatusBarStyle) -> StatusBarStyle {
        style == .darkContent && !profile.hasDarkContentStyle ? .default : style
    }
}
