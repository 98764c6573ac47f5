// Who decides a window's orientation (SPEC A1, A2) and where a controller lives.

extension World {
    /// The controller whose chain of parents and presenters ends at a window's root.
    public func rootOf(_ id: ControllerID) -> ControllerID { self[id].chainRoot ?? id }

    /// After a controller's parent or presenter changed: it and everything below it (children,
    /// presentations) take the root of their new chain. Costs the size of what moved, so a
    /// push or a presentation at the end of a deep chain costs one step.
    mutating func reanchor(_ id: ControllerID) {
        let c = self[id]
        let root = (c.parent ?? c.presenter).map(rootOf) ?? id
        var pending = [id]
        while let next = pending.popLast() {
            // Written only when it changes (a write copies the controllers a copy shares).
            let chainRoot: ControllerID? = next == root ? nil : root
            let kept = self[next].chainRoot
            if kept != chainRoot { self[next].chainRoot = chainRoot }
            pending += self[childrenOf: next]
            if let p = self[next].presented { pending.append(p.controller) }
            // A controller being popped has left `children` but keeps its parent until the
            // animation ends: it moves with its navigation controller meanwhile.
            for work in self.pending {
                if case .navigationDone(let nav, _, let hidden, false) = work.work, nav == next, self[hidden].parent == next {
                    pending.append(hidden)
                }
            }
        }
        if root == id { refreshFillTop(id) }
    }

    /// From a controller, down the presentations that fill the window to the last one that
    /// decides (A1; on iOS ≥ 13 not one being dismissed, A8).
    func fillingTop(from start: ControllerID) -> ControllerID {
        var none = NoRecord()
        return fillingTop(from: start, &none)
    }

    /// The same walk, telling the recorder each hop and why it stops where it does. `deciding`:
    /// go on through the presentations that decide without filling the window (A13).
    func fillingTop<R: DecisionRecorder>(from start: ControllerID, deciding: Bool = false, _ recorder: inout R) -> ControllerID {
        var current = start
        while let p = self[current].presented, deciding ? decides(p.style) : fillsWindow(p.style) {
            if profile.dismissalSkipsDismissedController && self[p.controller].beingDismissed {
                recorder.hop(p.controller, .skippedBeingDismissed)
                return current
            }
            current = p.controller
            recorder.hop(current, .presented(p.style))
        }
        if let p = self[current].presented { recorder.hop(p.controller, .presentedNotFilling(p.style)) }
        return current
    }

    /// Recomputes the kept `fillTop` of a chain's first controller after its chain changed in a
    /// way a presentation's one-step update does not cover (a dismissal, a new root).
    mutating func refreshFillTop(_ start: ControllerID) {
        let top = fillingTop(from: start)
        let fillTop: ControllerID? = top == start ? nil : top
        let kept = self[start].fillTop
        if kept != fillTop { self[start].fillTop = fillTop }
    }

    /// Where the kept roots and tops disagree with walking the hierarchy, if anywhere (tests).
    func hierarchyCacheDisagreement() -> String? {
        for i in controllers.indices {
            let id = ControllerID(i)
            var current = id
            while true {
                let c = self[current]
                if let p = c.parent { current = p } else if let p = c.presenter { current = p } else { break }
            }
            if rootOf(id) != current { return "\(self[id].name): kept root \(self[rootOf(id)].name), walked \(self[current].name)" }
            let c = self[id]
            if c.parent == nil && c.presenter == nil && (c.fillTop ?? id) != fillingTop(from: id) {
                return "\(c.name): kept top \(self[c.fillTop ?? id].name), walked \(self[fillingTop(from: id)].name)"
            }
        }
        return nil
    }

    /// The window holding a controller (as root, child or presentation), if any.
    public func windowOf(_ id: ControllerID) -> WindowID? {
        self[rootOf(id)].rootedWindow
    }

    /// The window a controller is the root of.
    func windowOf(root id: ControllerID) -> WindowID? { self[id].rootedWindow }

    /// The same, trying first the window the controller was in (a rotation's cast remembers it).
    /// Equal to `windowOf(id)` because a controller roots at most one window and windows are
    /// never removed.
    func windowOf(_ id: ControllerID, likely window: WindowID) -> WindowID? {
        windows[window.index].root == rootOf(id) ? window : windowOf(id)
    }

    /// Whether a presentation covers the whole window, so that the presented controller decides
    /// orientation (A1, A6, A8).
    @inline(__always)
    public func fillsWindow(_ style: PresentationStyle) -> Bool {
        switch style {
        case .fullScreen, .overFullScreen, .customRemovingPresenter: true
        case .pageSheet, .formSheet: model.isPhone && profile.sheetsFillPhoneScreen
        case .overCurrentContext, .popover, .custom: false
        }
    }

