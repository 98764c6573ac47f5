// Expectations (TRACE-FORMAT "Expectations", plus `expect covered VIEW yes|partly|no` for the
// compositor's occlusion, SPEC C4). Orientations here may be `unknown`: the state can be.

import Pivot

extension TraceReader {
    mutating func readExpectation() throws(TraceError) -> Expectation {
        guard cursor < argumentEnd else {
            throw failure("'expect' needs one of \(ExpectKind.table.words.joined(separator: ", "))", at: endOfArguments)
        }
        let kindWord = words[cursor]
        guard !kindWord.isQuoted, let kind = ExpectKind.table.value(bytes, kindWord.range) else {
            let hint = Suggestion.hint(for: text(kindWord.range), among: ExpectKind.table.words) ?? ""
            throw failure("unknown expectation '\(shown(kindWord.range))'\(hint)", at: kindWord.start)
        }
        cursor += 1
        statementPrefix = "expect"
        statementWord = kind.rawValue
        let expectation: Expectation
        switch kind {
        case .interface:
            let word = try next("an interface orientation")
            expectation = .interface(try interfaceOrientation(word.range, allowUnknown: true))
        case .device:
            let word = try next("a device orientation")
            expectation = .device(try deviceOrientation(word.range))
        case .window:
            let window = try nextReference("a window", .window)
            let options = try options(OptionKeys.expectWindow)
            var expected = WindowExpectation()
            if let value = options["orientation"] {
                expected.orientation = try interfaceOrientation(value, allowUnknown: true)
            }
            if let value = options["bounds"] { expected.bounds = try size(value) }
            if let value = options["frame"] { expected.frame = try rect(value) }
            if let value = options["visible"] { expected.visible = try bool(value) }
            if let value = options["key"] { expected.key = try bool(value) }
            if let value = options["rotation"] { expected.rotation = try number(value) }
            expectation = .window(window, expected)
        case .key:
            expectation = .key(try windowOrNone())
        case .screen:
            let options = try options(OptionKeys.expectScreen)
            guard let bounds = options["bounds"] else {
                throw failure("'expect screen' needs bounds=WxH", at: endOfArguments)
            }
            expectation = .screen(bounds: try size(bounds))
        case .statusbar:
            let options = try options(OptionKeys.expectStatusBar)
            var expected = StatusBarExpectation()
            if let value = options["hidden"] { expected.hidden = try bool(value) }
            if let value = options["height"] { expected.height = try number(value) }
            if let value = options["orientation"] {
                expected.orientation = try interfaceOrientation(value, allowUnknown: true)
            }
            if let value = options["covered"] { expected.covered = try bool(value) }
            if let value = options["style"] { expected.style = try choice(value, Self.styles) }
            expectation = .statusBar(expected)
        case .safearea:
            // A controller's view, or (extensions) a declared view or a window.
            let name = try reference(try next("a window, controller or view").range, [.controller, .view, .window])
            // Some edges only (`top=N`: a report that gives the top), or all four.
            if cursor < argumentEnd, !words[cursor].isQuoted, firstIndex(of: UInt8(ascii: "="), in: words[cursor].range) != nil {
                let options = try options(OptionKeys.expectSafeArea)
                let edges = try InsetEdges(top: options["top"].map { range throws(TraceError) in try number(range) },
                                           left: options["left"].map { range throws(TraceError) in try number(range) },
                                           bottom: options["bottom"].map { range throws(TraceError) in try number(range) },
                                           right: options["right"].map { range throws(TraceError) in try number(range) })
                expectation = .safeAreaEdges(name, edges)
            } else {
                let word = try next("insets T,L,B,R or top=, left=, bottom=, right=")
                expectation = .safeArea(name, try insets(word.range))
            }
        case .decider:
            let window = try nextReference("a window", .window)
            // `none`: the window has no root view controller (what a failure prints).
            let word = try next("a controller or none")
            expectation = .decider(window: window, controller: isWord(word, "none") ? "none" : try reference(word, .controller))
        case .controlling:
            expectation = .controlling(try windowOrNone())
        case .order:
            let word = try next("a list of windows A,B,…")
            expectation = .order(try windowOrder(word.range))
        case .windows:
            let word = try next("a list of windows A,B,…")
            let names = try windowOrder(word.range)
            if names.contains("statusbar") {
                throw failure("the status bar's window is never in the app's windows (SPEC W9)", at: word.start)
            }
            if names.contains("keyboard") && names.contains(where: { Self.keyboardWindowClasses.contains($0) }) {
                throw failure("'keyboard' stands for the keyboard's windows; name them by class or write 'keyboard', not both", at: word.start)
            }
            expectation = .windows(names)
        case .convert:
            let valueWord = try next("a point X,Y or a rectangle X,Y,W,H")
            let value = try numbers(valueWord.range)
            var result: [Double]? = nil
            var spaces: [String: String] = [:]
            while cursor < argumentEnd {
                let word = words[cursor]
                if let eq = firstIndex(of: UInt8(ascii: "="), in: word.range), !word.isQuoted {
                    let key = text(word.range.lowerBound..<eq)
                    guard key == "from" || key == "to", spaces[key] == nil else {
                        throw failure("unknown or repeated option '\(shown(word.range))' for 'expect convert' (from=, to=)", at: word.start)
                    }
                    let name = text(eq + 1..<word.range.upperBound)
                    spaces[key] = ["screen", "fixed"].contains(name) ? name : try reference(eq + 1..<word.range.upperBound, [.window, .view])
                } else {
                    guard result == nil else { throw unexpected(word) }
                    result = try numbers(word.range)
                }
                cursor += 1
            }
            guard let from = spaces["from"], let to = spaces["to"], let result else {
                throw failure("'expect convert' needs from=SPACE, to=SPACE and the converted value", at: endOfArguments)
            }
            guard result.count == value.count else {
                throw failure("the converted value must have as many numbers as the value (\(value.count))", at: endOfArguments)
            }
            expectation = .convert(value, from: from, to: to, result: result)
        case .view:
            let word = try next("a controller or view")
            let name = try reference(word.range, [.controller, .view])
            let options = try options(OptionKeys.expectView)
            let bounds = try options["bounds"].map { range throws(TraceError) in try size(range) }
            let frame = try options["frame"].map { range throws(TraceError) in try rect(range) }
            let rotation = try options["rotation"].map { range throws(TraceError) in try number(range) }
            let screenRotation = try options["screen-rotation"].map { range throws(TraceError) in try number(range) }
            guard bounds != nil || frame != nil || rotation != nil || screenRotation != nil else {
                throw failure("'expect view' needs bounds=, frame=, rotation= or screen-rotation=", at: endOfArguments)
            }
            expectation = .view(name, bounds: bounds, frame: frame, rotation: rotation, screenRotation: screenRotation)
        case .traits:
            let word = try next("a controller or window")
            let name = try reference(word.range, [.controller, .window])
            let options = try options(OptionKeys.expectTraits)
            let width = try options["width"].map { range throws(TraceError) in try choice(range, Self.sizeClasses) }
            let height = try options["height"].map { range throws(TraceError) in try choice(range, Self.sizeClasses) }
            guard width != nil || height != nil else { throw failure("'expect traits' needs width= or height=", at: endOfArguments) }
            expectation = .traits(name, width: width, height: height)
        case .presentation:
            let name = try nextReference("a controller", .controller)
            let options = try options(OptionKeys.expectPresentation)
            guard let value = options["style"] else { throw failure("'expect presentation' needs style=STYLE|none", at: endOfArguments) }
            expectation = .presentation(name, text(value) == "none" ? nil : try choice(value, Self.presentationStyles))
        case .scene:
            let options = try options(OptionKeys.expectScene)
            guard let value = options["orientation"] else { throw failure("'expect scene' needs orientation=O", at: endOfArguments) }
            expectation = .scene(orientation: try interfaceOrientation(value, allowUnknown: true))
        case .hit:
            let word = try next("a point X,Y")
            let point = try point(word.range)
            let target = try next("a window or WINDOW/VIEW").range
            // Extension: the keyboard takes touches too, and a touch may land nowhere.
            if ["keyboard", "none"].contains(text(target)) {
                expectation = .hit(point, window: text(target), view: nil)
            } else if let slash = firstIndex(of: UInt8(ascii: "/"), in: target) {
                let window = text(target.lowerBound..<slash) == "keyboard" ? "keyboard" : try reference(target.lowerBound..<slash, [.window])
                expectation = .hit(point, window: window, view: try reference((slash + 1)..<target.upperBound, [.view]))
            } else {
                expectation = .hit(point, window: try reference(target, [.window]), view: nil)
            }
        case .crash:
            let word = try next("an exception name")
            let name = try validName(word.range)
            let reason = cursor < argumentEnd && words[cursor].isQuoted ? try nextString("a reason") : nil
            expectation = .crash(name: name, reason: reason)
        case .noCrash:
            expectation = .noCrash
        case .refused:
            expectation = .refused(cursor < argumentEnd && words[cursor].isQuoted ? try nextString("a reason") : nil)
        case .log:
            expectation = .log(try nextString("a substring"))
        case .posted:
            let list = try next("notification names or none")
            var names: [NotificationName] = []
            if !isWord(list, "none") {
                for part in split(list.range, by: UInt8(ascii: ",")) { names.append(try notification(part)) }
            }
            expectation = .posted(names)
        case .calls:
            expectation = try readTimeline(events: false)
        case .events:
            expectation = try readTimeline(events: true)
        case .call:
            expectation = .call(try readCall())
        case .asked:
            let controller = try nextReference("a controller", .controller)
            let word = try next("yes or no")
            expectation = .asked(controller, try bool(word.range))
        case .covered:
            let view = try nextReference("a view", .view)
            let word = try next("yes, partly or no")
            expectation = .covered(view, try choice(word.range, Self.coverages))
        }
        try finish()
        return expectation
    }

