// A fixed vocabulary (keywords, orientations, callbacks, notification names…) looked up straight
// from the input bytes. Building a String for every keyword and going through a Dictionary cost
// more than the rest of a line's work; this hashes a few bytes and compares them in place.
// A class, so that passing a table around (as `Options` does) costs one reference, not five.

final class WordTable<Value: Sendable>: Sendable {
    /// The words in the order given, which is the order messages list them in.
    let words: [String]
    /// Every word's bytes, each padded with zeros to a multiple of 8 bytes so that it can be
    /// compared 8 bytes at a time; word `i` is `text[starts[i]...]`, `lengths[i]` bytes long.
    private let text: [UInt8]
    private let starts: [Int]
    private let lengths: [Int]
    private let values: [Value]
    /// Open addressing: 1 + a word's index, or 0 for an empty slot.
    private let slots: [Int]
    private let longest: Int

    init(_ entries: [(String, Value)]) {
        words = entries.map(\.0)
        values = entries.map(\.1)
        let keys = entries.map { Array($0.0.utf8) }
        precondition(!keys.contains(where: \.isEmpty), "a word table cannot hold the empty word")
        let padded = keys.map { $0 + Array(repeating: 0, count: (8 - $0.count % 8) % 8) }
        text = padded.flatMap { $0 }
        starts = padded.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        lengths = keys.map(\.count)
        longest = keys.map(\.count).max() ?? 0
        var size = 8
        while size < entries.count * 4 { size *= 2 }
        var slots = Array(repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = key.withUnsafeBufferPointer { Self.hash($0, 0, key.count) } & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = index + 1
        }
        self.slots = slots
    }

    /// The value of the word at `range` of `bytes`, if it is one of the table's words.
    func value(_ bytes: [UInt8], _ range: Range<Int>) -> Value? {
        let count = range.count
        guard count > 0, count <= longest, range.upperBound <= bytes.count else { return nil }
        let found = bytes.withUnsafeBufferPointer { input in
            text.withUnsafeBufferPointer { text in index(input, range.lowerBound, count, text) }
        }
        return found.map { values[$0] }
    }

    /// The index of `word` among `words` (program text, not input: `options["from"]`). Lengths
    /// first: the few words of a table rarely share one, and a literal is too short to hash fast.
    func index(of word: StaticString) -> Int? {
        let count = word.utf8CodeUnitCount
        return word.withUTF8Buffer { key in
            text.withUnsafeBufferPointer { text in
                for index in lengths.indices where lengths[index] == count {
                    // In bounds: the word at `index` has `count` bytes, as `key` has.
                    let stored = text.baseAddress! + starts[index]
                    var j = 0
                    while j < count, key[j] == stored[j] { j += 1 }
                    if j == count { return index }
                }
                return nil
            }
        }
    }

    @inline(__always)
    private func index(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int,
                       _ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(input, start, count) & mask
        while true {   // ends: at most a quarter of the slots are taken
            let entry = slots[slot]
            if entry == 0 { return nil }
            if lengths[entry - 1] == count, Self.same(input, start, count, text, starts[entry - 1]) {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `count` bytes of `input` from `start` are those of `text` from `keyStart`: 8 at a
    /// time where the input has room (a byte at a time, the loop's end was mispredicted often).
    @inline(__always)
    private static func same(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int,
                             _ text: UnsafeBufferPointer<UInt8>, _ keyStart: Int) -> Bool {
        guard start + (count + 7) & ~7 <= input.count else {
            var j = 0
            while j < count, input[start + j] == text[keyStart + j] { j += 1 }
            return j == count
        }
        var k = 0
        while k < count {
            let a = UInt64(littleEndian: UnsafeRawPointer(input.baseAddress! + start + k).loadUnaligned(as: UInt64.self))
            let b = UInt64(littleEndian: UnsafeRawPointer(text.baseAddress! + keyStart + k).loadUnaligned(as: UInt64.self))
            let left = count - k
            let mask: UInt64 = left >= 8 ? ~0 : (1 << (UInt64(left) * 8)) - 1
            if (a ^ b) & mask != 0 { return false }
            k += 8
        }
        return true
    }

    /// The length and three bytes (first, middle, last) mixed: distinct enough for these small
    /// vocabularies, whose words are compared in full after it anyway.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int {
        guard count > 0 else { return 0 }
        let key = UInt64(count) | UInt64(bytes[start]) << 8 | UInt64(bytes[start + count / 2]) << 16
            | UInt64(bytes[start + count - 1]) << 24
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }
}

extension WordTable where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A table of a string-backed enumeration's cases, by raw value.
    convenience init(cases: Value.Type) {
        self.init(Value.allCases.map { ($0.rawValue, $0) })
    }
}
