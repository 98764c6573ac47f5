// Where each kind of timeline item stands in an expectation checker's history, so that an
// expectation about the steps since a mark is answered by a few binary searches when it holds,
// instead of by reading every step since the mark: N steps each followed by `expect calls since
// m in order …` read N²/2 entries (issue 37). A failure is still described from the whole span:
// its message lists what happened there.

import Pivot

struct TimelineIndex: Sendable {
    /// A timeline item as the history holds it: a controller by its id (names never change).
    enum Key: Hashable, Sendable {
        case call(ControllerID, Callback)
        case post(NotificationName)
        case lifecycle(LifecycleCallback)
    }

    /// Per key, the places in the history where it happened, ascending.
    private var places: [Key: [Int]] = [:]
    /// `callsBefore[i]`: how many controller callbacks the history holds before place i.
    private var callsBefore: [Int] = [0]

    /// Notes the history's next entry.
    mutating func append(_ effect: Effect) {
        let place = callsBefore.count - 1
        var calls = callsBefore[place]
        switch effect {
        case .callback(let record):
            places[.call(record.controller, record.callback), default: []].append(place)
            calls += 1
        case .posted(let notification): places[.post(notification.name), default: []].append(place)
        case .lifecycle(let callback): places[.lifecycle(callback), default: []].append(place)
        default: break
        }
        callsBefore.append(calls)
    }

    /// How many times `key` happened in `span`.
    func count(_ key: Key, in span: Range<Int>) -> Int {
        guard let list = places[key] else { return 0 }
        return Self.firstIndex(in: list, atLeast: span.upperBound) - Self.firstIndex(in: list, atLeast: span.lowerBound)
    }

    /// The places of `key` in `span`, as a slice of its list.
    func places(of key: Key, in span: Range<Int>) -> ArraySlice<Int> {
        guard let list = places[key] else { return [] }
        return list[Self.firstIndex(in: list, atLeast: span.lowerBound)..<Self.firstIndex(in: list, atLeast: span.upperBound)]
    }

    /// How many items `expect calls` (callbacks only) or `expect events` (everything the
    /// history keeps) finds in `span`.
    func itemCount(in span: Range<Int>, includePosts: Bool) -> Int {
        includePosts ? span.count : callsBefore[span.upperBound] - callsBefore[span.lowerBound]
    }

    private static func firstIndex(in list: [Int], atLeast place: Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < place { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension Reading {
    /// The span of history a `since LABEL` expectation reads, nil without the mark.
    func spanRange(since label: String) -> Range<Int>? {
        guard let start = state.marks[label], start <= state.history.count else { return nil }
        return start..<state.history.count
    }

    /// The index's key for an item `expect calls` (`includePosts` false) or `expect events`
    /// could find; nil for one it can never find (no such controller, a post among calls).
    func key(_ item: TimelineItem, includePosts: Bool) -> TimelineIndex.Key? {
        switch item {
        case .call(let name, let callback): world.controllerID(name).map { .call($0, callback) }
        case .post(let name): includePosts ? .post(name) : nil
        case .lifecycle(let callback): includePosts ? .lifecycle(callback) : nil
        }
    }

    /// Whether the index shows that a `since` expectation holds; false when it does not or
    /// cannot tell (the span then decides, and describes the failure). `lookups` counts the
    /// searches.
    func holdsByIndex(_ timeline: TimelineExpectation, lookups: inout Int) -> Bool {
        guard let label = timeline.since, let span = spanRange(since: label) else { return false }
        let index = state.index
        let posts = timeline.events
        lookups += timeline.items.count + 1
        switch timeline.match {
        case .exactly, .inOrder:
            // As many items as listed, the listed ones among them in order: exactly those.
            if timeline.match == .exactly && index.itemCount(in: span, includePosts: posts) != timeline.items.count { return false }
            var next = span.lowerBound
            for item in timeline.items {
                guard let key = key(item, includePosts: posts),
                      let at = index.places(of: key, in: next..<span.upperBound).first else { return false }
                next = at + 1
            }
            return true
        case .include:
            var wanted: [TimelineIndex.Key: Int] = [:]
            for item in timeline.items {
                guard let key = key(item, includePosts: posts) else { return false }
                wanted[key, default: 0] += 1
            }
            return wanted.allSatisfy { index.count($0.key, in: span) >= $0.value }
        case .exclude:
            return timeline.items.allSatisfy { item in key(item, includePosts: posts).map { index.count($0, in: span) == 0 } ?? true }
        }
    }

    /// The same for `expect call since LABEL C.callback nth=N …`: the N-th call read as expected.
    func holdsByIndex(_ call: CallExpectation, lookups: inout Int) -> Bool {
        guard let label = call.since, let span = spanRange(since: label),
              let id = world.controllerID(call.controller) else { return false }
        lookups += 1
        let places = state.index.places(of: .call(id, call.callback), in: span)
        guard call.nth >= 1, call.nth <= places.count,
              case .callback(let record) = state.history[places[places.startIndex + call.nth - 1]] else { return false }
        return call.reading(record) == call
    }
}
