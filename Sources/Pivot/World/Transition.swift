// The transition function: one event in, the world changed and its effects out. Trace replay,
// the test harness and the explorer all go through here.

extension World {
    /// Applies an event and returns its effects. With `settle` (the default) every animation it
    /// starts runs to its end on the virtual clock; without it (a trace's `nowait`) they keep
    /// running and later events arrive mid-animation.
    @discardableResult
    public mutating func apply(_ event: Event, settle: Bool = true) -> [Effect] {
        var effects = Effects()
        apply(event, into: &effects, settle: settle)
        return effects.list
    }

    /// Applies an event, appending its effects (reuse the buffer on hot paths). Without
    /// `recordsCallbacks` the world changes the same but controller callbacks are not recorded.
    public mutating func apply(_ event: Event, into list: inout [Effect], settle: Bool = true, recordsCallbacks: Bool = true) {
        var effects = Effects(list, recordsCallbacks: recordsCallbacks)
        list = []
        apply(event, into: &effects, settle: settle)
        list = effects.list
    }

    /// Runs every running animation to its end (L4 runUntilIdle).
    @discardableResult
    public mutating func runUntilIdle() -> [Effect] {
        var effects = Effects()
        runUntilIdle(into: &effects)
        return effects.list
    }

    /// Moves the virtual clock forward by milliseconds, running what falls due (L4 advance(by:)).
    @discardableResult
    public mutating func advance(by milliseconds: Int) -> [Effect] {
        var effects = Effects()
        advance(by: milliseconds, into: &effects)
        return effects.list
    }

    /// Moves the virtual clock forward by milliseconds (negative counts as 0), appending to
    /// `effects`; a clock that would overflow stops at `Int.max`.
    public mutating func advance(by milliseconds: Int, into effects: inout Effects) {
        advance(to: Self.later(clock, by: milliseconds), into: &effects)
    }

    /// `time + milliseconds`, never earlier than `time` and never past `Int.max`.
    static func later(_ time: Int, by milliseconds: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(max(0, milliseconds))
        return overflow ? Int.max : sum
    }

    /// Moves the virtual clock to an instant, running what falls due (L4 advance(to:)).
    @discardableResult
    public mutating func advance(to time: Int) -> [Effect] {
        var effects = Effects()
        advance(to: time, into: &effects)
        return effects.list
    }

    /// Runs every running animation to its end, appending to `effects` (which keep, when asked,
    /// the world at each notification).
    public mutating func runUntilIdle(into effects: inout Effects) {
        settling(&effects) { $0.runUntilIdle(&$1) }
    }

    /// Moves the virtual clock to an instant, appending to `effects` as `runUntilIdle(into:)`.
    public mutating func advance(to time: Int, into effects: inout Effects) {
        settling(&effects) { $0.advance(to: time, &$1) }
    }

    /// Applies an event, appending to `effects` (which keep, when asked, the world at each
    /// notification).
    public mutating func apply(_ event: Event, into effects: inout Effects, settle: Bool = true) {
        transition(event, &effects, settle: settle)
        effects.flushAsked()
    }

    private mutating func transition(_ event: Event, _ effects: inout Effects, settle: Bool) {
        let start = effects.list.count
        step(event, &effects, settle: settle)
        if catalog.hasReactions { react(from: start, &effects, settle: settle) }
    }

    mutating func step(_ event: Event, _ effects: inout Effects, settle: Bool) {
        if crashed {
            effects.append(.rejected("the app has crashed"))
            return
        }
        effects.postedStatusBarFrame = false
        let before = statusBarReading(in: statusBar.orientation)
        // A declaration with nothing running moves no view, so the fills need no refresh: 32,000
        // filling views declared one by one would otherwise refresh n² frames.
        let movesNothing = pending.isEmpty && event.onlyDeclares
        // L9: the app delegate hears didFinishLaunching before anything of the first step.
        if !launchAnnounced && !event.isDeclaration { announceLaunchStart(&effects) }
        do {
            try dispatch(event, &effects)
        } catch {
            effects.append(.rejected(Message(error.reason)))
            return
        }
        // A5: a change of controlling window alone moves the interface orientation.
        commit([], &effects)
        // `wait` is the clock step itself: what falls due later stays pending.
        if settle, case .wait = event {} else if settle { runUntilIdle(&effects) }
        finishStep(before, &effects, refreshingFills: !movesNothing)
    }

    /// Runs clock work with the same end-of-step bookkeeping as an event.
    private mutating func settling(_ effects: inout Effects, _ body: (inout World, inout Effects) -> Void) {
        guard !crashed else { return }
        effects.postedStatusBarFrame = false
        let before = statusBarReading(in: statusBar.orientation)
        body(&self, &effects)
        finishStep(before, &effects)
        effects.flushAsked()
    }

