// A world's identity for search: everything that can change a future step, nothing that only
// records history. The clock and the stamp counter go; stacking and root stamps count only by
// their order (ranks); running work counts by the time left and its order. Rotating left and
// back then gives the state it started from, so a breadth-first search closes. The value is
// stable (no per-process seed), so separate processes exploring shards agree on it.

/// What a fingerprint folds of the controllers and of the windows, kept beside a world so that
/// a successor still holding the same controller or window buffer (a step that wrote neither)
/// does not fold them again: about half the steps of a search leave each untouched.
struct FingerprintParts: Hashable {
    var controllers: UInt64
    var windows: UInt64
    /// The views, folded again only when the catalog holding them was copied (a step that
    /// changed a view or a declaration).
    var views: UInt64
}

/// The buffers the parts are folded from, read out of a world without copying it: in the
/// search's loop, a method of the world called on a successor made the compiler copy the whole
/// world first (two copies a step instead of one, PERFORMANCE.md).
struct FingerprintSources {
    var controllers: [Controller]
    var catalog: Catalog
    var windows: [Window]

    /// The parts, taking the parent's where a buffer is still the parent's own.
    func parts(reusing parentParts: FingerprintParts, of parent: FingerprintSources) -> FingerprintParts {
        FingerprintParts(
            controllers: controllers.sharesStorage(with: parent.controllers) && catalog === parent.catalog
                ? parentParts.controllers : World.controllersPart(controllers, catalog),
            windows: windows.sharesStorage(with: parent.windows) ? parentParts.windows : World.windowsPart(windows),
            views: catalog === parent.catalog ? parentParts.views : World.viewsPart(catalog.views))
    }
}

extension World {
    /// A 64-bit fingerprint of the world's future-relevant state. Worlds of one configuration
    /// with equal fingerprints behave alike (up to a collision, about n²/2⁶⁵ for n states).
    public var fingerprint: UInt64 { fingerprint(fingerprintParts()) }

    /// The fingerprint from the controllers' and windows' parts and the rest of the world.
    func fingerprint(_ parts: FingerprintParts) -> UInt64 { fingerprintFold(parts).finished }

    /// The fold before its finish, which a state holding more than the world (the explorer's
    /// paired state) goes on folding.
    func fingerprintFold(_ parts: FingerprintParts) -> WordFold {
        var fold = WordFold()
        foldState(into: &fold)
        fold.add(parts.controllers)
        fold.add(parts.windows)
        // Hashing counts the delegate's masks; a fingerprint needs what they are.
        if !delegateMasks.isEmpty {
            for (window, mask) in delegateMasks.sorted(by: { $0.key < $1.key }) {
                fold.add(window.index); fold.add(Int(bitPattern: mask.rawValue))
            }
        }
        fold.add(parts.views)
        foldPending(into: &fold)
        if let crash { fold.add(crash.name); fold.add(crash.reason) }
        return fold
    }

    /// The parts of this world's fingerprint.
    func fingerprintParts() -> FingerprintParts {
        FingerprintParts(controllers: Self.controllersPart(controllers, catalog), windows: Self.windowsPart(windows),
                         views: Self.viewsPart(views))
    }

    /// What the parts are folded from: three references, not the world.
    @inline(__always)
    var fingerprintSources: FingerprintSources {
        FingerprintSources(controllers: controllers, catalog: catalog, windows: windows)
    }


    /// The parts of this world's fingerprint, taking those of `parent` (a world this one was
    /// copied from) where the buffer is still the same.
    func fingerprintParts(reusing parentParts: FingerprintParts, of parent: World) -> FingerprintParts {
        fingerprintSources.parts(reusing: parentParts, of: parent.fingerprintSources)
    }

    fileprivate static func controllersPart(_ controllers: [Controller], _ catalog: Catalog) -> UInt64 {
        var fold = WordFold()
        foldControllers(controllers, catalog, into: &fold)
        return fold.value
    }

    /// Every view's geometry and look: a layout step or a filling view changes what the
    /// compositor shows (C1), which properties such as `covers-screen` read.
    fileprivate static func viewsPart(_ views: [View]) -> UInt64 {
        var fold = WordFold()
        fold.add(views.count)
        for i in views.indices { views[i].fold(into: &fold) }
        return fold.value
    }

