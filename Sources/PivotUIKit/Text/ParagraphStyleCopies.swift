// Copies of a paragraph style, as Foundation's: `NSParagraphStyle.default.mutableCopy() as!
// NSMutableParagraphStyle` is how libraries start a style of their own (SwiftMessageBar 5.6.2),
// and `copy()` of a mutable style is an immutable one. Each copy carries every value.

import Foundation

extension NSParagraphStyle: NSCopying, NSMutableCopying {
    public func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

    private func copyValues(into style: NSParagraphStyle) -> NSParagraphStyle {
        style.alignment = alignment
        style.lineBreakMode = lineBreakMode
        style.lineSpacing = lineSpacing
        style.paragraphSpacing = paragraphSpacing
        style.lineHeightMultiple = lineHeightMultiple
        style.minimumLineHeight = minimumLineHeight
        style.maximumLineHeight = maximumLineHeight
        style.headIndent = headIndent
        style.firstLineHeadIndent = firstLineHeadIndent
        style.tailIndent = tailIndent
        return style
    }
}
