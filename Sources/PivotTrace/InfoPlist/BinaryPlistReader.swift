// A reader of binary property lists (`bplist00`), bounded by the file: every offset and
// reference is checked against the file before it is followed, nesting is limited, a container
// that holds itself is refused, and the values read, shared ones counted each time they are
// reached, may not outnumber the file's bytes. Foundation's reader traps on a set (0xC1) and
// expands a chain of arrays that each hold their successor twice into 2^K values.
//
// Format (Apple's CFBinaryPList.c, public in swift-corelibs-foundation): "bplist00", the
// objects, an offset table, and a 32-byte trailer: 6 unused bytes, the offset size, the
// reference size, the object count, the top object and the offset table's place (8 bytes each).

struct BinaryPlistReader {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let tableOffset: Int
    /// Where the objects end: the trailer's start.
    private let objectsEnd: Int
    /// Values left to read before the file is judged to expand past its size.
    private var budget: Int
    /// Strings, numbers and data read once and shared after (a long string reached many times is
    /// one string, not a copy each time).
    private var leaves: [Int: PlistValue] = [:]
    /// The containers being read, to refuse one that holds itself.
    private var open: Set<Int> = []

    /// The deepest nesting read; real Info.plists nest a few levels.
    static let depthLimit = 256

    static func read(_ bytes: [UInt8]) throws(PlistReadError) -> PlistValue {
        var reader = try BinaryPlistReader(bytes)
        let top = try reader.topObject()
        return try reader.value(top, depth: 0)
    }

    private static func corrupt(_ why: String) -> PlistReadError {
        PlistReadError(message: "a corrupt binary property list: \(why)")
    }

