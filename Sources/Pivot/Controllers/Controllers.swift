// Controller transitions: declaration, options, containment, presentation (A6), push (A7),
// dismissal (A8).

extension World {
    /// A declaration with an invalid option leaves the world as it was (`Effect.rejected`): the
    /// options are checked before anything changes, and the new controller is taken back.
    mutating func declareController(_ name: String, _ settings: [ControllerSetting], _ effects: inout Effects) throws(Rejection) {
        try requireNewName(name)
        let id = ControllerID(controllers.count)
        names[name] = .controller(controllers.count)
        controllers.append(Controller(name: name, options: ControllerOptions()))
        do {
            try validate(id, settings)
        } catch {
            controllers.removeLast()
            names[name] = nil
            throw error
        }
        configure(id, settings, &effects)
    }

    /// Whether every option of a list can be applied, in order, without changing anything: so a
    /// rejected line undoes nothing (copying the world to undo would make each line cost the
    /// size of the world).
    @inline(__always)
    func validate(_ id: ControllerID, _ settings: [ControllerSetting]) throws(Rejection) {
        var children = self[childrenOf: id]
        let split = self[id].options.kind == .split || settings.contains(.kind(.split))
        for setting in settings {
            switch setting {
            case .children(let names):
                children = try childIDs(of: id, names)
                if split && children.count > 2 { throw Rejection("a split controller has two children: its primary and its secondary column") }
            case .selected(let name):
                guard children.contains(try controller(named: name)) else {
                    throw Rejection("'\(name)' is not a child of '\(self[id].name)'")
                }
            default: continue
            }
        }
    }

    /// Applies options that `validate` accepted; nothing is re-evaluated (UIKit asks again only
    /// at the next trigger).
    mutating func configure(_ id: ControllerID, _ settings: [ControllerSetting], _ effects: inout Effects) {
        // The options are gathered and written once, only when they change: a write copies the
        // controllers when a copy of the world shares them (the explorer's worlds all do).
        var options = self[id].options
        for setting in settings {
            switch setting {
            case .kind(let k):
                options.kind = k
                if k == .split && !hasSplits { hasSplits = true }
            case .supports(let m): options.supports = m
            case .autorotate(let b): options.autorotate = b
            case .preferred(let o): options.preferred = o
            case .statusBar(let s): options.statusBar = s
            case .forwards(let b): options.forwards = b
            case .dismissFix(let b): options.dismissFix = b
            case .navigationBarHidden(let b): options.navigationBarHidden = b
            case .legacy(let b): options.legacy = b
            case .additionalInsets(let i): options.additionalInsets = i
            case .swapFix(let b): options.swapFix = b
            case .orientationLocked(let b): options.orientationLocked = b
            case .statusBarChild(let b): options.statusBarChild = b
            case .statusBarStyle(let style): options.statusBarStyle = style
            case .styleChild(let b): options.styleChild = b
            case .autoForward(let b): options.autoForward = b
            case .relay(let window):
                options.relayWindow = window.map { Message($0) }
                // Relaying everything is what a library writes first; `relays=` narrows it.
                if window != nil && options.relays.isEmpty { options.relays = .all }
            case .relays(let answers): options.relays = answers
            case .popoverSource(let source): options.popoverSource = source
            case .className(let name): options.className = Message(name)
            case .traitCallback(let callback): options.traitCallback = callback
            case .capturesStatusBar(let b): options.capturesStatusBar = b
            case .presentationController(let kind): options.presentationController = kind
            case .displayMode(let mode): options.displayMode = mode
            case .adaptive(let answer): options.adaptive = answer
            case .presentationControllerRead(let read): options.presentationControllerRead = read
            case .children(let names):
                // Containment callbacks read the options set before them.
                write(options, to: id)
                setChildren(id, (try? childIDs(of: id, names)) ?? self[childrenOf: id], &effects)
            case .selected(let name):
                guard let child = controllerID(name) else { continue }
                write(options, to: id)
                let old = visibleChild(of: id)
                self[id].selected = child
                switchVisibleChild(of: id, from: old, &effects)
            }
        }
        write(options, to: id)
    }

