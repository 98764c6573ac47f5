// Foundation's NotificationCenter, one per app. A library that writes `NotificationCenter.default`
// gets the center of the app it runs in (`PivotApp.run`), because a module's own type shadows the
// same name from a module it imports: two tests running side by side never see each other's
// notifications, and an observer added in one run is gone in the next. The closure API only:
// Linux has no Objective-C runtime for `#selector` observers (Docs/PORTING.md).
//
// Delivery is synchronous and in the order observers were added, as Foundation delivers on the
// posting thread; a `queue` is accepted and not used, since every step of a PivotUIKit app runs
// on the main actor already. So the observer closure is main-actor code: window code in it needs
// no `MainActor.assumeIsolated`, in Swift 5 or 6 mode.

import Foundation
import Pivot
import Synchronization

public final class NotificationCenter: Sendable {
    public convenience init() { self.init(keeping: true) }

    /// The current app's center. Outside an app (a `deinit` after a test) removing an observer
    /// still works; adding one is a mistake the app would never hear of, so it stops the test.
    public class var `default`: NotificationCenter { PivotAppContext.current?.notificationCenter ?? .detached }
    private static let detached = NotificationCenter(keeping: false)

    private let keeps: Bool
    private let observers = Mutex<Observers>(Observers())

    private init(keeping: Bool) { keeps = keeping }

    /// Adds an observer of `name` (nil: every name) posted by `object` (nil: by anyone).
    @discardableResult
    public func addObserver(forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
                            using block: @escaping @MainActor (Notification) -> Void) -> any NSObjectProtocol {
        let token = ObserverToken(center: self)
        precondition(keeps, "PivotUIKit: NotificationCenter.default outside app.run { … }: an observer belongs to an app")
        let sender = (object as AnyObject?).map(ObjectIdentifier.init)
        observers.withLock { $0.add(Observer(token: ObjectIdentifier(token), name: name, sender: sender, block: block)) }
        return token
    }

    /// Adds a selector observer (`addObserver(_:selector:name:object:)`): removed by its target.
    func add(target: ObjectIdentifier, name: Notification.Name?, sender: ObjectIdentifier?, block: @escaping @MainActor (Notification) -> Void) {
        precondition(keeps, "PivotUIKit: NotificationCenter.default outside app.run { … }: an observer belongs to an app")
        observers.withLock { $0.add(Observer(token: target, name: name, sender: sender, block: block, byTarget: true)) }
    }

    private func removeTarget(_ observer: Any, name: Notification.Name?, sender: ObjectIdentifier?) {
        let target = ObjectIdentifier(observer as AnyObject)
        observers.withLock {
            $0.remove { $0.byTarget && $0.token == target && (name == nil || $0.name == name) && (sender == nil || $0.sender == sender) }
        }
    }

    /// Removes an observer this center (or any app's) returned, or every selector observer
    /// `observer` is (`SelectorObservers.swift`).
    public func removeObserver(_ observer: Any) {
        guard let token = observer as? ObserverToken else { return removeTarget(observer, name: nil, sender: nil) }
        token.center?.observers.withLock { $0.remove { $0.token == ObjectIdentifier(token) } }
    }

    public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        let sender = (object as AnyObject?).map(ObjectIdentifier.init)
        guard let token = observer as? ObserverToken else { return removeTarget(observer, name: name, sender: sender) }
        token.center?.observers.withLock {
            $0.remove { $0.token == ObjectIdentifier(token) && (name == nil || $0.name == name) && (sender == nil || $0.sender == sender) }
        }
    }

    public func post(_ notification: Notification) {
        let sender = (notification.object as AnyObject?).map(ObjectIdentifier.init)
        let blocks = observers.withLock { $0.matching(notification.name, sender) }
        // Every PivotUIKit app runs on the main actor, so a post comes from it (and the
        // notification never leaves it).
        nonisolated(unsafe) let note = notification
        MainActor.assumeIsolated {
            for block in blocks { block(note) }
        }
    }

    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// The names someone observes, or nil when an observer takes every name: the app keeps the
    /// world of a UIKit notification's moment only for these (a kept world costs a copy).
    var observedNames: Set<String>? { observers.withLock { $0.names } }

    /// Counts every change of the observers: the app turns `observedNames` into the engine's
    /// names again only when it moved.
    var observersVersion: Int { observers.withLock { $0.version } }

    /// The observers by what they observe, in the order added (`*` every name, `@` one sender):
    /// part of what an app's code keeps, which an explorer tells states apart by.
    package var observerSignature: [String] {
        observers.withLock { $0.signature }
    }
}

/// What `addObserver(forName:object:queue:using:)` returns: hand it to `removeObserver`.
public final class ObserverToken: NSObject, Sendable {
    fileprivate weak let center: NotificationCenter?
    fileprivate init(center: NotificationCenter) { self.center = center }
}

private struct Observer {
    let token: ObjectIdentifier
    let name: Notification.Name?
    let sender: ObjectIdentifier?
    let block: @MainActor (Notification) -> Void
    /// `token` is the selector observer's target, not a token `addObserver` returned.
    var byTarget = false
}

private struct Observers: ~Copyable {
    private var list: [Observer] = []
    private(set) var names: Set<String>? = []
    private(set) var version = 0

    var signature: [String] { list.map { ($0.name?.rawValue ?? "*") + ($0.sender == nil ? "" : "@") } }

    mutating func add(_ observer: Observer) {
        version += 1
        list.append(observer)
        if let name = observer.name { names?.insert(name.rawValue) } else { names = nil }
    }

    mutating func remove(where matches: (Observer) -> Bool) {
        version += 1
        list.removeAll(where: matches)
        names = list.contains { $0.name == nil } ? nil : Set(list.compactMap { $0.name?.rawValue })
    }

    func matching(_ name: Notification.Name, _ sender: ObjectIdentifier?) -> [@MainActor (Notification) -> Void] {
        list.filter { ($0.name == nil || $0.name == name) && ($0.sender == nil || $0.sender == sender) }.map(\.block)
    }
}
