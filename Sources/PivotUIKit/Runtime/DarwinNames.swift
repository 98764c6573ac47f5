// Names UIKit code gets from Darwin, Dispatch and UIKit's Foundation additions that Foundation
// on Linux lacks: the time constants (`DispatchTime.now() + Double(Int64(2 * Double(NSEC_PER_SEC)))…`),
// `NSIntegerMax`, `HUGE` (an animation's `repeatCount = HUGE`), the string forms of Core
// Graphics values (`NSCoder.cgPoint(for: "{1, 2}")`), `value(forKey:)` read from an object's
// stored properties, and key-value observing's names (accepted, never fired).

import Foundation

public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSIntegerMax = Int.max
public let NSIntegerMin = Int.min
public let NSUIntegerMax = UInt.max
/// Darwin's `HUGE` is a `Float` infinity: an animation repeated `HUGE` times repeats forever.
public let HUGE = Float.infinity

extension NSCoder {
    /// `"{x, y}"`, as `NSStringFromCGPoint` writes it; zero where the string is not of that form.
    public static func cgPoint(for string: String) -> CGPoint {
        let numbers = DarwinGeometryStrings.numbers(string)
        return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : .zero
    }
    public static func cgSize(for string: String) -> CGSize {
        let numbers = DarwinGeometryStrings.numbers(string)
        return numbers.count == 2 ? CGSize(width: numbers[0], height: numbers[1]) : .zero
    }
    /// `"{{x, y}, {w, h}}"`.
    public static func cgRect(for string: String) -> CGRect {
        let numbers = DarwinGeometryStrings.numbers(string)
        return numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : .zero
    }
    public static func string(for point: CGPoint) -> String { "{\(DarwinGeometryStrings.format(point.x)), \(DarwinGeometryStrings.format(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(DarwinGeometryStrings.format(size.width)), \(DarwinGeometryStrings.format(size.height))}" }
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
}

enum DarwinGeometryStrings {
    static func numbers(_ string: String) -> [CGFloat] {
        string.split(whereSeparator: { "{}, \t".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
    }

    /// Whole numbers without a fraction, as Foundation writes them (`{1, 2.5}`).
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension NSObject {
    /// Key-value coding's read, as far as Swift can answer it without Objective-C: the stored
    /// property of that name (the object's own or an ancestor's), nil where there is none.
    public func value(forKey key: String) -> Any? {
        // A layer's or an animation's keys, a view's properties by their Objective-C names (`QuartzCore/`, `Views/`).
        if let answering = self as? KeyValueAnswering, let answer = answering.answer(forKey: key) { return answer }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key || child.label == "$__lazy_storage_$_" + key {
                // An optional's value unwrapped, as key-value coding hands it over.
                if let optional = child.value as? OptionalValue { return optional.wrapped }
                return child.value
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

private protocol OptionalValue { var wrapped: Any? { get } }
extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { self.map { $0 as Any } }
}

// Key-value observing needs Objective-C: an observer is accepted and never called (the porting
// step keeps `observeValue(forKeyPath:…)` as a plain method, Docs/PORTING.md).

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

extension NSObject {
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {}
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
    /// What the porting step writes for `super.observeValue(…)` (a class method, so that a
    /// subclass's own `observeValue` does not collide with it): nothing, as NSObject's does.
    public static func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                    context: UnsafeMutableRawPointer?) {}
}

/// The rest of UIKit's animation options: accepted; the virtual clock runs every animation the same way.
extension UIView.AnimationOptions {
    public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
    public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
}

extension UIEvent {
    /// Touches are routed, not delivered (Docs/PORTING.md, section 7): an event carries none.
    @preconcurrency @MainActor public var allTouches: Set<UITouch>? { nil }
    @preconcurrency @MainActor public func touches(for view: UIView) -> Set<UITouch>? { nil }
    @preconcurrency @MainActor public func touches(for window: UIWindow) -> Set<UITouch>? { nil }
}

/// Swift's key-path observation (`scrollView.observe(\.contentOffset, options: .new) { … }`):
/// accepted, never fired, like the rest of key-value observing here.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    public func invalidate() {}
}

public struct NSKeyValueObservedChange<Value> {
    public let kind: Int = 1
    public let newValue: Value? = nil
    public let oldValue: Value? = nil
    public let isPrior = false
}

extension NSObjectProtocol where Self: NSObject {
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's `completion` defaults to nil (an Objective-C optional argument).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension NSObject {
    /// `value(forKey:)` along a dotted path; a layer's or an animation's value set by that whole
    /// path first (`layer.value(forKeyPath: "transform.scale")`).
    public func value(forKeyPath keyPath: String) -> Any? {
        if let answering = self as? KeyValueAnswering, let answer = answering.answer(forKey: keyPath) { return answer }
        var current: Any? = self
        for key in keyPath.split(separator: ".") {
            guard let object = current as? NSObject else { return nil }
            current = object.value(forKey: String(key))
        }
        return current
    }
}

public typealias CFAbsoluteTime = Double
/// Seconds on the app's virtual clock (what libraries take differences of, to measure a
/// gesture's speed), never the wall clock: every run reads the same times.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { CACurrentMediaTime() }

extension NSObject {
    /// Objective-C's `+description`: the class's name as Swift writes it (`T.description()`).
    public class func description() -> String { String(reflecting: self) }
}

extension UIApplication {
    /// The app-extension-safe way libraries reach the application,
    /// `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))` (ported: `"shared"`).
    @preconcurrency @MainActor
    public class func value(forKeyPath keyPath: String) -> Any? { keyPath == "shared" ? shared : nil }
}
