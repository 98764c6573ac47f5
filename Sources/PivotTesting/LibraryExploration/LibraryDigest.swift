// The library's state as a search tells states apart: the simple stored values of the objects
// its code made, read by their type (never by a cast), the helper objects they and the
// library's statics (PivotStatics) refer to, its observers and delayed work, and its `state`. A
// class whose own fields are numbers, flags, strings and references to UIKit's objects is read
// in place at the fields' offsets (learned once per class from the standard library's field
// list); any other class through a mirror.

@_spi(Reflection) import Swift
import Pivot
import PivotUIKit

/// The library's state: the simple stored values of the windows and controllers its code made
/// (by reflection, their UIKit classes' own state being the engine's), of the library's own
/// objects those and its statics refer to (a presenter, a queue of toasts, a view of its own),
/// its observers and delayed work, and what the library says it keeps besides (`state`). Exact:
/// numbers, flags and strings are kept whole as words, other hashable values as they are.
struct LibraryDigest: Hashable {
    private var words: [UInt64] = []
    private var others: [AnyHashable] = []
    /// Hashed once: a set of states hashes a key on every insertion.
    private var hash = 0
    /// The objects met so far, numbered in the order met: each is read once, where it is first
    /// met (cycles end there); met again, its number says which it is.
    private var visited: [ObjectIdentifier: Int] = [:]

    /// How deep references are followed from a made object or a static, and how many objects
    /// a state reads at most: a library's helpers, not a whole graph it may hold.
    static let maxDepth = 4
    static let maxObjects = 512

    static func == (a: LibraryDigest, b: LibraryDigest) -> Bool { a.hash == b.hash && a.words == b.words && a.others == b.others }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    @MainActor
    init(_ objects: [AnyObject], statics: [(key: String, value: Any)] = [], extra: AnyHashable?, observers: [String], pending: [Int]) {
        if let extra { add(extra.base, depth: 0) }
        words.append(UInt64(observers.count))
        for name in observers { add(name) }
        words.append(UInt64(pending.count))
        for due in pending { words.append(UInt64(bitPattern: Int64(due))) }
        // Made objects first, so a reference to one from a static or a helper is a mark.
        for object in objects { visited[ObjectIdentifier(object)] = visited.count }
        for object in objects { read(object, depth: 0) }
        words.append(UInt64(statics.count))
        for (key, value) in statics {
            add(key)
            add(Reflection.unwrapped(value), depth: 0)
        }
        var hasher = Hasher()
        hasher.combine(words)
        if !others.isEmpty { hasher.combine(others) }
        hash = hasher.finalize()
    }

    /// An object's own stored values (past PivotUIKit's classes), by its class's plan.
    @MainActor
    private mutating func read(_ object: AnyObject, depth: Int) {
        let type = ObjectIdentifier(Swift.type(of: object))
        words.append(UInt64(UInt(bitPattern: type)))
        switch Reflection.plan(for: object, type) {
        case .none: return
        case .fields(let fields):
            // Read in place: the same words the mirror would give, without its boxes.
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in fields {
                words.append(UInt64(field.kind.rawValue))
                switch field.kind {
                case .bool: words.append(base.load(fromByteOffset: field.offset, as: Bool.self) ? 1 : 0)
                case .int: words.append(UInt64(bitPattern: Int64(base.load(fromByteOffset: field.offset, as: Int.self))))
                case .double: words.append(base.load(fromByteOffset: field.offset, as: Double.self).bitPattern)
                case .string: add(base.load(fromByteOffset: field.offset, as: String.self))
                default: continue
                }
            }
        case .mirror:
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror, !Reflection.isUIKit(current.subjectType) {
                for child in current.children { add(child.value, depth: depth + 1) }
                mirror = current.superclassMirror
            }
        }
    }

