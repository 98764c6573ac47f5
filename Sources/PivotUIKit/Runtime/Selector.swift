// `Selector`: what `#selector` names, with the method it names. Linux has no Objective-C runtime
// to look a method up by its name, so the porting step writes `#selector(ToastView.hide)` as
// `Selector("hide", ToastView.hide)`: the name (what equality, hashing and `description` use,
// as for UIKit's selectors) and the unapplied method, which the places that take a selector
// (targets, observers, timers, `perform`) call on their target, on the main actor.
//
// A method of a main-actor class (every view and controller) and one of a plain class both fit:
// the two sets of initialisers differ by `Sendable`, which main-actor classes are. The method
// takes no argument, one (the sender: the control, recognizer, timer, notification or object
// given to `perform`), or two (the sender and the event), of any type; each is converted with
// `as?` (nil is false or zero for a Bool or number, `SelectorArguments.swift`), and a method whose
// argument does not convert is not called (UIKit would hand it the object whatever its class:
// here a mismatched action does nothing, as the porting guide says).

import Foundation

public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The Objective-C name (`tap:` or the Swift spelling the port kept, `tap(_:)`).
    let name: String
    /// Calls the method on a target, nil for a selector made from a name alone.
    let method: SelectorMethod?

    /// A selector by name alone (`Selector("hide")`, `NSSelectorFromString`): nothing can be
    /// called through it on Linux, and `responds(to:)` answers false.
    public init(_ name: String) { self.name = name; method = nil }
    public init(stringLiteral name: String) { self.init(name) }

    public var description: String { name }
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Calls the method on `target` with the sender and event it takes; nil where the target is
    /// not of the method's class, an argument does not convert, or the selector has no method.
    @MainActor func invoke(on target: AnyObject, sender: Any? = nil, event: Any? = nil) -> Any? {
        method?.call(target, sender, event)
    }

    /// Whether `target` is of the class that declares the method.
    func isImplemented(by target: AnyObject) -> Bool { method?.accepts(target) ?? false }
}

/// The method a selector calls, type-erased. The closures are only ever called on the main
/// actor (every PivotUIKit app runs there), so holding a plain class's method is safe.
final class SelectorMethod: @unchecked Sendable {
    let call: @MainActor (AnyObject, Any?, Any?) -> Any?
    let accepts: (AnyObject) -> Bool

    init<T>(_ type: T.Type, _ call: @escaping @MainActor (T, Any?, Any?) -> Any?) {
        self.call = { target, sender, event in (target as? T).flatMap { call($0, sender, event) } }
        accepts = { $0 is T }
    }

    init(call: @escaping @MainActor (AnyObject, Any?, Any?) -> Any?, accepts: @escaping (AnyObject) -> Bool) {
        self.call = call
        self.accepts = accepts
    }
}

// MARK: Class methods (`class func hide(_:)`, the target the class itself: `perform` in a class method)

extension Selector {
    public init<T: AnyObject, R>(_ name: String, classMethodOf type: T.Type, _ method: @escaping @MainActor () -> R) {
        self.name = name
        self.method = SelectorMethod(call: { target, _, _ in target is T.Type ? method() : nil }, accepts: { $0 is T.Type })
    }

    public init<T: AnyObject, A, R>(_ name: String, classMethodOf type: T.Type, _ method: @escaping @MainActor (A) -> R) {
        self.name = name
        self.method = SelectorMethod(call: { target, sender, _ in target is T.Type ? selectorArgument(sender, as: A.self).map { method($0) } : nil },
                                     accepts: { $0 is T.Type })
    }
}

// MARK: Methods of main-actor classes (views, controllers, the library's own @MainActor types)

extension Selector {
    public init<T: AnyObject & Sendable, R>(_ name: String, _ method: @escaping (T) -> @MainActor () -> R) {
        self.name = name
        nonisolated(unsafe) let method = method
        self.method = SelectorMethod(T.self) { target, _, _ in method(target)() }
    }

    public init<T: AnyObject & Sendable, A, R>(_ name: String, _ method: @escaping (T) -> @MainActor (A) -> R) {
        self.name = name
        nonisolated(unsafe) let method = method
        self.method = SelectorMethod(T.self) { target, sender, _ in selectorArgument(sender, as: A.self).map { method(target)($0) } }
    }

    public init<T: AnyObject & Sendable, A, B, R>(_ name: String, _ method: @escaping (T) -> @MainActor (A, B) -> R) {
        self.name = name
        nonisolated(unsafe) let method = method
        self.method = SelectorMethod(T.self) { target, sender, event in
            guard let sender = selectorArgument(sender, as: A.self), let event = event as? B else { return nil }
            return method(target)(sender, event)
        }
    }
}

// MARK: Methods of plain classes (an NSObject subclass that is not main-actor)

extension Selector {
    public init<T: AnyObject, R>(_ name: String, _ method: @escaping (T) -> () -> R) {
        self.name = name
        nonisolated(unsafe) let method = method
        self.method = SelectorMethod(T.self) { target, _, _ in method(target)() }
    }

    public init<T: AnyObject, A, R>(_ name: String, _ method: @escaping (T) -> (A) -> R) {
        self.name = name
        nonisolated(unsafe) let method = method
        self.method = SelectorMethod(T.self) { target, sender, _ in selectorArgument(sender, as: A.self).map { method(target)($0) } }
    }

    public init<T: AnyObject, A, B, R>(_ name: String, _ method: @escaping (T) -> (A, B) -> R) {
        self.name = name
        nonisolated(unsafe) let method = method
        self.method = SelectorMethod(T.self) { target, sender, event in
            guard let sender = selectorArgument(sender, as: A.self), let event = event as? B else { return nil }
            return method(target)(sender, event)
        }
    }
}

public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A target held weakly by a main-actor closure (an observer, a control's target): only ever
/// read on the main actor.
final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