    static let coverages = WordTable<Coverage>([("yes", .yes), ("partly", .partly), ("no", .no)])

    private mutating func windowOrNone() throws(TraceError) -> String? {
        let word = try next("a window or none")
        return isWord(word, "none") ? nil : try reference(word, .window)
    }

    /// UIKit's two keyboard windows by class (W7): `expect windows` may name them.
    static let keyboardWindowClasses = ["UITextEffectsWindow", "UIRemoteKeyboardWindow"]
    static let systemWindowNames: Set<String> = Set(["statusbar", "keyboard"] + keyboardWindowClasses)

    /// `expect order`: declared windows and the system windows `statusbar` and `keyboard`, each once.
    private mutating func windowOrder(_ range: Range<Int>) throws(TraceError) -> [String] {
        var order: [String] = []
        var seen: Set<String> = []   // a set: the list may name thousands of windows
        for part in split(range, by: UInt8(ascii: ",")) {
            let name = text(part)
            let window = Self.systemWindowNames.contains(name) ? name : try reference(part, [.window])
            guard seen.insert(window).inserted else {
                throw failure("'\(window)' appears twice in the order", at: part.lowerBound)
            }
            order.append(window)
        }
        return order
    }

    /// A full UIKit notification name (SPEC N1).
    static let notifications = WordTable(cases: NotificationName.self)
    static let callbacks = WordTable(cases: Callback.self)
    static let sizeClasses = WordTable([("compact", SizeClass.compact), ("regular", .regular)])

