// Lifecycle callbacks (SPEC L1–L3). Each callback is recorded when it is entered, with what the
// controller reads at that moment: its bounds, its window's orientation, the status bar's, its
// safe area. Containers never appear in the record: they forward to their visible child.

/// The values a controller's view reads at one moment (what a callback record carries).
struct ViewReading {
    var bounds: Size
    var orientation: InterfaceOrientation
    var statusBarOrientation: InterfaceOrientation
    var safeArea: Insets
}

extension Effects {
    /// Records a callback with what the controller reads. On `Effects`, not the world, so that
    /// mutating engine code records without handing the world to a call.
    mutating func record(_ id: ControllerID, _ callback: Callback, _ reading: ViewReading, size: Size = .zero) {
        append(.callback(CallbackRecord(controller: id, callback: callback, bounds: reading.bounds,
                                        orientation: reading.orientation,
                                        statusBarOrientation: reading.statusBarOrientation, safeArea: reading.safeArea,
                                        size: size)))
    }
}

extension World {
    /// The controller a container forwards appearance and rotation callbacks to: itself when
    /// plain, else its visible child's target (none for an empty container).
    func callbackTarget(_ id: ControllerID) -> ControllerID? {
        var current = id
        while self[current].options.kind != .plain {
            // L2: a container that opts out of automatic forwarding keeps the callbacks.
            guard self[current].options.autoForward, let child = visibleChild(of: current) else { return nil }
            current = child
        }
        return current
    }

    /// Sets a controller's state and that of the visible children below it (the chain whose
    /// views are in the window), walking the chain instead of listing it: an appearance or a
    /// show would otherwise allocate a list each time. No chain state decides the chain.
    mutating func forVisibleChain(_ id: ControllerID, _ body: (inout Controller) -> Void) {
        var next: ControllerID? = id
        while let c = next {
            body(&self[c])
            next = visibleChild(of: c)
        }
    }

    /// The view size a controller reads: its place in the window, or the screen's size for a
    /// view that is loaded but not in a window (views load at the screen's size).
    public func viewBounds(of id: ControllerID) -> Size { reading(of: id, in: windowOf(id)).bounds }

    func call(_ id: ControllerID, _ callback: Callback, _ effects: inout Effects) {
        guard effects.recordsCallbacks else { return }
        effects.record(id, callback, reading(of: id, in: windowOf(id)))
    }

    /// viewDidLoad, once, when the view is first needed.
    mutating func loadView(_ id: ControllerID, _ effects: inout Effects) {
        // A15: a split controller's primary column loads first, when it shows.
        if hasSplits, let primary = firstSplitPrimary(in: id) { loadView(primary, &effects) }
        var next: ControllerID? = id
        while let target = next {
            if !self[target].viewLoaded {
                self[target].viewLoaded = true
                if self[target].options.kind == .plain { call(target, .viewDidLoad, &effects) }
            }
            next = visibleChild(of: target)
        }
    }

    /// Puts a controller's chain into (or out of) its window's view hierarchy.
    mutating func setInWindow(_ id: ControllerID, _ inWindow: Bool) {
        if hasSplits, let primary = firstSplitPrimary(in: id) { setInWindow(primary, inWindow) }
        forVisibleChain(id) { if $0.inWindow != inWindow { $0.inWindow = inWindow } }
    }

    /// viewWillAppear (or viewWillDisappear) for the controllers a controller forwards to.
    mutating func beginAppearance(_ id: ControllerID, appearing: Bool, _ effects: inout Effects) {
        if hasSplits, let primary = firstSplitPrimary(in: id) { beginAppearance(primary, appearing: appearing, &effects) }
        if let target = callbackTarget(id) {
            let state = self[target].appearance
            if appearing ? (state == .appeared || state == .appearing) : (state == .disappeared || state == .disappearing) { return }
            call(target, appearing ? .viewWillAppear : .viewWillDisappear, &effects)
            forVisibleChain(id) { $0.appearance = appearing ? .appearing : .disappearing }
            if appearing && self[target].heardIsAppearing { self[target].heardIsAppearing = false }
        }
    }

    /// viewDidAppear (or viewDidDisappear), closing what `beginAppearance` opened.
    mutating func endAppearance(_ id: ControllerID, appearing: Bool, _ effects: inout Effects) {
        if hasSplits, let primary = firstSplitPrimary(in: id) { endAppearance(primary, appearing: appearing, &effects) }
        if let target = callbackTarget(id) {
            let state = self[target].appearance
            guard state == (appearing ? .appearing : .disappearing) else { return }
            // L8: a view that appears without a layout pass still hears viewIsAppearing first.
            if appearing { appearingCalls(target, &effects) }
            call(target, appearing ? .viewDidAppear : .viewDidDisappear, &effects)
            forVisibleChain(id) { $0.appearance = appearing ? .appeared : .disappeared }
        }
    }

    /// A layout pass: viewSafeAreaInsetsDidChange where the insets changed (iOS ≥ 11), then
    /// viewWillLayoutSubviews and viewDidLayoutSubviews, `passes` times.
    mutating func layout(_ id: ControllerID, passes: Int = 1, in window: WindowID? = nil, statusBarHeight: Double? = nil,
                         _ effects: inout Effects) {
        if hasSplits, let primary = firstSplitPrimary(in: id) { layout(primary, passes: passes, in: window, statusBarHeight: statusBarHeight, &effects) }
        guard let (target, now) = layoutReading(id, in: window, statusBarHeight: statusBarHeight) else { return }
        layout(target, reading: now, passes: passes, &effects)
    }

