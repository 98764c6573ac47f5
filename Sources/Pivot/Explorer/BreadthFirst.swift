// Breadth-first search over worlds (TLC, Stateright): level by level, each state deduplicated by
// its fingerprint, so the first counterexample found for a property is a shortest one, and among
// the shortest the first in action order. States keep only a fingerprint, a parent and an
// action (13 bytes and a set entry); a state's world is rebuilt from its parent's, which the
// level before left in a per-depth cache, so rebuilding costs about one transition.
//
// A level's states are expanded by `jobs` workers, each over a contiguous share; their results
// are merged in state order, so the output is the same whatever the number of jobs.

import Dispatch

/// Which share of a search a shard takes (`--shard I/N`): the first actions, or the hosts of a
/// sweep, whose position is I modulo N.
public struct Shard: Hashable, Sendable {
    public var index: Int
    public var count: Int
    public init(index: Int, count: Int) { self.index = index; self.count = count }
    /// The whole search.
    public static let all = Shard(index: 0, count: 1)
    package func owns(_ position: Int) -> Bool { position % count == index }
}

/// Progress of a long search, for a status line.
public struct ExploreProgress: Sendable {
    public var states: Int
    public var depth: Int
}

extension ExploreModel {
    public func breadthFirst(jobs: Int = 1, shard: Shard? = nil,
                             progress: ((ExploreProgress) -> Void)? = nil) -> ExploreReport {
        breadthFirst(jobs: jobs, shard: shard, smallestShare: 64, progress: progress)
    }

    /// `smallestShare`: a level is split among workers only in shares of at least this many
    /// states (tests lower it to split small levels too).
    func breadthFirst(jobs: Int, shard: Shard?, smallestShare: Int, progress: ((ExploreProgress) -> Void)? = nil) -> ExploreReport {
        var search = BreadthFirstSearch(model: self, jobs: max(1, jobs), shard: shard, smallestShare: max(1, smallestShare))
        return search.run(progress)
    }
}

/// One successor a worker found: the state it came from, the action and its fingerprint
/// (16 bytes: a level may hold millions).
struct Successor: Sendable {
    var fingerprint: UInt64
    var parent: Int32
    var action: UInt16
}

/// What a worker found in its share of a level: the successors not seen before (each once, in
/// state then action order), the properties broken where any is (by position in `found`,
/// checked only where the state may be new), and the transitions tried.
struct Expansion: Sendable {
    var found: [Successor] = []
    var broken: [(index: Int, properties: [Int])] = []
    var tried = 0
    /// The first state and action whose step the library's reactions ran away in (refused).
    var runaway: (state: Int, action: Int)? = nil
    /// Steps the worker took to rebuild the share's worlds.
    var rebuilt = 0
}

struct BreadthFirstSearch {
    let model: ExploreModel
    let jobs: Int
    let shard: Shard?
    let smallestShare: Int
    var seen = FingerprintSet()
    var parents: [Int32] = []
    var actions: [UInt16] = []
    var report = ExploreReport()
    /// Properties without a counterexample yet.
    var open: [Int]
    var found: [Int: [Int]] = [:]
    /// Each worker's cache of the worlds on its last path, kept from one level to the next: the
    /// next level's states hang below the last ones, so rebuilding one costs about a step, where
    /// a fresh cache would replay the whole path from the start at every level (a chain of n
    /// levels: n² steps).
    var caches: [[CachedWorld]] = []
    /// Steps taken to rebuild states' worlds (tests bound it).
    var rebuilt = 0

    init(model: ExploreModel, jobs: Int, shard: Shard?, smallestShare: Int) {
        self.model = model; self.jobs = jobs; self.shard = shard; self.smallestShare = smallestShare
        open = Array(model.properties.indices)
    }

