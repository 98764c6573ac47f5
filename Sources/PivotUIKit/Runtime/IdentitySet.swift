// NSMutableSet as ported code uses it. Foundation's on Linux boxes a Swift object that is not
// Hashable anew each time it goes in, so `remove(_:)` and `contains(_:)` never find what
// `add(_:)` put there; on Darwin the object is its own Objective-C object, equal to itself.
// PivotUIKit's shadows Foundation's for the code that imports it: an object is the same member
// while it lives (identity), a Hashable value by equality (an NSObject by `isEqual`). SnapKit
// keeps each view's constraints in one and removes them on `remakeConstraints`. Members keep the
// order they were added in, so iterating one is deterministic.

import Foundation

open class NSMutableSet: NSObject, Sequence {
    private var members: [Any] = []

    public override init() { super.init() }
    public convenience init(capacity: Int) { self.init() }
    public convenience init(array: [Any]) {
        self.init()
        addObjects(from: array)
    }

    open var count: Int { members.count }
    open var allObjects: [Any] { members }
    open func anyObject() -> Any? { members.first }

    open func member(_ object: Any) -> Any? { members.first { Self.same($0, object) } }
    open func contains(_ object: Any) -> Bool { member(object) != nil }

    open func add(_ object: Any) { if !contains(object) { members.append(object) } }
    open func addObjects(from array: [Any]) { for object in array { add(object) } }
    open func remove(_ object: Any) { members.removeAll { Self.same($0, object) } }
    open func removeAllObjects() { members.removeAll() }

    public func makeIterator() -> IndexingIterator<[Any]> { members.makeIterator() }

    /// Objective-C's `isEqual:` for what a set holds: equal values, else the same object.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        guard type(of: a) is AnyClass, type(of: b) is AnyClass else { return false }
        return (a as AnyObject) === (b as AnyObject)
    }
}
