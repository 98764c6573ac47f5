// UIKit's informal accessibility protocol, read and set on a value typed `NSObject`
// (`let element: NSObject = message.accessibilityElement ?? view; element.accessibilityLabel = …`).
// UIKit declares these on NSObject; here the overridable ones live in `UIResponder`'s class body
// (Swift cannot override an extension's member), so NSObject gets them through a protocol's
// extension instead, which a class's own member outranks: on a view they are the view's, and on a
// value typed `NSObject` they reach the responder's (overrides included), or are stored for any
// other object (inert: read by nothing).

import Foundation

/// What lets a value typed `NSObject` answer the accessibility members (`NSObject` conforms).
@preconcurrency @MainActor
public protocol NSObjectAccessibility: AnyObject {}

extension NSObject: NSObjectAccessibility {}

extension NSObjectAccessibility {
    public var isAccessibilityElement: Bool {
        get { member(\.isAccessibilityElement, .isElement, false) }
        set { setMember(\.isAccessibilityElement, .isElement, newValue) }
    }
    public var accessibilityLabel: String? {
        get { member(\.accessibilityLabel, .label, nil) }
        set { setMember(\.accessibilityLabel, .label, newValue) }
    }
    public var accessibilityHint: String? {
        get { member(\.accessibilityHint, .hint, nil) }
        set { setMember(\.accessibilityHint, .hint, newValue) }
    }
    public var accessibilityValue: String? {
        get { member(\.accessibilityValue, .value, nil) }
        set { setMember(\.accessibilityValue, .value, newValue) }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { member(\.accessibilityTraits, .traits, .none) }
        set { setMember(\.accessibilityTraits, .traits, newValue) }
    }
    public var accessibilityFrame: CGRect {
        get { member(\.accessibilityFrame, .frame, .zero) }
        set { setMember(\.accessibilityFrame, .frame, newValue) }
    }
    public var accessibilityElementsHidden: Bool {
        get { member(\.accessibilityElementsHidden, .elementsHidden, false) }
        set { setMember(\.accessibilityElementsHidden, .elementsHidden, newValue) }
    }
    public var accessibilityViewIsModal: Bool {
        get { member(\.accessibilityViewIsModal, .viewIsModal, false) }
        set { setMember(\.accessibilityViewIsModal, .viewIsModal, newValue) }
    }
    public var accessibilityElements: [Any]? {
        get { member(\.accessibilityElements, .elements, nil) }
        set { setMember(\.accessibilityElements, .elements, newValue) }
    }

    /// The responder's own member (its class's, or an override), else the stored value.
    private func member<Value>(_ path: KeyPath<UIResponder, Value>, _ key: AccessibilityKey, _ initial: Value) -> Value {
        if let responder = self as? UIResponder { return responder[keyPath: path] }
        return objc_getAssociatedObject(self, key.pointer) as? Value ?? initial
    }

    private func setMember<Value>(_ path: ReferenceWritableKeyPath<UIResponder, Value>, _ key: AccessibilityKey, _ value: Value) {
        if let responder = self as? UIResponder { return responder[keyPath: path] = value }
        objc_setAssociatedObject(self, key.pointer, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// The associated-object keys of the members stored on objects that are not responders.
enum AccessibilityKey: Int {
    case isElement, label, hint, value, traits, frame, elementsHidden, viewIsModal, elements

    /// A distinct address per key, in memory nothing else uses.
    var pointer: UnsafeRawPointer { UnsafeRawPointer(Self.addresses + rawValue) }
    nonisolated(unsafe) private static let addresses = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 1)
}