    mutating func run(_ progress: ((ExploreProgress) -> Void)?) -> ExploreReport {
        seen.insert(model.start.fingerprint)
        parents.append(-1)
        actions.append(0)
        for p in model.broken(model.start, [], among: open) { found[p] = [] }
        open.removeAll { found[$0] != nil }
        var level = 0..<1
        var depth = 0
        while depth < model.depth && !open.isEmpty && !level.isEmpty {
            let next = parents.count
            for expansion in expand(level, depth: depth) {
                rebuilt += expansion.rebuilt
                report.transitions += expansion.tried
                if let runaway = expansion.runaway, let p = model.reactionsEnd, found[p] == nil {
                    found[p] = path(to: runaway.state) + [runaway.action]
                }
                var broken = expansion.broken[...]
                for (i, s) in expansion.found.enumerated() {
                    let new = seen.insert(s.fingerprint)
                    if new {
                        parents.append(s.parent)
                        actions.append(s.action)
                    }
                    guard let first = broken.first, first.index == i else { continue }
                    broken.removeFirst()
                    if new { for p in first.properties where found[p] == nil { found[p] = path(to: parents.count - 1) } }
                }
            }
            open.removeAll { found[$0] != nil }
            level = next..<parents.count
            depth += 1
            if !level.isEmpty { report.depth = depth }
            progress?(ExploreProgress(states: parents.count, depth: depth))
        }
        report.exhausted = level.isEmpty
        report.states = parents.count
        report.counterexamples = model.properties.indices.compactMap { p in
            found[p].map { Counterexample(property: model.properties[p].name, path: $0) }
        }
        return report
    }

    /// The actions from the start to a state.
    func path(to state: Int) -> [Int] {
        var path: [Int] = []
        var current = state
        while current > 0 {
            path.append(Int(actions[current]))
            current = Int(parents[current])
        }
        return path.reversed()
    }

    /// Every successor of a level's states, in state then action order, a worker's share each.
    /// The workers read the seen fingerprints through one pointer: no copy of the set, and no
    /// reference count for the cores to pass between them.
    /// Each worker keeps its cache for the next level (`caches`).
    mutating func expand(_ level: Range<Int>, depth: Int) -> [Expansion] {
        let workers = min(jobs, max(1, level.count / smallestShare))
        // A cache made by the single worker shares the start's buffers: a parallel level starts
        // every worker from a deep copy of its own instead.
        if workers > 1 && caches.count == 1 { caches = [] }
        // Moved out, so that each worker holds the only reference to its cache.
        let kept = Slots<[CachedWorld]>(count: workers)
        for (w, cache) in caches.prefix(workers).enumerated() { kept.put(w, cache) }
        caches = []
        let results: [(Expansion, [CachedWorld])] = seen.withView { seen in
            if workers == 1 {
                var worker = Worker(search: self, seen: seen, cache: kept.take(0))
                let expansion = worker.expand(level, depth: depth)
                return [(expansion, worker.cache)]
            }
            let slots = Slots<(Expansion, [CachedWorld])>(count: workers)
            let share = (level.count + workers - 1) / workers
            let search = self
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                let lower = level.lowerBound + w * share
                let part = lower..<min(level.upperBound, lower + share)
                var worker = Worker(search: search, seen: seen, detached: true, cache: kept.take(w))
                let expansion = worker.expand(part, depth: depth)
                slots.put(w, (expansion, worker.cache))
            }
            return slots.all
        }
        self.caches = results.map(\.1)
        return results.map(\.0)
    }
}

/// Rebuilds and expands states; each worker has its own cache of the worlds on its current path.
struct Worker {
    var search: BreadthFirstSearch
    /// The fingerprints of the levels before.
    let seen: FingerprintView
    /// Per depth: the state whose world is cached, that world and its fingerprint's parts.
    var cache: [CachedWorld] = []
    var buffer: [Effect] = []

    /// The model's actions, with storage of their own when the worker shares the search.
    var actions: [ExploreAction]

    /// Steps taken to rebuild states' worlds.
    var rebuilt = 0

    /// `cache`: the one this worker left at the level before, if any.
    init(search: BreadthFirstSearch, seen: FingerprintView, detached: Bool = false, cache: [CachedWorld]? = nil) {
        self.search = search
        self.seen = seen
        if let cache {
            self.cache = cache
        } else {
            let start = detached ? search.model.start.detached() : search.model.start
            self.cache = [CachedWorld(state: 0, world: start, parts: start.world.fingerprintParts())]
        }
        actions = detached ? search.model.actions.map { $0.detached() } : search.model.actions
    }