    fileprivate static func windowsPart(_ windows: [Window]) -> UInt64 {
        var fold = WordFold()
        foldWindowsByRank(windows, into: &fold)
        return fold.value
    }

    /// The windows with their stamps as ranks: only their order can change a future step.
    private static func foldWindowsByRank(_ windows: [Window], into fold: inout WordFold) {
        fold.add(windows.count)
        if windows.count <= 32 {
            // Stamps are unique but for 0 (never), so a stamp's rank is how many smaller ones
            // there are: no allocation for the usual handful of windows.
            for i in windows.indices {
                windows[i].fold(into: &fold, stackRank: rank(of: i, \.stackStamp, in: windows), rootRank: rank(of: i, \.rootStamp, in: windows))
            }
        } else {
            let stackRanks = Self.ranks(windows.map(\.stackStamp))
            let rootRanks = Self.ranks(windows.map(\.rootStamp))
            for i in windows.indices { windows[i].fold(into: &fold, stackRank: stackRanks[i], rootRank: rootRanks[i]) }
        }
    }

    /// A window's stamp's rank among the windows' stamps: 0 for never, else 1 + the nonzero
    /// stamps below it.
    @inline(__always)
    private static func rank(of index: Int, _ stamp: KeyPath<Window, Int>, in windows: [Window]) -> Int {
        let own = windows[index][keyPath: stamp]
        guard own != 0 else { return 0 }
        var below = 1
        for j in windows.indices {
            let other = windows[j][keyPath: stamp]
            if other != 0 && other < own { below += 1 }
        }
        return below
    }

    /// Running work by time left and in the order it will run.
    private func foldPending(into fold: inout WordFold) {
        fold.add(pending.count)
        let order = pending.count < 2 ? Array(pending.indices)
            : pending.indices.sorted { (pending[$0].time, pending[$0].order) < (pending[$1].time, pending[$1].order) }
        for i in order {
            fold.add(pending[i].time &- clock)
            switch pending[i].work {
            case .rotationDone(let cast):
                fold.add(cast.keyboardReturns ? 5 : 1)
                for turn in cast.turns { fold.add(turn.window.index); fold.add(turn.from.rawValue); fold.add(turn.to.rawValue) }
                for m in cast.members {
                    fold.add(m.controller.index); fold.add(m.turn); fold.add(m.covered ? 1 : 0); fold.add(m.legacy ? 1 : 0)
                }
            case .presentationDone(let presented, let covered):
                fold.add(2); fold.add(presented.index)
                for c in covered { fold.add(c.index) }
            case .dismissalDone(let stack, let host, let calibrates):
                fold.add(3); fold.add(host.index); fold.add(calibrates ? 1 : 0)
                for c in stack { fold.add(c.index) }
            case .navigationDone(let nav, let shown, let hidden, let push):
                fold.add(4); fold.add(nav.index); fold.add(shown.index); fold.add(hidden.index); fold.add(push ? 1 : 0)
            }
        }
    }

    /// Each stamp's rank among the distinct stamps; 0 (never stamped) keeps rank 0.
    static func ranks(_ values: [Int]) -> [Int] {
        let distinct = Array(Set(values + [0])).sorted()
        var rank: [Int: Int] = [:]
        for (i, v) in distinct.enumerated() { rank[v] = i }
        return values.map { rank[$0]! }
    }
}

extension Array {
    /// Whether both arrays are one buffer (copies not written since): then they are equal.
    @inline(__always)
    func sharesStorage(with other: Array) -> Bool {
        withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count } }
    }
}

extension WordFold {
    /// A string by its UTF-8 bytes (stable across processes, unlike `hashValue`).
    mutating func add(_ string: String) {
        add(string.utf8.count)
        var word: UInt64 = 0, n = 0
        for byte in string.utf8 {
            word = word << 8 | UInt64(byte)
            n += 1
            if n == 8 { add(word); word = 0; n = 0 }
        }
        if n > 0 { add(word) }
    }

    /// The fold, mixed so that every bit of input moves every bit of output (SplitMix64's finish).
    var finished: UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
