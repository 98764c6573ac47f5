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

/// An operation: `main()` runs when its queue starts it, on the app's main queue.
@preconcurrency @MainActor
open class Operation {
    public private(set) var isCancelled = false
    public private(set) var isExecuting = false
    public private(set) var isFinished = false
    open var isReady: Bool { dependencies.allSatisfy(\.isFinished) }
    public private(set) var dependencies: [Operation] = []
    open var completionBlock: (@MainActor () -> Void)?
    open var queuePriority: QueuePriority = .normal
    open var name: String?
    public nonisolated init() {}

    public enum QueuePriority: Int, Sendable { case veryLow = -8, low = -4, normal = 0, high = 4, veryHigh = 8 }

    open func main() {}
    open func start() {
        guard !isFinished else { return }
        if !isCancelled {
            isExecuting = true
            main()
            isExecuting = false
        }
        isFinished = true
        completionBlock?()
    }
    open func cancel() { isCancelled = true }
    public func addDependency(_ operation: Operation) { dependencies.append(operation) }
    public func removeDependency(_ operation: Operation) { dependencies.removeAll { $0 === operation } }
}

/// An operation of blocks, run in the order added.
public final class BlockOperation: Operation {
    private var blocks: [@MainActor () -> Void]
    public nonisolated init(block: @escaping @MainActor () -> Void) { blocks = [block] }
    public override nonisolated init() { blocks = [] }
    public func addExecutionBlock(_ block: @escaping @MainActor () -> Void) { blocks.append(block) }
    public override func main() { for block in blocks { block() } }
}

/// A queue of operations, run on the app's main queue in the order they become ready.
@preconcurrency @MainActor
public final class OperationQueue {
    public static let main = OperationQueue(name: "NSOperationQueue Main Queue")
    public static var current: OperationQueue? { PivotAppContext.current == nil ? nil : main }
    public var name: String?
    public var maxConcurrentOperationCount = -1
    public var qualityOfService: QualityOfService = .default
    public var isSuspended = false {
        didSet { if !isSuspended { startReady() } }
    }
    public private(set) var operations: [Operation] = []
    public var operationCount: Int { operations.count }
    public nonisolated init() {}
    private nonisolated init(name: String) { self.name = name }

    public func addOperation(_ operation: Operation) {
        operations.append(operation)
        DispatchQueue.main.async { self.startReady() }
    }
    public func addOperation(_ block: @escaping @MainActor () -> Void) { addOperation(BlockOperation(block: block)) }
    public func addOperations(_ list: [Operation], waitUntilFinished: Bool) {
        for operation in list { addOperation(operation) }
        if waitUntilFinished { waitUntilAllOperationsAreFinished() }
    }
    public func cancelAllOperations() { for operation in operations { operation.cancel() } }
    /// Runs what is ready now: waiting on the main thread for work of the main queue would
    /// deadlock, so the work runs in place, as a serial queue called from the main thread.
    public func waitUntilAllOperationsAreFinished() { startReady() }

    /// Starts every ready operation in order, again while one finishing readies another.
    private func startReady() {
        while !isSuspended, let next = operations.firstIndex(where: { $0.isReady || $0.isCancelled }) {
            let operation = operations.remove(at: next)
            operation.start()
        }
    }
}
