// Counting the work a report does, for the tests that bound its growth (issue 37): inside
// `WorkCount.counting { }` the places that read a whole list add its length; elsewhere nothing
// counts. Tests count work, never time.

import Synchronization

package final class WorkCount: Sendable {
    @TaskLocal static var current: WorkCount?
    private let total = Mutex(0)

    /// What `body` returns, and the work it did.
    package static func counting<T>(_ body: () throws -> T) rethrows -> (value: T, work: Int) {
        let count = WorkCount()
        let value = try $current.withValue(count) { try body() }
        return (value, count.total.withLock { $0 })
    }

    /// Notes `amount` of work (the length of a list read) when something is counting.
    static func add(_ amount: Int) {
        current?.total.withLock { $0 += amount }
    }
}
