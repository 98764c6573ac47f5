// Threads and queues as window code sees them from the main thread of a modelled app. Every
// queue's work runs on the app's main queue and virtual clock (`VirtualTime.swift`), so a run is
// deterministic; these types shadow Foundation's and Dispatch's in code that imports PivotUIKit.
// Foundation's own `Thread` cannot be subclassed here, and its `OperationQueue` would run work on
// a worker thread outside any app.

import Foundation

/// The thread a library asks about: inside an app's run it is the main thread, as library code
/// always is when UIKit calls it.
public final class Thread: @unchecked Sendable {
    private let isMain: Bool
    private init(isMain: Bool) { self.isMain = isMain }

    /// True inside an app's run (`PivotApp.run`), else what Foundation says.
    public class var isMainThread: Bool { PivotAppContext.current != nil || Foundation.Thread.isMainThread }
    public class var current: Thread { Thread(isMain: isMainThread) }
    public class var main: Thread { Thread(isMain: true) }
    public var isMainThread: Bool { isMain }
    public var name: String? { isMain ? "main" : nil }
    public class var callStackSymbols: [String] { Foundation.Thread.callStackSymbols }
    /// Sleeping takes no virtual time: nothing else runs meanwhile in a modelled app.
    public class func sleep(forTimeInterval interval: TimeInterval) {}
    public class func sleep(until date: Date) {}
}

extension DispatchQueue {
    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    /// A private queue: serial or concurrent, its work runs on the main queue in order.
    public nonisolated convenience init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
                                        autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.init(label: label)
    }

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @MainActor () -> Void) {
        group?.enter()
        async { work(); group?.leave() }
    }

    /// Runs the work now, as a serial queue called from the main thread does. On the main queue
    /// itself that is libdispatch's deadlock, which traps on a device too.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if self === DispatchQueue.main {
            preconditionFailure("BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already owned by current thread")
        }
        return try work()
    }
    public func sync(flags: DispatchWorkItemFlags, execute work: () -> Void) { sync(execute: work) }
}

/// A group of queued work: `notify` runs once everything entered has left.
@preconcurrency @MainActor
public final class DispatchGroup {
    private var count = 0
    private var waiting: [(DispatchQueue, @MainActor () -> Void)] = []
    public nonisolated init() {}

    public func enter() { count += 1 }
    public func leave() {
        count = max(0, count - 1)
        guard count == 0 else { return }
        let notified = waiting
        waiting = []
        for (queue, work) in notified { queue.async(execute: work) }
    }
    public func notify(queue: DispatchQueue, execute work: @escaping @MainActor () -> Void) {
        if count == 0 { queue.async(execute: work) } else { waiting.append((queue, work)) }
    }
}

// Operation and OperationQueue: `Operations.swift`.
