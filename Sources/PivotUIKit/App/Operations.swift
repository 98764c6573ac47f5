// Operations and their queues, on the app's main queue (`Threads.swift`). As Foundation's, a
// queue keeps an operation until it finishes and runs at most `maxConcurrentOperationCount` at
// once. An operation that finishes later than `start()` returns (a toast's, after its hide
// animation) overrides `isExecuting`/`isFinished` and says so through key-value observing
// (`didChangeValue(forKey: "isFinished")`), which is what the queue listens to.

import Foundation

/// An operation: `main()` runs when its queue starts it, on the app's main queue.
@preconcurrency @MainActor
open class Operation: NSObject {
    private var cancelled = false
    private var executing = false
    private var finished = false
    open var isCancelled: Bool { cancelled }
    open var isExecuting: Bool { executing }
    open var isFinished: Bool { finished }
    /// False here: every operation runs on the app's main queue.
    open var isAsynchronous: Bool { false }
    open var isConcurrent: Bool { isAsynchronous }
    open var isReady: Bool { dependencies.allSatisfy(\.isFinished) }
    public private(set) var dependencies: [Operation] = []
    open var completionBlock: (@MainActor () -> Void)?
    open var queuePriority: QueuePriority = .normal
    open var qualityOfService: QualityOfService = .default
    open var name: String?
    /// The queue running it, told when it finishes.
    weak var queue: OperationQueue?
    private var completed = false
    public nonisolated override init() { super.init() }

    public enum QueuePriority: Int, Sendable { case veryLow = -8, low = -4, normal = 0, high = 4, veryHigh = 8 }

    open func main() {}
    open func start() {
        guard !finished else { return }
        if !cancelled {
            executing = true
            main()
            executing = false
        }
        finished = true
        didFinish()
    }
    open func cancel() { cancelled = true }
    public func addDependency(_ operation: Operation) { dependencies.append(operation) }
    public func removeDependency(_ operation: Operation) { dependencies.removeAll { $0 === operation } }
    public func waitUntilFinished() {}

    /// Key-value observing of `isFinished`, as the queue does on Apple platforms.
    func valueDidChange(forKey key: String) {
        if key == "isFinished", isFinished { didFinish() }
    }

    /// Once: the completion block, then the queue moves on.
    private func didFinish() {
        guard !completed else { return }
        completed = true
        completionBlock?()
        queue?.operationFinished(self)
    }
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
    public static let defaultMaxConcurrentOperationCount = -1
    public var name: String?
    /// How many operations may run at once (-1: no limit). Toaster's queue of toasts says 1.
    public var maxConcurrentOperationCount = -1 {
        didSet { startReady() }
    }
    public var qualityOfService: QualityOfService = .default
    public var isSuspended = false {
        didSet { if !isSuspended { startReady() } }
    }
    /// Every operation added and not finished yet, running or waiting, in the order added.
    public private(set) var operations: [Operation] = []
    public var operationCount: Int { operations.count }
    private var started: Set<ObjectIdentifier> = []
    public nonisolated init() {}
    private nonisolated init(name: String) { self.name = name }

    public func addOperation(_ operation: Operation) {
        operation.queue = self
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

    func operationFinished(_ operation: Operation) {
        guard let index = operations.firstIndex(where: { $0 === operation }) else { return }
        operations.remove(at: index)
        started.remove(ObjectIdentifier(operation))
        // An operation may finish inside `start()`: the queue carries on after it returns.
        if !starting { startReady() }
    }

    private var starting = false

    /// Starts ready operations in order while fewer than the limit run, again while one
    /// finishing readies another.
    private func startReady() {
        guard !starting else { return }
        starting = true
        defer { starting = false }
        while !isSuspended, maxConcurrentOperationCount < 0 || started.count < maxConcurrentOperationCount,
              let next = operations.first(where: { !started.contains(ObjectIdentifier($0)) && ($0.isReady || $0.isCancelled) }) {
            started.insert(ObjectIdentifier(next))
            next.start()
        }
    }
}