    /// Writes a controller's options when they differ from its own. The current options are
    /// read into a constant first: compared in place, through the subscript's borrow, debug
    /// builds (Swift 6.x) compared other bytes and found equal options different.
    private mutating func write(_ options: ControllerOptions, to id: ControllerID) {
        let current = self[id].options
        if current != options { self[id].options = options }
    }

    /// Replaces a container's children: added ones hear willMove/didMoveToParent, removed ones
    /// the same with nil; a visible child that changes on screen disappears and the new one appears.
    mutating func setChildren(_ id: ControllerID, _ ids: [ControllerID], _ effects: inout Effects) {
        let old = self[childrenOf: id]
        let oldVisible = visibleChild(of: id)
        let added = ids.filter { !old.contains($0) }, removed = old.filter { !ids.contains($0) }
        for child in added { call(child, .willMoveToParent, &effects) }
        for child in removed { call(child, .willMoveToParent, &effects) }
        for child in removed { self[child].parent = nil; reanchor(child) }
        for child in ids {
            let parent = self[child].parent
            if parent != id { self[child].parent = id }
            reanchor(child)
        }
        if old != ids { self[childrenOf: id] = ids }
        if let s = self[id].selected, !ids.contains(s) { self[id].selected = nil }
        switchVisibleChild(of: id, from: oldVisible, &effects)
        for child in added { call(child, .didMoveToParent, &effects) }
        for child in removed { call(child, .didMoveToParent, &effects) }
    }

    /// The controllers a `children=` list names, when each may become a child of `id`.
    func childIDs(of id: ControllerID, _ names: [String]) throws(Rejection) -> [ControllerID] {
        var ids: [ControllerID] = []
        var seen = Set<ControllerID>()
        for name in names {
            let child = try controller(named: name)
            let c = self[child]
            if child == id || seen.contains(child) || (c.parent != nil && c.parent != id) || c.presenter != nil
                || windowOf(root: child) != nil || (c.parent == nil && rootOf(id) == child) {
                throw Rejection("controller '\(name)' cannot be a child of '\(self[id].name)'")
            }
            ids.append(child)
            seen.insert(child)
        }
        return ids
    }

    /// A container on screen whose visible child changed at once (tab selection, new children):
    /// the old child disappears and the new one appears, without animation.
    mutating func switchVisibleChild(of id: ControllerID, from old: ControllerID?, _ effects: inout Effects) {
        let new = visibleChild(of: id)
        guard new != old, self[id].inWindow else { return }
        if let new { loadView(new, &effects) }
        let onScreen = self[id].appearance == .appeared || self[id].appearance == .appearing
        if let old, onScreen { beginAppearance(old, appearing: false, &effects) }
        if let new {
            if onScreen { beginAppearance(new, appearing: true, &effects) }
            setInWindow(new, true)
            if onScreen { layout(new, &effects) }
        }
        if let old {
            if onScreen { endAppearance(old, appearing: false, &effects) }
            setInWindow(old, false)
        }
        if let new, onScreen { endAppearance(new, appearing: true, &effects) }
    }

    /// The controller a presentation hangs on: the top of the presenter's container chain
    /// (a child presents through its container, as UIKit's presentation context does).
    func presentationHost(_ id: ControllerID) -> ControllerID {
        var current = id
        while let p = self[current].parent { current = p }
        return current
    }

