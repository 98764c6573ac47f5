// The names a trace has declared, looked up straight from the input bytes: most lines refer to
// a name, and making a String of it and hashing that for a Dictionary cost more than the rest of
// the reference's work. Open addressing over FNV-1a hashes of the bytes.

struct NameTable: Sendable {
    private var names: [String] = []
    private var declarations: [Declaration] = []
    /// Every name's UTF-8 bytes, one after the other; name `i` is `text[starts[i]..<starts[i + 1]]`.
    private var text: [UInt8] = []
    private var starts: [Int] = [0]
    /// 1 + a name's index, or 0 for an empty slot; at most half of them are taken.
    private var slots = Array(repeating: 0, count: 16)

    var count: Int { names.count }

    /// The declared name at `range` of `bytes`, as first declared, and its declaration.
    func lookup(_ bytes: [UInt8], _ range: Range<Int>) -> (name: String, declaration: Declaration)? {
        guard range.upperBound <= bytes.count else { return nil }
        let found = bytes.withUnsafeBufferPointer { find(UnsafeBufferPointer(rebasing: $0[range])) }
        return found.map { (names[$0], declarations[$0]) }
    }

    subscript(name: String) -> Declaration? {
        var name = name
        return name.withUTF8 { find($0) }.map { declarations[$0] }
    }

    /// Declares `name`, or declares it again (a later declaration replaces an earlier one).
    mutating func declare(_ name: String, _ declaration: Declaration) {
        var name = name
        if let index = name.withUTF8({ find($0) }) {
            declarations[index] = declaration
            return
        }
        names.append(name)
        declarations.append(declaration)
        text.append(contentsOf: name.utf8)
        starts.append(text.count)
        if names.count * 2 > slots.count {
            slots = Array(repeating: 0, count: slots.count * 2)
            for index in names.indices { insert(index) }
        } else {
            insert(names.count - 1)
        }
    }

    /// The declared names for which `include` holds.
    func names(where include: (Declaration) -> Bool) -> [String] {
        names.indices.filter { include(declarations[$0]) }.map { names[$0] }
    }

    private mutating func insert(_ index: Int) {
        let mask = slots.count - 1
        var slot = text.withUnsafeBufferPointer {
            Self.hash(UnsafeBufferPointer(rebasing: $0[starts[index]..<starts[index + 1]]))
        } & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = index + 1
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        return text.withUnsafeBufferPointer { text in
            while true {   // ends: at most half of the slots are taken
                let entry = slots[slot]
                if entry == 0 { return nil }
                let start = starts[entry - 1]
                if starts[entry] - start == key.count {
                    var j = 0
                    while j < key.count, key[j] == text[start + j] { j += 1 }
                    if j == key.count { return entry - 1 }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash >> 7)
    }
}
