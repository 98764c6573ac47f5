// Events (TRACE-FORMAT "Events"): each line is one step. The trailing `nowait` has already been
// taken off by the caller, so these read only their own words.

import Pivot

extension TraceReader {
    static let onOff: KeyValuePairs<String, Bool> = ["on": true, "off": false]

    mutating func readEvent(_ keyword: Keyword) throws(TraceError) -> Event {
        let event: Event
        switch keyword {
        case .window: return try readWindow()
        case .view: return try readView()
        case .delegateMask: return try readDelegateMask()
        case .set: return try readSet()
        case .present: return try readPresent()
        case .push:
            let controller = try reference(try next("a controller"), .controller)
            let options = try options(OptionKeys.push)
            guard let nav = options["on"] else { throw failure("'push' needs on=NAV", at: endOfArguments) }
            return .push(controller, on: try reference(nav, [.controller]))
        case .force: return try readForce()
        case .launch: event = .launch
        case .show:
            let window = try reference(try next("a window"), .window)
            event = .show(window, key: take("key"))
        case .key: event = .makeKey(try reference(try next("a window"), .window))
        case .hide: event = .hide(try reference(try next("a window"), .window))
        case .level:
            let window = try reference(try next("a window"), .window)
            event = .setLevel(window, try level(try next("a level").range))
        case .root:
            let window = try reference(try next("a window"), .window)
            let controller = try next("a controller or none")
            event = .setRoot(window, isWord(controller, "none") ? nil : try reference(controller, .controller))
        case .rotate: event = .rotate(try deviceOrientation(try next("a device orientation").range))
        case .lock: event = .lock(try choice(try next("on or off").range, Self.onOff))
        case .dismiss: event = .dismiss(try reference(try next("a controller"), .controller))
        case .pop: event = .pop(try reference(try next("a navigation controller"), .controller))
        case .select:
            let tabbar = try reference(try next("a tab bar controller"), .controller)
            event = .select(tabbar: tabbar, child: try reference(try next("a controller"), .controller))
        case .requestGeometry:
            let window = try reference(try next("a window"), .window)
            event = .requestGeometry(window: window, try mask(try next("a mask").range).mask)
        case .updateOrientations: event = .updateOrientations(try reference(try next("a controller"), .controller))
        case .attemptRotation: event = .attemptRotation
        case .statusbar:
            event = .setStatusBarHidden(try choice(try next("hidden or visible").range, ["hidden": true, "visible": false]))
        case .statusbarUpdate: event = .statusBarUpdate(try reference(try next("a controller"), .controller))
        case .incall: event = .inCall(try choice(try next("on or off").range, Self.onOff))
        case .keyboard: event = .keyboard(shown: try choice(try next("show or hide").range, ["show": true, "hide": false]))
        case .deviceNotifications:
            event = .deviceNotifications(begin: try choice(try next("begin or end").range, ["begin": true, "end": false]))
        case .fault:
            let fault = try next("a fault name")
            guard isWord(fault, "ios8-swap") else {
                throw failure("unknown fault '\(shown(fault.range))'; expected ios8-swap", at: fault.start)
            }
            event = .swapFault(try choice(try next("on or off").range, Self.onOff))
        case .wait: event = .wait(milliseconds: try milliseconds(try next("a number of seconds").range))
        default:
            throw failure("'\(keyword.rawValue)' is not an event", at: words[0].start)
        }
        try finish()
        return event
    }

    /// `present CONTROLLER from=CONTROLLER [style=] [animated=]` (style fullScreen, animated yes)
    private mutating func readPresent() throws(TraceError) -> Event {
        let controller = try reference(try next("a controller"), .controller)
        let options = try options(OptionKeys.present)
        guard let from = options["from"] else { throw failure("'present' needs from=CONTROLLER", at: endOfArguments) }
        let presenter = try reference(from, [.controller])
        let style = try options["style"].map { (value) throws(TraceError) in
            try choice(value, of: PresentationStyle.self)
        } ?? .fullScreen
        let animated = try options["animated"].map { (value) throws(TraceError) in try bool(value) } ?? true
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
        enum Via { case kvc, invocation, statusBar }
        switch try choice(via, ["kvc": Via.kvc, "invocation": .invocation, "statusbar": .statusBar]) {
        case .kvc: return .force(.kvc(try deviceOrientation(orientation.range)))
        case .invocation: return .force(.invocation(try deviceOrientation(orientation.range)))
        case .statusBar: return .force(.statusBar(try interfaceOrientation(orientation.range, allowUnknown: false)))
        }
    }
}
