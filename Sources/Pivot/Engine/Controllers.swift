// Controller transitions: declaration, options, containment, presentation (A6), push (A7),
// dismissal (A8).

extension World {
    mutating func declareController(_ name: String, _ settings: [ControllerSetting]) throws(Rejection) {
        try requireNewName(name)
        controllers.append(Controller(name: name, options: ControllerOptions()))
        try configure(ControllerID(controllers.count - 1), settings)
    }

    /// Applies options; nothing is re-evaluated (UIKit asks again only at the next trigger).
    mutating func configure(_ id: ControllerID, _ settings: [ControllerSetting]) throws(Rejection) {
        for setting in settings {
            switch setting {
            case .kind(let k): self[id].options.kind = k
            case .supports(let m): self[id].options.supports = m
            case .autorotate(let b): self[id].options.autorotate = b
            case .preferred(let o): self[id].options.preferred = o
            case .statusBar(let s): self[id].options.statusBar = s
            case .forwards(let b): self[id].options.forwards = b
            case .dismissFix(let b): self[id].options.dismissFix = b
            case .navigationBarHidden(let b): self[id].options.navigationBarHidden = b
            case .legacy(let b): self[id].options.legacy = b
            case .additionalInsets(let i): self[id].options.additionalInsets = i
            case .swapFix(let b): self[id].options.swapFix = b
            case .statusBarChild(let b): self[id].options.statusBarChild = b
            case .children(let names): try setChildren(id, names)
            case .selected(let name):
                let child = try controller(named: name)
                guard self[id].children.contains(child) else {
                    throw Rejection("'\(name)' is not a child of '\(self[id].name)'")
                }
                self[id].selected = child
            }
        }
    }

    mutating func setChildren(_ id: ControllerID, _ names: [String]) throws(Rejection) {
        var ids: [ControllerID] = []
        for name in names {
            let child = try controller(named: name)
            let c = self[child]
            if child == id || ids.contains(child) || (c.parent != nil && c.parent != id) || c.presenter != nil
                || windows.contains(where: { $0.root == child }) {
                throw Rejection("controller '\(name)' cannot be a child of '\(self[id].name)'")
            }
            ids.append(child)
        }
        for old in self[id].children { self[old].parent = nil }
        for child in ids { self[child].parent = id }
        self[id].children = ids
        if let s = self[id].selected, !ids.contains(s) { self[id].selected = nil }
    }

    /// The controller a presentation hangs on: the top of the presenter's container chain
    /// (a child presents through its container, as UIKit's presentation context does).
    func presentationHost(_ id: ControllerID) -> ControllerID {
        var current = id
        while let p = self[current].parent { current = p }
        return current
    }

    /// A6: a presentation that fills the window turns it to the preferred orientation at once.
    mutating func present(_ name: String, from presenterName: String, style: PresentationStyle,
                          animated: Bool, _ effects: inout Effects) throws(Rejection) {
        let presented = try freeController(name)
        let host = presentationHost(try controller(named: presenterName))
        guard let window = windowOf(host) else {
            effects.append(.log("Warning: Attempt to present \(name) on \(presenterName) whose view is not in the window hierarchy!"))
            return
        }
        if let busy = self[host].presented {
            effects.append(.log("Warning: Attempt to present \(name) on \(self[host].name) which is already presenting \(self[busy.controller].name)"))
            return
        }
        self[host].presented = Presentation(controller: presented, style: style)
        self[presented].presenter = host
        if fillsWindow(style) { presentationTurn(window, &effects) }
        if crash != nil { return }
        applySwapFix(presented, in: window)
        refreshStatusBarAppearance()
        if animated { advanceClock(by: 300, &effects) }
    }

    mutating func presentationTurn(_ window: WindowID, _ effects: inout Effects) {
        refreshCachedMask(window)
        guard canBeShown(window), let decider = decider(of: window) else { return }
        if multitasking || profile.rotationAPI == .perOrientation {
            evaluateOne(window, .attempt, &effects)
            return
        }
        for asked in forwardingChain(to: decider) { effects.append(.asked(asked)) }
        let d = self[decider]
        let current = self[window].orientation
        let common = commonMask(window, decider)
        if common.isEmpty && d.options.autorotate {
            crashNoCommonOrientation(decider, &effects)
            return
        }
        // A4: with nothing in common and shouldAutorotate NO, only the preferred orientation counts.
        let preferred = d.options.preferred
            ?? (common.isEmpty || common.contains(current) ? current : common.first ?? current)
        if !common.isEmpty && !common.contains(preferred) {
            let reason = profile.usesOldExceptionTexts
                ? "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
                : "preferredInterfaceOrientationForPresentation '\(preferred.name)' must match a supported interface orientation: '\(supportedMask(of: decider))'!"
            raise(Crash(name: Crash.invalidOrientation, reason: reason), &effects)
            return
        }
        if preferred != current && preferred != .unknown {
            commit([Turn(window: window, to: preferred)], &effects)
        }
    }

    /// A8: the dismissal re-evaluates as it starts (iOS 8–12 with the dismissed controller still
    /// deciding; iOS ≥ 13 without it), then iOS < 13 calibrates the delegate window.
    mutating func dismiss(_ name: String, _ effects: inout Effects) throws(Rejection) {
        let id = try controller(named: name)
        guard let host = self[id].presenter, let presentation = self[host].presented else {
            throw Rejection("controller '\(name)' is not presented")
        }
        let fills = fillsWindow(presentation.style)
        let window = windowOf(host)
        // Everything presented above it goes too.
        var stack: [ControllerID] = []
        var next: ControllerID? = id
        while let c = next { stack.append(c); next = self[c].presented?.controller }
        for c in stack { self[c].beingDismissed = true }
        if fills, let window { evaluateOne(window, .dismissal, &effects) }
        for c in stack.reversed() {
            if let p = self[c].presenter { self[p].presented = nil }
            self[c].presenter = nil
            self[c].beingDismissed = false
        }
        if crash != nil { return }
        advanceClock(by: 300, &effects)
        if fills && profile.calibratesAfterDismissal, let main = delegateWindow {
            evaluateOne(main, .calibration, &effects)
        }
        refreshStatusBarAppearance()
    }

    /// A7: push, pop and tab selection never re-evaluate orientation.
    mutating func push(_ name: String, on navName: String, _ effects: inout Effects) throws(Rejection) {
        let nav = try controller(named: navName)
        guard self[nav].options.kind == .navigation else { throw Rejection("'\(navName)' is not a navigation controller") }
        let pushed = try freeController(name)
        self[nav].children.append(pushed)
        self[pushed].parent = nav
        if let window = windowOf(nav) { applySwapFix(pushed, in: window) }
        refreshStatusBarAppearance()
        advanceClock(by: 350, &effects)
    }

    mutating func pop(_ navName: String, _ effects: inout Effects) throws(Rejection) {
        let nav = try controller(named: navName)
        guard self[nav].options.kind == .navigation else { throw Rejection("'\(navName)' is not a navigation controller") }
        guard self[nav].children.count > 1, let top = self[nav].children.popLast() else { return }
        self[top].parent = nil
        refreshStatusBarAppearance()
        advanceClock(by: 350, &effects)
    }

    mutating func select(_ tabName: String, _ childName: String) throws(Rejection) {
        let tab = try controller(named: tabName)
        guard self[tab].options.kind == .tabbar else { throw Rejection("'\(tabName)' is not a tab bar controller") }
        try configure(tab, [.selected(childName)])
        refreshStatusBarAppearance()
    }
}
