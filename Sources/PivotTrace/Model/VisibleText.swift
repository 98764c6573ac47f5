// Text from a trace or a file name on its way to a terminal or an XML document. A trace may hold
// any valid UTF-8 in strings and mark labels, and a file name any byte: written raw, an ESC
// sequence would drive the reader's terminal, and XML 1.0 forbids most C0 controls even as
// character references, so the SVG would not parse. Both get the same visible form, `\u{1B}`.
// Bidirectional controls (U+202E and kin) are hidden too: raw, they reorder what the reader
// sees (a line that reads as one thing and is another).

package enum VisibleText {
    /// `text` with every hidden character written as `\u{HEX}`: C0 controls but tab (and line
    /// feed unless `lineFeeds`), DEL, C1 controls, U+FFFE / U+FFFF (not XML characters), and the
    /// bidirectional controls.
    package static func escaped(_ text: String, lineFeeds: Bool = false) -> String {
        // The usual case, plain text, is returned as it is after one pass over its bytes.
        guard text.utf8.contains(where: { mayStartHidden($0, lineFeeds: lineFeeds) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar, lineFeeds: lineFeeds) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether a character must not reach a terminal or an XML document as it is.
    package static func isHidden(_ scalar: Unicode.Scalar, lineFeeds: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A: lineFeeds
        case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        // Arabic letter mark; left-to-right and right-to-left marks; embeddings, overrides and
        // their pop; isolates and their pop.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A UTF-8 byte that may begin a hidden character: C1 controls start with 0xC2, U+061C
    /// with 0xD8, the other bidirectional controls with 0xE2, U+FFFE and U+FFFF with 0xEF.
    private static func mayStartHidden(_ byte: UInt8, lineFeeds: Bool) -> Bool {
        switch byte {
        case 0x09: false
        case 0x0A: lineFeeds
        case 0x00..<0x20, 0x7F, 0xC2, 0xD8, 0xE2, 0xEF: true
        default: false
        }
    }
}
