// The library's state as a search tells states apart: the simple stored values of the objects
// its code made, read by their type (never by a cast), its observers and delayed work, and its
// `state`. A class whose own fields are numbers, flags, strings and references is read in place
// at the fields' offsets (learned once per class from the standard library's field list); any
// other class through a mirror.

@_spi(Reflection) import Swift
import Pivot
import PivotUIKit

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
            switch Reflection.plan(for: object, type) {
            case .none: continue
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
                    for child in current.children { add(child.value) }
                    mirror = current.superclassMirror
                }
            }
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
        case .skipped, .mirror: break
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
                else if holdsObject(field.type) { .skipped }
                else { .mirror }
            if kind == .mirror { return .mirror }
            plan.append((field.offset, kind))
        }
        return .fields(plan)
    }
    /// How a stored value is read into the state, by its dynamic type.
    enum Kind: UInt8 {
        case bool = 1, int, double, string, flags, array, hashable
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
            else { .skipped }
        kinds[type] = kind
        return kind
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
