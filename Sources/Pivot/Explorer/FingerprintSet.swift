// The fingerprints a search has seen. Fingerprints are already well mixed (a finished
// splitmix), so a slot is found from their own low bits without hashing them again: a
// `Set<UInt64>` would run SipHash on every look-up, which the workers do once a transition and
// the merge once a new state.

struct FingerprintSet: Sendable {
    /// Open addressing with linear probing; 0 marks an empty slot (fingerprint 0 is kept apart).
    private var slots: [UInt64]
    private var mask: Int
    private var hasZero = false
    private(set) var count = 0

    init(minimumCapacity: Int = 1_024) {
        var size = 16
        while size < minimumCapacity * 4 / 3 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    func contains(_ fingerprint: UInt64) -> Bool { withView { $0.contains(fingerprint) } }

    /// Lends the set, read-only, to `body`, which may hand it to other threads: they read its
    /// slots through a pointer and count no reference on them (threads that shared the array
    /// counted references on it at every look-up, and the count's cache line bounced between
    /// the cores).
    func withView<R>(_ body: (FingerprintView) -> R) -> R {
        slots.withUnsafeBufferPointer { body(FingerprintView(slots: $0, mask: mask, hasZero: hasZero)) }
    }

    /// Adds a fingerprint; false when it was already there.
    @discardableResult
    mutating func insert(_ fingerprint: UInt64) -> Bool {
        if fingerprint == 0 {
            defer { hasZero = true }
            if hasZero { return false }
            count += 1
            return true
        }
        // At most three quarters full, so probes stay short.
        if (count + 1) * 4 > slots.count * 3 { grow() }
        var i = Int(truncatingIfNeeded: fingerprint) & mask
        while true {
            let slot = slots[i]
            if slot == fingerprint { return false }
            if slot == 0 {
                slots[i] = fingerprint
                count += 1
                return true
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        count = hasZero ? 1 : 0
        for fingerprint in old where fingerprint != 0 { insert(fingerprint) }
    }
}

/// A fingerprint set lent read-only (`FingerprintSet.withView`); valid only inside the call.
struct FingerprintView: @unchecked Sendable {
    // @unchecked: the slots are not written while a view exists (the set is lent, not shared).
    fileprivate let slots: UnsafeBufferPointer<UInt64>
    fileprivate let mask: Int
    fileprivate let hasZero: Bool

    func contains(_ fingerprint: UInt64) -> Bool {
        if fingerprint == 0 { return hasZero }
        var i = Int(truncatingIfNeeded: fingerprint) & mask
        while true {
            let slot = slots[i]
            if slot == fingerprint { return true }
            if slot == 0 { return false }
            i = (i + 1) & mask
        }
    }
}