    func notification(_ range: Range<Int>) throws(TraceError) -> NotificationName {
        try known(range, in: Self.notifications, what: "notification")
    }

    /// A word of a table, or an error naming the closest word or listing them all.
    private func known<Value>(_ range: Range<Int>, in table: WordTable<Value>, what: String) throws(TraceError) -> Value {
        if let value = table.value(bytes, range) { return value }
        // A notification name without its `Notification` suffix is still a likely typo.
        let hint = Suggestion.hint(for: text(range), among: table.words)
            ?? table.words.first { $0 == text(range) + "Notification" }.map { "; did you mean '\($0)'?" }
            ?? "; expected one of \(table.words.joined(separator: ", "))"
        throw failure("unknown \(what) '\(shown(range))'\(hint)", at: range.lowerBound)
    }

    /// `C.callback,…` items, and `post:NAME` and `delegate:NAME` items when `posts`; `none` is the empty list.
    mutating func timeline(_ range: Range<Int>, posts: Bool) throws(TraceError) -> [TimelineItem] {
        if isText(range, "none") { return [] }
        var items: [TimelineItem] = []
        for part in split(range, by: UInt8(ascii: ",")) {
            let prefix = "post:".utf8
            let hasPrefix = part.count >= prefix.count
                && prefix.elementsEqual(bytes[part.lowerBound..<(part.lowerBound + prefix.count)])
            if hasPrefix {
                guard posts else {
                    throw failure("'expect calls' lists controller callbacks; use 'expect events' for notifications",
                                  at: part.lowerBound)
                }
                items.append(.post(try notification((part.lowerBound + prefix.count)..<part.upperBound)))
                continue
            }
            let delegate = "delegate:".utf8
            if part.count >= delegate.count && delegate.elementsEqual(bytes[part.lowerBound..<(part.lowerBound + delegate.count)]) {
                guard posts else {
                    throw failure("'expect calls' lists controller callbacks; use 'expect events' for delegate callbacks",
                                  at: part.lowerBound)
                }
                items.append(.lifecycle(try known((part.lowerBound + delegate.count)..<part.upperBound,
                                                  in: Self.lifecycleCallbacks, what: "delegate callback")))
                continue
            }
            guard let dot = firstIndex(of: UInt8(ascii: "."), in: part) else {
                throw failure("expected CONTROLLER.callback\(posts ? ", post:NAME or delegate:NAME" : ""), found '\(shown(part))'",
                              at: part.lowerBound)
            }
            let controller = try reference(part.lowerBound..<dot, [.controller])
            items.append(.call(controller: controller, try callback((dot + 1)..<part.upperBound)))
        }
        return items
    }

    static let lifecycleCallbacks = WordTable(cases: LifecycleCallback.self)

    func callback(_ range: Range<Int>) throws(TraceError) -> Callback {
        try known(range, in: Self.callbacks, what: "callback")
    }
}
