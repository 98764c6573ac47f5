import Foundation
import Testing
import PivotUIKit

@Suite("Copies of a paragraph style")
struct ParagraphStyleCopyTests {
    @Test("the default style's mutable copy is a new mutable style with its values; a copy is immutable")
    func copies() throws {
        let mutable = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(mutable !== NSParagraphStyle.default)
        mutable.alignment = .center
        mutable.lineSpacing = 4
        #expect(NSParagraphStyle.default.alignment == .natural, "the default is untouched")
        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.alignment == .center && frozen.lineSpacing == 4)
    }
}
