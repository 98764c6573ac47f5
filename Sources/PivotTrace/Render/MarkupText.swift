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

    /// Escapes text for element content and attribute values alike. Characters XML cannot hold
    /// even as references (most C0 controls, U+FFFE) show as `\u{1B}` (VisibleText), and so do
    /// the C1 controls, which it discourages.
    static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        // Scalars, not Characters: a control may not be a Character of its own ("\r\n" is one).
        for scalar in VisibleText.escaped(text).unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
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
