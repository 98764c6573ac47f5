import Pivot
import PivotUIKit
import Testing

/// Associated objects hang state on an object from an extension, as Toast-Swift keeps its queue.
@Suite("PivotUIKit: associated objects")
struct AssociatedObjectTests {
    nonisolated(unsafe) static var queueKey = 0

    @Test("A value set on an object is read back from it, not from another, and goes with the object")
    func associatedValuesBelongToTheirObject() {
        let host = NSObject(), other = NSObject()
        withUnsafePointer(to: &Self.queueKey) { key in
            objc_setAssociatedObject(host, key, ["toast"], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(host, key) as? [String] == ["toast"])
            #expect(objc_getAssociatedObject(other, key) == nil)
            objc_setAssociatedObject(host, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(host, key) == nil)
        }
    }
}
