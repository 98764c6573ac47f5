// NSPointerArray and NSHashTable's weak forms, which Foundation on Linux lacks: libraries keep
// their delegates and windows in them without retaining them.

import Foundation

public final class NSPointerArray: NSObject {
    private var entries: [WeakTarget?] = []
    public override init() { super.init() }
    public static func weakObjects() -> NSPointerArray { NSPointerArray() }
    public var count: Int { entries.count }
    public var allObjects: [Any] { entries.compactMap { $0?.object } }
    public func addPointer(_ pointer: UnsafeMutableRawPointer?) {
        entries.append(pointer.map { WeakTarget(Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue()) })
    }
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        entries[index]?.object.map { Unmanaged.passUnretained($0).toOpaque() }
    }
    public func removePointer(at index: Int) { entries.remove(at: index) }
    public func insertPointer(_ pointer: UnsafeMutableRawPointer?, at index: Int) {
        entries.insert(pointer.map { WeakTarget(Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue()) }, at: index)
    }
    public func replacePointer(at index: Int, withPointer pointer: UnsafeMutableRawPointer?) {
        entries[index] = pointer.map { WeakTarget(Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue()) }
    }
    /// Drops the entries whose object is gone.
    public func compact() { entries.removeAll { $0?.object == nil } }
}

public final class NSHashTable<ObjectType: AnyObject>: NSObject {
    private var entries: [WeakTarget] = []
    public override init() { super.init() }
    public static func weakObjects() -> NSHashTable<ObjectType> { NSHashTable() }
    public var allObjects: [ObjectType] { entries.compactMap { $0.object as? ObjectType } }
    public var count: Int { allObjects.count }
    public var anyObject: ObjectType? { allObjects.first }
    public func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        entries.removeAll { $0.object == nil }
        entries.append(WeakTarget(object))
    }
    public func remove(_ object: ObjectType?) { entries.removeAll { $0.object == nil || $0.object === object } }
    public func removeAllObjects() { entries = [] }
    public func contains(_ object: ObjectType?) -> Bool { entries.contains { $0.object != nil && $0.object === object } }
}
