// The states a replay passes through: one per step, with the expectations, marks and observers
// that follow it (they all see the world that step left). Pictures are drawn per snapshot.

import Pivot

package struct ReplaySnapshot: Sendable {
    /// The step that led here first (none for the start), then the entries checked against it.
    package var entries: [ReplayEntry]
    package var world: World

    /// The step (run or skipped) that made this state; nil at the start of the trace.
    package var step: ReplayEntry? {
        entries.first.flatMap { $0.kind == .step || $0.kind == .skipped ? $0 : nil }
    }

    /// The points of the `expect hit` lines here, labelled with what they expected.
    package var touches: [TouchMark] {
        entries.compactMap { entry in
            guard case .expect(let expectation) = entry.statement, case .hit(let point, let window, let view) = expectation else { return nil }
            let target = view.map { "\(window)/\($0)" } ?? window
            return TouchMark(point: point, label: "\(Markup.point(point)) \(target)", held: entry.failure == nil)
        }
    }

    /// "line N: statement" of the step, or "start".
    package var title: String { step.map { "line \($0.line): \($0.text)" } ?? "start" }

    /// The lines above a picture of this state: where in the trace, and the state in brief; the
    /// device as the trace names it (`iPhone6`, an alias of the iPhone 8's screen).
    package func caption(file: String, device: String? = nil) -> [String] {
        var state = "\(device ?? world.model.name), iOS \(world.profile.ios), SDK \(world.profile.sdk) · device \(world.device.physical.name)"
            + " · interface \(world.statusBar.orientation.name) · t = \(world.clock) ms"
        if let crash = world.crash { state += " · crashed: \(crash.name)" }
        return ["\(file): \(title)", state]
    }

    /// Whether an expectation here failed.
    package var failed: Bool { entries.contains { $0.kind == .expect && $0.failure != nil } }
}

/// Groups streamed replay entries into snapshots. It keeps entries only: the world of a snapshot
/// is handed in when the snapshot closes (before the next step), so it is never held across a step.
package struct SnapshotCollector: Sendable {
    package private(set) var entries: [ReplayEntry] = []

    package init() {}

    /// Adds an entry: a step (run or skipped) starts a new snapshot.
    package mutating func add(_ entry: ReplayEntry) {
        if entry.kind == .step || entry.kind == .skipped {
            entries.removeAll(keepingCapacity: true)
        }
        entries.append(entry)
    }

    /// The current snapshot with the world it ends in.
    package func snapshot(_ world: World) -> ReplaySnapshot { ReplaySnapshot(entries: entries, world: world) }
}

extension ReplaySnapshot {
    /// Replays a trace and keeps the snapshot at a moment: the one holding the last statement on
    /// or before the line (the start, before any), or the one holding the mark. Expectations
    /// after the line that still see the same state belong to it (their touches too).
    package static func at(_ moment: PictureMoment, trace: Trace, file: String) -> ReplaySnapshot {
        var session = ReplaySession(trace: trace, file: file)
        var collector = SnapshotCollector()
        var chosen: ReplaySnapshot? = nil
        // Whether the current snapshot holds the wanted statement (so far): before any statement,
        // the start does for a line.
        var wantedInCurrent: Bool
        if case .line = moment { wantedInCurrent = true } else { wantedInCurrent = false }
        func wanted(line: Int, statement: Statement?) -> Bool {
            switch moment {
            case .end: return true
            case .line(let wantedLine): return line <= wantedLine
            case .mark(let label): return statement == .mark(label)
            }
        }
        _ = session.run(beforeStep: { line, world in
            // A step closes the snapshot that holds the wanted statement, and it is not wanted
            // itself: no later statement can be (lines only grow; a mark is unique).
            if chosen == nil, wantedInCurrent, !wanted(line: line, statement: nil) {
                chosen = collector.snapshot(world)
            }
        }) { entry, _ in
            guard chosen == nil else { return }
            collector.add(entry)
            if wanted(line: entry.line, statement: entry.statement) { wantedInCurrent = true }
        }
        return chosen ?? collector.snapshot(session.world)
    }
}
