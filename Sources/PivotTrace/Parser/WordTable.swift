// A fixed vocabulary (keywords, orientations, callbacks, notification names…) looked up straight
// from the input bytes. Building a String for every keyword and going through a Dictionary cost
// more than the rest of a line's work; this hashes a few bytes and compares them in place.

struct WordTable<Value: Sendable>: Sendable {
    /// The words in the order given, which is the order messages list them in.
    let words: [String]
    private let keys: [[UInt8]]
    private let values: [Value]
    /// Open addressing: 1 + an index into `keys`, or 0 for an empty slot.
    private let slots: [Int]
    private let longest: Int

    init(_ entries: [(String, Value)]) {
        words = entries.map(\.0)
        keys = entries.map { Array($0.0.utf8) }
        values = entries.map(\.1)
        longest = keys.map(\.count).max() ?? 0
        var size = 8
        while size < entries.count * 4 { size *= 2 }
        var slots = Array(repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(key, 0..<key.count) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = index + 1
        }
        self.slots = slots
    }

    /// The value of the word at `range` of `bytes`, if it is one of the table's words.
    func value(_ bytes: [UInt8], _ range: Range<Int>) -> Value? {
        guard range.count <= longest else { return nil }
        var slot = Self.hash(bytes, range) & (slots.count - 1)
        while true {   // ends: at most a quarter of the slots are taken
            let entry = slots[slot]
            if entry == 0 { return nil }
            let key = keys[entry - 1]
            if key.count == range.count {
                var same = true
                var j = 0
                for i in range {
                    if bytes[i] != key[j] { same = false; break }
                    j += 1
                }
                if same { return values[entry - 1] }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for i in range { hash = (hash ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash >> 7)
    }
}

extension WordTable where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A table of a string-backed enumeration's cases, by raw value.
    init(cases: Value.Type) {
        self.init(Value.allCases.map { ($0.rawValue, $0) })
    }
}