    private mutating func finishStep(_ before: StatusBarReading, _ effects: inout Effects, refreshingFills: Bool = true) {
        guard !crashed else { return }
        if refreshingFills && !catalog.filled.isEmpty { refreshFills() }
        let after = statusBarReading(in: statusBar.orientation)
        // A bar that moved or resized without a rotation still tells the app (N1).
        if after.frame != before.frame && !effects.postedStatusBarFrame {
            post(PostedNotification(.willChangeStatusBarFrame, sender: .application, frame: after.frame), &effects)
            post(PostedNotification(.didChangeStatusBarFrame, sender: .application, frame: before.frame), &effects)
        }
        if after.hidden != before.hidden || after.height != before.height {
            effects.append(.changed(.statusBar(hidden: after.hidden, height: after.height)))
        }
    }

    mutating func dispatch(_ event: Event, _ effects: inout Effects) throws(Rejection) {
        switch event {
        case .declareController(let name, let settings):
            try declareController(name, settings, &effects)
        case .createWindow(let spec): try createWindow(spec, &effects)
        case .releaseWindow(let name): try releaseWindow(name, &effects)
        case .defineAction(let name, let events): try defineAction(name, events)
        case .perform(let name): try perform(name, &effects)
        case .layoutView(let name, let change): try layoutView(name, change)
        case .react(let notification, let action): try addReaction(notification, action)
        case .addView(let spec): try addView(spec)
        case .delegateMask(let name, let mask):
            if let name { delegateMasks[try window(named: name)] = mask } else { delegateMaskForAll = mask }
        case .launch:
            try launch(&effects)
            if profile.launchesInPortrait && !crashed {
                deliverLaunchRotation(&effects)
                if !crashed { finishLaunchAppearances(&effects) }
            }
        case .show(let name, let key): try show(name, key: key, &effects)
        case .makeKey(let name): makeKey(try window(named: name), &effects)
        case .hide(let name): try hide(name, &effects)
        case .setLevel(let name, let level): try setLevel(name, level)
        case .setRoot(let window, let root): try setRoot(window, root, &effects)
        case .rotate(let orientation): rotate(orientation, &effects)
        case .lock(let on): lock(on, &effects)
        case .present(let name, let from, let style, let animated):
            try present(name, from: from, style: style, animated: animated, &effects)
        case .dismiss(let name): try dismiss(name, &effects)
        case .push(let name, let nav): try push(name, on: nav, &effects)
        case .pop(let nav): try pop(nav, &effects)
        case .select(let tab, let child): try select(tab, child, &effects)
        case .configure(let name, let settings):
            let id = try controller(named: name)
            try validate(id, settings)
            configure(id, settings, &effects)
        case .force(let method): force(method, &effects)
        case .requestGeometry(let name, let mask): try requestGeometry(name, mask, &effects)
        case .updateOrientations(let name): try updateOrientations(name, &effects)
        case .updateOrientationLock(let name): try updateOrientationLock(name, &effects)
        case .resize(let name, let size): try resize(name, to: size, &effects)
        case .setWindowFrame(let name, let frame): try setWindowFrame(name, frame, &effects)
        case .attachScene(let name): try attachScene(name, &effects)
        case .multitask(let mode): try multitask(mode, &effects)
        case .sceneMask(let mask): sceneMask = mask
        case .attemptRotation: evaluateAll(.attempt, &effects)
        case .setStatusBarHidden(let hidden): statusBar.globalHidden = hidden
        case .setStatusBarStyle(let style): statusBar.globalStyle = style
        case .statusBarUpdate(let name):
            _ = try controller(named: name)
            refreshStatusBarAppearance()
        case .inCall(let on): statusBar.inCall = on
        case .keyboard(let shown): keyboard(shown, &effects)
        case .keyboardMode(let mode, let gesture): try moveKeyboard(to: mode, gesture: gesture, &effects)
        case .deviceNotifications(let begin):
            device.generatingCount = begin ? device.generatingCount + 1 : max(0, device.generatingCount - 1)
        case .swapFault(let on): swapFault = on
        case .background: try enterBackground(&effects)
        case .foreground: try enterForeground(&effects)
        case .wait(let milliseconds): advance(to: World.later(clock, by: milliseconds), &effects)
        }
    }

    mutating func addView(_ spec: ViewSpec) throws(Rejection) {
        try requireNewName(spec.name)
        let parent: View.Parent
        if spec.parent == "keyboard" { parent = .keyboard }
        else if let w = windowID(spec.parent) { parent = .window(w) }
        else if let c = controllerID(spec.parent) { parent = .controller(c) }
        else if let v = viewIndex(spec.parent) { parent = .view(v) }
        else { throw Rejection("no window, controller or view named '\(spec.parent)'") }
        var view = View(name: spec.name, parent: parent, frame: spec.frame)
        view.z = spec.z; view.alpha = spec.alpha; view.hidden = spec.hidden
        view.interactive = spec.interactive; view.rotation = spec.rotation
        view.clips = spec.clips; view.scale = spec.scale; view.fill = spec.fill
        names[spec.name] = .view(views.count)
        views.append(view)
        if view.fill != .none {
            // A new view moves no other: only its own frame is set (the step's end skips the rest).
            ownCatalog()
            catalog.filled.append(views.count - 1)
            refreshFill(views.count - 1)
        }
    }
}
