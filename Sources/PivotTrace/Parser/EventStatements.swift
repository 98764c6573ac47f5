// Events (TRACE-FORMAT "Events"): each line is one step. The trailing `nowait` has already been
// taken off by the caller, so these read only their own words.

import Pivot

extension TraceReader {
    static let onOff = WordTable([("on", true), ("off", false)])
    static let hiddenVisible = WordTable([("hidden", true), ("visible", false)])
    static let showHide = WordTable([("show", true), ("hide", false)])
    /// `keyboard` takes show or hide, or (K4) where an iPad's keyboard goes.
    enum KeyboardWord: Sendable { case shown(Bool), mode(KeyboardMode) }
    static let keyboardWords = WordTable<KeyboardWord>([("show", .shown(true)), ("hide", .shown(false))]
                                                        + KeyboardMode.allCases.map { ($0.rawValue, .mode($0)) })
    static let keyboardWays = WordTable([("menu", false), ("gesture", true)])
    static let beginEnd = WordTable([("begin", true), ("end", false)])
    /// The styles a trace names (`custom removes-presenter=yes` is written with its option).
    static let presentationStyles = WordTable(PresentationStyle.allCases.filter { $0 != .customRemovingPresenter }.map { ($0.rawValue, $0) })
    static let styles = WordTable(cases: StatusBarStyle.self)
    static let multitaskModes = WordTable(cases: MultitaskMode.self)
    enum ForceVia { case kvc, invocation, statusBar }
    static let forceMethods = WordTable<ForceVia>([
        ("kvc", .kvc), ("invocation", .invocation), ("statusbar", .statusBar),
    ])

    mutating func readEvent(_ keyword: Keyword) throws(TraceError) -> Event {
        let event: Event
        switch keyword {
        case .window: return try readWindow()
        case .view: return try readView()
        case .layout: return try readLayout()
        case .delegateMask: return try readDelegateMask()
        case .set: return try readSet()
        case .present: return try readPresent()
        case .push:
            let controller = try nextReference("a controller", .controller)
            let options = try options(OptionKeys.push)
            guard let nav = options["on"] else { throw failure("'push' needs on=NAV", at: endOfArguments) }
            return .push(controller, on: try reference(nav, [.controller]))
        case .force: return try readForce()
        case .launch: event = .launch
        case .show:
            let window = try nextReference("a window", .window)
            event = .show(window, key: take("key"))
        case .key: event = .makeKey(try nextReference("a window", .window))
        case .hide: event = .hide(try nextReference("a window", .window))
        case .do: event = .perform(try actionReference())
        case .release:
            let window = try nextReference("a window", .window)
            if !inExploreEvent { names.declare(window, Declaration(kind: .window, line: line, released: true)) }
            event = .releaseWindow(window)
        case .level:
            let window = try nextReference("a window", .window)
            let word = try next("a level")
            event = .setLevel(window, try level(word.range))
        case .root:
            let window = try nextReference("a window", .window)
            let controller = try next("a controller or none")
            event = .setRoot(window, isWord(controller, "none") ? nil : try reference(controller, .controller))
        case .rotate:
            let word = try next("a device orientation")
            event = .rotate(try deviceOrientation(word.range))
        case .lock:
            let word = try next("on or off")
            event = .lock(try choice(word.range, Self.onOff))
        case .dismiss: event = .dismiss(try nextReference("a controller", .controller))
        case .pop: event = .pop(try nextReference("a navigation controller", .controller))
        case .select:
            let tabbar = try nextReference("a tab bar controller", .controller)
            event = .select(tabbar: tabbar, child: try nextReference("a controller", .controller))
        case .requestGeometry:
            let window = try nextReference("a window", .window)
            let word = try next("a mask")
            event = .requestGeometry(window: window, try orientationMask(word.range))
        case .updateOrientations: event = .updateOrientations(try nextReference("a controller", .controller))
        case .updateOrientationLock: event = .updateOrientationLock(try nextReference("a controller", .controller))
        case .attemptRotation: event = .attemptRotation
        case .background: event = .background
        case .foreground: event = .foreground
        case .statusbar:
            let word = try next("hidden or visible")
            event = .setStatusBarHidden(try choice(word.range, Self.hiddenVisible))
        case .statusbarUpdate: event = .statusBarUpdate(try nextReference("a controller", .controller))
        case .incall:
            let word = try next("on or off")
            event = .inCall(try choice(word.range, Self.onOff))
        case .keyboard:
            let word = try next("show, hide, undock, split, float or dock")
            switch try choice(word.range, Self.keyboardWords) {
            case .shown(let shown):
                event = .keyboard(shown: shown)
            case .mode(let mode):
                // K4: an iPad's keyboard leaves or rejoins the dock, by its menu or a gesture.
                let options = try options(OptionKeys.keyboardMode)
                let gesture = try options["via"].map { value throws(TraceError) in try choice(value, Self.keyboardWays) } ?? false
                event = .keyboardMode(mode, gesture: gesture)
            }
        case .deviceNotifications:
            let word = try next("begin or end")
            event = .deviceNotifications(begin: try choice(word.range, Self.beginEnd))
        case .fault:
            let fault = try next("a fault name")
            guard isWord(fault, "ios8-swap") else {
                throw failure("unknown fault '\(shown(fault.range))'; expected ios8-swap", at: fault.start)
            }
            let word = try next("on or off")
            event = .swapFault(try choice(word.range, Self.onOff))
        case .statusbarStyle:
            let word = try next("a style: default, lightContent or darkContent")
            event = .setStatusBarStyle(try choice(word.range, Self.styles))
        case .wait:
            let word = try next("a number of seconds")
            event = .wait(milliseconds: try milliseconds(word.range))
        case .resize:
            let window = try nextReference("a window", .window)
            let word = try next("a size WxH")
            event = .resize(window, try size(word.range))
        case .frame:
            let window = try nextReference("a window", .window)
            let word = try next("a frame X,Y,W,H")
            event = .setWindowFrame(window, try rect(word.range))
        case .attachScene: event = .attachScene(try nextReference("a window", .window))
        case .multitask:
            let word = try next("a mode: full, split-two-thirds, split-half, split-third or slide-over")
            event = .multitask(try choice(word.range, Self.multitaskModes))
        case .sceneMask:
            let word = try next("a mask or none")
            event = .sceneMask(isWord(word, "none") ? nil : try orientationMask(word.range))
        default:
            throw failure("'\(keyword.rawValue)' is not an event", at: words[0].start)
        }
        try finish()
        return event
    }