    mutating func expand(_ states: Range<Int>, depth: Int) -> Expansion {
        var expansion = Expansion()
        // This level's successors so far, so that each is listed once.
        var fresh = FingerprintSet()
        let model = search.model
        let watchesReactions = model.reactionsEnd.map(search.open.contains) ?? false
        // Through a buffer pointer, which lends each action: reading an array's element copies
        // it, and copying an event with a payload goes through the runtime's generic witness.
        let actions = self.actions
        actions.withUnsafeBufferPointer { actions in
            for state in states {
                cacheWorld(of: state, depth: depth)
                // The state's world is lent from the cache through a pointer: reading it out of
                // the array would copy it. The effects buffer is taken out of `self` meanwhile.
                var buffer = self.buffer
                self.buffer = []
                cache.withUnsafeBufferPointer { cached in
                    let current = cached.baseAddress! + depth
                    if current.pointee.world.world.crashed { return }
                    // The state's buffers, read once for all its successors.
                    let parentSources = current.pointee.world.world.fingerprintSources
                    for a in actions.indices {
                        if depth == 0, let shard = search.shard, !shard.owns(a) { continue }
                        expansion.tried += 1
                        var stepping = current.pointee.world
                        guard model.step(&stepping, actions[a], &buffer) else {
                            if watchesReactions, expansion.runaway == nil, ExploreModel.reactionsRanAway(buffer) {
                                expansion.runaway = (state, a)
                            }
                            continue
                        }
                        // Moved, not copied, into a constant that the calls below borrow; the
                        // parts read only its buffers (`fingerprintSources`): through a method
                        // of the world the compiler copied the whole world first (PERFORMANCE.md).
                        let next = consume stepping
                        let fingerprint = next.fingerprint(next.world.fingerprintSources.parts(reusing: current.pointee.parts, of: parentSources))
                        if seen.contains(fingerprint) || !fresh.insert(fingerprint) { continue }
                        let broken = model.broken(next, buffer, among: search.open)
                        if !broken.isEmpty { expansion.broken.append((expansion.found.count, broken)) }
                        expansion.found.append(Successor(fingerprint: fingerprint, parent: Int32(state), action: UInt16(a)))
                    }
                }
                self.buffer = buffer
            }
        }
        expansion.rebuilt = rebuilt
        forgetDeepPast(depth)
        return expansion
    }

    /// How many levels above the current one keep their worlds; above them, one level in
    /// `keptEvery`. A cached world per level made a search 1,000 deep over 800 controllers hold
    /// 800 copies of them (167 MB); a state below a forgotten level is rebuilt from the nearest
    /// kept one, at most `keptEvery` steps further.
    static let keptRecent = 64, keptEvery = 64

    /// Lets go of the worlds of levels far above `depth`, but every `keptEvery`-th; a forgotten
    /// level holds the start's world, which costs nothing, and a state that matches none.
    mutating func forgetDeepPast(_ depth: Int) {
        var level = depth - Self.keptRecent
        while level > 0, cache[level].state >= 0 {
            if level % Self.keptEvery != 0 {
                cache[level].state = -1
                cache[level].world = cache[0].world
                cache[level].parts = cache[0].parts
            }
            level -= 1
        }
    }

    /// Puts a state's world and its fingerprint's parts in the cache at its depth, rebuilt from
    /// its parent's. The worlds stay in the cache and are read there: handing them back would
    /// copy them, a reference count for each buffer they hold.
    mutating func cacheWorld(of state: Int, depth: Int) {
        if depth < cache.count, cache[depth].state == state { return }
        cacheWorld(of: Int(search.parents[state]), depth: depth - 1)
        rebuilt += 1
        var world = cache[depth - 1].world
        search.model.step(&world, actions[Int(search.actions[state])], &buffer)
        let parts = world.world.fingerprintParts(reusing: cache[depth - 1].parts, of: cache[depth - 1].world.world)
        if depth < cache.count {
            cache[depth].state = state
            cache[depth].world = world
            cache[depth].parts = parts
        } else {
            cache.append(CachedWorld(state: state, world: world, parts: parts))
        }
    }
}

/// A state's world (with its host's side when paired) a worker keeps for its depth.
struct CachedWorld {
    var state: Int
    var world: ExploreState
    var parts: FingerprintParts
}

/// One result slot per worker: each worker writes only its own, and the caller reads them after
/// every worker has finished (concurrentPerform returns then), so no two threads share a slot.
final class Slots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Result?>
    private let count: Int
    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }
    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
    func put(_ index: Int, _ result: Result) { slots[index] = result }
    /// Moves a slot's result out, leaving it empty.
    func take(_ index: Int) -> Result? {
        defer { slots[index] = nil }
        return slots[index]
    }
    var all: [Result] { (0..<count).compactMap { slots[$0] } }
}
