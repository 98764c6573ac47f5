// A font file's names, read from its `name` table (TrueType and OpenType, `sfnt`): what a
// library registers with the font manager (`FontManager.swift`) and later asks UIFont for by
// name. Nothing else of the file is read; no glyph is drawn.

import Foundation

public final class CGFont: @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    public let postScriptName: CFString?
    public let fullName: CFString?
    /// The family the font belongs to (the `name` table's family, else its PostScript name).
    let family: String

    /// The font in the provider's bytes; nil when they are not a TrueType or OpenType font
    /// with a PostScript, full or family name, as Core Graphics answers for bytes it cannot read.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let names = FontFileNames(Data(referencing: data)) else { return nil }
        postScriptName = names.postScript as CFString
        fullName = (names.full ?? names.postScript) as CFString
        family = names.family ?? names.postScript
    }

    /// A font by name: any name but an empty one (UIFont answers every name here too).
    public init?(_ name: CFString) {
        guard name.length > 0 else { return nil }
        postScriptName = name
        fullName = name
        family = FontRegistry.shared.family(of: name as String) ?? name as String
    }
}

/// The names in a font file's `name` table: PostScript (ID 6), full (4), family (1, or the
/// typographic family, 16). Every offset is checked against the bytes: a damaged file is nil.
struct FontFileNames {
    let postScript: String
    let full: String?
    let family: String?

    init?(_ bytes: Data) {
        let file = [UInt8](bytes)
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= file.count ? Int(file[at]) << 8 | Int(file[at + 1]) : nil }
        func u32(_ at: Int) -> Int? { guard let high = u16(at), let low = u16(at + 2) else { return nil }; return high << 16 | low }
        // TrueType (0x00010000, 'true') or CFF OpenType ('OTTO'); a collection is not one font.
        guard let version = u32(0), [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version), let tables = u16(4) else { return nil }
        var nameTable: Int?
        for index in 0..<tables {
            guard let tag = u32(12 + index * 16) else { return nil }
            if tag == 0x6E61_6D65 { nameTable = u32(12 + index * 16 + 8) }  // 'name'
        }
        guard let table = nameTable, let count = u16(table + 2), let stringsAt = u16(table + 4) else { return nil }
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table + 6 + index * 12
            guard let platform = u16(record), let language = u16(record + 4), let id = u16(record + 6),
                  let length = u16(record + 8), let offset = u16(record + 10) else { return nil }
            let start = table + stringsAt + offset
            guard [1, 4, 6, 16].contains(id), start + length <= file.count else { continue }
            let raw = file[start..<start + length]
            // Windows and Unicode names are UTF-16 big-endian; Macintosh ones one byte a character.
            let text: String? = platform == 1 ? String(decoding: raw, as: UTF8.self)
                : platform == 0 || platform == 3 ? String(decoding: stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
                    UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }, as: UTF16.self) : nil
            // Prefer Windows US English, then any Windows name, then the rest, each first come.
            let rank = platform == 3 ? (language == 0x409 ? 0 : 1) : 2
            if let text, !text.isEmpty, found[id].map({ rank < $0.rank }) ?? true { found[id] = (rank, text) }
        }
        let family = found[16]?.text ?? found[1]?.text
        guard let postScript = found[6]?.text ?? found[4]?.text.replacingOccurrences(of: " ", with: "")
                ?? family?.replacingOccurrences(of: " ", with: "") else { return nil }
        self.postScript = postScript
        full = found[4]?.text
        self.family = family
    }
}