    /// A6: a presentation that fills the window turns it to the preferred orientation at once;
    /// then the presented controller appears (L1), the presenter disappearing when it is covered.
    mutating func present(_ name: String, from presenterName: String, style: PresentationStyle,
                          animated: Bool, _ effects: inout Effects) throws(Rejection) {
        let host = presentationHost(try controller(named: presenterName))
        let presented = try freeController(name, below: host)
        // A13: a presentation controller that removes the presenter's view, named on the controller.
        let style = style == .custom && self[presented].options.presentationController == .removesPresenter ? .customRemovingPresenter : style
        guard let window = windowOf(host) else {
            effects.append(.log("Warning: Attempt to present \(name) on \(presenterName) whose view is not in the window hierarchy!"))
            return
        }
        if let busy = self[host].presented {
            effects.append(.log("Warning: Attempt to present \(name) on \(self[host].name) which is already presenting \(self[busy.controller].name)"))
            return
        }
        if style == .popover && popoverLacksSource(presented, in: window) {
            raise(Crash(name: Crash.generic, reason: Crash.popoverWithoutSource), &effects)
            return
        }
        let fills = fillsWindow(style)
        // Over-full-screen decides like full screen but leaves the presenter's view in place.
        let covered = removesPresenter(style) ? shownControllers(in: window) : []
        loadView(presented, &effects)
        self[host].presented = Presentation(controller: presented, style: style)
        self[presented].presenter = host
        reanchor(presented)
        // The presentation extends its chain's deciding top when it hangs on that top and fills
        // (through the presentations it already holds, if it was a root once).
        let start = rootOf(host)
        if fills && (self[start].fillTop ?? start) == host { self[start].fillTop = fillingTop(from: presented) }
        let onScreen = isOnScreen(window)
        if onScreen { for c in covered { beginAppearance(c, appearing: false, &effects) } }
        if decides(style) { presentationTurn(window, &effects) }
        if crashed { return }
        applySwapFix(presented, in: window)
        if onScreen { beginAppearance(presented, appearing: true, &effects) }
        setInWindow(presented, true)
        if onScreen { layout(presented, &effects) }
        refreshStatusBarAppearance()
        // The covered controllers leave the window when the animation ends.
        schedule(.presentationDone(presented: presented, covered: covered), after: animated ? Duration.presentation : 0)
    }

    mutating func presentationTurn(_ window: WindowID, _ effects: inout Effects) {
        refreshCachedMask(window)
        var none = NoRecord()
        enact(presentationDecision(window, from: self[window].orientation, &none, &effects), for: window, &effects)
    }

    /// A8: the dismissal re-evaluates as it starts (iOS 8–12 with the dismissed controller still
    /// deciding; iOS ≥ 13 without it); the controllers leave when the animation ends, and then
    /// iOS < 13 calibrates the delegate window.
    mutating func dismiss(_ name: String, _ effects: inout Effects) throws(Rejection) {
        let id = try controller(named: name)
        guard let host = self[id].presenter, let presentation = self[host].presented, !self[id].beingDismissed else {
            throw Rejection("controller '\(name)' is not presented")
        }
        let fills = decides(presentation.style)
        let window = windowOf(host)
        // What the presentation had taken out of the window comes back: the host, and below it
        // what over-full-screen presentations left in place (L1).
        let returning = removesPresenter(presentation.style) ? window.map { shownBelow(host, in: $0) } ?? [host] : []
        // Everything presented above it goes too.
        var stack: [ControllerID] = []
        var next: ControllerID? = id
        while let c = next { stack.append(c); next = self[c].presented?.controller }
        for c in stack { self[c].beingDismissed = true }
        refreshFillTop(rootOf(host))
        let onScreen = window.map(isOnScreen) ?? false
        if onScreen { for c in stack.reversed() { beginAppearance(c, appearing: false, &effects) } }
        if onScreen { for c in returning { beginAppearance(c, appearing: true, &effects) } }
        setInWindow(host, true)
        // P3: UIKit reads the lock preference of the controller that decides again.
        if let window, profile.hasOrientationLockPreference {
            let locked = decider(of: window).map { orientationLockedAnswer(of: $0) } ?? false
            if self[window].cachedLocked != locked { self[window].cachedLocked = locked }
        }
        if fills, let window { evaluateOne(window, .dismissal, &effects) }
        if crashed { return }
        if onScreen { for c in returning { layout(c, &effects) } }
        // A13: a custom presentation that removed the presenter's view leaves it in the presented
        // controller's orientation: no calibration follows (radar 22401547).
        let calibrates = fills && !(presentation.style == .customRemovingPresenter && profile.customPresentationLeavesPresenterTurned)
        schedule(.dismissalDone(stack: stack, host: host, calibrates: calibrates), after: Duration.presentation)
    }

