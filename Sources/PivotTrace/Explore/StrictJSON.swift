// Every JSON Pivot reads (shard and sweep results) is checked here before it is decoded: a key
// given twice in one object is refused (Foundation's decoder keeps the first and other readers
// the last, so a result could say two things), and so is nesting past a limit. One pass over the
// bytes; a malformed text is left to the decoder to refuse.

import Foundation

package enum StrictJSON {
    package static let depthLimit = 512

    /// Why the text is refused (`key 'rows' given twice in one object`), or nil.
    package static func problem(_ bytes: [UInt8]) -> String? {
        // Per open container: whether it is an object, and its keys (mutated in place: linear).
        var isObject: [Bool] = []
        var keys: [Set<String>] = []
        var expectKey = false
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "{"):
                isObject.append(true); keys.append([])
                if keys.count > depthLimit { return "nested more than \(depthLimit) levels deep" }
                expectKey = true
            case UInt8(ascii: "["):
                isObject.append(false); keys.append([])
                if keys.count > depthLimit { return "nested more than \(depthLimit) levels deep" }
                expectKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !keys.isEmpty { keys.removeLast(); isObject.removeLast() }
                expectKey = false
            case UInt8(ascii: ","):
                expectKey = isObject.last ?? false
            case UInt8(ascii: "\""):
                var end = i + 1
                var escaped = false
                var text: [UInt8] = []
                while end < bytes.count {
                    let c = bytes[end]
                    if escaped { escaped = false } else if c == UInt8(ascii: "\\") { escaped = true } else if c == UInt8(ascii: "\"") { break }
                    text.append(c)
                    end += 1
                }
                if expectKey, let last = keys.indices.last {
                    let key = Self.unescaped(text)
                    if !keys[last].insert(key).inserted { return "the key '\(key)' is given twice in one object" }
                    expectKey = false
                }
                i = end
            default: break
            }
            i += 1
        }
        return nil
    }

    /// A key as the decoder reads it: `"r\u006fws"` is `rows`, a key twice all the same.
    static func unescaped(_ text: [UInt8]) -> String {
        guard text.contains(UInt8(ascii: "\\")),
              let value = try? JSONSerialization.jsonObject(with: Data([UInt8(ascii: "\"")] + text + [UInt8(ascii: "\"")]),
                                                            options: .fragmentsAllowed) as? String
        else { return String(decoding: text, as: UTF8.self) }
        return value
    }
}
