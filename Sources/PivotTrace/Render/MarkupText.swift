// Text for SVG and HTML output: fixed number formatting and escaping. Pictures must be
// byte-identical from run to run, so nothing here depends on locale, time or hashing.

import Pivot

enum Markup {
    /// A number with at most two decimals, no trailing zeros, no exponent, and never "-0".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        var n = Int64(hundredths)
        if n == 0 { return "0" }
        let negative = n < 0
        n = abs(n)
        var text = (negative ? "-" : "") + String(n / 100)
        let fraction = n % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }

    static func point(_ p: Point) -> String { number(p.x) + "," + number(p.y) }

    /// Escapes text for element content and attribute values alike. Works on UTF-8 bytes (a page
    /// can hold a long timeline): text with nothing to escape comes back as it is. Characters XML
    /// cannot hold even as references (most C0 controls, U+FFFE) and the C1 controls it
    /// discourages show as `\u{1B}` (VisibleText).
    static func escape(_ text: String) -> String {
        let visible = VisibleText.escaped(text)
        guard visible.utf8.contains(where: needsEscape) else { return visible }
        var out: [UInt8] = []
        out.reserveCapacity(visible.utf8.count + 16)
        for byte in visible.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// `matrix(a b c d e f)` for an SVG transform attribute.
    static func matrix(_ t: Transform) -> String {
        "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + ")"
    }

    /// `x,y x,y …` for a polygon's points attribute.
    static func points(_ points: [Point]) -> String { points.map(point).joined(separator: " ") }
}

/// A minimal XML writer: elements with attributes in the order given.
struct MarkupWriter {
    /// A self-contained HTML page (well-formed XML too): head with title and style, then the body.
    static func page(title: String, style: String, body: (inout MarkupWriter) -> Void) -> String {
        var out = MarkupWriter()
        out.raw("<!DOCTYPE html>\n")
        out.open("html", [("lang", "en")])
        out.newline()
        out.open("head")
        out.empty("meta", [("charset", "utf-8")])
        out.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        out.element("title", [], title)
        out.newline()
        out.open("style")
        out.raw(style)
        out.close("style")
        out.close("head")
        out.newline()
        out.open("body")
        out.newline()
        body(&out)
        out.close("body")
        out.close("html")
        out.newline()
        return out.text
    }

    private(set) var text = ""

    mutating func raw(_ s: String) { text += s }

    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name + Self.attributes(attributes) + ">"
    }

    mutating func close(_ name: String) { text += "</" + name + ">" }

    /// An element with no children.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        text += "<" + name + Self.attributes(attributes) + "/>"
    }

    /// An element holding escaped text.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], _ content: String) {
        text += "<" + name + Self.attributes(attributes) + ">" + Markup.escape(content) + "</" + name + ">"
    }

    mutating func newline() { text += "\n" }

    static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " " + $0.0 + "=\"" + Markup.escape($0.1) + "\"" }.joined()
    }
}
