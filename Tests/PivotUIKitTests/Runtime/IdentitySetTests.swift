import PivotUIKit
import Testing

/// NSMutableSet as a library keeps its own objects in one (a constraint DSL's constraints of a
/// view): a Swift object is found again while it lives, as on Darwin.
@Suite("PivotUIKit: NSMutableSet holds Swift objects by identity")
struct IdentitySetTests {
    final class Entry { var label = "" }

    @Test("An object added twice is one member; remove and contains find it; values compare by equality")
    func objectsAndValues() {
        let set = NSMutableSet()
        let first = Entry(), second = Entry()
        set.add(first)
        set.add(first)
        set.add(second)
        set.add("name")
        set.add("name")
        #expect(set.count == 3)
        #expect(set.contains(first) && set.contains("name") && !set.contains(Entry()))
        set.remove(first)
        #expect(set.count == 2 && !set.contains(first))
        #expect((set.allObjects.first as? Entry) === second, "members keep the order they came in")
        #expect(set.map { $0 is Entry } == [true, false])
        set.removeAllObjects()
        #expect(set.count == 0 && set.anyObject() == nil)
    }

    @Test("Kept as an associated object, the set a view's extension stores is the one it reads back")
    @MainActor func keptOnAnObject() {
        let owner = NSObject()
        let set = NSMutableSet(array: [Entry()])
        objc_setAssociatedObject(owner, &setKey, set, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let again = objc_getAssociatedObject(owner, &setKey) as? NSMutableSet
        #expect(again === set && again?.count == 1)
    }
}

nonisolated(unsafe) private var setKey: UInt8 = 0