    /// A stored value, tagged with its kind; a reference to one of the library's own objects
    /// is followed (once, within `maxDepth`), any other reference or value that is not
    /// hashable counts only as its kind.
    @MainActor
    private mutating func add(_ value: Any, depth: Int) {
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
        case .array, .elements:
            guard let elements = value as? [Any] else { return }
            words.append(UInt64(elements.count))
            for element in elements { add(element, depth: depth) }
        case .hashable:
            // Never a trap, whatever a library stores: a value that does not cast counts as its kind.
            if let hashable = value as? AnyHashable { others.append(hashable) }
        case .skipped:
            // A library's helper object (through an optional, a weak or protocol-typed one too).
            guard depth < Self.maxDepth, visited.count < Self.maxObjects, let object = Reflection.object(in: value) else { return }
            guard Reflection.follows(Swift.type(of: object)) else { return }
            let id = ObjectIdentifier(object)
            if let number = visited[id] {
                words.append(UInt64(number))
                return
            }
            words.append(UInt64(visited.count))
            visited[id] = visited.count
            read(object, depth: depth)
        case .mirror: break
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
    /// How a class's own stored values (below PivotUIKit's classes) are read, learned once.
    enum Plan {
        /// It has none.
        case none
        /// Each a number, flag or string read at its offset, or a reference counted by kind.
        case fields([(offset: Int, kind: Kind)])
        /// Others: by a mirror.
        case mirror
    }
    static var plans: [ObjectIdentifier: Plan] = [:]

    static func plan(for object: AnyObject, _ type: ObjectIdentifier) -> Plan {
        if let known = plans[type] { return known }
        let plan = makePlan(Swift.type(of: object))
        plans[type] = plan
        return plan
    }

    /// The class's fields past its nearest PivotUIKit ancestor's (the standard library lists a
    /// class's fields superclass first, each with its offset in the object).
    private static func makePlan(_ type: AnyClass) -> Plan {
        var ancestor: AnyClass? = type
        while let current = ancestor, !isUIKit(current) { ancestor = _getSuperclass(current) }
        func fields(of type: AnyClass) -> [(offset: Int, type: Any.Type)]? {
            var list: [(offset: Int, type: Any.Type)] = []
            let complete = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { _, offset, fieldType, _ in
                list.append((offset, fieldType))
                return true
            }
            return complete ? list : nil
        }
        guard let all = fields(of: type) else { return .mirror }
        var inherited: [(offset: Int, type: Any.Type)] = []
        if let ancestor {
            guard let list = fields(of: ancestor) else { return .mirror }
            inherited = list
        }
        let own = all.dropFirst(inherited.count)
        if own.isEmpty { return .none }
        var plan: [(offset: Int, kind: Kind)] = []
        for field in own {
            let kind: Kind = if field.type == Bool.self { .bool }
                else if field.type == Int.self { .int }
                else if field.type == Double.self { .double }
                else if field.type == String.self { .string }
                // A reference to one of the library's own objects is followed, through a mirror
                // (a weak one cannot be read in place); one to UIKit's counts as its kind.
                else if holdsObject(field.type) { referencedClass(field.type).map(follows) ?? true ? .mirror : .skipped }
                else { .mirror }
            if kind == .mirror { return .mirror }
            plan.append((field.offset, kind))
        }
        return .fields(plan)
    }
    /// How a stored value is read into the state, by its dynamic type.
    enum Kind: UInt8 {
        case bool = 1, int, double, string, flags, array, hashable
        /// An array whose elements are not hashable (the library's objects): each by its kind.
        case elements
        /// A reference (or an optional one), which compared by identity would tell every run
        /// apart, or a value that is not hashable.
        case skipped
        /// Not a kind of value: a field a plan leaves to the mirror.
        case mirror
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
            else if valueType is any ArrayValue.Type { .elements }
            else { .skipped }
        kinds[type] = kind
        return kind
    }

    /// The class a stored value's type refers to (through optionals), where the type says it.
    static func referencedClass(_ type: Any.Type) -> AnyClass? {
        if let type = type as? AnyClass { return type }
        if let optional = type as? any OptionalValue.Type { return referencedClass(optional.wrappedType) }
        return nil
    }

    /// The object a stored value refers to (through optionals, a protocol-typed one too), if
    /// it may be one of the library's own; nil for a reference to UIKit's or the system's.
    static func object(in value: Any) -> AnyObject? {
        let type = Swift.type(of: value)
        if type is AnyClass { return value as AnyObject }
        if let known = referencedClass(type), !follows(known) { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let some = mirror.children.first else { return nil }
        return object(in: some.value)
    }

    /// A value out of the `Any?` a store keeps it in: read by its own type.
    static func unwrapped(_ value: Any) -> Any {
        guard Swift.type(of: value) == Optional<Any>.self else { return value }
        let mirror = Mirror(reflecting: value)
        return mirror.children.first.map { unwrapped($0.value) } ?? value
    }

    static var followed: [ObjectIdentifier: Bool] = [:]

    /// Whether the explorer reads an object of this class: the library's own classes (a view of
    /// its own too, past PivotUIKit's), not PivotUIKit's, Foundation's or the standard library's,
    /// whose state is the engine's or no part of the library's.
    static func follows(_ type: AnyClass) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = followed[id] { return known }
        let module = String(reflecting: type).prefix { $0 != "." }
        let system: Set<Substring> = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch",
                                      "_Concurrency", "Synchronization", "Pivot", "PivotUIKit", "PivotTesting", "PivotTrace", "__C"]
        let follows = !system.contains(module)
        followed[id] = follows
        return follows
    }

    static func holdsObject(_ type: Any.Type) -> Bool {
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
