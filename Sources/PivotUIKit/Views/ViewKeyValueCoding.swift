// Key-value coding of views, for the properties libraries copy by name (a marquee label hands
// UILabel's `enabled`, `numberOfLines`, `lineBreakMode`, … to its sublabel): the Objective-C names
// read and set the Swift properties. A key no view or label has is ignored when set and nil when
// read, where UIKit would raise; an enum is read as itself and set from itself or its raw value.

import Foundation

extension UIView: KeyValueAnswering {
    /// Asked from `NSObject.value(forKey:)`, which is not main-actor: a view answers on the main queue only.
    nonisolated func answer(forKey key: String) -> Any?? {
        guard MainQueue.isCurrent else { return nil }
        nonisolated(unsafe) var answer: Any?? = nil
        MainActor.assumeIsolated { answer = viewAnswer(forKey: key) }
        return answer
    }

    private func viewAnswer(forKey key: String) -> Any?? {
        if let label = self as? UILabel, let answer = label.labelAnswer(forKey: key) { return answer }
        switch key {
        case "alpha": return .some(alpha)
        case "hidden": return .some(isHidden)
        case "backgroundColor": return .some(backgroundColor)
        case "tag": return .some(tag)
        case "userInteractionEnabled": return .some(isUserInteractionEnabled)
        case "clipsToBounds": return .some(clipsToBounds)
        case "opaque": return .some(isOpaque)
        case "contentMode": return .some(contentMode)
        case "tintColor": return .some(tintColor)
        case "frame": return .some(frame)
        case "bounds": return .some(bounds)
        case "center": return .some(center)
        case "exclusiveTouch": return .some(isExclusiveTouch)
        default: return nil
        }
    }

    /// Sets the property the key names (`ViewKeyValueCoding.swift`).
    public func setValue(_ value: Any?, forKey key: String) {
        if let label = self as? UILabel, label.setLabelValue(value, forKey: key) { return }
        switch key {
        case "alpha": if let value = kvcNumber(value) { alpha = value }
        case "hidden": if let value = value as? Bool { isHidden = value }
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tag": if let value = value as? Int { tag = value }
        case "userInteractionEnabled": if let value = value as? Bool { isUserInteractionEnabled = value }
        case "clipsToBounds": if let value = value as? Bool { clipsToBounds = value }
        case "opaque": if let value = value as? Bool { isOpaque = value }
        case "contentMode": if let value: ContentMode = kvcEnum(value) { contentMode = value }
        case "tintColor": tintColor = value as? UIColor
        case "frame": if let value = value as? CGRect { frame = value }
        case "bounds": if let value = value as? CGRect { bounds = value }
        case "center": if let value = value as? CGPoint { center = value }
        case "exclusiveTouch": if let value = value as? Bool { isExclusiveTouch = value }
        default: break
        }
    }
    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
}

extension UILabel {
    func labelAnswer(forKey key: String) -> Any?? {
        switch key {
        case "text": .some(text)
        case "attributedText": .some(attributedText)
        case "font": .some(font)
        case "textColor": .some(textColor)
        case "textAlignment": .some(textAlignment)
        case "numberOfLines": .some(numberOfLines)
        case "lineBreakMode": .some(lineBreakMode)
        case "adjustsFontSizeToFitWidth": .some(adjustsFontSizeToFitWidth)
        case "minimumScaleFactor": .some(minimumScaleFactor)
        case "baselineAdjustment": .some(baselineAdjustment)
        case "enabled": .some(isEnabled)
        case "highlighted": .some(isHighlighted)
        case "highlightedTextColor": .some(highlightedTextColor)
        case "shadowColor": .some(shadowColor)
        case "shadowOffset": .some(shadowOffset)
        case "preferredMaxLayoutWidth": .some(preferredMaxLayoutWidth)
        default: nil
        }
    }

    /// Whether the key is a label's (then it is set when the value fits).
    func setLabelValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "text": text = value as? String
        case "attributedText": attributedText = value as? NSAttributedString
        case "font": if let value = value as? UIFont { font = value }
        case "textColor": textColor = value as? UIColor
        case "textAlignment": if let value: NSTextAlignment = kvcEnum(value) { textAlignment = value }
        case "numberOfLines": if let value = value as? Int { numberOfLines = value }
        case "lineBreakMode": if let value: NSLineBreakMode = kvcEnum(value) { lineBreakMode = value }
        case "adjustsFontSizeToFitWidth": if let value = value as? Bool { adjustsFontSizeToFitWidth = value }
        case "minimumScaleFactor": if let value = kvcNumber(value) { minimumScaleFactor = value }
        case "baselineAdjustment": if let value: UIBaselineAdjustment = kvcEnum(value) { baselineAdjustment = value }
        case "enabled": if let value = value as? Bool { isEnabled = value }
        case "highlighted": if let value = value as? Bool { isHighlighted = value }
        case "highlightedTextColor": highlightedTextColor = value as? UIColor
        case "shadowColor": shadowColor = value as? UIColor
        case "shadowOffset": if let value = value as? CGSize { shadowOffset = value }
        case "preferredMaxLayoutWidth": if let value = kvcNumber(value) { preferredMaxLayoutWidth = value }
        // iOS 6's `minimumFontSize`: gone from UIKit's Swift names; accepted, kept nowhere.
        case "minimumFontSize": break
        default: return false
        }
        return true
    }
}

/// A number given as CGFloat, Double, Int or NSNumber.
private func kvcNumber(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
}

/// An enum given as itself or as its raw value.
private func kvcEnum<T: RawRepresentable>(_ value: Any?) -> T? where T.RawValue == Int {
    if let value = value as? T { return value }
    if let raw = value as? Int { return T(rawValue: raw) }
    return (value as? NSNumber).flatMap { T(rawValue: $0.intValue) }
}