    private init(_ bytes: [UInt8]) throws(PlistReadError) {
        self.bytes = bytes
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
            throw Self.corrupt("it starts as one, but is too short to hold its trailer")
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Self.corrupt("its trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes (1 to 8)")
        }
        let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
        let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
        // Each object takes a byte at least, and its offset `offsetSize` more.
        guard let count, count >= 1, count <= UInt64(trailer), let table, table >= 8, table <= UInt64(trailer),
              UInt64(trailer) - table >= count * UInt64(offsetSize) else {
            throw Self.corrupt("its trailer's object count or offset table does not fit in the file")
        }
        objectCount = Int(count)
        tableOffset = Int(table)
        objectsEnd = trailer
        budget = bytes.count
    }

    private func topObject() throws(PlistReadError) -> Int {
        guard let top = Self.unsigned(bytes, at: objectsEnd + 16, size: 8), top < UInt64(objectCount) else {
            throw Self.corrupt("its top object is not one of its \(objectCount) objects")
        }
        return Int(top)
    }

    /// A big-endian unsigned number of `size` bytes at `at`; nil past the end.
    private static func unsigned(_ bytes: [UInt8], at: Int, size: Int) -> UInt64? {
        guard at >= 0, size <= 8, at <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for i in at..<(at + size) { value = value << 8 | UInt64(bytes[i]) }
        return value
    }

    /// Where object `index` starts.
    private func offset(of index: Int) throws(PlistReadError) -> Int {
        guard let offset = Self.unsigned(bytes, at: tableOffset + index * offsetSize, size: offsetSize),
              offset >= 8, offset < UInt64(objectsEnd) else {
            throw Self.corrupt("object \(index)'s offset is outside the file's objects")
        }
        return Int(offset)
    }

    /// The object a reference at `at` names.
    private func reference(at: Int) throws(PlistReadError) -> Int {
        guard let index = Self.unsigned(bytes, at: at, size: referenceSize), index < UInt64(objectCount) else {
            throw Self.corrupt("a reference names no object (it has \(objectCount))")
        }
        return Int(index)
    }

    /// `size` bytes from `start` lie within the objects.
    private func check(_ start: Int, _ size: Int) throws(PlistReadError) {
        guard size >= 0, start <= objectsEnd, size <= objectsEnd - start else {
            throw Self.corrupt("an object runs past the end of the file's objects")
        }
    }

    /// An object's count (the marker's low nibble, or an integer after it when that is 0xF) and
    /// where its contents start.
    private func count(_ marker: UInt8, at start: Int) throws(PlistReadError) -> (count: Int, contents: Int) {
        let low = Int(marker & 0x0F)
        guard low == 0x0F else { return (low, start + 1) }
        try check(start + 1, 1)
        let intMarker = bytes[start + 1]
        let size = 1 << Int(intMarker & 0x0F)
        guard intMarker & 0xF0 == 0x10, size <= 8 else { throw Self.corrupt("an object's length is not an integer") }
        try check(start + 2, size)
        guard let count = Self.unsigned(bytes, at: start + 2, size: size), count <= UInt64(objectsEnd) else {
            throw Self.corrupt("an object's length is larger than the file")
        }
        return (Int(count), start + 2 + size)
    }

    private mutating func value(_ index: Int, depth: Int) throws(PlistReadError) -> PlistValue {
        budget -= 1
        guard budget >= 0 else {
            throw PlistReadError(message: "a binary property list whose shared objects expand to more values than its \(bytes.count) bytes could hold (a container reached many times): refused rather than expanded")
        }
        guard depth < Self.depthLimit else { throw Self.corrupt("nested more than \(Self.depthLimit) levels deep") }
        if let known = leaves[index] { return known }
        let start = try offset(of: index)
        let marker = bytes[start]
        switch marker >> 4 {
        case 0xA, 0xC, 0xD:
            guard open.insert(index).inserted else { throw Self.corrupt("a container holds itself") }
            defer { open.remove(index) }
            let (count, contents) = try count(marker, at: start)
            let references = marker >> 4 == 0xD ? 2 * count : count
            guard references <= objectsEnd / referenceSize else { throw Self.corrupt("an object runs past the end of the file's objects") }
            try check(contents, references * referenceSize)
            var elements: [PlistValue] = []
            elements.reserveCapacity(references)
            for k in 0..<references {
                elements.append(try value(try reference(at: contents + k * referenceSize), depth: depth + 1))
            }
            switch marker >> 4 {
            case 0xA: return .array(elements)
            case 0xC: return .set(elements)
            default:
                var entries: [(key: String, value: PlistValue)] = []
                var keys: Set<String> = []
                for k in 0..<count {
                    guard case .string(let key) = elements[k] else { throw Self.corrupt("a dictionary's key is \(elements[k].kind), not a string") }
                    guard keys.insert(key).inserted else {
                        throw PlistReadError(message: "the key '\(key)' is given twice in one dictionary")
                    }
                    entries.append((key, elements[count + k]))
                }
                return .dictionary(entries)
            }
        default:
            let leaf = try leaf(marker, at: start)
            leaves[index] = leaf
            return leaf
        }
    }

    /// A value that holds no other: a number, a string, data.
    private func leaf(_ marker: UInt8, at start: Int) throws(PlistReadError) -> PlistValue {
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            case 0x00: return .other("null")
            default: throw Self.corrupt(Self.unknown(marker))
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            try check(start + 1, size)
            if size == 16 {
                // 128-bit: only values that fit in 64 bits, as every Info.plist number does.
                let high = Self.unsigned(bytes, at: start + 1, size: 8)!, low = Self.unsigned(bytes, at: start + 9, size: 8)!
                guard high == 0 || (high == UInt64.max && low >> 63 == 1) else { return .other("an integer beyond 64 bits") }
                return .integer(Int(truncatingIfNeeded: low))
            }
            guard size <= 8 else { throw Self.corrupt(Self.unknown(marker)) }
            let raw = Self.unsigned(bytes, at: start + 1, size: size)!
            // 1, 2 and 4 bytes are unsigned; 8 bytes are signed.
            return .integer(size == 8 ? Int(Int64(bitPattern: raw)) : Int(raw))
        case 0x2, 0x3:
            let size = marker == 0x33 ? 8 : 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8, marker >> 4 == 0x2 || marker == 0x33 else { throw Self.corrupt(Self.unknown(marker)) }
            try check(start + 1, size)
            let raw = Self.unsigned(bytes, at: start + 1, size: size)!
            let number = size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
            return marker == 0x33 ? .date(number) : .real(number)
        case 0x4, 0x5, 0x6, 0x7:
            let (count, contents) = try count(marker, at: start)
            let width = marker >> 4 == 0x6 ? 2 : 1
            guard count <= objectsEnd / width else { throw Self.corrupt("an object runs past the end of the file's objects") }
            try check(contents, count * width)
            let body = bytes[contents..<(contents + count * width)]
            switch marker >> 4 {
            case 0x4: return .data(Array(body))
            case 0x5:
                guard body.allSatisfy({ $0 < 0x80 }) else { throw Self.corrupt("an ASCII string holds a byte past 0x7F") }
                return .string(String(decoding: body, as: UTF8.self))
            case 0x7:
                guard let text = String(validating: body, as: UTF8.self) else { throw Self.corrupt("a UTF-8 string is not valid UTF-8") }
                return .string(text)
            default:
                let units = stride(from: body.startIndex, to: body.endIndex, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                guard let text = String(validating: units, as: UTF16.self) else { throw Self.corrupt("a UTF-16 string is not valid UTF-16") }
                return .string(text)
            }
        case 0x8:
            try check(start + 1, Int(marker & 0x0F) + 1)
            return .other("a UID")
        default:
            throw Self.corrupt(Self.unknown(marker))
        }
    }

    private static func unknown(_ marker: UInt8) -> String {
        let hex = String(marker, radix: 16, uppercase: true)
        return "an object of unknown type (marker 0x\(hex.count == 1 ? "0" : "")\(hex))"
    }
}
