import Foundation
import PivotUIKit
import Testing

/// Core Text's framesetter measures by the text metric; its font manager keeps registered fonts.
@Suite("PivotUIKit: Core Text's framesetter and font manager")
struct CoreTextTests {
    @Test("A framesetter suggests the size boundingRect and a wrapping label give the same text")
    @MainActor func framesetterAgreesWithTheMetric() {
        let font = UIFont.systemFont(ofSize: 20)
        let text = NSAttributedString(string: "one two three", attributes: [.font: font])
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        var fit = CFRange()
        let suggested = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 80, height: 999), &fit)
        // 10 points a character, 8 a line: "one two", "three"; two lines of 24.
        #expect(suggested == CGSize(width: 70, height: 48))
        #expect(suggested == text.boundingRect(with: CGSize(width: 80, height: 999), options: .usesLineFragmentOrigin, context: nil).size)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text.string
        #expect(suggested == label.sizeThatFits(CGSize(width: 80, height: 0)))
        #expect(fit == CFRange(location: 0, length: 13))
    }

    @Test("A framesetter keeps the lines that fit the height and says which characters they hold")
    func framesetterClipsToTheHeight() {
        let text = NSAttributedString(string: "one two three", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        var fit = CFRange()
        let oneLine = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 80, height: 30), &fit)
        #expect(oneLine == CGSize(width: 70, height: 24))
        #expect(fit == CFRange(location: 0, length: 8), "\"one two\" and the space the break took")
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        #expect(CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(4, 3), nil, unbounded, nil) == CGSize(width: 30, height: 24))
        #expect(CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 80, height: 10), &fit) == .zero)
        #expect(fit.length == 0)
    }

    @Test("A font file's names are read from its name table; bytes that are not a font make no font")
    func fontFromFile() throws {
        let font = try #require(CGFont(provider(fontFile(postScript: "Pivot-Bold", family: "Pivot Sans"))))
        #expect(font.postScriptName == "Pivot-Bold" as CFString)
        #expect(CGFont(provider(Data("not a font".utf8))) == nil)
        // A damaged file (its name table cut off) is no font either, and reading it stops at its end.
        #expect(CGFont(provider(fontFile(postScript: "Pivot-Bold", family: "Pivot Sans").prefix(40))) == nil)
    }

    @Test("A registered font is listed in its family and named by UIFont; registering it twice fails as Core Text does")
    func registeredFontIsFoundByName() throws {
        let font = try #require(CGFont(provider(fontFile(postScript: "Registered-Regular", family: "Registered"))))
        #expect(!UIFont.familyNames.contains("Registered"))
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error) && error == nil)
        #expect(UIFont.familyNames.contains("Registered"))
        #expect(UIFont.fontNames(forFamilyName: "Registered") == ["Registered-Regular"])
        #expect(UIFont(name: "Registered-Regular", size: 14)?.familyName == "Registered")
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        #expect(UIFont.fontNames(forFamilyName: "Registered").isEmpty)
    }

    @Test("Registering a font file by URL reads it; a missing file fails with fileNotFound")
    func registerByURL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Bundled.ttf")
        try fontFile(postScript: "Bundled-Light", family: "Bundled").write(to: url)
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        #expect(UIFont.fontNames(forFamilyName: "Bundled") == ["Bundled-Light"])
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(folder.appendingPathComponent("Missing.ttf") as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
    }

    @Test("UIFont() and UIColor(), NSObject's bare initialisers: the default font and no colour")
    func bareInitialisers() {
        #expect(UIFont().pointSize == 17)
        #expect(UIColor() == UIColor.clear)
    }
}

func provider(_ bytes: Data) -> CGDataProvider { CGDataProvider(data: Data(bytes) as CFData)! }

/// A minimal TrueType file: the header, one table record and a `name` table with a Windows
/// (UTF-16 big-endian) family (ID 1) and PostScript name (ID 6).
func fontFile(postScript: String, family: String) -> Data {
    func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
    let names = [(1, family), (6, postScript)].map { ($0.0, $0.1.utf16.flatMap { u16(Int($0)) }) }
    var records: [UInt8] = [], strings: [UInt8] = []
    for (id, bytes) in names {
        records += u16(3) + u16(1) + u16(0x409) + u16(id) + u16(bytes.count) + u16(strings.count)
        strings += bytes
    }
    let table = u16(0) + u16(names.count) + u16(6 + records.count) + records + strings
    let header = u32(0x0001_0000) + u16(1) + u16(16) + u16(0) + u16(0)
    let record = Array("name".utf8) + u32(0) + u32(header.count + 16) + u32(table.count)
    return Data(header + record + table)
}
