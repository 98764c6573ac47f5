// A property list's value as Pivot's own readers give it (BinaryPlistReader, XMLPlistReader):
// plain values, so that no reader of Foundation's, which traps on some binary objects and
// expands shared ones without end, ever sees an app's file.

/// One value of a property list.
enum PlistValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case date(Double)
    case data([UInt8])
    case array([PlistValue])
    /// A binary property list's set (object marker 0xC): never what an Info.plist key holds.
    case set([PlistValue])
    /// A dictionary's keys in the file's order (none twice: the readers refuse that).
    case dictionary([(key: String, value: PlistValue)])
    /// A binary property list's UID (keyed archives), or its null.
    case other(String)

    static func == (a: PlistValue, b: PlistValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.integer(let x), .integer(let y)): x == y
        case (.real(let x), .real(let y)), (.date(let x), .date(let y)): x == y
        case (.data(let x), .data(let y)): x == y
        case (.array(let x), .array(let y)), (.set(let x), .set(let y)): x == y
        case (.dictionary(let x), .dictionary(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        case (.other(let x), .other(let y)): x == y
        default: false
        }
    }

    /// What the value is, as a message names it: `a set`, `an integer`.
    var kind: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .real: "a real number"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .set: "a set"
        case .dictionary: "a dictionary"
        case .other(let what): what
        }
    }

    /// A dictionary's value for `key`.
    subscript(key: String) -> PlistValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The file's top level: its bytes read as binary (`bplist`) or XML, whichever they are.
    static func read(_ bytes: [UInt8]) throws(PlistReadError) -> PlistValue {
        bytes.starts(with: Array("bplist".utf8)) ? try BinaryPlistReader.read(bytes) : try XMLPlistReader.read(bytes)
    }
}

/// Why a file is no property list Pivot can read: what is wrong, and where when a line says.
struct PlistReadError: Error, Equatable {
    var message: String
}
