// Every name in use and what it names. Events name what they act on, so each step looks a name
// up: a dictionary ran SipHash over the name for it, a third of a small step's cost in the
// explorer. Here a name is hashed with FNV-1a over its bytes (names are short and come from the
// app's own trace, so there is nothing to defend against), and the table sits behind one
// reference that is copied only when a name is added: copying a world counts one reference
// for it.
//
// Names are compared as Swift strings are: canonically equivalent spellings ("é" as one scalar
// or as "e" and an accent; even the Kelvin sign and "K") are one name. Their bytes differ, so
// byte hashing serves only names all in ASCII, which is every name a trace can write; once the
// API adds a name past ASCII, the table also keeps a dictionary, which hashes as `==` compares.

struct NameTable: Sendable {
    private var storage = Storage()

    var count: Int { storage.keys.count }

    subscript(name: String) -> Named? {
        get { storage.find(name).map { storage.values[$0] } }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            if let newValue { storage.set(name, newValue) } else { storage.remove(name) }
        }
    }

    mutating func reserveCapacity(_ capacity: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.reserve(capacity)
    }

    /// The same names with storage of their own (for a worker thread).
    func detached() -> NameTable {
        var table = NameTable()
        table.storage = storage.copy(owningKeys: true)
        return table
    }

    /// Open addressing with linear probing: a slot holds an entry's index + 1, 0 when empty.
    /// Entries are kept in insertion order; a removal (a rejected declaration's rollback) rebuilds
    /// the slots.
    private final class Storage: @unchecked Sendable {
        // @unchecked: a storage is written only while uniquely referenced (copy on write), so
        // no two accesses overlap; unchecked exclusivity spares each look-up two runtime checks.
        @exclusivity(unchecked) var keys: [String] = []
        @exclusivity(unchecked) var values: [Named] = []
        @exclusivity(unchecked) var slots = [Int32](repeating: 0, count: 16)
        /// Every name's index, once a name past ASCII was added (nil before).
        @exclusivity(unchecked) var unicode: [String: Int]? = nil

        func copy(owningKeys: Bool = false) -> Storage {
            let copy = Storage()
            copy.keys = owningKeys ? keys.map { String(decoding: Array($0.utf8), as: UTF8.self) } : keys
            copy.values = values.map { $0 }
            copy.slots = slots.map { $0 }
            copy.unicode = unicode.map { _ in Dictionary(uniqueKeysWithValues: zip(copy.keys, copy.keys.indices)) }
            return copy
        }

        /// FNV-1a over the name's bytes, or nil for a name past ASCII.
        static func asciiHash(_ name: String) -> Int? {
            var h: UInt64 = 0xCBF2_9CE4_8422_2325
            var all: UInt8 = 0
            // Through the bytes in place (a short name's sit in the string itself): iterating
            // the UTF-8 view costs several times as much per byte.
            let done: Void? = name.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3; all |= byte }
            }
            if done == nil { for byte in name.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3; all |= byte } }
            return all < 0x80 ? Int(truncatingIfNeeded: h ^ (h >> 32)) : nil
        }

        func find(_ name: String) -> Int? {
            if let unicode { return unicode[name] }
            // Every name held is ASCII; a name past ASCII may still equal one (the Kelvin sign
            // is "K"), so it is compared with each.
            guard let hash = Self.asciiHash(name) else { return keys.firstIndex(of: name) }
            let mask = slots.count - 1
            var i = hash & mask
            while true {
                let slot = Int(slots[i])
                if slot == 0 { return nil }
                if keys[slot - 1] == name { return slot - 1 }
                i = (i + 1) & mask
            }
        }

        func set(_ name: String, _ value: Named) {
            if let index = find(name) { values[index] = value; return }
            keys.append(name)
            values.append(value)
            if unicode != nil {
                unicode![name] = keys.count - 1
            } else if Self.asciiHash(name) == nil {
                // The first name past ASCII: from now on every look-up goes through a dictionary.
                unicode = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
            } else if keys.count * 4 > slots.count * 3 {
                rebuild(slots: slots.count * 2)
            } else {
                place(keys.count - 1)
            }
        }

        func remove(_ name: String) {
            guard let index = find(name) else { return }
            keys.remove(at: index)
            values.remove(at: index)
            rebuild(slots: slots.count)
        }

        func reserve(_ capacity: Int) {
            keys.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
            var size = slots.count
            while capacity * 4 > size * 3 { size *= 2 }
            if size > slots.count { rebuild(slots: size) }
        }

        /// Puts an ASCII name's index in its slot (the slots serve only while every name is ASCII).
        private func place(_ index: Int) {
            guard let hash = Self.asciiHash(keys[index]) else { return }
            let mask = slots.count - 1
            var i = hash & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = Int32(index + 1)
        }

        private func rebuild(slots size: Int) {
            if unicode != nil {
                unicode = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
                return
            }
            slots = [Int32](repeating: 0, count: size)
            for index in keys.indices { place(index) }
        }
    }
}

extension NameTable: Equatable {
    /// The same names naming the same things, in whatever order they were added.
    static func == (a: NameTable, b: NameTable) -> Bool {
        if a.storage === b.storage { return true }
        guard a.count == b.count else { return false }
        for (key, value) in zip(a.storage.keys, a.storage.values) where b[key] != value { return false }
        return true
    }
}

extension NameTable: Hashable {
    /// By the count and what is named, in any order: equal tables may spell a name differently
    /// (canonically equivalent strings), so the names' bytes are left out.
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var sum = 0
        for value in storage.values { sum &+= value.hashValue }
        hasher.combine(sum)
    }
}
