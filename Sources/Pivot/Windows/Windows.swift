// Window transitions: creation, visibility, key window, level, root, launch (SPEC W, A3, A5).

struct Rejection: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

extension World {
    func window(named name: String) throws(Rejection) -> WindowID {
        guard let id = windowID(name) else { throw Rejection("no window named '\(name)'") }
        if windows[id.index].released { throw Rejection("window '\(name)' was released") }
        return id
    }

    func controller(named name: String) throws(Rejection) -> ControllerID {
        guard let id = controllerID(name) else { throw Rejection("no controller named '\(name)'") }
        return id
    }

    func requireNewName(_ name: String) throws(Rejection) {
        if names[name] != nil { throw Rejection("the name '\(name)' is already used") }
    }

    /// W8: a new window starts in the app's interface orientation with the screen's bounds.
    mutating func createWindow(_ spec: WindowSpec, _ effects: inout Effects) throws(Rejection) {
        // A released window's name makes a new window in its place.
        let reused = windowID(spec.name).flatMap { windows[$0.index].released ? $0 : nil }
        if reused == nil { try requireNewName(spec.name) }
        let root = try spec.root.map { name throws(Rejection) in try freeController(name) }
        let screen = Rect(origin: Point(0, 0), size: screenBounds)
        // A15: in Split View or Slide Over a window made without a frame takes the app's area.
        let split = spec.frame == nil && multitaskMode != .full
        let area = split ? Rect(0, 0, multitaskWidth(multitaskMode, in: statusBar.orientation), screen.size.height) : screen
        var window = Window(name: spec.name, level: spec.level, hasScene: spec.hasScene,
                            affectsStatusBar: spec.affectsStatusBar, orientation: statusBar.orientation,
                            frame: spec.frame ?? area, fillsScreen: !split && (spec.frame == nil || spec.frame == screen))
        if split { window.resized = true }
        let id: WindowID
        if let reused {
            id = reused
            self[id] = window
        } else {
            names[spec.name] = .window(windows.count)
            windows.append(window)
            id = WindowID(windows.count - 1)
        }
        // W8: on iOS ≤ 7 a window born in landscape already carries the root transform.
        if !profile.boundsFollowOrientation { self[id].rootRotation = Self.legacyRotation(window.orientation) }
        if delegateWindow == nil || spec.isDelegateWindow { delegateWindow = id }
        if let root { assignRoot(root, to: id, &effects) }
    }

