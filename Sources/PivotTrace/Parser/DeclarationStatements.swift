// Declarations (TRACE-FORMAT "Declarations"): controllers, windows, views and the app delegate's
// per-window mask, plus the controller options that `set` shares with `controller`.

import Pivot

extension TraceReader {
    static let controllerKinds = WordTable(cases: ControllerKind.self)
    static let popoverSources = WordTable(cases: PopoverSource.self)
    static let traitCallbacks = WordTable(cases: TraitCallbackOverride.self)
    static let presentationControllers = WordTable(cases: PresentationControllerKind.self)
    static let displayModes = WordTable(cases: SplitDisplayMode.self)
    static let adaptiveAnswers = WordTable(cases: AdaptiveAnswer.self)
    static let statusBarPreferences = WordTable(cases: StatusBarPreference.self)
    /// `navbar=visible|hidden`, as "is the navigation bar hidden".
    static let navigationBars = WordTable([("visible", false), ("hidden", true)])

    /// `controller NAME [options]`: nothing happens on screen, so it is not a step.
    mutating func readController() throws(TraceError) -> Event {
        let nameWord = try next("a controller name")
        let name = try newName(nameWord)
        let settings = try controllerSettings(of: name)
        declare(name, as: .controller)
        return .declareController(name, settings)
    }

    /// `set CONTROLLER key=value …`
    mutating func readSet() throws(TraceError) -> Event {
        let name = try nextReference("a controller", .controller)
        guard cursor < argumentEnd else { throw failure("'set' needs at least one option", at: endOfArguments) }
        return .configure(name, try controllerSettings(of: name))
    }

    /// The options of `controller` and `set`, in the fixed order of `OptionKeys.controller` so that
    /// the order they were written in does not matter (a printed trace parses back equal).
    mutating func controllerSettings(of controller: String?) throws(TraceError) -> [ControllerSetting] {
        let options = try options(OptionKeys.controller)
        var settings: [ControllerSetting] = []
        var children: [String]? = nil
        for (key, value) in zip(options.keys, options.values) {
            guard let value else { continue }
            switch key {
            case "kind":
                settings.append(.kind(try choice(value, Self.controllerKinds)))
            case "supports": settings.append(.supports(try orientationMask(value)))
            case "autorotate": settings.append(.autorotate(try bool(value)))
            case "preferred": settings.append(.preferred(try interfaceOrientation(value, allowUnknown: false)))
            case "statusbar":
                settings.append(.statusBar(try choice(value, Self.statusBarPreferences)))
            case "forwards": settings.append(.forwards(try bool(value)))
            case "dismiss-fix": settings.append(.dismissFix(try bool(value)))
            case "children":
                let list = try childList(value, of: controller)
                children = list
                settings.append(.children(list))
            case "selected":
                let selected = try reference(value, [.controller])
                if let children, !children.contains(selected) {   // once per statement: linear
                    throw failure("'\(selected)' is not one of the children", at: value.lowerBound)
                }
                settings.append(.selected(selected))
            case "navbar": settings.append(.navigationBarHidden(try choice(value, Self.navigationBars)))
            case "legacy": settings.append(.legacy(try bool(value)))
            case "additional": settings.append(.additionalInsets(try insets(value)))
            case "swap-fix": settings.append(.swapFix(try bool(value)))
            case "orientation-locked": settings.append(.orientationLocked(try bool(value)))
            case "statusbar-child": settings.append(.statusBarChild(try bool(value)))
            case "statusbar-style": settings.append(.statusBarStyle(try choice(value, Self.styles)))
            case "style-child": settings.append(.styleChild(try bool(value)))
            case "auto-forward": settings.append(.autoForward(try bool(value)))
            case "relay":
                // A window by name, which may be made later (a library relays to the host's
                // window); none stops relaying.
                let window = text(value) == "none" ? nil : try validName(value)
                if let window { relays.append((window, SourceLocation(line: line, column: value.lowerBound - lineStart + 1))) }
                settings.append(.relay(window))
            case "relays": settings.append(.relays(try relayedAnswers(value)))
            case "popover-source": settings.append(.popoverSource(try choice(value, Self.popoverSources)))
            case "class": settings.append(.className(try className(value)))
            case "trait-callback": settings.append(.traitCallback(try choice(value, Self.traitCallbacks)))
            case "captures-statusbar": settings.append(.capturesStatusBar(try bool(value)))
            case "presentation-controller": settings.append(.presentationController(try choice(value, Self.presentationControllers)))
            case "display-mode": settings.append(.displayMode(try choice(value, Self.displayModes)))
            case "adaptive": settings.append(.adaptive(try choice(value, Self.adaptiveAnswers)))
            case "presentation-controller-read": settings.append(.presentationControllerRead(try bool(value)))
            default: break
            }
        }
        return settings
    }

