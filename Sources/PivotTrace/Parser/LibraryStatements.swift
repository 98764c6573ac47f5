// A library's code (Docs/TRACE-LANGUAGE.md, issue 20): `action NAME` … `end` (a named sequence of
// steps that happens as one), `do NAME` (runs it), and `on NOTIFICATION do NAME` (an observer
// that runs it when UIKit posts the notification).

import Pivot

extension TraceReader {
    /// `action NAME` opens a block (nil: nothing to append yet); `on … do …` is a declaration;
    /// `end` outside a block is an error.
    mutating func readLibrary(_ keyword: Keyword, location: SourceLocation) throws(TraceError) -> Event? {
        switch keyword {
        case .action:
            let word = try next("an action name")
            let name = try validName(word.range)
            if let earlier = actionLines[name] {
                throw failure("action '\(clipped(name))' is already defined (line \(earlier))", at: word.start)
            }
            try finish()
            openAction = (name, [], location)
            openActionDepth = 1
            return nil
        case .on:
            let word = try next("a notification name")
            let notification = try notification(word.range)
            guard cursor < argumentEnd, isWord(words[cursor], "do") else {
                throw failure("'on' needs 'do ACTION' after the notification", at: cursor < argumentEnd ? words[cursor].start : endOfArguments)
            }
            cursor += 1
            let action = try actionReference()
            try finish()
            return .react(notification, action: action)
        default:
            throw failure("'end' closes an 'action' block, and none is open", at: words[0].start)
        }
    }

    /// A line inside `action` … `end`: a step of the action, or the `end` that defines it.
    mutating func readActionLine(_ keyword: Keyword, at start: Int) throws(TraceError) {
        guard var open = openAction else { return }
        if keyword == .end {
            try finish()
            openAction = nil
            actionLines[open.name] = open.location.line
            actionDepths[open.name] = openActionDepth
            trace.statements.append(.event(.defineAction(open.name, open.events), nowait: false))
            trace.locations.append(open.location)
            return
        }
        guard keyword.role == .step else {
            throw failure("an action holds steps; '\(keyword.rawValue)' is not one (close the action with 'end')", at: start)
        }
        isStep = true
        if argumentEnd > cursor, isWord(words[argumentEnd - 1], "nowait") {
            throw failure("an action's steps run as one step; 'nowait' goes after 'do NAME'", at: words[argumentEnd - 1].start)
        }
        let event = try readEvent(keyword)
        openAction = nil
        open.events.append(event)
        openAction = open
    }

    /// The name of an action defined earlier; inside an action, one that neither is the action
    /// itself nor nests past `World.actionNestingLimit` with it.
    mutating func actionReference() throws(TraceError) -> String {
        let word = try next("an action name")
        let name = text(word.range)
        if let open = openAction, !word.isQuoted {
            if name == open.name {
                throw failure("action '\(clipped(name))' runs itself: an action cannot be recursive", at: word.start)
            }
            if let depth = actionDepths[name] {
                guard depth < World.actionNestingLimit else {
                    throw failure("actions nest at most \(World.actionNestingLimit) deep: '\(clipped(name))' already nests "
                                  + "\(depth), so '\(clipped(open.name))' would nest \(depth + 1)", at: word.start)
                }
                openActionDepth = max(openActionDepth, depth + 1)
            }
        }
        guard !word.isQuoted, actionLines[name] != nil else {
            let hint = Suggestion.hint(for: name, among: actionLines.keys.sorted()) ?? ""
            throw failure("undefined action '\(clipped(name))'\(hint)", at: word.start)
        }
        return name
    }
}
