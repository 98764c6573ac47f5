// The check mode (`checkEvery:`): the search counts two sequences as one state when their keys
// agree, and goes on from the first only. That is sound when the key holds everything that
// decides the library's future (README: "What the state is made of"). The check takes every
// Nth such merge, runs both sequences again from scratch with each step after them, and fails
// when a step takes them to different states: the key missed something. It then names what
// differs between the two merged states that the key did not read (a helper object behind a
// reference, its stored values), or says that nothing readable differs (a static: return it
// from `state:`).

import Foundation
import Pivot
import PivotUIKit

extension LibraryExplorer {
    /// The property the check mode adds to the report.
    public static let keyCheck = "key-determines-future"

    /// Whether `first` and `second`, which reached one key, go on alike after every step; the
    /// counterexample when they do not. `twins` and the replays are the search's.
    func checkMerge(_ first: [Int], _ second: [Int], _ setup: HostSetup, _ steps: [Step], _ host: LibraryHost,
                    _ twins: inout [[Int]: Twin], _ tracker: SearchTracker,
                    _ result: LibraryHostResult) throws(SearchTracker.Hang) -> LibraryCounterexample? {
        for index in steps.indices {
            let twinA = if case .host = steps[index] { twin(setup, first + [index], steps, &twins) } else { twin(setup, first, steps, &twins) }
            let twinB = if case .host = steps[index] { twin(setup, second + [index], steps, &twins) } else { twin(setup, second, steps, &twins) }
            tracker.at(first + [index], .state, result)
            guard let a = try replay(setup, first + [index], steps, tracker, result) else { return nil }
            let keyA = key(of: a, twin: twinA)
            tracker.at(second + [index], .state, result)
            guard let b = try replay(setup, second + [index], steps, tracker, result) else { return nil }
            guard keyA != key(of: b, twin: twinB) else { continue }
            // What the two merged states hold that the key did not read.
            guard let before = try replay(setup, first, steps, tracker, result) else { return nil }
            let linesA = readableState(of: before)
            guard let other = try replay(setup, second, steps, tracker, result) else { return nil }
            let linesB = readableState(of: other)
            let count = max(linesA.count, linesB.count)
            let padded = { (lines: [String]) in lines + Array(repeating: "(nothing)", count: count - lines.count) }
            let missed = zip(padded(linesA), padded(linesB)).filter { $0.0 != $0.1 }
            let nameOf = { (path: [Int]) in path.isEmpty ? "the start" : path.map { name(of: steps[$0]) }.joined(separator: ", ") }
            var difference = ["- after \(nameOf(first)), then \(name(of: steps[index])): one state",
                              "+ after \(nameOf(second)), then \(name(of: steps[index])): another, though both had one key before the step"]
            difference += missed.prefix(4).flatMap { ["- \($0.0)", "+ \($0.1)"] }
            let why = missed.isEmpty
                ? ["nothing the explorer can read differs between the two: the library keeps it in a static; return it from `state:`"]
                : ["the key missed \(missed[0].0.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)): "
                   + "a value behind a reference, which the key counts by its kind only; return it from `state:`"]
            var example = LibraryCounterexample(property: Self.keyCheck, host: host, steps: (second + [index]).map { name(of: steps[$0]) },
                                                difference: difference, why: why)
            example.trace = stoppedTrace(example)
            return example
        }
        return nil
    }

    /// The library's state as lines, references followed (two levels, cycles cut): what the
    /// key reads and what it counts only by kind.
    private func readableState(of app: PivotApp) -> [String] {
        var lines: [String] = []
        var visited: Set<ObjectIdentifier> = []
        for object in app.madeObjects { walk(object, String(describing: type(of: object)), 0, &lines, &visited) }
        for (key, value) in app.statics.snapshot {
            if let reference = unwrapObject(value) {
                lines.append("static \(key) = a \(type(of: reference))")
                walk(reference, "static \(key)", 0, &lines, &visited)
            } else {
                lines.append("static \(key) = \(String(describing: value))")
            }
        }
        lines.append("observers = \(app.notificationCenter.observerSignature)")
        lines.append("delayed work = \(app.pendingWorkSignature)")
        if let state { lines.append("state = \(app.run { state() })") }
        return lines
    }

    private func walk(_ object: AnyObject, _ prefix: String, _ depth: Int, _ lines: inout [String], _ visited: inout Set<ObjectIdentifier>) {
        guard depth < 3, visited.insert(ObjectIdentifier(object)).inserted else { return }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, !Reflection.isUIKit(current.subjectType) {
            for child in current.children {
                let label = prefix + "." + (child.label ?? "?")
                if let reference = unwrapObject(child.value) {
                    lines.append("\(label) = a \(type(of: reference))")
                    walk(reference, label, depth + 1, &lines, &visited)
                } else {
                    lines.append("\(label) = \(String(describing: child.value))")
                }
            }
            mirror = current.superclassMirror
        }
    }

    /// The object a stored value refers to (through an optional), if any.
    private func unwrapObject(_ value: Any) -> AnyObject? {
        if type(of: value) is AnyClass { return value as AnyObject }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let some = mirror.children.first { return unwrapObject(some.value) }
        return nil
    }
}
