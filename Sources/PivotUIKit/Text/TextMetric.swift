// The text metric: deterministic, documented in Docs/PORTING.md, so an overlay sized from its
// labels has a size in tests. Each character advances 0.5 × the font's point size; a line is
// 1.2 × the point size high; text wraps at spaces (a word longer than the width breaks
// anywhere) and at newlines; a size is rounded up to whole points, as UIKit's are.

import Foundation

enum TextMetric {
    /// The default font, as UILabel's: the system font at 17 points.
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The lines `text` makes in `width` (nil: one line per paragraph), at most `maxLines` (0: any).
    static func lines(_ text: String, font: UIFont, width: CGFloat?, maxLines: Int = 0) -> [String] {
        let advance = font.pointSize * 0.5
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, advance > 0 else { lines.append(String(paragraph)); continue }
            let perLine = max(1, Int((width / advance).rounded(.down)))
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if candidate.count <= perLine { line = candidate; continue }
                if !line.isEmpty { lines.append(line) }
                var rest = Substring(word)
                while rest.count > perLine { lines.append(String(rest.prefix(perLine))); rest = rest.dropFirst(perLine) }
                line = String(rest)
            }
            lines.append(line)
        }
        return maxLines > 0 ? Array(lines.prefix(maxLines)) : lines
    }

    /// The size of `text` laid out within `width` (nil: unbounded).
    static func size(_ text: String, font: UIFont?, width: CGFloat?, maxLines: Int = 0) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let font = font ?? defaultFont
        let lines = lines(text, font: font, width: width, maxLines: maxLines)
        let widest = lines.map(\.count).max() ?? 0
        return CGSize(width: (CGFloat(widest) * font.pointSize * 0.5).rounded(.up),
                      height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }
}

public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

public final class NSStringDrawingContext: NSObject {}

extension String {
    /// The text metric's rectangle: wrapped to `size.width` with `.usesLineFragmentOrigin`, one line per paragraph without.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) && size.width < .greatestFiniteMagnitude ? size.width : nil
        return CGRect(origin: .zero, size: TextMetric.size(self, font: attributes?[.font] as? UIFont, width: width))
    }
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMetric.size(self, font: attributes?[.font] as? UIFont, width: nil)
    }
}

extension NSString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        return string.boundingRect(with: size, options: options, attributes: font.map { [.font: $0] }, context: context)
    }
    public func size() -> CGSize { boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), context: nil).size }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

/// A paragraph style (inert: kept, not used by the metric).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open var alignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var lineSpacing: CGFloat = 0
    open var paragraphSpacing: CGFloat = 0
    open var lineHeightMultiple: CGFloat = 0
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
    open var headIndent: CGFloat = 0
    open var firstLineHeadIndent: CGFloat = 0
    open var tailIndent: CGFloat = 0
    public static let `default` = NSParagraphStyle()
}
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}
