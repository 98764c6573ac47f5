// iPadOS 26 windowing (SPEC P2): a resizable app's window changes size without a change of
// interface orientation. Its controllers hear a size transition (with a trait change when the
// width class changes: an iPad window narrower than the screen is compact, L6), lay out, and
// complete when the animation ends. And a frame the app sets on a window it made (W8).

extension World {
    mutating func resize(_ name: String, to wanted: Size, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: name)
        // P5: a full-screen-only app placed in a window keeps its full-screen canvas, which
        // the system scales: nothing the app can read changes.
        if scaledCanvas { return }
        // P2: an iPhone app's window on iOS 27 resizes with a size transition and never a change
        // of size class (the device's traits); an iPad's as iPadOS 26 windowing allows.
        let phone = model.isPhone && profile.hasResizablePhoneWindows
        guard resizable || phone else {
            throw Rejection("only a resizable app's window can be resized: \(BehaviorProfile.Turns.resizableWindows.orLater) on an iPad, all four "
                            + "orientations in the Info.plist, and full screen not required; \(BehaviorProfile.Turns.resizablePhoneWindows.orLater) on an iPhone")
        }
        guard wanted.width > 0, wanted.height > 0 else { throw Rejection("a window needs a positive size, not \(wanted)") }
        let screen = screenSize(in: statusBar.orientation)
        let size = Size(min(wanted.width, screen.width), min(wanted.height, screen.height))
        let old = self[id].bounds
        resizeWindow(id, to: size, changesTraits: !phone && (old.width < screen.width) != (size.width < screen.width), &effects)
    }

    /// P2, A15: a window takes a new size in its orientation: size transitions (with trait
    /// changes when asked), the new geometry and layout; the completions when the animation ends.
    mutating func resizeWindow(_ id: WindowID, to size: Size, changesTraits: Bool, widensSplit: Bool = false, _ effects: inout Effects) {
        let screen = screenSize(in: statusBar.orientation)
        guard size != self[id].bounds else { return }
        finishPendingRotation(of: id, &effects)
        let orientation = self[id].orientation
        var cast = RotationCast(turns: [Turn(window: id, from: orientation, to: orientation, size: size)])
        cast.resizeChangesTraits = changesTraits
        addMembers(to: &cast)
        if widensSplit { addHiddenStackMembers(to: &cast) }
        // A resize is no rotation: controllers that only know the legacy rotation calls lay out.
        let legacy = cast.members.filter(\.legacy)
        cast.members.removeAll(where: \.legacy)
        willRotate(cast, &effects)
        self[id].frame = Rect(origin: Point(0, 0), size: size)
        self[id].bounds = size
        self[id].fillsScreen = size == screen
        self[id].resized = size != screen
        effects.append(.changed(.window(id, from: orientation, to: orientation, bounds: size)))
        layoutRotation(cast, &effects)
        let bar = statusBarHeight
        for m in legacy { layout(m.controller, in: id, statusBarHeight: bar, &effects) }
        // Model decision: a resize animates like a quarter turn on iPad.
        schedule(.rotationDone(cast), after: profile.quarterTurnMilliseconds(model.idiom))
        // P3: a lock holds only while the window fills the screen; it drops at once.
        if self[id].cachedLocked && !self[id].fillsScreen { evaluateOne(id, .update, &effects) }
    }
}

extension World {
    /// W8: the app sets a window's frame after making it (`window.frame`, `bounds`, `center`):
    /// the window takes that rectangle, in the screen's coordinates (from iOS 8 those of its own
    /// orientation), until it turns, when it fills the screen again. The whole screen fills it
    /// (the status bar's and the hardware's insets, the in-call shift); a shown window's root
    /// view, which fills the window, lays out when the size changes (L2; model decision: no size
    /// transition, as no orientation or trait changes).
    mutating func setWindowFrame(_ name: String, _ frame: Rect, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: name)
        guard frame.size.width >= 0, frame.size.height >= 0 else {
            throw Rejection("a window's frame needs a size of zero or more, not \(frame.size)")
        }
        let screen = profile.boundsFollowOrientation ? screenSize(in: self[id].orientation) : model.portraitSize
        let resized = frame.size != self[id].bounds
        self[id].frame = frame
        self[id].bounds = frame.size
        self[id].fillsScreen = frame == Rect(origin: Point(0, 0), size: screen)
        if resized, self[id].visible, let root = self[id].root { layout(root, in: id, &effects) }
    }
}
