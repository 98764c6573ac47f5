// A reader of XML property lists (Apple's PropertyList-1.0 DTD) in one pass over the bytes:
// nesting is limited, a DOCTYPE may not declare entities of its own (only the five XML ones and
// character references are read, so nothing expands), a key is given once per dictionary, and
// each complaint names its line and column.

import Foundation

struct XMLPlistReader {
    private let bytes: [UInt8]
    private var at = 0

    /// The deepest nesting read; real Info.plists nest a few levels.
    static let depthLimit = 256

    static func read(_ bytes: [UInt8]) throws(PlistReadError) -> PlistValue {
        var reader = XMLPlistReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.at = 3 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw PlistReadError(message: "not a property list Pivot reads (XML in UTF-16: save it as UTF-8 or binary)")
        }
        try reader.skipMisc(prolog: true)
        var tag = try reader.openTag()
        let wrapped = tag.name == "plist"
        if wrapped {
            guard !tag.empty else { throw reader.failure("<plist/> holds no value") }
            try reader.skipMisc(prolog: false)
            tag = try reader.openTag()
        }
        let value = try reader.value(tag, depth: 0)
        try reader.skipMisc(prolog: false)
        if wrapped {
            let close = try reader.openTag()
            guard close.closing, close.name == "plist" else { throw reader.failure("expected </plist> after the top value, found <\(close.shown)>") }
            try reader.skipMisc(prolog: false)
        }
        guard reader.at == bytes.count else { throw reader.failure("more after the property list's end") }
        return value
    }

    /// A complaint at the reader's place: `not a property list (line 3, column 7: …)`.
    private func failure(_ what: String, at place: Int? = nil) -> PlistReadError {
        let place = min(place ?? at, bytes.count)
        var line = 1, lineStart = 0
        for i in 0..<place where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
        return PlistReadError(message: "not a property list (line \(line), column \(place - lineStart + 1): \(what))")
    }

    private func starts(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return at <= bytes.count - utf8.count && bytes[at..<(at + utf8.count)].elementsEqual(utf8)
    }

    /// Moves past `text`'s first occurrence; an error naming `what` when the file ends first.
    private mutating func skip(past text: String, _ what: String) throws(PlistReadError) {
        let start = at
        while at < bytes.count && !starts(text) { at += 1 }
        guard at < bytes.count else { throw failure("\(what) never ends", at: start) }
        at += text.utf8.count
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// White space, comments, and in the prolog the XML declaration and the DOCTYPE.
    private mutating func skipMisc(prolog: Bool) throws(PlistReadError) {
        while at < bytes.count {
            if Self.isSpace(bytes[at]) { at += 1 }
            else if starts("<!--") { try skip(past: "-->", "a comment") }
            else if prolog && starts("<?") { try skip(past: "?>", "the XML declaration") }
            else if prolog && starts("<!DOCTYPE") {
                let start = at
                while at < bytes.count && bytes[at] != UInt8(ascii: ">") {
                    if bytes[at] == UInt8(ascii: "[") { throw failure("a DOCTYPE that declares entities of its own", at: start) }
                    at += 1
                }
                guard at < bytes.count else { throw failure("the DOCTYPE never ends", at: start) }
                at += 1
            } else { return }
        }
    }

    /// A tag as written: its name, whether it closes (`</x>`) or is empty (`<x/>`).
    private struct Tag {
        var name: String
        var closing = false
        var empty = false
        var start: Int
        var shown: String { (closing ? "/" : "") + name + (empty ? "/" : "") }
    }

    private mutating func openTag() throws(PlistReadError) -> Tag {
        guard at < bytes.count else { throw failure("the file ends where a value or a closing tag should be") }
        guard bytes[at] == UInt8(ascii: "<") else { throw failure("text where a tag should be") }
        let start = at
        at += 1
        var tag = Tag(name: "", start: start)
        if at < bytes.count && bytes[at] == UInt8(ascii: "/") { tag.closing = true; at += 1 }
        let nameStart = at
        while at < bytes.count, !Self.isSpace(bytes[at]), bytes[at] != UInt8(ascii: ">"), bytes[at] != UInt8(ascii: "/") { at += 1 }
        tag.name = String(decoding: bytes[nameStart..<at], as: UTF8.self)
        // Attributes (`version="1.0"`) are read past, quotes and all.
        var quote: UInt8? = nil
        while at < bytes.count {
            let byte = bytes[at]
            if let open = quote { if byte == open { quote = nil } }
            else if byte == 0x22 || byte == 0x27 { quote = byte }
            else if byte == UInt8(ascii: ">") { break }
            else if byte == UInt8(ascii: "<") { throw failure("a tag that never ends (<\(tag.name)", at: start) }
            at += 1
        }
        guard at < bytes.count else { throw failure("a tag that never ends (<\(tag.name)", at: start) }
        tag.empty = !tag.closing && bytes[at - 1] == UInt8(ascii: "/") && quote == nil
        at += 1
        guard !tag.name.isEmpty else { throw failure("a tag without a name", at: start) }
        return tag
    }

    private mutating func value(_ tag: Tag, depth: Int) throws(PlistReadError) -> PlistValue {
        guard !tag.closing else { throw failure("<\(tag.shown)> where a value should be", at: tag.start) }
        guard depth < Self.depthLimit else { throw failure("nested more than \(Self.depthLimit) levels deep", at: tag.start) }
        switch tag.name {
        case "dict":
            guard !tag.empty else { return .dictionary([]) }
            var entries: [(key: String, value: PlistValue)] = []
            var keys: Set<String> = []
            while true {
                try skipMisc(prolog: false)
                let keyTag = try openTag()
                if keyTag.closing && keyTag.name == "dict" { return .dictionary(entries) }
                guard keyTag.name == "key", !keyTag.closing else {
                    throw failure("<\(keyTag.shown)> in a dictionary where a <key> should be", at: keyTag.start)
                }
                let key = keyTag.empty ? "" : try text(closing: "key")
                guard keys.insert(key).inserted else { throw failure("the key '\(key)' is given twice in one dictionary", at: keyTag.start) }
                try skipMisc(prolog: false)
                let valueTag = try openTag()
                entries.append((key, try value(valueTag, depth: depth + 1)))
            }
        case "array":
            guard !tag.empty else { return .array([]) }
            var elements: [PlistValue] = []
            while true {
                try skipMisc(prolog: false)
                let next = try openTag()
                if next.closing && next.name == "array" { return .array(elements) }
                elements.append(try value(next, depth: depth + 1))
            }
        case "true", "false":
            if !tag.empty { try closeEmpty(tag.name) }
            return .bool(tag.name == "true")
        case "string", "key":
            return .string(tag.empty ? "" : try text(closing: tag.name))
        case "integer":
            let written = tag.empty ? "" : try text(closing: "integer").trimmed
            guard let number = Int(written.hasPrefix("+") ? String(written.dropFirst()) : written) else {
                throw failure("<integer>\(written.prefix(40))</integer> is not a whole number of 64 bits", at: tag.start)
            }
            return .integer(number)
        case "real":
            let written = tag.empty ? "" : try text(closing: "real").trimmed
            guard let number = Double(written) else { throw failure("<real>\(written.prefix(40))</real> is not a number", at: tag.start) }
            return .real(number)
        case "date":
            _ = tag.empty ? "" : try text(closing: "date")
            return .date(0)
        case "data":
            return .data(Array((tag.empty ? "" : try text(closing: "data")).utf8))
        default:
            throw failure("<\(tag.name)> is not a property-list value", at: tag.start)
        }
    }

    /// `<true></true>`: nothing but white space before the closing tag.
    private mutating func closeEmpty(_ name: String) throws(PlistReadError) {
        try skipMisc(prolog: false)
        let close = try openTag()
        guard close.closing, close.name == name else { throw failure("<\(name)> holds something: write <\(name)/>", at: close.start) }
    }

    /// The text up to `</name>`: entities and character references replaced, CDATA taken as it
    /// is, comments dropped; another tag inside is an error.
    private mutating func text(closing name: String) throws(PlistReadError) -> String {
        var out: [UInt8] = []
        while true {
            guard at < bytes.count else { throw failure("<\(name)> never ends") }
            let byte = bytes[at]
            if byte == UInt8(ascii: "&") {
                out += try entity()
            } else if byte == UInt8(ascii: "<") {
                if starts("<![CDATA[") {
                    let start = at + 9
                    try skip(past: "]]>", "a CDATA section")
                    out += bytes[start..<(at - 3)]
                } else if starts("<!--") {
                    try skip(past: "-->", "a comment")
                } else {
                    let close = try openTag()
                    guard close.closing, close.name == name else {
                        throw failure("<\(close.shown)> inside <\(name)>, which holds only text", at: close.start)
                    }
                    guard let text = String(validating: out, as: UTF8.self) else { throw failure("<\(name)> is not valid UTF-8", at: close.start) }
                    return text
                }
            } else {
                out.append(byte)
                at += 1
            }
        }
    }

    /// `&lt;`, `&amp;` and the other three, `&#65;`, `&#x41;`: its UTF-8 bytes.
    private mutating func entity() throws(PlistReadError) -> [UInt8] {
        let start = at
        var end = at + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw failure("an '&' that starts no entity (write &amp;)") }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        at = end + 1
        let named: [String: UInt8] = ["lt": 0x3C, "gt": 0x3E, "amp": 0x26, "quot": 0x22, "apos": 0x27]
        if let byte = named[name] { return [byte] }
        var code: UInt32? = nil
        if name.hasPrefix("#x") || name.hasPrefix("#X") { code = UInt32(name.dropFirst(2), radix: 16) }
        else if name.hasPrefix("#") { code = UInt32(name.dropFirst()) }
        guard let code, code != 0, let scalar = Unicode.Scalar(code) else {
            throw failure("unknown entity '&\(name);' (a property list knows &lt; &gt; &amp; &quot; &apos; and &#N;)", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
