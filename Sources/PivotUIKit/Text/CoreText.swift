// Core Text's framesetter, measured by the text metric (`TextMetric.swift`): the size it
// suggests for an attributed string is the size `boundingRect(with:options:.usesLineFragmentOrigin…)`
// and a wrapping UILabel give the same text, so views sized either way agree. It draws nothing.

import Foundation

/// What lays out an attributed string: the string, kept as it was when the framesetter was made.
public final class CTFramesetter: @unchecked Sendable {
    // @unchecked: the string is an immutable copy.
    public let attributedString: NSAttributedString
    init(_ string: NSAttributedString) { attributedString = NSAttributedString(attributedString: string) }
}

public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter { CTFramesetter(string) }

/// The text metric's size of the string's `range` (length 0: to the end) wrapped to
/// `constraints.width`, in the font at the range's start, keeping the lines that fit in
/// `constraints.height` (`.greatestFiniteMagnitude`: unconstrained, as `CGFLOAT_MAX` is);
/// `fitRange` receives the part of the range those lines hold.
@discardableResult
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ range: CFRange, _ frameAttributes: CFDictionary?,
                                                         _ constraints: CGSize, _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let whole = framesetter.attributedString
    let location = min(max(0, range.location), whole.length)
    let length = range.length > 0 ? min(range.length, whole.length - location) : whole.length - location
    let text = (whole.string as NSString).substring(with: NSRange(location: location, length: length))
    let font = location < whole.length ? whole.attribute(.font, at: location, effectiveRange: nil) as? UIFont : nil
    let measured = font ?? TextMetric.defaultFont
    let width: CGFloat? = constraints.width < .greatestFiniteMagnitude ? max(0, constraints.width) : nil
    let lines = TextMetric.lines(text, font: measured, width: width)
    var kept = lines.count
    if constraints.height < .greatestFiniteMagnitude, measured.lineHeight > 0 {
        kept = min(kept, Int((max(0, constraints.height) / measured.lineHeight).rounded(.down)))
    }
    fitRange?.pointee = CFRange(location: location, length: kept == lines.count ? length : utf16Length(of: lines.prefix(kept), in: text))
    guard kept > 0 else { return .zero }
    return TextMetric.size(text, font: measured, width: width, maxLines: kept)
}

/// The UTF-16 length of `text`'s start that `lines` hold, with the space or newline each break consumed.
private func utf16Length(of lines: ArraySlice<String>, in text: String) -> CFIndex {
    var index = text.startIndex
    for line in lines {
        index = text.index(index, offsetBy: line.count, limitedBy: text.endIndex) ?? text.endIndex
        if index < text.endIndex, text[index] == " " || text[index] == "\n" { index = text.index(after: index) }
    }
    return text.utf16.distance(from: text.startIndex, to: index)
}