    mutating func finishDismissal(_ stack: [ControllerID], host: ControllerID, calibrates: Bool, _ effects: inout Effects) {
        for c in stack.reversed() {
            endAppearance(c, appearing: false, &effects)
            setInWindow(c, false)
        }
        for c in stack.reversed() {
            if let p = self[c].presenter { self[p].presented = nil }
            self[c].presenter = nil
            self[c].beingDismissed = false
            reanchor(c)
        }
        refreshFillTop(rootOf(host))
        // Only those that began to reappear finish doing so.
        if let window = windowOf(host) { for c in shownBelow(host, in: window) { endAppearance(c, appearing: true, &effects) } }
        if calibrates && profile.calibratesAfterDismissal, let main = delegateWindow {
            evaluateOne(main, .calibration, &effects)
        }
        refreshStatusBarAppearance()
    }

    /// A7: push, pop and tab selection never re-evaluate orientation. L1: the order of a push.
    mutating func push(_ name: String, on navName: String, _ effects: inout Effects) throws(Rejection) {
        let nav = try controller(named: navName)
        guard self[nav].options.kind == .navigation else { throw Rejection("'\(navName)' is not a navigation controller") }
        let pushed = try freeController(name, below: nav)
        let previous = self[childrenOf: nav].last
        call(pushed, .willMoveToParent, &effects)
        self[childrenOf: nav].append(pushed)
        self[pushed].parent = nav
        reanchor(pushed)
        loadView(pushed, &effects)
        let onScreen = self[nav].inWindow && self[nav].appearance != .disappeared
        if let previous, onScreen { beginAppearance(previous, appearing: false, &effects) }
        if onScreen { beginAppearance(pushed, appearing: true, &effects) }
        if self[nav].inWindow { setInWindow(pushed, true) }
        if onScreen { layout(pushed, passes: 2, &effects) }
        if let window = windowOf(nav) { applySwapFix(pushed, in: window) }
        refreshStatusBarAppearance()
        if onScreen, let previous {
            schedule(.navigationDone(nav: nav, shown: pushed, hidden: previous, push: true), after: Duration.push)
        } else {
            if let previous { setInWindow(previous, false) }
            if onScreen { endAppearance(pushed, appearing: true, &effects) }
            call(pushed, .didMoveToParent, &effects)
        }
    }

    /// Pop mirrors push: willMoveToParent(nil) first, didMoveToParent(nil) last.
    mutating func pop(_ navName: String, _ effects: inout Effects) throws(Rejection) {
        let nav = try controller(named: navName)
        guard self[nav].options.kind == .navigation else { throw Rejection("'\(navName)' is not a navigation controller") }
        guard self[childrenOf: nav].count > 1, let top = self[childrenOf: nav].last else { return }
        call(top, .willMoveToParent, &effects)
        self[childrenOf: nav].removeLast()
        let revealed = self[childrenOf: nav].last ?? top
        let onScreen = self[nav].inWindow && self[nav].appearance != .disappeared
        if onScreen {
            beginAppearance(top, appearing: false, &effects)
            beginAppearance(revealed, appearing: true, &effects)
        }
        if self[nav].inWindow { setInWindow(revealed, true) }
        if onScreen { layout(revealed, &effects) }
        refreshStatusBarAppearance()
        if onScreen {
            schedule(.navigationDone(nav: nav, shown: revealed, hidden: top, push: false), after: Duration.push)
        } else {
            setInWindow(top, false)
            self[top].parent = nil
            reanchor(top)
            call(top, .didMoveToParent, &effects)
        }
    }

    mutating func select(_ tabName: String, _ childName: String, _ effects: inout Effects) throws(Rejection) {
        let tab = try controller(named: tabName)
        guard self[tab].options.kind == .tabbar else { throw Rejection("'\(tabName)' is not a tab bar controller") }
        try validate(tab, [.selected(childName)])
        configure(tab, [.selected(childName)], &effects)
        refreshStatusBarAppearance()
    }
}