    /// The app drops its last reference to a window: UIKit hides it, its root goes (with the
    /// callbacks of a hidden window's root), and it leaves UIApplication.windows (W9).
    mutating func releaseWindow(_ name: String, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: name)
        // W3: on iOS ≥ 13 the scene is left without a key window, none taking its place.
        if keyWindow == id && profile.releasedKeyWindowLeavesNone { makeKey(nil, &effects) }
        try hide(name, &effects)
        endPresentations(in: id)
        if self[id].root != nil { assignRoot(nil, to: id, &effects) }
        releaseViews(of: id)
        keyHistory.removeAll { $0 == id }
        delegateMasks[id] = nil
        if delegateWindow == id { delegateWindow = nil }
        var window = self[id]
        window.released = true
        // A released window takes no part in A5's "most recent root" or W2's order.
        window.rootStamp = 0
        window.stackStamp = 0
        window.cachedSupported = []
        if window.beganDeviceNotifications {
            // N2: the window's dealloc ends what its root assignment began.
            window.beganDeviceNotifications = false
            device.generatingCount = max(0, device.generatingCount - 1)
        }
        self[id] = window
    }

    /// The presentations shown in a window the app releases end with it (model decision): its
    /// presented controllers leave their presenters, free to be presented again or made a root,
    /// rather than "already in a presentation" for good. Hiding the window already gave them
    /// their disappearance callbacks.
    private mutating func endPresentations(in window: WindowID) {
        let presented = controllers.indices.map(ControllerID.init).filter { self[$0].presenter != nil && windowOf($0) == window }
        guard !presented.isEmpty else { return }
        for c in presented {
            if let p = self[c].presenter { self[p].presented = nil }
            self[c].presenter = nil
            self[c].beingDismissed = false
            setInWindow(c, false)
        }
        for c in presented {
            reanchor(c)
            refreshFillTop(c)
        }
        if let root = self[window].root { refreshFillTop(rootOf(root)) }
    }

    /// W9: a released window's views go with it, their subviews under them: a new window of its
    /// name starts without them.
    private mutating func releaseViews(of window: WindowID) {
        guard views.contains(where: { $0.parent == .window(window) }) else { return }
        for index in views.indices where views[index].parent == .window(window) { views[index].parent = .released }
    }

    /// A controller that may go below `container` (as its child or presentation) without making
    /// the hierarchy a loop: it must not be the top of the container's own chain.
    func freeController(_ name: String, below container: ControllerID) throws(Rejection) -> ControllerID {
        let id = try freeController(name)
        if rootOf(container) == id {
            throw Rejection("controller '\(name)' holds '\(self[container].name)': the hierarchy would loop")
        }
        return id
    }

    /// A controller that may become a root or be presented: not already placed anywhere.
    func freeController(_ name: String) throws(Rejection) -> ControllerID {
        let id = try controller(named: name)
        let c = self[id]
        if c.parent != nil || c.presenter != nil || windowOf(root: id) != nil {
            throw Rejection("controller '\(name)' is already in a window, a container or a presentation")
        }
        return id
    }

    mutating func setRoot(_ windowName: String, _ controllerName: String?, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: windowName)
        guard let controllerName else {
            assignRoot(nil, to: id, &effects)
            return
        }
        let controller = try controller(named: controllerName)
        if self[id].root == controller { return }
        assignRoot(try freeController(controllerName), to: id, &effects)
    }

    /// A3, A5: a root assignment makes the window evaluate, and (iOS 8–13) take over control.
    /// L1: the new root loads; on a window on screen the old root disappears as it appears.
    mutating func assignRoot(_ controller: ControllerID?, to window: WindowID, _ effects: inout Effects) {
        let onScreen = isOnScreen(window)
        let leaving = onScreen ? shownControllers(in: window) : []
        // A15: an app launched in Split View sizes its first root before loading it (iOS 10-11.2).
        if let controller, !launched && multitaskMode != .full && profile.splitLaunchSizesBeforeLoad { splitLaunchTransition(controller, window, &effects) }
        if let controller { loadView(controller, &effects) }
        for c in leaving { beginAppearance(c, appearing: false, &effects) }
        if let old = self[window].root {
            setInWindow(old, false)
            self[old].rootedWindow = nil
        }
        self[window].root = controller
        if let controller { self[controller].rootedWindow = window }
        if controller != nil && profile.windowsBeginDeviceNotifications && !self[window].beganDeviceNotifications {
            // N2: -[UIWindow setRootViewController:] begins device orientation notifications.
            self[window].beganDeviceNotifications = true
            device.generatingCount += 1
        }
        if let controller {
            let stamp = nextStamp
            self[window].rootStamp = stamp
            stack.rootOrder.rootSet(window.index, stamp: stamp, in: windows)
            refreshCachedMask(window)
            evaluateOne(window, .rootAssigned, &effects)
            if crashed { return }
            applySwapFix(controller, in: window)
            if onScreen { beginAppearance(controller, appearing: true, &effects) }
            setInWindow(controller, true)
            if onScreen { layout(controller, &effects) }
        } else {
            self[window].rootStamp = 0
        }
        for c in leaving { endAppearance(c, appearing: false, &effects) }
        if let controller, onScreen { endAppearance(controller, appearing: true, &effects) }
        refreshStatusBarAppearance()
    }

    mutating func show(_ name: String, key: Bool, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: name)
        let wasVisible = self[id].visible
        if !wasVisible || key { self[id].stackStamp = nextStamp }
        if !wasVisible { self[id].visible = true }
        if !wasVisible || key { restack(id, listed: wasVisible && canBeShown(id)) }
        if !wasVisible {
            post(PostedNotification(.windowDidBecomeVisible, sender: .window(id)), &effects)
        }
        if key { makeKey(id, &effects) }
        // A3: UIKit reads the mask again when a window with a root is shown, so a mask that
        // changed since the root was assigned takes effect now (SwiftEntryKit PR #315/#353).
        if !wasVisible && canBeShown(id) && self[id].root != nil {
            refreshCachedMask(id)
            evaluateOne(id, .shown, &effects)
            if crashed { return }
        }
        refreshStatusBarAppearance()
        if !wasVisible && canBeShown(id) { windowAppearance(id, appearing: true, &effects) }
    }

    /// W5: the app gives a window made without a scene the app's scene (`windowScene = scene`).
    /// A visible one comes on screen then, as a window shown at that moment does: on top of its
    /// level, its root evaluating (A3), the status bar asked again, its controllers appearing.
    /// No notification: the window was visible already.
    mutating func attachScene(_ name: String, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: name)
        guard !self[id].hasScene else { return }
        let wasShown = canBeShown(id)
        self[id].hasScene = true
        guard !wasShown, self[id].visible else { return }
        self[id].stackStamp = nextStamp
        restack(id, listed: false)
        if self[id].root != nil {
            refreshCachedMask(id)
            evaluateOne(id, .shown, &effects)
            if crashed { return }
        }
        refreshStatusBarAppearance()
        windowAppearance(id, appearing: true, &effects)
    }

    /// W3, W4: the old key window resigns before the new one becomes key.
    mutating func makeKey(_ id: WindowID?, _ effects: inout Effects) {
        guard keyWindow != id else { return }
        let old = keyWindow
        if let old { post(PostedNotification(.windowDidResignKey, sender: .window(old)), &effects) }
        keyWindow = id
        if let id {
            keyHistory.removeAll { $0 == id }
            keyHistory.append(id)
            post(PostedNotification(.windowDidBecomeKey, sender: .window(id)), &effects)
        }
        effects.append(.changed(.key(from: old, to: id)))
    }

    mutating func hide(_ name: String, _ effects: inout Effects) throws(Rejection) {
        let id = try window(named: name)
        guard self[id].visible else { return }
        self[id].visible = false
        restack(id, listed: canBeShown(id))
        post(PostedNotification(.windowDidBecomeHidden, sender: .window(id)), &effects)
        if keyWindow == id { makeKey(successorOfKey(id), &effects) }
        refreshStatusBarAppearance()
        if canBeShown(id) { windowAppearance(id, appearing: false, &effects) }
    }

    /// W3: the window key before, if still visible; else the topmost visible window of level
    /// normal; else none (model decision; radar 22364739).
    func successorOfKey(_ id: WindowID) -> WindowID? {
        let earlier = keyHistory.filter { $0 != id }
        if let previous = earlier.last, self[previous].visible { return previous }
        return stackOrder.last { $0 != id && self[$0].level == WindowLevel.normal }
    }

    mutating func setLevel(_ name: String, _ level: Double) throws(Rejection) {
        let id = try window(named: name)
        self[id].level = level
        self[id].stackStamp = nextStamp
        restack(id, listed: isOnScreen(id))
        refreshStatusBarAppearance()
    }

    /// W6: the end-of-launch check for windows without a root view controller.
    mutating func launch(_ effects: inout Effects) throws(Rejection) {
        if launched { throw Rejection("the app has already finished launching") }
        launched = true
        // P1: an app that does not adopt scenes is warned, and from SDK 27 not launched.
        if !config.usesScenes {
            switch profile.sceneLifecycleAtLaunch {
            case .none: break
            case .log(let line): effects.append(.log(Message(line)))
            case .launchFails:
                raise(Crash(name: Crash.inconsistency, reason: Crash.sceneLifecycleRequired), &effects)
                return
            }
        }
        let reason = "Application windows are expected to have a root view controller at the end of application launch"
        for window in windows where window.root == nil && !window.released {
            switch profile.launchRootCheck {
            case .log: effects.append(.log(Message(reason)))
            case .crash: raise(Crash(name: Crash.inconsistency, reason: reason), &effects); return
            }
        }
        announceLaunchEnd(&effects)
    }

    /// L5: right after launch (iOS ≤ 6) the orientation the device held arrives as one rotation;
    /// a window whose decider was presented before it (from the first viewWillAppear) is not
    /// turned by it and waits for the next physical rotation.
    mutating func deliverLaunchRotation(_ effects: inout Effects) {
        guard device.held.interface.map({ $0 != .portrait }) ?? false else { return }
        var turns: [Turn] = []
        for index in windows.indices {
            let id = WindowID(index)
            if let decider = decider(of: id), decider != self[id].root { continue }
            let verdict = decide(id, trigger: .deviceChange, effects: &effects)
            if verdict.rule == .noCommonCrashes {
                crashNoCommonOrientation(verdict.decider!, &effects)
                return
            }
            if let to = verdict.to { turns.append(Turn(window: id, to: to)) }
        }
        commit(turns, &effects)
    }

    /// G3: a controller with the compensation swaps its window's bounds back when it appears
    /// in landscape with a portrait-shaped window (seed 000 §3).
    mutating func applySwapFix(_ controller: ControllerID, in window: WindowID) {
        guard profile.hasSwapFault else { return }
        let c = self[forwarded(controller)]
        guard c.options.swapFix || self[controller].options.swapFix else { return }
        var w = self[window]
        guard w.orientation.isLandscape, w.bounds.width < w.bounds.height else { return }
        w.bounds = w.bounds.swapped
        w.frame.size = w.bounds
        self[window] = w
    }
}
