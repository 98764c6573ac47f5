// Checking the looser timeline expectations (TRACE-LANGUAGE 7, "Timelines"): subsequences,
// sets, exclusions, spans since a mark, and what a controller read during one callback. A
// failure shows what happened as the exact form (`calls since m a.x,b.y`), which would hold.

import Pivot

extension Reading {
    /// The effects a timeline expectation looks at: the previous step's, or every step's since
    /// the mark (observed notifications already filtered when they were kept).
    func span(since label: String?) -> [Effect]? {
        guard let label else {
            return lastEffects.filter {
                if case .posted(let n) = $0 { return observedAtStep.contains(n.name) }
                return true
            }
        }
        guard let start = state.marks[label], start <= state.history.count else { return nil }
        return Array(state.history[start...])
    }

    func items(_ effects: [Effect], includePosts: Bool) -> [TimelineItem] {
        effects.compactMap {
            switch $0 {
            case .callback(let record): .call(controller: world[record.controller].name, record.callback)
            case .posted(let n) where includePosts: .post(n.name)
            case .lifecycle(let callback) where includePosts: .lifecycle(callback)
            default: nil
            }
        }
    }

    func check(_ timeline: TimelineExpectation, _ wanted: String) -> ExpectationMismatch? {
        guard let effects = span(since: timeline.since) else { return noMark(timeline.since, wanted) }
        let found = items(effects, includePosts: timeline.events)
        guard let unmet = timeline.unmet(by: found) else { return nil }
        var shown = timeline
        shown.match = .exactly
        shown.items = found
        return ExpectationMismatch(expected: wanted, found: Self.shown(.timeline(shown)), foundIsSyntax: true,
                                   note: unmet.isEmpty ? nil : unmet)
    }

    func check(_ call: CallExpectation, _ wanted: String) -> ExpectationMismatch? {
        guard let effects = span(since: call.since) else { return noMark(call.since, wanted) }
        let records = effects.compactMap { effect -> CallbackRecord? in
            guard case .callback(let record) = effect, record.callback == call.callback,
                  world[record.controller].name == call.controller else { return nil }
            return record
        }
        let item = "\(call.controller).\(call.callback.rawValue)"
        let span = call.since.map { "since mark \(TraceSyntax.label($0))" } ?? "in the previous step"
        guard call.nth <= records.count else {
            let found = records.isEmpty ? "no call of \(item) \(span)"
                : "\(records.count) call\(records.count == 1 ? "" : "s") of \(item) \(span)"
            return ExpectationMismatch(expected: wanted, found: found, foundIsSyntax: false)
        }
        let read = call.reading(records[call.nth - 1])
        if read == call { return nil }
        return ExpectationMismatch(expected: wanted, found: Self.shown(.call(read)), foundIsSyntax: true)
    }

    private func noMark(_ label: String?, _ wanted: String) -> ExpectationMismatch {
        ExpectationMismatch(expected: wanted, found: "no mark \(TraceSyntax.label(label ?? "")) before it", foundIsSyntax: false)
    }
}
