// What must hold after every step of a library's code in a host, and the library's state as the
// search tells states apart.

import Pivot
import PivotTrace
import PivotUIKit

/// A property of the app after a step. `broken` says how it fails: the lines a report shows
/// (`- ` what the host observes on its own, `+ ` with the library), or nil while it holds.
@preconcurrency @MainActor
public struct LibraryProperty {
    public var name: String
    let needsTwin: Bool
    let check: @MainActor (PivotApp, Twin?) -> [String]?

    func broken(_ app: PivotApp, _ twin: Twin?) -> [String]? { check(app, twin) }

    /// What the host can observe of itself, which an author may accept as the library's purpose
    /// (the words of `explore check leaves-host-alone except …`).
    public typealias Observable = HostObservable

    /// The host observes what it would without the library: its interface orientation, status
    /// bar, key window, and its windows' and controllers' geometry (SPEC W, A, S, G rules), but
    /// for what `except` accepts (a HUD that takes the key window on purpose: `except: [.key]`).
    public static func leavesHostAlone(except accepted: Set<Observable> = []) -> LibraryProperty {
        let suffix = accepted.isEmpty ? "" : " except " + Observable.allCases.filter(accepted.contains).map(\.rawValue).joined(separator: ",")
        return LibraryProperty(name: "leaves-host-alone" + suffix, needsTwin: true) { app, twin in
            guard let twin else { return nil }
            let without = twin.observation
            var with = app.world.hostObservation(windows: twin.windows, controllers: twin.controllers)
            for observable in accepted { observable.accept(without, &with) }
            guard without != with else { return nil }
            return zip(without.lines, with.lines).filter { $0.0 != $0.1 }.flatMap { ["- " + $0.0, "+ " + $0.1] }
        }
    }

    /// The app never stops with a UIKit exception (A3, A6).
    public static let noCrash = LibraryProperty(name: "no-crash", needsTwin: false) { app, _ in
        app.crash.map { ["+ expect crash \($0.name): \($0.reason)"] }
    }

    /// A property of the library's own: true while it holds (run in the app's context).
    public static func holds(_ name: String, _ predicate: @escaping @MainActor (PivotApp) -> Bool) -> LibraryProperty {
        LibraryProperty(name: name, needsTwin: false) { app, _ in
            app.run { predicate(app) } ? nil : ["+ \(name) does not hold"]
        }
    }
}

/// The library's state: the simple stored values of the windows and controllers its code made
/// (by reflection, their UIKit classes' own state being the engine's), and what the library
/// says it keeps besides (`state`).
struct LibraryDigest: Hashable {
    var values: [AnyHashable]
    /// Hashed once: a set of states hashes a key on every insertion.
    private var hash = 0

    static func == (a: LibraryDigest, b: LibraryDigest) -> Bool { a.hash == b.hash && a.values == b.values }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    @MainActor
    init(_ objects: [AnyObject], extra: AnyHashable?) {
        values = [AnyHashable(extra)]
        for object in objects {
            values.append(String(describing: type(of: object)))
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror, !Self.isUIKit(current.subjectType) {
                for child in current.children {
                    if !Self.holdsObject(child.value), let value = child.value as? AnyHashable { values.append(value) }
                }
                mirror = current.superclassMirror
            }
        }
        hash = values.hashValue
    }

    /// A reference (or an optional one): compared by identity, it would tell every run apart.
    private static func holdsObject(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { holdsObject($0.value) } ?? false }
        return type(of: value) is AnyClass
    }

    /// PivotUIKit's own classes, whose state is the engine's.
    private static func isUIKit(_ type: Any.Type) -> Bool {
        type == UIWindow.self || type == UIViewController.self || type == UIView.self || type == UIResponder.self
            || type == UINavigationController.self || type == UITabBarController.self
    }
}
