// Objective-C's member lookup on `AnyObject`, for the members overlay code reaches through it:
// the porting step writes `(info[key] as AnyObject).cgRectValue` as
// `PivotAnyObject(info[key] as AnyObject).cgRectValue`. Each member answers as the object's class
// does, and nil (an implicitly unwrapped optional, as Swift types the lookup) where the object has
// no such member: `if let` sees nil, a direct use traps, as the message would fail on iOS.

import Foundation

public struct PivotAnyObject {
    public let object: AnyObject?
    public init(_ object: AnyObject?) { self.object = object }

    // NSValue's
    public var cgRectValue: CGRect! { (object as? NSValue)?.cgRectValue }
    public var cgPointValue: CGPoint! { (object as? NSValue)?.cgPointValue }
    public var cgSizeValue: CGSize! { (object as? NSValue)?.cgSizeValue }

    // NSNumber's
    public var doubleValue: Double! { number?.doubleValue }
    public var floatValue: Float! { number?.floatValue }
    public var intValue: Int32! { number?.int32Value }
    public var integerValue: Int! { number?.intValue }
    public var boolValue: Bool! { number?.boolValue }
    public var stringValue: String! { number?.stringValue }
    private var number: NSNumber? {
        if let number = object as? NSNumber { return number }
        if let value = object as? Double { return NSNumber(value: value) }
        if let value = object as? Int { return NSNumber(value: value) }
        if let value = object as? Bool { return NSNumber(value: value) }
        return nil
    }

    // NSArray's and NSDictionary's
    public func object(at index: Int) -> Any! { array?[index] }
    public func object(forKey key: Any) -> Any! {
        guard let key = key as? AnyHashable else { return nil }
        return (object as? [AnyHashable: Any])?[key]
    }
    public var firstObject: Any! { array.map { $0.first as Any } }
    public var lastObject: Any! { array.map { $0.last as Any } }
    public var count: Int! { array?.count ?? (object as? [AnyHashable: Any])?.count }
    private var array: [Any]? { object as? [Any] }

    // A view's or a layout guide's anchors
    @preconcurrency @MainActor public var topAnchor: NSLayoutYAxisAnchor! { view?.topAnchor ?? guide?.topAnchor }
    @preconcurrency @MainActor public var bottomAnchor: NSLayoutYAxisAnchor! { view?.bottomAnchor ?? guide?.bottomAnchor }
    @preconcurrency @MainActor public var centerYAnchor: NSLayoutYAxisAnchor! { view?.centerYAnchor ?? guide?.centerYAnchor }
    @preconcurrency @MainActor public var leadingAnchor: NSLayoutXAxisAnchor! { view?.leadingAnchor ?? guide?.leadingAnchor }
    @preconcurrency @MainActor public var trailingAnchor: NSLayoutXAxisAnchor! { view?.trailingAnchor ?? guide?.trailingAnchor }
    @preconcurrency @MainActor public var leftAnchor: NSLayoutXAxisAnchor! { view?.leftAnchor ?? guide?.leftAnchor }
    @preconcurrency @MainActor public var rightAnchor: NSLayoutXAxisAnchor! { view?.rightAnchor ?? guide?.rightAnchor }
    @preconcurrency @MainActor public var centerXAnchor: NSLayoutXAxisAnchor! { view?.centerXAnchor ?? guide?.centerXAnchor }
    @preconcurrency @MainActor public var widthAnchor: NSLayoutDimension! { view?.widthAnchor ?? guide?.widthAnchor }
    @preconcurrency @MainActor public var heightAnchor: NSLayoutDimension! { view?.heightAnchor ?? guide?.heightAnchor }
    @preconcurrency @MainActor private var view: UIView? { object as? UIView }
    @preconcurrency @MainActor private var guide: UILayoutGuide? { object as? UILayoutGuide }
}
