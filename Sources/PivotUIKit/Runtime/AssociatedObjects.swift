// The Objective-C runtime's associated objects, which libraries use to hang state on a view
// from an extension (a toast's queue on its superview). Kept per object while it lives: an
// entry whose object is gone is never answered (its identifier may be reused) and is dropped.

import Foundation

public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1, OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769, OBJC_ASSOCIATION_COPY = 771
}

private struct AssociatedEntry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Any] = [:]
}

nonisolated(unsafe) private var associated: [ObjectIdentifier: AssociatedEntry] = [:]
private let associatedLock = NSLock()

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let id = ObjectIdentifier(owner)
    associatedLock.lock()
    defer { associatedLock.unlock() }
    if associated.count > 64 { associated = associated.filter { $0.value.owner != nil } }
    var entry = associated[id].flatMap { $0.owner === owner ? $0 : nil } ?? AssociatedEntry(owner: owner)
    entry.values[key] = value
    associated[id] = entry
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    associatedLock.lock()
    defer { associatedLock.unlock() }
    guard let entry = associated[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
    return entry.values[key]
}

public func objc_removeAssociatedObjects(_ object: Any) {
    associatedLock.lock()
    defer { associatedLock.unlock() }
    associated[ObjectIdentifier(object as AnyObject)] = nil
}

extension NSObject {
    /// Key-value observing's notifications: an `Operation` subclass sends them, and its queue
    /// hears `isFinished` (`App/Operations.swift`); nothing else observes here.
    public func willChangeValue(forKey key: String) {}
    public func didChangeValue(forKey key: String) {
        guard let operation = self as? Operation, MainQueue.isCurrent else { return }
        MainActor.assumeIsolated { operation.valueDidChange(forKey: key) }
    }
}
