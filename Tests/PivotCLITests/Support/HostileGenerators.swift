// Generators of hostile input for the fuzz of issue 37's surfaces, each drawn from a seeded
// generator: binary and XML property lists, and sweep results as `pivot explore merge` reads them.

import Foundation
import PivotTestSupport

/// Binary property lists (`bplist00`): objects, an offset table and a 32-byte trailer, built by
/// hand so that every field can be wrong (Apple's CFBinaryPList.c layout).
enum BinaryPlists {
    static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (UInt64($0) * 8)) }
    }

    /// The file of `objects`, object `top` at the top; references one byte, offsets two.
    static func file(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects { offsets.append(bytes.count); bytes += object }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), 2) }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + bigEndian(UInt64(objects.count), 8) + bigEndian(UInt64(top), 8) + bigEndian(UInt64(table), 8)
        return bytes
    }

    static func ascii(_ text: String) -> [UInt8] {
        text.utf8.count < 15 ? [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) : [0x5F, 0x10, UInt8(text.utf8.count)] + Array(text.utf8)
    }

    /// An array (0xA_), a set (0xC_) or a dictionary (0xD_, keys then values) of one-byte references.
    static func container(_ marker: UInt8, _ references: [Int]) -> [UInt8] {
        let count = marker == 0xD0 ? references.count / 2 : references.count
        let head: [UInt8] = count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x10, UInt8(count)]
        return head + references.map { UInt8(truncatingIfNeeded: $0) }
    }

    static let key = ascii("UISupportedInterfaceOrientations")
    static let portrait = ascii("UIInterfaceOrientationPortrait"), left = ascii("UIInterfaceOrientationLandscapeLeft")

    /// `{UISupportedInterfaceOrientations: [portrait, landscapeLeft]}`, the orientations in a
    /// container of `marker`.
    static func orientations(_ marker: UInt8 = 0xA0) -> [UInt8] {
        file([container(0xD0, [1, 2]), key, container(marker, [3, 4]), portrait, left])
    }

    static func hostile(_ rng: inout SeededRandom) -> [UInt8] {
        let good = orientations()
        switch Int.random(in: 0..<11, using: &rng) {
        case 0: return good
        case 1: return orientations(0xC0)                    // a set (Foundation traps on it)
        case 2:
            // Arrays that each hold their successor twice: 2^K leaves from a few hundred bytes.
            let k = Int.random(in: 8...120, using: &rng)
            var objects = [container(0xD0, [1, 2]), key]
            for i in 0..<k { objects.append(container(0xA0, [3 + i, 3 + i])) }
            objects.append(portrait)
            return file(objects)
        case 3: return file([container(0xD0, [1, 2]), key, container(0xA0, [2])])   // an array that holds itself
        case 4:
            // A trailer field replaced: the offset and reference sizes, the count, the top, the table.
            var bytes = good
            let field = [6, 7, 8, 16, 24][Int.random(in: 0..<5, using: &rng)]
            let trailer = bytes.count - 32
            if field < 8 {
                bytes[trailer + field] = UInt8.random(in: 0...255, using: &rng)
            } else {
                let value = [UInt64.max, UInt64(Int64.max), 0, 1, UInt64(bytes.count), UInt64.random(in: 0...UInt64.max, using: &rng)]
                bytes.replaceSubrange((trailer + field)..<(trailer + field + 8), with: bigEndian(value[Int.random(in: 0..<6, using: &rng)], 8))
            }
            return bytes
        case 5: return Array(good.prefix(Int.random(in: 8..<good.count, using: &rng)))   // cut anywhere
        case 6:
            var bytes = good
            for _ in 0..<Int.random(in: 1...4, using: &rng) { bytes[Int.random(in: 8..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
            return bytes
        case 7:
            // Arrays nested deeper than any Info.plist.
            let depth = Int.random(in: 200...250, using: &rng)
            var objects = [container(0xD0, [1, 2]), key]
            for i in 0..<depth { objects.append(container(0xA0, i + 1 < depth ? [3 + i] : [])) }
            return file(objects)
        case 8:
            // A string whose length says it is larger than the file.
            return file([container(0xD0, [1, 2]), key, [0x5F, 0x13] + bigEndian(UInt64.random(in: 1 << 20...UInt64.max, using: &rng), 8)])
        case 9: return file([container(0xD0, [1, 1, 2, 3]), key, container(0xA0, [4]), container(0xA0, [4]), portrait])  // a key twice
        default:
            // Orientations of the wrong kinds: a date, a real, a UID, true, data.
            let odd: [[UInt8]] = [[0x33] + bigEndian(0, 8), [0x23] + bigEndian(0x3FF0_0000_0000_0000, 8), [0x80, 7], [0x09], [0x42, 1, 2]]
            return file([container(0xD0, [1, 2]), key, container(0xA0, [3]), odd[Int.random(in: 0..<odd.count, using: &rng)]])
        }
    }
}

/// XML property lists: deep, long, with entities, keys twice, or cut.
enum XMLPlists {
    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

    static func hostile(_ rng: inout SeededRandom) -> [UInt8] {
        let text: String
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
            text = head + "<dict><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array></dict></plist>\n"
        case 1:
            // Entities that expand a billion times, if anything expanded them.
            var doctype = "<!DOCTYPE plist [<!ENTITY a \"aaaaaaaaaa\">"
            for i in 1..<10 { doctype += "<!ENTITY \(Character(UnicodeScalar(97 + i)!)) \"" + String(repeating: "&\(Character(UnicodeScalar(96 + i)!));", count: 10) + "\">" }
            text = "<?xml version=\"1.0\"?>\n" + doctype + "]>\n<plist version=\"1.0\"><dict><key>UIStatusBarStyle</key><string>&j;</string></dict></plist>\n"
        case 2:
            let depth = Int.random(in: 300...2000, using: &rng)
            text = head + "<dict><key>UISupportedInterfaceOrientations</key>" + String(repeating: "<array>", count: depth)
                + String(repeating: "</array>", count: depth) + "</dict></plist>\n"
        case 3:
            text = head + "<dict><key>UISupportedInterfaceOrientations</key><array>"
                + String(repeating: "<string>UIInterfaceOrientationLandscapeLeft</string>", count: Int.random(in: 1000...20000, using: &rng))
                + "</array></dict></plist>\n"
        case 4:
            text = head + "<dict><key>UIRequiresFullScreen</key><true/><key>UIRequiresFullScreen</key><false/></dict></plist>\n"
        case 5:
            let whole = head + "<dict><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"
                + "<key>UIStatusBarHidden</key><true/></dict></plist>\n"
            text = String(whole.prefix(Int.random(in: 0..<whole.count, using: &rng)))
        case 6:
            text = head + "<dict><key>UISupportedInterfaceOrientations</key><array><string><![CDATA[UIInterfaceOrientationPortrait]]></string>"
                + "<!-- a comment --><string>UIInterfaceOrientation&#80;ortraitUpsideDown</string></array></dict></plist>\n"
        default:
            text = head + "<dict><key>UIStatusBarStyle</key><integer>99999999999999999999999</integer><key>\u{0}</key><date>x</date></dict></plist>\n"
        }
        return Array(text.utf8)
    }
}

/// Sweep results as `pivot explore --format json` writes them, made hostile.
enum SweepResults {
    static func json(_ object: [String: Any]) -> [UInt8] {
        Array((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    /// The same rows as a library's sweep writes them (LibraryReport.sweep): the library's
    /// name for the file, one digest for every row, counterexamples as the library's steps.
    static func asLibrary(_ sweep: [String: Any]) -> [String: Any] {
        var copy = sweep
        copy["file"] = "ToastKit"
        let digest = copy["traceDigest"] as? String ?? ""
        copy["rows"] = (copy["rows"] as? [[String: Any]] ?? []).map { row -> [String: Any] in
            var row = row
            guard var outcome = row["outcome"] as? [String: Any] else { return row }
            outcome["file"] = "ToastKit"
            outcome["traceDigest"] = digest
            outcome["properties"] = (outcome["properties"] as? [[String: Any]] ?? []).map { property -> [String: Any] in
                var property = property
                if property["trace"] != nil { property["trace"] = "# ToastKit: show the toast\ndo show\n\u{1B}[31m" + String(repeating: "x", count: 3000) }
                return property
            }
            row["outcome"] = outcome
            return row
        }
        return copy
    }

    static var extremes: [Any] { [-5, 0, Int.max, Int.min, 1 << 62, "x", NSNull(), [Any](), 1.5, [String: Any]()] }

    static func hostile(_ rng: inout SeededRandom, real: [String: Any]) -> [UInt8] {
        var object = real
        var rows = object["rows"] as? [[String: Any]] ?? []
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: rows = []
        case 1: rows = rows + rows + rows
        case 2: rows.reverse()
        case 3 where !rows.isEmpty:
            let i = Int.random(in: 0..<rows.count, using: &rng)
            let field = ["host", "group", "index", "skipped", "setupFailure", "outcome"][Int.random(in: 0..<6, using: &rng)]
            rows[i][field] = extremes[Int.random(in: 0..<extremes.count, using: &rng)]
        case 4, 5:
            for i in rows.indices {
                guard var outcome = rows[i]["outcome"] as? [String: Any] else { continue }
                let field = ["states", "transitions", "depth", "mode", "file", "traceDigest", "events", "depthReached"][Int.random(in: 0..<8, using: &rng)]
                outcome[field] = field == "mode" ? "dfs" : field == "file" ? "other.trace" : field == "traceDigest" ? "0000" :
                    extremes[Int.random(in: 0..<extremes.count, using: &rng)]
                if var properties = outcome["properties"] as? [[String: Any]], !properties.isEmpty, Bool.random(using: &rng) {
                    properties[0]["name"] = "renamed"
                    outcome["properties"] = properties
                }
                rows[i]["outcome"] = outcome
            }
        case 6:
            let field = ["hostCount", "shard", "depth", "properties", "file", "traceDigest", "events"][Int.random(in: 0..<7, using: &rng)]
            object[field] = field == "shard" ? ["0/0", "5/2", "-1/2", "0/9223372036854775807", "x"][Int.random(in: 0..<5, using: &rng)]
                : extremes[Int.random(in: 0..<extremes.count, using: &rng)]
        case 7:
            // States past Int64 once both shards are added.
            for i in rows.indices {
                guard var outcome = rows[i]["outcome"] as? [String: Any] else { continue }
                outcome["states"] = Int.max - Int.random(in: 0...3, using: &rng)
                rows[i]["outcome"] = outcome
            }
        default: break
        }
        object["rows"] = rows
        var bytes = json(object)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            // A key given twice: at the top, or inside the first row's outcome.
            let extra = [#","rows":[]"#, #","traceDigest":"0000000000000000""#, #","r\u006fws":[]"#][Int.random(in: 0..<3, using: &rng)]
            bytes.insert(contentsOf: Array(extra.utf8), at: bytes.count - 1)
        case 1: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
        default: break
        }
        return bytes
    }
}
