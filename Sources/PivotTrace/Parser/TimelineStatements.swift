// `expect calls|events [since LABEL] [in order|include|exclude] ITEMS` and
// `expect call [since LABEL] C.callback [OPTION=VALUE …]` (TRACE-LANGUAGE 7, "Timelines").
// Items always hold a dot or `post:`, so the words `since`, `in order`, `include` and `exclude`
// cannot be mistaken for them.

import Pivot

extension TraceReader {
    /// After `expect calls` or `expect events`. The plain exact form without `since` stays
    /// `.calls` / `.events`.
    mutating func readTimeline(events: Bool) throws(TraceError) -> Expectation {
        let since = try readSince()
        let match = try readMatch()
        let what = events ? "CONTROLLER.callback or post:NAME items" : "CONTROLLER.callback items"
        let word = try next(match == .exactly ? what + " or none" : what)
        if match != .exactly, isWord(word, "none") {
            throw failure("'\(match.rawValue)' needs at least one item; 'none' is for the exact form", at: word.start)
        }
        let items = try timeline(word.range, posts: events)
        if match == .exactly, since == nil { return events ? .events(items) : .calls(items) }
        return .timeline(TimelineExpectation(events: events, since: since, match: match, items: items))
    }

    /// After `expect call`.
    mutating func readCall() throws(TraceError) -> CallExpectation {
        let since = try readSince()
        let word = try next("a CONTROLLER.callback item")
        guard let dot = firstIndex(of: UInt8(ascii: "."), in: word.range) else {
            throw failure("expected CONTROLLER.callback, found '\(shown(word.range))'", at: word.start)
        }
        let controller = try reference(word.range.lowerBound..<dot, [.controller])
        var call = CallExpectation(controller: controller, callback: try callback((dot + 1)..<word.range.upperBound), since: since)
        let options = try options(OptionKeys.expectCall)
        if let value = options["nth"] {
            let n = try number(value)
            guard n >= 1, n <= 1_000_000, n.rounded() == n else {
                throw failure("'nth' counts calls from 1: a whole number up to 1000000, found '\(shown(value))'", at: value.lowerBound)
            }
            call.nth = Int(n)
        }
        if let value = options["bounds"] { call.bounds = try size(value) }
        if let value = options["orientation"] { call.orientation = try interfaceOrientation(value, allowUnknown: true) }
        if let value = options["statusbar"] { call.statusBar = try interfaceOrientation(value, allowUnknown: true) }
        if let value = options["safearea"] { call.safeArea = try insets(value) }
        if let value = options["size"] {
            guard call.callback == .viewWillTransitionToSize else {
                throw failure("'size=' is the argument of viewWillTransitionToSize; \(call.callback.rawValue) takes none", at: value.lowerBound)
            }
            call.size = try size(value)
        }
        guard call.bounds != nil || call.orientation != nil || call.statusBar != nil || call.safeArea != nil || call.size != nil else {
            throw failure("'expect call' needs bounds=, orientation=, statusbar=, safearea= or size=: what the controller read",
                          at: endOfArguments)
        }
        return call
    }

    /// `since LABEL`: a mark earlier in the trace.
    private mutating func readSince() throws(TraceError) -> String? {
        guard take("since") else { return nil }
        guard cursor < argumentEnd else { throw failure("'since' needs the label of an earlier mark", at: endOfArguments) }
        let word = words[cursor]
        cursor += 1
        let label = quotedText(word) ?? text(word.range)
        guard marks[label] != nil else {
            let hint = Suggestion.hint(for: label, among: marks.keys.sorted()) ?? ""
            throw failure("no mark '\(clipped(label))' before this line\(hint)", at: word.start)
        }
        return label
    }

    private mutating func readMatch() throws(TraceError) -> TimelineMatch {
        if take("include") { return .include }
        if take("exclude") { return .exclude }
        guard cursor < argumentEnd, isWord(words[cursor], "in") else { return .exactly }
        cursor += 1
        guard take("order") else {
            throw failure("expected 'in order'", at: cursor < argumentEnd ? words[cursor].start : endOfArguments)
        }
        return .inOrder
    }
}
