// Screen and window geometry (D3, W8) and safe areas (G1, G2).

extension World {
    /// The screen size in points for an interface orientation.
    @inline(__always)
    public func screenSize(in orientation: InterfaceOrientation) -> Size {
        orientation.isLandscape ? model.portraitSize.swapped : model.portraitSize
    }

    /// UIScreen.bounds (D3): fixed portrait on iOS ≤ 7, the interface orientation's on iOS ≥ 8.
    public var screenBounds: Size {
        profile.boundsFollowOrientation ? screenSize(in: statusBar.orientation) : model.portraitSize
    }

    /// UIScreen.nativeBounds: pixels, portrait, never changes (D3).
    public var nativeBounds: Size { model.nativeBounds }

    /// The size of a window's root view: the window's bounds, swapped for landscape on iOS ≤ 7
    /// where the root view carries the rotation transform (W8).
    public func rootViewSize(of window: WindowID) -> Size { inlinedRootViewSize(of: window) }

    /// `rootViewSize` for `inlinedReading`, which the optimizer declined to inline.
    @_transparent
    func inlinedRootViewSize(of window: WindowID) -> Size {
        let bounds = self[window].bounds
        var size = !profile.boundsFollowOrientation && self[window].orientation.isLandscape ? bounds.swapped : bounds
        if profile.rootViewLeavesOutStatusBar { size.height -= statusBarLeftOut(of: window) }
        return size
    }

    /// The size of a view loaded outside any window: the screen's; on iOS ≤ 6 UIScreen's
    /// applicationFrame, which leaves out the status bar's strip (SO 9539676: 768x1004).
    var looseViewSize: Size {
        let screen = screenBounds
        guard profile.rootViewLeavesOutStatusBar else { return screen }
        let bar = statusBarFrame.size
        if bar.width == 0 { return screen }
        return bar.width < screen.width ? Size(screen.width - bar.width, screen.height) : Size(screen.width, screen.height - bar.height)
    }

    /// L5, W8: what a full-screen window's root view leaves out at its top on iOS ≤ 6: the
    /// status bar's height as the window's orientation shows it (0 where it is hidden).
    @inline(__always)
    func statusBarLeftOut(of window: WindowID) -> Double {
        guard profile.rootViewLeavesOutStatusBar, self[window].fillsScreen else { return 0 }
        return statusBarReading(in: self[window].orientation).height
    }

    /// The root view's rotation on iOS ≤ 7 (W8): landscapeLeft −90°, landscapeRight +90°, upside down 180°.
    static func legacyRotation(_ orientation: InterfaceOrientation) -> Double {
        switch orientation {
        case .landscapeLeft: -90
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        case .portrait, .unknown: 0
        }
    }

    /// Hardware insets of the device for an interface orientation (D1).
    @inline(__always)
    public func hardwareInsets(in orientation: InterfaceOrientation) -> Insets {
        orientation.isLandscape ? metrics.landscapeInsets : metrics.portraitInsets
    }

    @inline(__always)
    public func navigationBarHeight(in orientation: InterfaceOrientation) -> Double {
        orientation.isLandscape ? metrics.navigationBarLandscape : metrics.navigationBarPortrait
    }

    /// A controller's view safe-area insets (G1). Zero before iOS 11 and outside any window.
    public func safeArea(of id: ControllerID) -> Insets {
        reading(of: id, in: windowOf(id)).safeArea
    }

    /// What a controller's view reads now (W8, S3, G1): its size, its window's orientation and
    /// the status bar's, its safe area. One pass shares the look-ups; `statusBarHeight` may be
    /// passed by callers that read many controllers while the bar stays put.
    func reading(of id: ControllerID, in windowID: WindowID?, statusBarHeight barHeight: Double? = nil) -> ViewReading {
        inlinedReading(of: id, in: windowID, statusBarHeight: barHeight)
    }

