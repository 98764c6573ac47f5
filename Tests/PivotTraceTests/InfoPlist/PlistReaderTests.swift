// Issue 37: Pivot reads Info.plists with its own readers, bounded by the file: a binary set is
// refused in words (Foundation's reader crashed), shared objects expand no further than the
// file's size, a container holding itself, deep nesting, a key given twice and entities of a
// DOCTYPE's own are refused, and well-formed files of both kinds read as before.

import Foundation
import PivotTrace
import Testing

/// A binary property list from its objects' bytes (object 0 the top), as CFBinaryPList lays it out.
func binaryPlist(_ objects: [[UInt8]], top: Int = 0, referenceSize: UInt8 = 1) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects { offsets.append(bytes.count); bytes += object }
    let table = bytes.count
    let offsetSize = table < 256 ? 1 : 4
    for offset in offsets { bytes += (0..<offsetSize).map { UInt8((offset >> (8 * (offsetSize - 1 - $0))) & 0xFF) } }
    func eight(_ n: Int) -> [UInt8] { (0..<8).map { UInt8((n >> (8 * (7 - $0))) & 0xFF) } }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize] + eight(objects.count) + eight(top) + eight(table)
    return bytes
}

/// An ASCII string object.
func asciiObject(_ text: String) -> [UInt8] {
    let utf8 = Array(text.utf8)
    return (utf8.count < 15 ? [0x50 | UInt8(utf8.count)] : [0x5F, 0x10, UInt8(utf8.count)]) + utf8
}

@Suite("Property lists read by Pivot's own bounded readers")
struct PlistReaderTests {
    static let orientationsKey = asciiObject("UISupportedInterfaceOrientations")
    static let portrait = asciiObject("UIInterfaceOrientationPortrait")

    func message(_ bytes: [UInt8]) -> String? {
        do { _ = try InfoPlist(data: Data(bytes)); return nil } catch { return error.description }
    }

    @Test("a binary Info.plist reads its orientations, booleans and nested dictionaries")
    func binaryReads() throws {
        let bytes = binaryPlist([[0xD3, 1, 2, 3, 4, 5, 6], Self.orientationsKey, asciiObject("UIRequiresFullScreen"),
                                 asciiObject("UIApplicationSceneManifest"), [0xA2, 7, 8], [0x09], [0xD0],
                                 Self.portrait, asciiObject("UIInterfaceOrientationLandscapeLeft")])
        let plist = try InfoPlist(data: Data(bytes))
        #expect(plist.orientations == [.portrait, .landscapeLeft])
        #expect(plist.requiresFullScreen == true && plist.declaresScenes)
    }

    @Test("a binary set (0xC1) where the orientations belong is refused, naming the key and what it found")
    func binarySet() {
        let bytes = binaryPlist([[0xD1, 1, 2], Self.orientationsKey, [0xC1, 3], Self.portrait])
        #expect(message(bytes) == "UISupportedInterfaceOrientations: expected an array of orientations, found a set")
    }

    @Test("arrays that each hold their successor twice are refused within the file's size, however long the chain")
    func sharedObjectsExpandNoFurther() {
        for chain in [22, 60, 2_000] {
            // References of two bytes: object k (from 3) holds k+1 twice.
            func ref(_ n: Int) -> [UInt8] { [UInt8(n >> 8), UInt8(n & 0xFF)] }
            var objects: [[UInt8]] = [[0xD1] + ref(1) + ref(2), Self.orientationsKey]
            for k in 0..<chain { objects.append([0xA2] + ref(3 + k) + ref(3 + k)) }
            objects.append(Self.portrait)
            let said = message(binaryPlist(objects, referenceSize: 2)) ?? ""
            // Past the nesting limit the depth is refused first; either way nothing is expanded (an
            // expansion of 2^60 values would never end).
            #expect(said.contains(chain < 256 ? "shared objects expand to more values than its" : "nested more than 256 levels deep"),
                    "chain \(chain): \(said)")
        }
    }

    @Test("a container that holds itself, and offsets and references outside the file, are refused")
    func corruptStructure() {
        #expect(message(binaryPlist([[0xD1, 1, 2], Self.orientationsKey, [0xA1, 2]]))?.contains("a container holds itself") == true)
        #expect(message(binaryPlist([[0xD1, 1, 9], Self.orientationsKey]))?.contains("a reference names no object") == true)
        var badOffset = binaryPlist([[0xD1, 1, 2], Self.orientationsKey, [0x09]])
        badOffset[badOffset.count - 32 - 1] = 0xF0
        #expect(message(badOffset)?.contains("offset is outside the file's objects") == true)
        var badCount = binaryPlist([[0xD1, 1, 2], Self.orientationsKey, [0x09]])
        for i in (badCount.count - 24)..<(badCount.count - 16) { badCount[i] = 0xFF }
        #expect(message(badCount)?.contains("object count or offset table does not fit") == true)
        #expect(message(binaryPlist([[0xD1, 1, 2], Self.orientationsKey, [0x5F, 0x10, 0xFF, 0x41]]))?
            .hasPrefix("a corrupt binary property list: an object") == true)
    }

    @Test("an XML Info.plist nested past the limit, with a key twice or a DOCTYPE's own entities is refused at its line and column")
    func xmlRefusals() {
        let head = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n"
        let deep = head + "<dict><key>k</key>" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "</dict></plist>"
        #expect(message(Array(deep.utf8))?.contains("nested more than 256 levels deep") == true)
        let twice = head + "<dict>\n<key>UIStatusBarHidden</key><true/>\n<key>UIStatusBarHidden</key><false/>\n</dict></plist>"
        #expect(message(Array(twice.utf8)) == "not a property list (line 5, column 1: the key 'UIStatusBarHidden' is given twice in one dictionary)")
        let entities = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaa\">]>\n<plist><dict/></plist>"
        #expect(message(Array(entities.utf8))?.contains("line 2, column 1: a DOCTYPE that declares entities of its own") == true)
        let unknown = head + "<dict><key>UIStatusBarStyle</key><string>&bogus;</string></dict></plist>"
        #expect(message(Array(unknown.utf8))?.contains("unknown entity '&bogus;'") == true)
    }

    @Test("XML entities, CDATA, comments and a DOCTYPE without entities read as Xcode writes them")
    func xmlReads() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <!-- the app's keys -->
            <dict>
                <key>UIStatusBarStyle</key>
                <string><![CDATA[UIStatusBarStyle]]>&#x4C;ightContent</string>
                <key>UISupportedInterfaceOrientations&#126;ipad</key>
                <array><string>UIInterfaceOrientationPortrait</string></array>
            </dict>
            </plist>
            """
        let plist = try InfoPlist(data: Data(text.utf8))
        #expect(plist.statusBarStyle == .lightContent)
        #expect(plist.padOrientations == [.portrait])
    }
}
