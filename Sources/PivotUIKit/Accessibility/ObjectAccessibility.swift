// UIKit's accessibility is an informal protocol of every NSObject, not only responders: a
// library sets `isAccessibilityElement` on a plain NSObject of its own (Dodo 13.0.3's keyboard
// constraint). An NSObject keeps these, inert; a responder answers with its own members
// (declared in `UIResponder`'s body, so subclasses override them), read through either type.

import Foundation

nonisolated(unsafe) private var isElementKey = 0
nonisolated(unsafe) private var labelKey = 0
nonisolated(unsafe) private var hintKey = 0
nonisolated(unsafe) private var valueKey = 0

extension NSObjectProtocol {
    public var isAccessibilityElement: Bool {
        get { responderValue { $0.isAccessibilityElement } ?? (objc_getAssociatedObject(self, &isElementKey) as? Bool ?? false) }
        set { if !setResponder({ $0.isAccessibilityElement = newValue }) { objc_setAssociatedObject(self, &isElementKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) } }
    }
    public var accessibilityLabel: String? {
        get { responderValue { $0.accessibilityLabel } ?? objc_getAssociatedObject(self, &labelKey) as? String }
        set { if !setResponder({ $0.accessibilityLabel = newValue }) { objc_setAssociatedObject(self, &labelKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) } }
    }
    public var accessibilityHint: String? {
        get { responderValue { $0.accessibilityHint } ?? objc_getAssociatedObject(self, &hintKey) as? String }
        set { if !setResponder({ $0.accessibilityHint = newValue }) { objc_setAssociatedObject(self, &hintKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) } }
    }
    public var accessibilityValue: String? {
        get { responderValue { $0.accessibilityValue } ?? objc_getAssociatedObject(self, &valueKey) as? String }
        set { if !setResponder({ $0.accessibilityValue = newValue }) { objc_setAssociatedObject(self, &valueKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) } }
    }

    /// A responder's own member, read on the main thread (where UIKit objects are used).
    private func responderValue<T: Sendable>(_ read: @MainActor (UIResponder) -> T) -> T? {
        guard let responder = self as? UIResponder, MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated { read(responder) }
    }
    private func setResponder(_ write: @MainActor (UIResponder) -> Void) -> Bool {
        guard let responder = self as? UIResponder, MainQueue.isCurrent else { return false }
        MainActor.assumeIsolated { write(responder) }
        return true
    }
}
