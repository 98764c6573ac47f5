// What `pivot port` makes of `@NSManaged var progress: CGFloat` in a layer subclass (Core
// Animation's dynamic properties, which Objective-C backs with the layer's keys): a property
// read from the layer's keys (`value(forKey:)`) and written with `setValue(_:forKey:)`. Until
// set it is Core Animation's default: 0, false, nil.

import Foundation

/// A value an unset dynamic property answers.
public protocol PivotManagedDefault { static var pivotManagedDefault: Self { get } }
extension CGFloat: PivotManagedDefault { public static var pivotManagedDefault: CGFloat { 0 } }
extension Double: PivotManagedDefault { public static var pivotManagedDefault: Double { 0 } }
extension Float: PivotManagedDefault { public static var pivotManagedDefault: Float { 0 } }
extension Int: PivotManagedDefault { public static var pivotManagedDefault: Int { 0 } }
extension UInt: PivotManagedDefault { public static var pivotManagedDefault: UInt { 0 } }
extension Bool: PivotManagedDefault { public static var pivotManagedDefault: Bool { false } }
extension CGPoint: PivotManagedDefault { public static var pivotManagedDefault: CGPoint { .zero } }
extension CGSize: PivotManagedDefault { public static var pivotManagedDefault: CGSize { .zero } }
extension CGRect: PivotManagedDefault { public static var pivotManagedDefault: CGRect { .zero } }

/// The key's value, or the type's default until one of its type is set.
public func pivotManagedValue<T: PivotManagedDefault>(_ object: NSObject, forKey key: String) -> T {
    object.value(forKey: key) as? T ?? T.pivotManagedDefault
}

/// The key's value; nil until set.
public func pivotManagedValue<T>(_ object: NSObject, forKey key: String) -> T? { object.value(forKey: key) as? T }

/// The key's value, of a class (no default): read before it is set, it stops the app, as the
/// nil Core Animation hands a non-optional Swift property would.
public func pivotManagedValue<T: AnyObject>(_ object: NSObject, forKey key: String) -> T {
    guard let value = object.value(forKey: key) as? T else { fatalError("@NSManaged property '\(key)' of \(type(of: object)) read before it was set") }
    return value
}