    /// Whether the presented controller decides the window's orientation (A1, A6, A8): the styles
    /// that fill the window and, with SDK ≥ 11 on iOS ≥ 11, a custom presentation whether or not
    /// it keeps the presenter's view (A13, UIKit 26.1's decider predicate).
    @inline(__always)
    public func decides(_ style: PresentationStyle) -> Bool {
        style == .custom ? profile.customPresentationDecides : fillsWindow(style)
    }

    /// Whether a presentation takes the presenter's view out of the window, so that the presenter
    /// disappears (L1): the full-screen styles except over-full-screen, which leaves the views
    /// beneath it in place (UIModalPresentationStyle.overFullScreen).
    @inline(__always)
    public func removesPresenter(_ style: PresentationStyle) -> Bool {
        style != .overFullScreen && fillsWindow(style)
    }

    /// The controller that answers for a window's orientation (A1): the root, then down the
    /// full-screen presentations; containers that forward pass on to their visible child.
    /// On iOS ≥ 13 a controller being dismissed is skipped (A8).
    public func decider(of window: WindowID) -> ControllerID? {
        var none = NoRecord()
        return decider(of: window, &none)
    }

    /// The same, telling the recorder the path.
    func decider<R: DecisionRecorder>(of window: WindowID, _ recorder: inout R) -> ControllerID? {
        guard let root = rootAnswer(of: window) else { return nil }
        guard profile.customPresentationDecides else { return forwarded(presentationTop(of: root, &recorder), &recorder) }
        // A13: custom presentations decide too; the kept top follows filling ones only (it is
        // also the status bar's), so the walk goes on from it.
        recorder.hop(root, .root)
        let top = R.walks ? root : self[root].fillTop ?? root
        return forwarded(fillingTop(from: top, deciding: true, &recorder), &recorder)
    }

    /// The root, or the last presentation over it that fills the window (A1, A8): kept in
    /// `fillTop`; walked when the recorder wants the hops (the kept one is that walk's answer).
    @inline(__always)
    func presentationTop<R: DecisionRecorder>(of root: ControllerID, _ recorder: inout R) -> ControllerID {
        recorder.hop(root, .root)
        return R.walks ? fillingTop(from: root, &recorder) : self[root].fillTop ?? root
    }

    /// A12: iOS 5 has no forwarding: the root or the presented controller answers, and a
    /// container asks all its children.
    func legacyDecider<R: DecisionRecorder>(of window: WindowID, _ recorder: inout R) -> ControllerID? {
        guard var current = rootAnswer(of: window) else { return nil }
        recorder.hop(current, .root)
        while let p = self[current].presented, fillsWindow(p.style) {
            current = p.controller
            recorder.hop(current, .presented(p.style))
        }
        if let p = self[current].presented { recorder.hop(p.controller, .presentedNotFilling(p.style)) }
        return current
    }

    /// Follows forwarding containers down to the controller that answers.
    func forwarded(_ id: ControllerID) -> ControllerID {
        var none = NoRecord()
        return forwarded(id, &none)
    }

    func forwarded<R: DecisionRecorder>(_ id: ControllerID, _ recorder: inout R) -> ControllerID {
        var current = id
        while self[current].options.forwards, let child = forwardedChild(of: current) {
            current = child
            recorder.hop(current, .forwarded)
        }
        return current
    }

    /// Records that UIKit asked the decider and every forwarding container above it.
    func noteAsked(_ decider: ControllerID, _ effects: inout Effects) {
        effects.noteAsked(decider)
        // A1: iOS 6's navigation controller asks its top controller too and ignores the answer
        // (radar 14080208).
        if profile.navigationAsksTopAndIgnores && self[decider].options.kind == .navigation,
           let top = visibleChild(of: decider) { effects.noteAsked(top) }
        var current = decider
        while let p = self[current].parent, self[p].options.forwards, forwardedChild(of: p) == current {
            effects.noteAsked(p)
            current = p
        }
    }

    /// A controller's supported mask: its own, or the idiom default (O5). With the dismissal fix,
    /// a controller being dismissed answers its presenter's mask (A8).
    public func supportedMask(of id: ControllerID) -> OrientationMask { supportedMaskAndSource(of: id).mask }

    /// The mask, where it comes from and, for a relayed mask, the controller that answered
    /// (`supportedRelayedFrom`), in one function so that they never disagree.
    @inline(__always)
    func supportedMaskAndSource(of id: ControllerID)
        -> (mask: OrientationMask, source: SupportedMaskSource, relayedFrom: ControllerID?) {
        if self[id].beingDismissed, self[id].options.dismissFix, let presenter = self[id].presenter {
            return (supportedMask(of: forwarded(presenter)), .presenterWhileDismissed, nil)
        }
        let answering = answering(id, .supports)
        let relayedFrom = answering == id ? nil : answering
        // Read into a constant first (the Swift 6.3.1 -Onone `_read` miscompile, Controllers.swift).
        let supports = supportsOwnAnswer(of: answering)
        if let supports { return (supports, .controller, relayedFrom) }
        return (config.idiomDefaultMask, .idiomDefault, relayedFrom)
    }

