// UILabel: stores what is set and draws nothing; its size comes from the text metric
// (`TextMetric.swift`), so a toast sized by `sizeThatFits`/`sizeToFit` has a size.

import Foundation

@preconcurrency @MainActor
open class UILabel: UIView {
    /// Setting the text or the font changes the intrinsic size, which Auto Layout then reads again.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var attributedText: NSAttributedString? {
        get { storedAttributed ?? text.map { NSAttributedString(string: $0) } }
        set { storedAttributed = newValue; text = newValue?.string }
    }
    private var storedAttributed: NSAttributedString?
    open var font: UIFont! = TextMetric.defaultFont { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    open var showsExpansionTextWhenTruncated = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { nil }

    /// The text metric's size of the text within `size.width` (wrapping when `numberOfLines` is
    /// not 1), at most `numberOfLines` lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return TextMetric.size(text ?? "", font: font, width: width, maxLines: numberOfLines)
    }

    /// The text metric's size, wrapped to `preferredMaxLayoutWidth` where it is set.
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0)) }

    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        CGRect(origin: bounds.origin, size: TextMetric.size(text ?? "", font: font, width: bounds.width, maxLines: numberOfLines))
    }
    open func drawText(in rect: CGRect) {}
}

public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }
