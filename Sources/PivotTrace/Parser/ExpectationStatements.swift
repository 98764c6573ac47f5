// Expectations (TRACE-FORMAT "Expectations", plus `expect covered VIEW yes|partly|no` for the
// compositor's occlusion, SPEC C4). Orientations here may be `unknown`: the state can be.

import Pivot

extension TraceReader {
    mutating func readExpectation() throws(TraceError) -> Expectation {
        guard cursor < argumentEnd else {
            throw failure("'expect' needs one of \(ExpectKind.names.joined(separator: ", "))", at: endOfArguments)
        }
        let kindWord = words[cursor]
        let kindText = text(kindWord.range)
        guard kindWord.quoted == nil, let kind = ExpectKind.byName[kindText] else {
            let hint = Suggestion.closest(to: kindText, among: ExpectKind.names).map { "; did you mean '\($0)'?" } ?? ""
            throw failure("unknown expectation '\(shown(kindWord.range))'\(hint)", at: kindWord.start)
        }
        cursor += 1
        statementName = "expect \(kind.rawValue)"
        let expectation: Expectation
        switch kind {
        case .interface:
            expectation = .interface(try interfaceOrientation(try next("an interface orientation").range, allowUnknown: true))
        case .device:
            expectation = .device(try deviceOrientation(try next("a device orientation").range))
        case .window:
            let window = try reference(try next("a window"), .window)
            let options = try options(OptionKeys.expectWindow)
            var expected = WindowExpectation()
            if let value = options["orientation"] { expected.orientation = try interfaceOrientation(value, allowUnknown: true) }
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
            if let value = options["orientation"] { expected.orientation = try interfaceOrientation(value, allowUnknown: true) }
            if let value = options["covered"] { expected.covered = try bool(value) }
            expectation = .statusBar(expected)
        case .safearea:
            let controller = try reference(try next("a controller"), .controller)
            expectation = .safeArea(controller, try insets(try next("insets T,L,B,R").range))
        case .decider:
            let window = try reference(try next("a window"), .window)
            expectation = .decider(window: window, controller: try reference(try next("a controller"), .controller))
        case .controlling:
            expectation = .controlling(try windowOrNone())
        case .order:
            expectation = .order(try windowOrder(try next("a list of windows A,B,…").range))
        case .hit:
            let point = try point(try next("a point X,Y").range)
            let target = try next("a window or WINDOW/VIEW").range
            if let slash = firstIndex(of: UInt8(ascii: "/"), in: target) {
                let window = try reference(target.lowerBound..<slash, [.window])
                expectation = .hit(point, window: window, view: try reference((slash + 1)..<target.upperBound, [.view]))
            } else {
                expectation = .hit(point, window: try reference(target, [.window]), view: nil)
            }
        case .crash:
            let name = try validName(try next("an exception name").range)
            let reason = cursor < argumentEnd && words[cursor].quoted != nil ? try nextString("a reason") : nil
            expectation = .crash(name: name, reason: reason)
        case .noCrash:
            expectation = .noCrash
        case .log:
            expectation = .log(try nextString("a substring"))
        case .posted:
            let list = try next("notification names or none")
            expectation = .posted(isWord(list, "none") ? [] : try split(list.range, by: UInt8(ascii: ",")).map {
                (part) throws(TraceError) in try notification(part)
            })
        case .calls:
            expectation = .calls(try timeline(try next("CONTROLLER.callback items or none"), posts: false))
        case .events:
            expectation = .events(try timeline(try next("CONTROLLER.callback or post:NAME items or none"), posts: true))
        case .asked:
            let controller = try reference(try next("a controller"), .controller)
            expectation = .asked(controller, try bool(try next("yes or no").range))
        case .covered:
            let view = try reference(try next("a view"), .view)
            expectation = .covered(view, try choice(try next("yes, partly or no").range,
                                                    ["yes": Coverage.yes, "partly": .partly, "no": .no]))
        }
        try finish()
        return expectation
    }

    private mutating func windowOrNone() throws(TraceError) -> String? {
        let word = try next("a window or none")
        return isWord(word, "none") ? nil : try reference(word, .window)
    }

    /// `expect order`: declared windows and the system windows `statusbar` and `keyboard`, each once.
    private func windowOrder(_ range: Range<Int>) throws(TraceError) -> [String] {
        var order: [String] = []
        var seen: Set<String> = []   // a set: the list may name thousands of windows
        for part in split(range, by: UInt8(ascii: ",")) {
            let name = text(part)
            let window = name == "statusbar" || name == "keyboard" ? name : try reference(part, [.window])
            guard seen.insert(window).inserted else {
                throw failure("'\(window)' appears twice in the order", at: part.lowerBound)
            }
            order.append(window)
        }
        return order
    }

    /// A full UIKit notification name (SPEC N1).
    func notification(_ range: Range<Int>) throws(TraceError) -> NotificationName {
        let name = text(range)
        if let known = NotificationName(rawValue: name) { return known }
        let all = NotificationName.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: name, among: all).map { "; did you mean '\($0)'?" }
            ?? "; expected one of \(all.joined(separator: ", "))"
        throw failure("unknown notification '\(shown(range))'\(hint)", at: range.lowerBound)
    }

    /// `C.callback,…` items, and `post:NAME` items when `posts`; `none` is the empty list.
    private func timeline(_ word: Word, posts: Bool) throws(TraceError) -> [TimelineItem] {
        if isWord(word, "none") { return [] }
        var items: [TimelineItem] = []
        for part in split(word.range, by: UInt8(ascii: ",")) {
            let prefix = "post:".utf8
            if part.count >= prefix.count, prefix.elementsEqual(bytes[part.lowerBound..<(part.lowerBound + prefix.count)]) {
                guard posts else {
                    throw failure("'expect calls' lists controller callbacks; use 'expect events' for notifications",
                                  at: part.lowerBound)
                }
                items.append(.post(try notification((part.lowerBound + prefix.count)..<part.upperBound)))
                continue
            }
            guard let dot = firstIndex(of: UInt8(ascii: "."), in: part) else {
                throw failure("expected CONTROLLER.callback\(posts ? " or post:NAME" : ""), found '\(shown(part))'",
                              at: part.lowerBound)
            }
            let controller = try reference(part.lowerBound..<dot, [.controller])
            items.append(.call(controller: controller, try callback((dot + 1)..<part.upperBound)))
        }
        return items
    }

    private func callback(_ range: Range<Int>) throws(TraceError) -> Callback {
        let name = text(range)
        if let known = Callback(rawValue: name) { return known }
        let all = Callback.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: name, among: all).map { "; did you mean '\($0)'?" }
            ?? "; expected one of \(all.joined(separator: ", "))"
        throw failure("unknown callback '\(shown(range))'\(hint)", at: range.lowerBound)
    }
}