    /// The app's mask for a window (A2): the delegate's answer for it, else the Info.plist.
    @inline(__always)
    public func appMask(for window: WindowID) -> OrientationMask { appMaskAndSource(for: window).mask }

    @inline(__always)
    func appMaskAndSource(for window: WindowID) -> (mask: OrientationMask, source: AppMaskSource) {
        if let mask = delegateMasks[window] { return (mask, .delegateForWindow) }
        if let mask = delegateMaskForAll { return (mask, .delegateForAll) }
        // P4: on iOS 27 the scene delegate's mask replaces the Info.plist for its scene.
        if let sceneMask, profile.hasSceneMask, config.scenesActive, self[window].hasScene { return (sceneMask, .sceneDelegate) }
        return (config.plistMask, config.plistRawMask == nil ? .idiomDefault : .infoPlist)
    }

    /// A11: iPad multitasking makes every window follow the device; P2: from iPadOS 26 such an
    /// app is a resizable window.
    @inline(__always)
    public var multitasking: Bool {
        model.idiom == .pad && profile.hasMultitasking && config.plistMask.valid == .all
            && !(config.requiresFullScreen && profile.honoursRequiresFullScreen(ignoredFrom: config.requiresFullScreenIgnoredFrom))
    }

    /// P2: the app runs as a resizable window (iPadOS 26, all four orientations, full screen
    /// not required).
    public var resizable: Bool { multitasking && profile.hasResizableWindows }

    /// P5: an iPad app that is not resizable on iPadOS 26 (full screen required, or not all four
    /// orientations) runs in a full-screen compatibility canvas that windowing scales.
    public var scaledCanvas: Bool { model.idiom == .pad && profile.hasResizableWindows && !resizable }

    /// The controller whose status bar preferences count for a window (S2): the decider's
    /// lookup without forwarding, then containers' child-for-status-bar where set.
    func statusBarOwner<R: DecisionRecorder>(of window: WindowID, _ recorder: inout R) -> ControllerID? {
        guard let root = self[window].root else { return nil }
        var current = statusBarTop(of: root, &recorder)
        while self[current].options.statusBarChild, let child = visibleChild(of: current) {
            current = child
            recorder.hop(current, .childForStatusBar)
        }
        return current
    }

    /// S8: the root, or the last presented controller that takes over status bar appearance: a
    /// full-screen presentation (and the sheets that fill a phone before iOS 13), a custom one
    /// whose presentation controller changes the status bar's controller (iOS 8.3–9), or any
    /// presentation of a controller that captures it (modalPresentationCapturesStatusBarAppearance).
    func statusBarTop<R: DecisionRecorder>(of root: ControllerID, _ recorder: inout R) -> ControllerID {
        recorder.hop(root, .root)
        var top = root
        var current = root
        while let p = self[current].presented {
            current = p.controller
            if takesStatusBar(p.style, current) {
                top = current
                recorder.hop(current, .presented(p.style))
            }
        }
        return top
    }

    /// S8: Apple's modalPresentationCapturesStatusBarAppearance: control passes to the presented
    /// controller only for fullScreen, unless it captures it (overFullScreen does not: radar
    /// 30870230); a custom presentation's UIPresentationController answers YES to the private
    /// _shouldChangeStatusBarViewController on iOS 8.3–9 (radar 22574353, PSPDFKit 2015), no
    /// longer from iOS 10 (radar 27874629, Presentr #103, Jelly #40).
    @inline(__always)
    func takesStatusBar(_ style: PresentationStyle, _ presented: ControllerID) -> Bool {
        let options = self[presented].options
        if options.capturesStatusBar { return true }
        switch style {
        case .fullScreen, .customRemovingPresenter: return true
        case .pageSheet, .formSheet: return fillsWindow(style)
        case .custom:
            return profile.customPresentationTakesStatusBar && options.presentationController != .keepsStatusBar
        case .overFullScreen, .overCurrentContext, .popover: return false
        }
    }

    /// S7: the same lookup through childForStatusBarStyle, a separate option; a navigation
    /// controller that does not name a child answers itself (its bar's style).
    func statusBarStyleOwner(of window: WindowID) -> ControllerID {
        var none = NoRecord()
        var current = statusBarTop(of: self[window].root!, &none)
        while self[current].options.styleChild, let child = visibleChild(of: current) { current = child }
        return current
    }
}
