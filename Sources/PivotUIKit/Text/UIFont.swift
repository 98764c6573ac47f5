// UIFont, inert but sized: a font is a name and a point size, which the text metric
// (`TextMetric.swift`) measures by. Fonts are Sendable and not main-actor, as UIKit's are.

import Foundation

public final class UIFont: NSObject, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    public let weight: Weight

    public init?(name: String, size: CGFloat) {
        fontName = name; pointSize = size; weight = .regular
        super.init()
    }
    init(system size: CGFloat, weight: Weight, name: String = ".SFUI") {
        fontName = name; pointSize = size; self.weight = weight
        super.init()
    }

    /// UIKit's bare initialiser (NSObject's): the default font, the system font at 17 points.
    public override convenience init() { self.init(system: 17, weight: .regular) }

    /// The family a registered font file gave this name (`FontManager.swift`), else the name.
    public var familyName: String { FontRegistry.shared.family(of: fontName) ?? fontName }
    /// The line height the text metric uses: 1.2 × the point size.
    public var lineHeight: CGFloat { pointSize * 1.2 }
    public var ascender: CGFloat { pointSize * 0.95 }
    public var descender: CGFloat { -pointSize * 0.25 }
    public var capHeight: CGFloat { pointSize * 0.7 }
    public var xHeight: CGFloat { pointSize * 0.5 }
    public var leading: CGFloat { 0 }
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(size: pointSize) }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(system: size, weight: weight, name: fontName) }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size, weight: .regular) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(system: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size, weight: .regular) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(system: size, weight: weight) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(system: size, weight: weight) }
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        self.init(system: size == 0 ? descriptor.pointSize : size, weight: .regular)
    }
    /// The text style's size at the default content size (UIKit's "Large").
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(system: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }
}

/// A font descriptor: its size only.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    init(size: CGFloat) { pointSize = size }
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(size: style.defaultSize)
    }
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? { self }
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }
}

/// Dynamic Type scaling: the default content size, so a scaled font is the font itself.
public struct UIFontMetrics: Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle style: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.withSize(min(font.pointSize, maximumPointSize)) }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
