// Canonical trace text (TRACE-FORMAT): the header first, then one statement per line, options
// in a fixed order and defaults left out. What this prints parses back to an equal trace, which
// is also how timelines and failure messages quote statements and expectations.

import Pivot

extension Trace {
    public func printed() -> String {
        var lines = header.printedLines()
        lines.reserveCapacity(lines.count + statements.count)
        for statement in statements { lines.append(statement.printed()) }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension TraceHeader {
    /// `pivot-trace`, `device` and `ios` always (a reader should not need the defaults); the
    /// other header statements only when they differ from their default.
    func printedLines() -> [String] {
        var lines = ["pivot-trace \(version)", "device \(device)", "ios \(ios)"]
        if let sdk { lines.append("sdk \(sdk)") }
        if let plist { lines.append("plist \(plist.text.isEmpty ? TraceSyntax.mask(plist.mask) : plist.text)") }
        // Beside an Info.plist, a default may be what the trace wrote to override the file.
        let plistBeside = infoPlist != nil
        if statusBarAppearance != .controller || plistBeside { lines.append("statusbar-appearance \(statusBarAppearance.rawValue)") }
        if scenes || plistBeside { lines.append("scenes \(scenes ? "yes" : "no")") }
        if requiresFullScreen || plistBeside { lines.append("requires-fullscreen \(requiresFullScreen ? "yes" : "no")") }
        if let requiresFullScreenIgnoredFrom { lines.append("requires-fullscreen-ignored-from \(requiresFullScreenIgnoredFrom)") }
        if orientation != .portrait { lines.append("orientation \(orientation.name)") }
        // The file gives what no other statement can (the launch status bar); the lines above
        // repeat the rest, and being written, they keep it when the file changes.
        if let infoPlist { lines.append("info-plist \(TraceSyntax.label(infoPlist.path))") }
        return lines
    }
}

extension Statement {
    /// One trace line, without a line ending.
    public func printed() -> String {
        switch self {
        case .event(let event, let nowait):
            let line = TraceSyntax.event(event)
            // A controller declaration is not a step, so `nowait` cannot follow it.
            if event.isDeclaration { return line }
            return nowait ? line + " nowait" : line
        case .observe(let name): return "observe \(name.rawValue)"
        case .mark(let label): return "mark \(TraceSyntax.label(label))"
        case .knownGap(let reason): return "known-gap \(TraceSyntax.quoted(reason))"
        case .expect(let expectation): return expectation.printed()
        case .explore(let directive): return directive.printed()
        }
    }
}

extension HostAlternative {
    /// The `explore host …` line.
    public func printed() -> String {
        switch self {
        case .ios(let versions): return "explore host ios " + versions.map(\.description).joined(separator: " ")
        case .devices(let names): return "explore host device " + names.joined(separator: " ")
        case .plists(let masks): return "explore host plist " + masks.map { $0.text.isEmpty ? TraceSyntax.mask($0.mask) : $0.text }.joined(separator: " ")
        case .variant(let name, let event): return "explore host variant \(name) " + TraceSyntax.event(event)
        case .common(let from): return "explore hosts common" + (from.map { " from \($0)" } ?? "")
        }
    }
}

extension ExploreDirective {
    /// The `explore …` line.
    public func printed() -> String {
        switch self {
        case .event(let event, let nowait): return "explore event " + Statement.event(event, nowait: nowait).printed()
        case .library(let event, let nowait): return "explore library " + Statement.event(event, nowait: nowait).printed()
        case .depth(let depth): return "explore depth \(depth)"
        case .check(let check): return "explore check \(check.printed())"
        case .host(let alternative): return alternative.printed()
        }
    }
}

extension ExploreCheck {
    /// The property's name and argument, as `explore check` takes it: `supported home`.
    public func printed() -> String {
        switch self {
        case .noCrash: "no-crash"
        case .supported(let controller): "supported \(controller)"
        case .followsInterface(let window): "follows-interface \(window)"
        case .upright(let view): "upright \(view)"
        case .keyWindow: "key-window"
        case .statusBarFollowsKey: "statusbar-follows-key"
        case .statusBarHiddenAsPreferred: "statusbar-hidden-as-preferred"
        case .coversScreen(let name): "covers-screen \(name)"
        case .coversWindow(let view): "covers-window \(view)"
        case .sameFacing(let a, let b): "same-facing \(a) \(b)"
        case .statusBarStyleAsPreferred: "statusbar-style-as-preferred"
        case .keyReturnsTo(let window): "key-returns-to \(window)"
        case .always(let expectation): "always \(expectation.printed())"
        case .leavesHostAlone(let accepted):
            "leaves-host-alone" + (accepted.isEmpty ? "" : " except " + accepted.map(\.rawValue).joined(separator: ","))
        }
    }
}

extension Expectation {
    /// The `expect …` line.
    public func printed() -> String {
        typealias S = TraceSyntax
        switch self {
        case .interface(let orientation): return "expect interface \(orientation.name)"
        case .device(let orientation): return "expect device \(orientation.name)"
        case .window(let window, let expected):
            var line = "expect window \(window)"
            if let value = expected.orientation { line += " orientation=\(value.name)" }
            if let value = expected.bounds { line += " bounds=\(S.size(value))" }
            if let value = expected.frame { line += " frame=\(S.rect(value))" }
            if let value = expected.visible { line += " visible=\(S.yesNo(value))" }
            if let value = expected.key { line += " key=\(S.yesNo(value))" }
            if let value = expected.rotation { line += " rotation=\(S.number(value))" }
            return line
        case .key(let window): return "expect key \(window ?? "none")"
        case .screen(let bounds): return "expect screen bounds=\(S.size(bounds))"
        case .statusBar(let expected):
            var line = "expect statusbar"
            if let value = expected.hidden { line += " hidden=\(S.yesNo(value))" }
            if let value = expected.height { line += " height=\(S.number(value))" }
            if let value = expected.orientation { line += " orientation=\(value.name)" }
            if let value = expected.covered { line += " covered=\(S.yesNo(value))" }
            if let value = expected.style { line += " style=\(value.rawValue)" }
            return line
        case .safeArea(let controller, let insets): return "expect safearea \(controller) \(S.insets(insets))"
        case .safeAreaEdges(let name, let edges):
            return "expect safearea \(name)" + (edges.top.map { " top=\(S.number($0))" } ?? "") + (edges.left.map { " left=\(S.number($0))" } ?? "")
                + (edges.bottom.map { " bottom=\(S.number($0))" } ?? "") + (edges.right.map { " right=\(S.number($0))" } ?? "")
        case .decider(let window, let controller): return "expect decider \(window) \(controller)"
        case .controlling(let window): return "expect controlling \(window ?? "none")"
        case .order(let windows): return "expect order \(windows.joined(separator: ","))"
        case .windows(let windows): return "expect windows \(windows.joined(separator: ","))"
        case .scene(let orientation): return "expect scene orientation=\(orientation.name)"
        case .view(let name, let bounds, let frame, let rotation, let screenRotation):
            return "expect view \(name)" + (bounds.map { " bounds=\(S.size($0))" } ?? "") + (frame.map { " frame=\(S.rect($0))" } ?? "")
                + (rotation.map { " rotation=\(S.number($0))" } ?? "") + (screenRotation.map { " screen-rotation=\(S.number($0))" } ?? "")
        case .traits(let name, let width, let height):
            return "expect traits \(name)" + (width.map { " width=\($0.rawValue)" } ?? "") + (height.map { " height=\($0.rawValue)" } ?? "")
        case .convert(let value, let from, let to, let result):
            return "expect convert \(value.map(S.number).joined(separator: ",")) from=\(from) to=\(to) \(result.map(S.number).joined(separator: ","))"
        case .hit(let point, let window, let view):
            return "expect hit \(S.point(point)) \(window)\(view.map { "/\($0)" } ?? "")"
        case .crash(let name, let reason): return "expect crash \(name)\(reason.map { " " + S.quoted($0) } ?? "")"
        case .noCrash: return "expect no-crash"
        case .refused(let reason): return reason.map { "expect refused \(S.quoted($0))" } ?? "expect refused"
        case .log(let text): return "expect log \(S.quoted(text))"
        case .posted(let names):
            return "expect posted \(names.isEmpty ? "none" : names.map(\.rawValue).joined(separator: ","))"
        case .calls(let items): return "expect calls \(S.timeline(items))"
        case .events(let items): return "expect events \(S.timeline(items))"
        case .timeline(let timeline): return timeline.printed
        case .call(let call): return call.printed
        case .asked(let controller, let asked): return "expect asked \(controller) \(S.yesNo(asked))"
        case .presentation(let controller, let style):
            // A custom presentation that removes the presenter's view is still `.custom` to UIKit.
            return "expect presentation \(controller) style=\(style.map { $0 == .customRemovingPresenter ? "custom" : $0.rawValue } ?? "none")"
        case .covered(let view, let coverage): return "expect covered \(view) \(coverage.rawValue)"
        }
    }
}

/// How each value is written in a trace.
package enum TraceSyntax {
    static func event(_ event: Event) -> String {
        switch event {
        case .declareController(let name, let settings): return "controller \(name)\(self.settings(settings))"
        case .createWindow(let spec): return window(spec)
        case .addView(let spec): return view(spec)
        case .delegateMask(let window, let mask): return "delegate-mask \(window ?? "*") \(self.mask(mask))"
        case .launch: return "launch"
        case .show(let window, let key): return "show \(window)\(key ? " key" : "")"
        case .makeKey(let window): return "key \(window)"
        case .hide(let window): return "hide \(window)"
        case .releaseWindow(let window): return "release \(window)"
        case .defineAction(let name, let events):
            // A block: its steps indented, one a line, then `end`.
            return (["action \(name)"] + events.map { "  " + TraceSyntax.event($0) } + ["end"]).joined(separator: "\n")
        case .perform(let name): return "do \(name)"
        case .layoutView(let name, let change): return layout(name, change)
        case .react(let notification, let action): return "on \(notification.rawValue) do \(action)"
        case .setLevel(let window, let level): return "level \(window) \(self.level(level))"
        case .setRoot(let window, let controller): return "root \(window) \(controller ?? "none")"
        case .rotate(let orientation): return "rotate \(orientation.name)"
        case .lock(let on): return "lock \(onOff(on))"
        case .present(let controller, let presenter, let style, let animated):
            var line = "present \(controller) from=\(presenter)"
            if style != .fullScreen { line += " style=\(style.rawValue)" }
            if !animated { line += " animated=no" }
            return line
        case .dismiss(let controller): return "dismiss \(controller)"
        case .push(let controller, let nav): return "push \(controller) on=\(nav)"
        case .pop(let nav): return "pop \(nav)"
        case .select(let tabbar, let child): return "select \(tabbar) \(child)"
        case .configure(let controller, let settings): return "set \(controller)\(self.settings(settings))"
        case .force(.kvc(let orientation)): return "force \(orientation.name) via=kvc"
        case .force(.invocation(let orientation)): return "force \(orientation.name) via=invocation"
        case .force(.statusBar(let orientation)): return "force \(orientation.name) via=statusbar"
        case .requestGeometry(let window, let mask): return "request-geometry \(window) \(self.mask(mask))"
        case .updateOrientations(let controller): return "update-orientations \(controller)"
        case .updateOrientationLock(let controller): return "update-orientation-lock \(controller)"
        case .resize(let window, let size): return "resize \(window) \(TraceSyntax.size(size))"
        case .setWindowFrame(let window, let frame): return "frame \(window) \(rect(frame))"
        case .attachScene(let window): return "attach-scene \(window)"
        case .sceneMask(let mask): return "scene-mask \(mask.map { self.mask($0) } ?? "none")"
        case .attemptRotation: return "attempt-rotation"
        case .multitask(let mode): return "multitask \(mode.rawValue)"
        case .background: return "background"
        case .foreground: return "foreground"
        case .setStatusBarHidden(let hidden): return "statusbar \(hidden ? "hidden" : "visible")"
        case .setStatusBarStyle(let style): return "statusbar-style \(style.rawValue)"
        case .statusBarUpdate(let controller): return "statusbar-update \(controller)"
        case .inCall(let on): return "incall \(onOff(on))"
        case .keyboard(let shown): return "keyboard \(shown ? "show" : "hide")"
        case .keyboardMode(let mode, let gesture): return "keyboard \(mode.rawValue)\(gesture ? " via=gesture" : "")"
        case .deviceNotifications(let begin): return "device-notifications \(begin ? "begin" : "end")"
        case .swapFault(let on): return "fault ios8-swap \(onOff(on))"
        case .wait(let milliseconds): return "wait \(seconds(milliseconds))"
        }
    }

    static func window(_ spec: WindowSpec) -> String {
        var line = "window \(spec.name)"
        if spec.level != WindowLevel.normal { line += " level=\(level(spec.level))" }
        if let root = spec.root { line += " root=\(root)" }
        if spec.hasScene { line += " scene=yes" }
        if let frame = spec.frame { line += " frame=\(rect(frame))" }
        if !spec.affectsStatusBar { line += " statusbar-owner=no" }
        if spec.isDelegateWindow { line += " delegate=yes" }
        return line
    }

    static func view(_ spec: ViewSpec) -> String {
        var line = "view \(spec.name) in=\(spec.parent) frame=\(rect(spec.frame))"
        if spec.z != 0 { line += " z=\(number(spec.z))" }
        if spec.alpha != 1 { line += " alpha=\(number(spec.alpha))" }
        if spec.hidden { line += " hidden=yes" }
        if !spec.interactive { line += " interactive=no" }
        if spec.rotation != 0 { line += " rotation=\(number(spec.rotation))" }
        if spec.scale != 1 { line += " scale=\(number(spec.scale))" }
        if spec.clips { line += " clips=yes" }
        if spec.fill != .none { line += " fill=\(spec.fill.rawValue)" }
        return line
    }

    /// `layout VIEW …`: the options given, in the view's option order.
    static func layout(_ name: String, _ change: ViewChange) -> String {
        var line = "layout \(name)"
        if let frame = change.frame { line += " frame=\(rect(frame))" }
        if let alpha = change.alpha { line += " alpha=\(number(alpha))" }
        if let hidden = change.hidden { line += " hidden=\(hidden ? "yes" : "no")" }
        if let rotation = change.rotation { line += " rotation=\(number(rotation))" }
        if let scale = change.scale { line += " scale=\(number(scale))" }
        if let fill = change.fill { line += " fill=\(fill.rawValue)" }
        return line
    }

    /// Controller options as ` key=value …`, in the order given.
    static func settings(_ settings: [ControllerSetting]) -> String {
        var text = ""
        for setting in settings {
            text += " "
            switch setting {
            case .kind(let kind): text += "kind=\(kind.rawValue)"
            case .supports(let mask): text += "supports=\(self.mask(mask))"
            case .autorotate(let on): text += "autorotate=\(yesNo(on))"
            case .preferred(let orientation): text += "preferred=\(orientation.name)"
            case .statusBar(let preference): text += "statusbar=\(preference.rawValue)"
            case .forwards(let on): text += "forwards=\(yesNo(on))"
            case .dismissFix(let on): text += "dismiss-fix=\(yesNo(on))"
            case .children(let children): text += "children=\(children.joined(separator: ","))"
            case .selected(let child): text += "selected=\(child)"
            case .navigationBarHidden(let hidden): text += "navbar=\(hidden ? "hidden" : "visible")"
            case .legacy(let on): text += "legacy=\(yesNo(on))"
            case .additionalInsets(let insets): text += "additional=\(self.insets(insets))"
            case .swapFix(let on): text += "swap-fix=\(yesNo(on))"
            case .orientationLocked(let on): text += "orientation-locked=\(yesNo(on))"
            case .statusBarChild(let on): text += "statusbar-child=\(yesNo(on))"
            case .statusBarStyle(let style): text += "statusbar-style=\(style.rawValue)"
            case .styleChild(let on): text += "style-child=\(yesNo(on))"
            case .autoForward(let on): text += "auto-forward=\(yesNo(on))"
            case .popoverSource(let source): text += "popover-source=\(source.rawValue)"
            case .className(let name): text += "class=\(name)"
            case .traitCallback(let callback): text += "trait-callback=\(callback.rawValue)"
            case .capturesStatusBar(let on): text += "captures-statusbar=\(yesNo(on))"
            case .presentationController(let kind): text += "presentation-controller=\(kind.rawValue)"
            case .displayMode(let mode): text += "display-mode=\(mode.rawValue)"
            case .adaptive(let answer): text += "adaptive=\(answer.rawValue)"
            case .presentationControllerRead(let read): text += "presentation-controller-read=\(yesNo(read))"
            case .relay(let window): text += "relay=\(window ?? "none")"
            case .relays(let answers):
                text += "relays=" + (answers == .all ? "all" : RelayedAnswers.named.filter { answers.contains($0.1) }.map(\.0).joined(separator: "|"))
            }
        }
        return text
    }

    static func timeline(_ items: [TimelineItem]) -> String {
        if items.isEmpty { return "none" }
        return items.map { item in
            switch item {
            case .call(let controller, let callback): "\(controller).\(callback.rawValue)"
            case .post(let name): "post:\(name.rawValue)"
            case .lifecycle(let callback): "delegate:\(callback.rawValue)"
            }
        }.joined(separator: ",")
    }

    // MARK: - Values

    static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
    static func onOff(_ value: Bool) -> String { value ? "on" : "off" }

    /// A named mask, orientation names joined by `|` in O2 order, or the raw integer when the mask
    /// holds bits no orientation owns (SPEC O4).
    static func mask(_ mask: OrientationMask) -> String {
        if mask == .all { return "all" }
        if mask == .allButUpsideDown { return "allButUpsideDown" }
        if mask == .landscape { return "landscape" }
        if mask.rawValue != 0 && mask.valid == mask { return mask.orientations.map(\.name).joined(separator: "|") }
        return String(mask.rawValue)
    }

    /// A window level, by name where it is a named level or a whole number near one (SPEC W1).
    static func level(_ level: Double) -> String {
        for (name, value) in [("normal", WindowLevel.normal), ("statusBar", WindowLevel.statusBar),
                              ("alert", WindowLevel.alert)] where level == value { return name }
        if level == level.rounded(), level >= 500, level < 2500 {
            let (name, base) = level < 1500 ? ("statusBar", WindowLevel.statusBar) : ("alert", WindowLevel.alert)
            return level > base ? "\(name)+\(number(level - base))" : "\(name)-\(number(base - level))"
        }
        return number(level)
    }

    /// Milliseconds as decimal seconds, exactly: 1500 → `1.5`, 1 → `0.001`.
    static func seconds(_ milliseconds: Int) -> String {
        let magnitude = milliseconds.magnitude
        let sign = milliseconds < 0 ? "-" : ""
        let whole = magnitude / 1000, fraction = magnitude % 1000
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }

    /// A decimal number as traces write it: never with an exponent, which the parser rejects.
    static func number(_ value: Double) -> String {
        let text = formatNumber(value)
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        var mantissa = text[..<e]
        let exponent = Int(text[text.index(after: e)...]) ?? 0
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integer = parts.first.map(String.init) ?? ""
        let digits = integer + (parts.count > 1 ? String(parts[1]) : "")
        let point = integer.count + exponent   // where the decimal point falls within `digits`
        let plain: String
        if point <= 0 {
            plain = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            plain = digits + String(repeating: "0", count: point - digits.count)
        } else {
            plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        return (negative ? "-" : "") + plain
    }

    static func size(_ size: Size) -> String { "\(number(size.width))x\(number(size.height))" }
    static func point(_ point: Point) -> String { "\(number(point.x)),\(number(point.y))" }
    static func rect(_ rect: Rect) -> String {
        "\(point(rect.origin)),\(number(rect.size.width)),\(number(rect.size.height))"
    }
    static func insets(_ insets: Insets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",")
    }

    /// A `mark` label: bare when it reads back as one word, else quoted.
    package static func label(_ label: String) -> String {
        // Bytes, not Characters: a quote followed by a combining mark is still a quote to the parser.
        let bare = !label.isEmpty && label.utf8.first != ASCII.quote
            && !label.utf8.contains { $0 == ASCII.hash || $0 == ASCII.lineFeed || ASCII.isSpace($0) }
        return bare ? label : quoted(label)
    }

    /// A double-quoted string with `\"` and `\\` escapes.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        result.append("\"")
        return result
    }
}