    /// `reading`, inlined where a mutating method reads a view for every controller of a
    /// rotation: a call from there would copy the world each time. Transparent, because the
    /// optimizer declined `@inline(__always)` in `layoutRotation`.
    @_transparent
    func inlinedReading(of id: ControllerID, in windowID: WindowID?, statusBarHeight barHeight: Double?) -> ViewReading {
        let barOrientation = statusBar.orientation
        // A view loaded but in no window's hierarchy has the screen's size (on iOS ≤ 6 the
        // application frame's, without the status bar) and no insets.
        guard self[id].inWindow, let windowID else {
            return ViewReading(bounds: looseViewSize, orientation: windowID.map { self[$0].orientation } ?? barOrientation,
                               statusBarOrientation: barOrientation, safeArea: .zero)
        }
        // Field by field: copying the whole window would retain its name.
        let orientation = self[windowID].orientation
        let fillsScreen = self[windowID].fillsScreen
        let frame = self[windowID].frame
        let rootSize = inlinedRootViewSize(of: windowID)
        let sheet = presentationOf(id).flatMap { fillsWindow($0.style) ? nil : $0.style }
        var bounds: Size
        if let sheet {
            bounds = presentationFrame(sheet, in: rootSize).size
        } else {
            bounds = rootSize
            // S3 (iOS ≥ 7): the in-call bar pushes full-screen root views down; earlier they
            // already leave out the whole bar.
            if fillsScreen && inCallBarShown && !profile.rootViewLeavesOutStatusBar { bounds.height -= 20 }
        }
        guard profile.hasSafeArea else {
            return ViewReading(bounds: bounds, orientation: orientation, statusBarOrientation: barOrientation, safeArea: .zero)
        }
        let (hardware, bar) = cover(orientation: orientation, fillsScreen: fillsScreen, frame: frame,
                                    statusBarHeight: barHeight ?? statusBarHeight)
        // S3: under the in-call bar, full-screen root views move down by the extra height.
        let inCallShift = max(0, bar - metrics.statusBarPortrait)
        var insets: Insets
        if sheet != nil {
            // A sheet that does not fill the window sits below the bars (model decision).
            insets = Insets(0, 0, model.isPhone ? hardware.bottom : 0, 0)
        } else if let nav = self[id].parent, self[nav].options.kind == .navigation,
                  !self[nav].options.navigationBarHidden {
            insets = Insets(bar + navigationBarHeight(in: orientation) - inCallShift, hardware.left, hardware.bottom, hardware.right)
        } else {
            insets = Insets(max(hardware.top, bar) - inCallShift, hardware.left, hardware.bottom, hardware.right)
        }
        // Additional insets of the controller and of every container above it add on.
        var current: ControllerID? = id
        while let c = current {
            insets = insets + self[c].options.additionalInsets
            current = self[c].parent
        }
        return ViewReading(bounds: bounds, orientation: orientation, statusBarOrientation: barOrientation, safeArea: insets)
    }

    /// A window's own safe area (G1 without a controller's bars and additional insets): the
    /// hardware insets and, from iOS 12, the status bar it lies under (on iOS 11 a notch-less
    /// phone's or an iPad's window reads 0,0,0,0). Zero before iOS 11.
    public func safeArea(ofWindow id: WindowID) -> Insets {
        guard profile.hasSafeArea else { return .zero }
        let (hardware, bar) = cover(orientation: self[id].orientation, fillsScreen: self[id].fillsScreen,
                                    frame: self[id].frame, statusBarHeight: statusBarHeight)
        let top = profile.windowSafeAreaIncludesStatusBar ? max(hardware.top, bar) : hardware.top
        return Insets(top, hardware.left, hardware.bottom, hardware.right)
    }

    /// What covers a window's edges: the hardware insets it overlaps (a window smaller than the
    /// screen only gets the part of each inset it overlaps) and the status bar height over it.
    @inline(__always)
    private func cover(orientation: InterfaceOrientation, fillsScreen: Bool, frame: Rect,
                       statusBarHeight barHeight: Double) -> (hardware: Insets, bar: Double) {
        var hardware = hardwareInsets(in: orientation)
        if !fillsScreen {
            let screen = screenSize(in: orientation)
            hardware = Insets(max(0, hardware.top - frame.minY), max(0, hardware.left - frame.minX),
                              max(0, hardware.bottom - (screen.height - frame.maxY)),
                              max(0, hardware.right - (screen.width - frame.maxX)))
        }
        // G5: on iPadOS 26 a bar hidden at launch (UIStatusBarHidden) is left out of the safe area.
        if config.statusBarHiddenAtLaunch && model.idiom == .pad && profile.launchHiddenBarLeftOutOfSafeArea { return (hardware, 0) }
        return (hardware, fillsScreen || frame.minY < barHeight ? barHeight : 0)
    }

    /// The presentation that shows a controller, if it was presented.
    @inline(__always)
    func presentationOf(_ id: ControllerID) -> Presentation? {
        guard let presenter = self[id].presenter else { return nil }
        return self[presenter].presented
    }
}

/// G2: insets of content turned by a transform while the interface stays portrait read the
/// portrait values; the insets for the displayed orientation are those permuted.
public func transformRotatedInsets(_ p: Insets, displayedAs orientation: InterfaceOrientation) -> Insets {
    switch orientation {
    case .landscapeLeft: Insets(p.left, p.bottom, p.right, p.top)
    case .landscapeRight: Insets(p.right, p.top, p.left, p.bottom)
    case .portraitUpsideDown: Insets(p.bottom, p.right, p.top, p.left)
    case .portrait, .unknown: p
    }
}