    /// `present CONTROLLER from=CONTROLLER [style=] [animated=]` (style fullScreen, animated yes)
    private mutating func readPresent() throws(TraceError) -> Event {
        let controller = try nextReference("a controller", .controller)
        let options = try options(OptionKeys.present)
        guard let from = options["from"] else { throw failure("'present' needs from=CONTROLLER", at: endOfArguments) }
        let presenter = try reference(from, [.controller])
        var style = PresentationStyle.fullScreen
        if let value = options["style"] { style = try choice(value, Self.presentationStyles) }
        if let value = options["removes-presenter"] {
            guard style == .custom else {
                throw failure("'removes-presenter' applies to style=custom only (SPEC A13)", at: value.lowerBound)
            }
            if try bool(value) { style = .customRemovingPresenter }
        }
        var animated = true
        if let value = options["animated"] { animated = try bool(value) }
        return .present(controller, from: presenter, style: style, animated: animated)
    }

    /// `force ORIENTATION via=kvc|invocation|statusbar`: the method decides whether the word is a
    /// device orientation (kvc, invocation) or an interface one (statusbar), SPEC A9.
    private mutating func readForce() throws(TraceError) -> Event {
        let orientation = try next("an orientation")
        let options = try options(OptionKeys.force)
        guard let via = options["via"] else {
            throw failure("'force' needs via=kvc|invocation|statusbar", at: endOfArguments)
        }
        switch try choice(via, Self.forceMethods) {
        case .kvc: return .force(.kvc(try deviceOrientation(orientation.range)))
        case .invocation: return .force(.invocation(try deviceOrientation(orientation.range)))
        case .statusBar: return .force(.statusBar(try interfaceOrientation(orientation.range, allowUnknown: false)))
        }
    }
}