    /// The same pass for a controller that is its own callback target, with what it reads now.
    mutating func layout(_ target: ControllerID, reading now: ViewReading, passes: Int = 1, _ effects: inout Effects) {
        // L8: the first trait collection (iOS 8–12), before the view lays out.
        if profile.callsFirstTraitChange && !self[target].hasTraits && self[target].inWindow { firstTraits(target, now, &effects) }
        // viewSafeAreaInsetsDidChange when the insets differ from the last reported (iOS ≥ 11).
        let insetsChanged = profile.hasSafeArea && now.safeArea != self[target].lastSafeArea
        if insetsChanged { self[target].lastSafeArea = now.safeArea }
        guard effects.recordsCallbacks else { return }
        if insetsChanged { effects.record(target, .viewSafeAreaInsetsDidChange, now) }
        // L8: viewIsAppearing once the superview has laid the view out, before its own layout.
        if profile.hasViewIsAppearing && self[target].appearance == .appearing && !self[target].heardIsAppearing {
            self[target].heardIsAppearing = true
            effects.record(target, .viewIsAppearing, now)
        }
        for _ in 0..<passes {
            effects.record(target, .viewWillLayoutSubviews, now)
            effects.record(target, .viewDidLayoutSubviews, now)
        }
    }

    /// L8: viewIsAppearing for an appearing controller that has not heard it (iOS ≥ 13 with SDK ≥ 17).
    mutating func appearingCalls(_ target: ControllerID, _ effects: inout Effects) {
        guard profile.hasViewIsAppearing, !self[target].heardIsAppearing else { return }
        self[target].heardIsAppearing = true
        call(target, .viewIsAppearing, &effects)
    }

    /// L8: iOS 8–12 call traitCollectionDidChange(nil) when a view first enters a window, where
    /// the controller overrides it (gist akisute/291170b50ad87ce95a47; useyourloaf "Predicting
    /// Size Classes in iOS 13": iOS 13 predicts the first traits and calls nothing).
    private mutating func firstTraits(_ target: ControllerID, _ now: ViewReading, _ effects: inout Effects) {
        self[target].hasTraits = true
        guard effects.recordsCallbacks, !self[target].options.legacy, let callback = traitCallback(of: target) else { return }
        effects.record(target, callback, now)
    }

    /// L6: what a controller hears when its traits change: the callback it overrides
    /// (`trait-callback=`, else its era's), nil when it overrides none that exists.
    @inline(__always)
    func traitCallback(of id: ControllerID) -> Callback? {
        switch self[id].options.traitCallback {
        case nil: return profile.traitChangeCallback
        case .didChange?: return .traitCollectionDidChange
        case .handler?: return profile.hasTraitChangeHandlers ? .traitChangeHandler : nil
        case .neither?: return nil
        }
    }

    /// Who a layout pass reaches and what it reads, in one look at the borrowed world.
    private func layoutReading(_ id: ControllerID, in window: WindowID?, statusBarHeight: Double?) -> (ControllerID, ViewReading)? {
        guard let target = callbackTarget(id) else { return nil }
        return (target, reading(of: target, in: window ?? windowOf(target), statusBarHeight: statusBarHeight))
    }

    /// The controllers whose views show in a window: from the root, or the last presentation
    /// that takes its presenter out of the window, to the top of the chain (L1).
    func shownControllers(in window: WindowID) -> [ControllerID] {
        var shown: [ControllerID] = []
        var current = firstShown(in: window)
        while let c = current {
            shown.append(c)
            current = self[c].presented?.controller
        }
        return shown
    }

    /// The controllers that show when nothing is presented above `host`: from the root, or the
    /// last presentation below `host` that takes its presenter out of the window, up to `host`.
    func shownBelow(_ host: ControllerID, in window: WindowID) -> [ControllerID] {
        guard let root = self[window].root else { return [] }
        var shown = [root]
        var current = root
        while current != host, let p = self[current].presented {
            if removesPresenter(p.style) { shown.removeAll() }
            shown.append(p.controller)
            current = p.controller
        }
        return shown
    }

    /// A whole window appears or disappears (shown, hidden, its root replaced while visible).
    mutating func windowAppearance(_ window: WindowID, appearing: Bool, _ effects: inout Effects) {
        let shown = shownControllers(in: window)
        for c in shown { beginAppearance(c, appearing: appearing, &effects) }
        if appearing { for c in shown { layout(c, &effects) } }
        // L5: a window shown before launch on iOS ≤ 6 finishes appearing after the launch rotation.
        if appearing && profile.launchesInPortrait && !launched { return }
        for c in shown { endAppearance(c, appearing: appearing, &effects) }
    }

    /// L5: after the launch rotation's will-callbacks (iOS ≤ 6), the controllers of the windows
    /// shown before launch get viewDidAppear (SO 9539676); those still appearing, that is.
    mutating func finishLaunchAppearances(_ effects: inout Effects) {
        for index in windows.indices where windows[index].visible && canBeShown(WindowID(index)) {
            for c in shownControllers(in: WindowID(index)) { endAppearance(c, appearing: true, &effects) }
        }
    }
}
