// Random walks for bugs deeper than breadth-first search reaches: seeded walks of random
// actions, each property's first counterexample (by walk number, so any number of jobs agrees)
// then shrunk greedily: drop events, then replace events by earlier ones, while it still fails.

import Dispatch

/// SplitMix64: small, fixed and seedable, so a walk reproduces from its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension ExploreModel {
    public func randomWalks(seed: UInt64, walks: Int, jobs: Int = 1) -> ExploreReport {
        let workers = max(1, min(jobs, walks))
        let share = (walks + workers - 1) / workers
        let slots = Slots<[WalkResult]>(count: workers)
        let model = self
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            let lower = w * share
            slots.put(w, (lower..<min(walks, lower + share)).map { model.walk(seed: seed, number: $0) })
        }
        var report = ExploreReport()
        var first: [Int: [Int]] = [:]
        // A property the start already breaks (the set-up crashed, or left a bad state) is
        // violated after 0 events, as breadth-first reports it; no walk could undo it.
        for p in broken(start, [], among: Array(properties.indices)) { first[p] = [] }
        for result in slots.all.joined() {
            report.states += result.steps
            report.transitions += result.tried
            report.depth = max(report.depth, result.steps)
            for (p, path) in result.broken where first[p] == nil { first[p] = path }
        }
        report.counterexamples = properties.indices.compactMap { p in
            first[p].map { Counterexample(property: properties[p].name, path: shrink($0, property: p), shrunkFrom: $0.count) }
        }
        return report
    }

    /// One walk of up to `depth` steps; the first path that broke each property.
    func walk(seed: UInt64, number: Int) -> WalkResult {
        var rng = SplitMix(state: seed &+ UInt64(number) &* 0xD1B5_4A32_D192_ED03)
        var state = start
        var buffer: [Effect] = []
        var result = WalkResult()
        var path: [Int] = []
        var open = Array(properties.indices)
        while path.count < depth && !state.crashed && !actions.isEmpty {
            let a = Int.random(in: 0..<actions.count, using: &rng)
            result.tried += 1
            if result.tried > depth * 4 { break }   // a walk of refused actions ends
            guard step(&state, actions[a], &buffer) else {
                // The library's reactions ran away: reactions-end is broken by this step.
                if let p = reactionsEnd, open.contains(p), Self.reactionsRanAway(buffer) {
                    result.broken.append((p, path + [a]))
                    open.removeAll { $0 == p }
                }
                continue
            }
            path.append(a)
            result.steps += 1
            for p in broken(state, buffer, among: open) { result.broken.append((p, path)) }
            open.removeAll { p in result.broken.contains { $0.0 == p } }
        }
        return result
    }

    /// The shortest prefix of `path` after which the property fails, nil if it never does.
    func failingPrefix(_ path: [Int], property p: Int) -> [Int]? {
        var state = start
        var buffer: [Effect] = []
        if !properties[p].holds(state, []) { return [] }
        let runaway = p == reactionsEnd
        for (i, a) in path.enumerated() {
            guard step(&state, actions[a], &buffer) else {
                if runaway && Self.reactionsRanAway(buffer) { return Array(path[...i]) }
                continue
            }
            if !properties[p].holds(state, buffer) { return Array(path[...i]) }
            if state.crashed { return nil }
        }
        return nil
    }

    /// Greedy shrinking: drop events while it still fails, then replace each by an earlier
    /// action, until neither helps.
    func shrink(_ path: [Int], property p: Int) -> [Int] {
        var best = failingPrefix(path, property: p) ?? path
        var changed = true
        while changed {
            changed = false
            var i = 0
            while i < best.count {
                var candidate = best
                candidate.remove(at: i)
                if let shorter = failingPrefix(candidate, property: p) { best = shorter; changed = true } else { i += 1 }
            }
            for i in best.indices {
                for a in 0..<best[i] {
                    var candidate = best
                    candidate[i] = a
                    if let other = failingPrefix(candidate, property: p), other.count <= best.count {
                        best = other; changed = true
                        break
                    }
                }
                if changed { break }
            }
        }
        return best
    }
}

struct WalkResult: Sendable {
    var steps = 0
    var tried = 0
    var broken: [(Int, [Int])] = []
}
