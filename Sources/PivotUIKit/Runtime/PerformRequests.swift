// `perform(_:)`, `perform(_:with:afterDelay:)` and their cancelling, on NSObject as UIKit apps
// call them (`perform(#selector(hide), with: nil, afterDelay: 2)`; a view or controller is an
// NSObject). A delayed perform runs on the app's virtual clock and keeps its target and object
// until then, as the run loop does; `cancelPreviousPerformRequests(withTarget:)` drops the
// target's pending ones (with a selector and object, only those: the object compared by `==`
// where it is an NSObject or `Hashable`, else by identity).

import Foundation

extension NSObject {
    /// Calls the selector's method on this object now; its result, where it returns an object.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ selector: Selector) -> Any? { selector.invoke(on: self) }

    @preconcurrency @MainActor @discardableResult
    public func perform(_ selector: Selector, with object: Any?) -> Any? { selector.invoke(on: self, sender: object) }

    @preconcurrency @MainActor @discardableResult
    public func perform(_ selector: Selector, with object: Any?, with other: Any?) -> Any? {
        selector.invoke(on: self, sender: object, event: other)
    }

    /// Calls the selector's method after `delay` seconds of the app's virtual clock.
    @preconcurrency @MainActor
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        PerformRequest.schedule(target: self, selector: selector, object: object, delay: delay)
    }

    @preconcurrency @MainActor
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(selector, with: object, afterDelay: delay)
    }

    /// Cancels every delayed perform pending on `target`.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        let id = PerformRequest.identity(target)
        PerformRequest.pending.removeAll { PerformRequest.identity($0.target) == id }
    }

    /// Cancels the delayed performs pending on `target` with this selector and object.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        let id = PerformRequest.identity(target)
        PerformRequest.pending.removeAll {
            PerformRequest.identity($0.target) == id && $0.selector == selector && PerformRequest.same($0.object, object)
        }
    }

    // A class is an object in Objective-C: a class method performs on the class itself
    // (`perform(#selector(hide), with: window, afterDelay: 2)` in `class func show`).

    @preconcurrency @MainActor @discardableResult
    public class func perform(_ selector: Selector) -> Any? { selector.invoke(on: self as AnyObject) }

    @preconcurrency @MainActor @discardableResult
    public class func perform(_ selector: Selector, with object: Any?) -> Any? { selector.invoke(on: self as AnyObject, sender: object) }

    @preconcurrency @MainActor
    public class func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        PerformRequest.schedule(target: self as AnyObject, selector: selector, object: object, delay: delay)
    }

    /// Whether the object implements the selector's method: it is of the class that declares it.
    /// A selector made from a name alone names nothing that can be found on Linux: false.
    public func responds(to selector: Selector!) -> Bool { selector.map { $0.isImplemented(by: self) } ?? false }
}

/// A delayed perform, waiting on the virtual clock.
@MainActor
final class PerformRequest {
    /// Pending across apps: a request is found by its target, which belongs to one app.
    static var pending: [PerformRequest] = []
    /// The app, held weakly through its `BackReference`.
    var app: PivotApp? { appReference.object }
    private let appReference: BackReference<PivotApp>
    let target: AnyObject
    let selector: Selector
    let object: Any?

    init(app: PivotApp, target: AnyObject, selector: Selector, object: Any?) {
        appReference = app.backReference; self.target = target; self.selector = selector; self.object = object
    }

    static func schedule(target: AnyObject, selector: Selector, object: Any?, delay: TimeInterval) {
        let app = PivotApp.current
        let request = PerformRequest(app: app, target: target, selector: selector, object: object)
        // Requests of apps that are gone would never run: they go (and their targets with them).
        pending.removeAll { $0.app == nil }
        pending.append(request)
        app.schedule(at: .now() + delay) {
            guard let index = pending.firstIndex(where: { $0 === request }) else { return }
            pending.remove(at: index)
            _ = selector.invoke(on: request.target, sender: request.object)
        }
    }

    /// An object's identity; a class's (boxed anew each time it is passed as an object on Linux)
    /// is the class's own.
    nonisolated static func identity(_ target: Any) -> ObjectIdentifier {
        if let type = target as? AnyClass { return ObjectIdentifier(type) }
        return ObjectIdentifier(target as AnyObject)
    }

    /// Objective-C's `isEqual:` as far as Swift can ask it.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a as AnyHashable, b as AnyHashable): a == b
        case let (a?, b?): (a as AnyObject) === (b as AnyObject)
        default: false
        }
    }
}
