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
    /// Judged once the library has settled: its delayed work run and the engine's animations
    /// ended (the clock moved on until nothing was left, within the step's work budget).
    let settled: Bool
    /// Where a counterexample's why comes from: the engine's decisions, or what the property
    /// read (`holds`), or its own `+` lines (`shownOnScreen`).
    enum Why { case engine, values, lines }
    let why: Why
    let check: @MainActor (PivotApp, Twin?) -> [String]?

    init(name: String, needsTwin: Bool, settled: Bool = false, why: Why = .engine,
         check: @escaping @MainActor (PivotApp, Twin?) -> [String]?) {
        self.name = name; self.needsTwin = needsTwin; self.settled = settled; self.why = why; self.check = check
    }

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

    /// A property of the library's own: true while it holds (run in the app's context). With
    /// `settled`, judged once the library's delayed work and the engine's animations are over
    /// ("after the toast is gone"), on a fresh run of the sequence.
    public static func holds(_ name: String, settled: Bool = false, _ predicate: @escaping @MainActor (PivotApp) -> Bool) -> LibraryProperty {
        holds(name, settled: settled) { app in (predicate(app), "") }
    }

    /// A property of the library's own that says what it judged: the predicate returns whether
    /// it holds and a description of the values it read (`"banner width 320, window width
    /// 568"`), printed in the counterexample's `+` line and its why.
    public static func holds(_ name: String, settled: Bool = false,
                             _ judge: @escaping @MainActor (PivotApp) -> (holds: Bool, values: String)) -> LibraryProperty {
        LibraryProperty(name: name, needsTwin: false, settled: settled, why: .values) { app, _ in
            let verdict = app.run { judge(app) }
            guard !verdict.holds else { return nil }
            return ["+ \(name) does not hold" + (verdict.values.isEmpty ? "" : ": " + verdict.values)]
        }
    }
}

/// The library's state: the simple stored values of the windows and controllers its code made
/// (by reflection, their UIKit classes' own state being the engine's), its observers and delayed
/// work, and what the library says it keeps besides (`state`). Exact: numbers, flags and strings
/// are kept whole as words, other hashable values as they are.
struct LibraryDigest: Hashable {
    private var words: [UInt64] = []
    private var others: [AnyHashable] = []
    /// Hashed once: a set of states hashes a key on every insertion.
    private var hash = 0

    static func == (a: LibraryDigest, b: LibraryDigest) -> Bool { a.hash == b.hash && a.words == b.words && a.others == b.others }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    @MainActor
    init(_ objects: [AnyObject], extra: AnyHashable?, observers: [String], pending: [Int]) {
        if let extra { add(extra.base) }
        words.append(UInt64(observers.count))
        for name in observers { add(name) }
        words.append(UInt64(pending.count))
        for due in pending { words.append(UInt64(bitPattern: Int64(due))) }
        for object in objects {
            let type = ObjectIdentifier(Swift.type(of: object))
            words.append(UInt64(UInt(bitPattern: type)))
            // A class with no stored values of its own below UIKit's is not reflected again.
            guard Reflection.storesValues[type] != false else { continue }
            var stored = false
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror, !Reflection.isUIKit(current.subjectType) {
                for child in current.children {
                    stored = true
                    add(child.value)
                }
                mirror = current.superclassMirror
            }
            Reflection.storesValues[type] = stored
        }
        var hasher = Hasher()
        hasher.combine(words)
        if !others.isEmpty { hasher.combine(others) }
        hash = hasher.finalize()
    }

    /// A stored value, tagged with its kind; a reference or a value that is not hashable counts
    /// only as its kind.
    @MainActor
    private mutating func add(_ value: Any) {
        let kind = Reflection.kind(of: value)
        words.append(UInt64(kind.rawValue))
        switch kind {
        case .bool: words.append(value as! Bool ? 1 : 0)
        case .int: words.append(UInt64(bitPattern: Int64(value as! Int)))
        case .double: words.append((value as! Double).bitPattern)
        case .string: add(value as! String)
        case .flags:
            let flags = value as! [Bool]
            words.append(UInt64(flags.count))
            for flag in flags { words.append(flag ? 1 : 0) }
        case .array:
            guard let elements = value as? [Any] else { return }
            words.append(UInt64(elements.count))
            for element in elements { add(element) }
        case .hashable:
            // Never a trap, whatever a library stores: a value that does not cast counts as its kind.
            if let hashable = value as? AnyHashable { others.append(hashable) }
        case .skipped: break
        }
    }

    private mutating func add(_ string: String) {
        words.append(UInt64(string.utf8.count))
        var word: UInt64 = 0, count = 0
        for byte in string.utf8 {
            word = word << 8 | UInt64(byte)
            count += 1
            if count == 8 { words.append(word); word = 0; count = 0 }
        }
        if count > 0 { words.append(word) }
    }
}

/// What reflection learns of a type once: a function of the type, so kept for every digest.
@MainActor
enum Reflection {
    /// By class: whether it has stored properties of its own (below PivotUIKit's classes).
    static var storesValues: [ObjectIdentifier: Bool] = [:]
    /// How a stored value is read into the state, by its dynamic type.
    enum Kind: UInt8 {
        case bool = 1, int, double, string, flags, array, hashable
        /// A reference (or an optional one), which compared by identity would tell every run
        /// apart, or a value that is not hashable.
        case skipped
    }
    static var kinds: [ObjectIdentifier: Kind] = [:]

    static func kind(of value: Any) -> Kind {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = kinds[type] { return known }
        // By the type itself: a cast would also take an empty [String] for [Bool], or an
        // optional holding a number for the number, and the next value would not cast.
        let valueType = Swift.type(of: value)
        let kind: Kind = if valueType == Bool.self { .bool }
            else if valueType == Int.self { .int }
            else if valueType == Double.self { .double }
            else if valueType == String.self { .string }
            // An array of flags without boxing each (what a library's `state` often returns).
            else if valueType == [Bool].self { .flags }
            // Its elements each by their kind (a set or a dictionary has no order: hashable).
            // Hashable by the type, never by a cast of the value: a cast looks inside an optional,
            // so a weak `SomeDelegate?` holding a hashable object would pass, and its nil fail.
            else if valueType is any ArrayValue.Type && valueType is any Hashable.Type { .array }
            else if !holdsObject(valueType) && valueType is any Hashable.Type { .hashable }
            else { .skipped }
        kinds[type] = kind
        return kind
    }

    private static func holdsObject(_ type: Any.Type) -> Bool {
        if type is AnyClass { return true }
        if let optional = type as? any OptionalValue.Type { return holdsObject(optional.wrappedType) }
        return false
    }

    /// PivotUIKit's own classes, whose state is the engine's.
    static func isUIKit(_ type: Any.Type) -> Bool {
        type == UIWindow.self || type == UIViewController.self || type == UIView.self || type == UIResponder.self
            || type == UINavigationController.self || type == UITabBarController.self
    }
}

/// Any array, told by its type.
private protocol ArrayValue {}
extension Array: ArrayValue {}

/// An optional's wrapped type, read from the type alone (a nil value has no child to reflect).
private protocol OptionalValue { static var wrappedType: Any.Type { get } }
extension Optional: OptionalValue { static var wrappedType: Any.Type { Wrapped.self } }
