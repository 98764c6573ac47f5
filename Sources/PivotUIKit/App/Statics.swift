// A library's static state, one copy per app. A library's `static let shared = Presenter()` and
// `static var queue: [Toast] = []` outlive the app a test made, so the next app (another test, or
// the explorer's fresh host for every sequence) would see the last one's windows and queues:
// state shared between apps. `pivot port` rewrites such stored statics into computed ones that
// keep their value in the current app's store, made on first use in each app, as a static is made
// on first use in a process. Outside any app they live in one store for the process.

import Foundation

/// The stored statics of one app (or of the process, outside any app), by the key the porting
/// step gives each declaration (its file and position).
public final class PivotStatics: @unchecked Sendable {
    // @unchecked: every access takes the lock; the values are the library's, used as it uses them.
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    /// Keys in the order their values were first made: what tells two apps' statics apart.
    private var order: [String] = []

    init() {}

    /// The store of the current app, or the process's outside any app.
    static var current: PivotStatics { PivotAppContext.current?.statics ?? process }
    private static let process = PivotStatics()

    /// The static's value in the current app, made by `initial` the first time it is read there.
    public static func value<T>(_ key: String, _ initial: () -> T) -> T {
        let store = current
        // Present (even as a nil optional) means made: `nil as? T` would succeed for an optional T.
        if let stored = store.read(key), let value = stored as? T { return value }
        // Made outside the lock: an initialiser may read other statics.
        let made = initial()
        return store.readOrStore(key, made)
    }

    /// Sets the static's value in the current app.
    public static func set<T>(_ key: String, _ value: T) { current.store(key, value) }

    private func read(_ key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    /// Keeps `made` unless an initialiser that ran meanwhile already stored one (the first wins).
    private func readOrStore<T>(_ key: String, _ made: T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let stored = values[key], let value = stored as? T { return value }
        store(unlocked: key, made)
        return made
    }

    private func store<T>(_ key: String, _ value: T) {
        lock.lock()
        defer { lock.unlock() }
        store(unlocked: key, value)
    }

    private func store(unlocked key: String, _ value: Any) {
        if values.updateValue(value, forKey: key) == nil { order.append(key) }
    }

    /// Each static made so far and its value, in the order they were made: what the explorer
    /// reads of a library's statics.
    package var snapshot: [(key: String, value: Any)] {
        lock.lock()
        defer { lock.unlock() }
        return order.map { ($0, values[$0] as Any) }
    }
}