    /// `class=NAME`: a class name as UIKit prints it, module-qualified Swift names included
    /// (`Usabilla.UBNavigationController`): letters, digits, `_` and `.`, up to 200 bytes.
    private func className(_ range: Range<Int>) throws(TraceError) -> String {
        let name = text(range)
        let allowed = name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 == 0x2E }
        guard !name.isEmpty, name.utf8.count <= 200, allowed, name.utf8.first != 0x2E, name.utf8.last != 0x2E else {
            throw failure("a class name is letters, digits, '_' and '.' (Module.Class), found '\(shown(range))'", at: range.lowerBound)
        }
        return name
    }

    /// `relays=all` or answers joined by `|`: supports, autorotate, preferred, statusbar, statusbar-style.
    private mutating func relayedAnswers(_ range: Range<Int>) throws(TraceError) -> RelayedAnswers {
        if text(range) == "all" { return .all }
        var answers: RelayedAnswers = []
        for part in split(range, by: UInt8(ascii: "|")) {
            let word = text(part)
            guard let answer = RelayedAnswers.named.first(where: { $0.0 == word })?.1 else {
                let names = RelayedAnswers.named.map(\.0)
                let hint = Suggestion.hint(for: word, among: names) ?? "; expected all or \(names.joined(separator: ", ")) joined by |"
                throw failure("unknown answer '\(clipped(word))'\(hint)", at: part.lowerBound)
            }
            answers.insert(answer)
        }
        return answers
    }

    /// `children=A,B,…`: declared controllers, each once, never the container itself.
    private mutating func childList(_ range: Range<Int>, of controller: String?) throws(TraceError) -> [String] {
        var list: [String] = []
        var seen: Set<String> = []   // a set: the list may name thousands of controllers
        for part in split(range, by: UInt8(ascii: ",")) {
            // Before the look-up: the container is not declared until its line ends.
            if text(part) == controller {
                throw failure("a controller cannot be its own child", at: part.lowerBound)
            }
            let child = try reference(part, [.controller])
            guard seen.insert(child).inserted else {
                throw failure("'\(child)' appears twice in children", at: part.lowerBound)
            }
            list.append(child)
        }
        return list
    }

    /// `window NAME [level=] [root=] [scene=] [frame=] [statusbar-owner=] [delegate=]`
    mutating func readWindow() throws(TraceError) -> Event {
        let nameWord = try next("a window name")
        var spec = WindowSpec(name: try windowName(nameWord))
        let options = try options(OptionKeys.window)
        if let value = options["level"] { spec.level = try level(value) }
        if let value = options["root"] { spec.root = try reference(value, [.controller]) }
        if let value = options["scene"] { spec.hasScene = try bool(value) }
        if let value = options["frame"] { spec.frame = try rect(value) }
        if let value = options["statusbar-owner"] { spec.affectsStatusBar = try bool(value) }
        if let value = options["delegate"] {
            spec.isDelegateWindow = try bool(value)
            if spec.isDelegateWindow, let earlier = delegateWindow {
                throw failure("'\(earlier.name)' is already the delegate's window (line \(earlier.line))",
                              at: value.lowerBound)
            }
            if spec.isDelegateWindow { delegateWindow = (spec.name, line) }
        }
        declare(spec.name, as: .window)
        return .createWindow(spec)
    }

    /// `view NAME in=WINDOW|CONTROLLER|VIEW frame=X,Y,W,H [z=] [alpha=] [hidden=] [interactive=] [rotation=]
    /// [scale=] [clips=]` (scale and clips extend TRACE-FORMAT for the compositor, SPEC C1)
    mutating func readView() throws(TraceError) -> Event {
        let nameWord = try next("a view name")
        let name = try newName(nameWord)
        let options = try options(OptionKeys.view)
        guard let parentRange = options["in"] else {
            throw failure("'view' needs in=WINDOW|CONTROLLER|VIEW", at: endOfArguments)
        }
        // W9: `keyboard` is the keyboard's window, where HUDs on windows.lastObject end up.
        let parent = text(parentRange) == "keyboard" ? "keyboard" : try reference(parentRange, [.window, .controller, .view])
        guard let frameRange = options["frame"] else { throw failure("'view' needs frame=X,Y,W,H", at: endOfArguments) }
        var spec = ViewSpec(name: name, parent: parent, frame: try rect(frameRange))
        if let value = options["z"] { spec.z = try number(value) }
        if let value = options["alpha"] { spec.alpha = try number(value) }
        if let value = options["hidden"] { spec.hidden = try bool(value) }
        if let value = options["interactive"] { spec.interactive = try bool(value) }
        if let value = options["rotation"] { spec.rotation = try number(value) }
        if let value = options["scale"] { spec.scale = try number(value) }
        if let value = options["clips"] { spec.clips = try bool(value) }
        if let value = options["fill"] { spec.fill = try choice(value, Self.fills) }
        declare(name, as: .view)
        return .addView(spec)
    }

    static let fills = WordTable(cases: ViewFill.self)

    /// `layout VIEW [frame=] [alpha=] [hidden=] [rotation=] [scale=] [fill=]`: the library sets
    /// its view's geometry.
    mutating func readLayout() throws(TraceError) -> Event {
        // A view, or (C5) a window, whose own transform the library sets.
        let name = try reference(try next("a view or window").range, [.view, .window])
        let options = try options(OptionKeys.layout)
        var change = ViewChange()
        if let value = options["frame"] { change.frame = try rect(value) }
        if let value = options["alpha"] { change.alpha = try number(value) }
        if let value = options["hidden"] { change.hidden = try bool(value) }
        if let value = options["rotation"] { change.rotation = try number(value) }
        if let value = options["scale"] { change.scale = try number(value) }
        if let value = options["fill"] { change.fill = try choice(value, Self.fills) }
        if change == ViewChange() {
            throw failure("'layout' needs at least one of frame=, alpha=, hidden=, rotation=, scale=, fill=", at: endOfArguments)
        }
        var rotationOnly = ViewChange()
        rotationOnly.rotation = change.rotation
        if names[name]?.kind == .window && change != rotationOnly {
            throw failure("'layout' sets a window's transform only (rotation=); its frame is 'frame WINDOW X,Y,W,H'", at: endOfArguments)
        }
        return .layoutView(name, change)
    }

    /// `delegate-mask WINDOW|* MASK` (SPEC A2)
    mutating func readDelegateMask() throws(TraceError) -> Event {
        let target = try next("a window or *")
        let window = isWord(target, "*") ? nil : try reference(target, .window)
        let word = try next("a mask")
        let mask = try orientationMask(word.range)
        try finish()
        return .delegateMask(window: window, mask)
    }
}
