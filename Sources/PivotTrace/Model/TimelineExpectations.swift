// The looser timeline expectations (TRACE-LANGUAGE 7, "Timelines: subsequences, sets, spans"):
// `expect calls|events [since LABEL] [in order|include|exclude] ITEMS` and
// `expect call [since LABEL] C.callback [nth=N] [VALUE=…]`. Reports state what happened, not
// everything that happened, and often across two steps; these forms say only that.

import Pivot

/// How a timeline expectation compares its items with what happened.
public enum TimelineMatch: String, Hashable, Sendable, CaseIterable {
    /// Exactly these items, in this order, nothing else (the plain form).
    case exactly = ""
    /// These items in this order; others may come between and around them.
    case inOrder = "in order"
    /// Each of these items (as many times as listed), in any order; others allowed.
    case include
    /// None of these items.
    case exclude
}

/// `expect calls|events [since LABEL] [MATCH] ITEMS`. A plain `expect calls ITEMS` without
/// `since` stays `Expectation.calls`, so that older traces print as they were written.
public struct TimelineExpectation: Hashable, Sendable {
    /// `events`: observed notifications count too (`post:NAME` items).
    public var events: Bool
    /// The mark the span starts at; nil: the previous step.
    public var since: String?
    public var match: TimelineMatch
    public var items: [TimelineItem]

    public init(events: Bool, since: String? = nil, match: TimelineMatch, items: [TimelineItem]) {
        self.events = events; self.since = since; self.match = match; self.items = items
    }
}

/// `expect call [since LABEL] C.callback [nth=N] [bounds=WxH] [orientation=O] [statusbar=O]
/// [safearea=T,L,B,R]`: what a controller read when UIKit called it (the engine's callback
/// record); nil values are not checked.
public struct CallExpectation: Hashable, Sendable {
    public var controller: String
    public var callback: Callback
    public var since: String?
    /// Which call of it, counted from 1.
    public var nth: Int
    public var bounds: Size?
    /// The window's interface orientation.
    public var orientation: InterfaceOrientation?
    /// The status bar's orientation.
    public var statusBar: InterfaceOrientation?
    public var safeArea: Insets?
    /// The size argument (viewWillTransitionToSize's `size`).
    public var size: Size?

    public init(controller: String, callback: Callback, since: String? = nil, nth: Int = 1, bounds: Size? = nil,
                orientation: InterfaceOrientation? = nil, statusBar: InterfaceOrientation? = nil, safeArea: Insets? = nil) {
        self.controller = controller; self.callback = callback; self.since = since; self.nth = nth
        self.bounds = bounds; self.orientation = orientation; self.statusBar = statusBar; self.safeArea = safeArea
    }

    /// The same call with the values a record read, for those this one asks about.
    func reading(_ record: CallbackRecord) -> CallExpectation {
        var read = self
        if bounds != nil { read.bounds = record.bounds }
        if orientation != nil { read.orientation = record.orientation }
        if statusBar != nil { read.statusBar = record.statusBarOrientation }
        if safeArea != nil { read.safeArea = record.safeArea }
        if size != nil { read.size = record.size }
        return read
    }
}

extension TimelineExpectation {
    var printed: String {
        var line = events ? "expect events" : "expect calls"
        if let since { line += " since \(TraceSyntax.label(since))" }
        if match != .exactly { line += " \(match.rawValue)" }
        return line + " \(TraceSyntax.timeline(items))"
    }

    /// nil when `found` satisfies the expectation, else which item failed it.
    func unmet(by found: [TimelineItem]) -> String? {
        switch match {
        case .exactly:
            return found == items ? nil : ""
        case .inOrder:
            var next = found.startIndex
            for item in items {
                guard let at = found[next...].firstIndex(of: item) else {
                    return "\(TraceSyntax.timeline([item])) is missing" + (next > found.startIndex ? " after \(TraceSyntax.timeline([found[next - 1]]))" : "")
                }
                next = at + 1
            }
            return nil
        case .include:
            var left = found
            for item in items {
                guard let at = left.firstIndex(of: item) else {
                    let listed = items.filter { $0 == item }.count
                    return listed > 1 ? "\(TraceSyntax.timeline([item])) is listed \(listed) times but happened \(found.filter { $0 == item }.count)"
                        : "\(TraceSyntax.timeline([item])) is missing"
                }
                left.remove(at: at)
            }
            return nil
        case .exclude:
            return items.first(where: found.contains).map { "\(TraceSyntax.timeline([$0])) happened" }
        }
    }
}

extension CallExpectation {
    var printed: String {
        typealias S = TraceSyntax
        var line = "expect call"
        if let since { line += " since \(S.label(since))" }
        line += " \(controller).\(callback.rawValue)"
        if nth != 1 { line += " nth=\(nth)" }
        if let bounds { line += " bounds=\(S.size(bounds))" }
        if let orientation { line += " orientation=\(orientation.name)" }
        if let statusBar { line += " statusbar=\(statusBar.name)" }
        if let safeArea { line += " safearea=\(S.insets(safeArea))" }
        if let size { line += " size=\(S.size(size))" }
        return line
    }
}

extension Statement {
    /// An `explore` line: what the explorer may try and check, not part of a replay.
    public var isExplore: Bool {
        if case .explore = self { true } else { false }
    }

    /// An expectation about the steps since a mark (`since LABEL`).
    var spansSteps: Bool {
        switch self {
        case .expect(.timeline(let timeline)): timeline.since != nil
        case .expect(.call(let call)): call.since != nil
        default: false
        }
    }
}
