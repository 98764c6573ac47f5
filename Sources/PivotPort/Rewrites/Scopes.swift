// The type declarations of a file as a rewrite needs them: which type body (class, struct, enum,
// actor, extension, protocol) each code token lies in, innermost first, and the `#if` clause
// it lies in.

struct TypeScope {
    enum Kind: String { case `class`, `struct`, `enum`, actor, `extension`, `protocol` }
    let kind: Kind
    /// The name as written: `ToastView`, or an extension's type (`Toast.View`).
    let name: String
    /// Code indices: the keyword, the body's `{` and `}` (-1 when the file ends first).
    let keyword: Int
    let open: Int
    let close: Int
    /// The scope it is declared in (-1 at the top level).
    let parent: Int
}

struct Scopes {
    private(set) var types: [TypeScope] = []
    /// For each code token, the innermost type scope whose body holds it (-1: none).
    private(set) var enclosing: [Int32]

    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class", "override",
        "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional",
        "indirect", "nonisolated", "isolated", "distributed", "consuming", "borrowing", "prefix", "postfix", "infix",
    ]
    static let declarationWords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "class", "struct",
        "enum", "actor", "extension", "protocol", "case", "import", "operator", "precedencegroup", "macro",
    ]

    init(_ file: SourceFile) {
        enclosing = [Int32](repeating: -1, count: file.count)
        // Each open brace with the type scope its inside belongs to (its own, or its parent's).
        var stack: [(brace: Int, inside: Int)] = []
        var pending: (kind: TypeScope.Kind, name: String, keyword: Int)? = nil
        for i in 0..<file.count {
            let current = stack.last?.inside ?? -1
            enclosing[i] = Int32(current)
            if let declared = Self.typeDeclaration(file, at: i) {
                pending = declared
            } else if file.is(i, "{") {
                var inside = current
                if let declared = pending {
                    inside = types.count
                    types.append(TypeScope(kind: declared.kind, name: declared.name, keyword: declared.keyword,
                                           open: i, close: file.partner[i], parent: current))
                    pending = nil
                }
                stack.append((i, inside))
            } else if file.is(i, "}") {
                if !stack.isEmpty { stack.removeLast() }
            } else if file.is(i, ";") {
                pending = nil
            }
        }
    }

    /// The type a keyword at `i` declares, with its name as written; nil when `i` is not one.
    static func typeDeclaration(_ file: SourceFile, at i: Int) -> (kind: TypeScope.Kind, name: String, keyword: Int)? {
        guard let word = file.name(i), file.token(i).kind == .identifier, !file.text(i).hasPrefix("`"),
              let kind = TypeScope.Kind(rawValue: word), !file.is(i - 1, ".") else { return nil }
        guard let name = file.name(i + 1) else { return nil }
        if kind == .class && (modifierWords.contains(name) || declarationWords.contains(name)) { return nil }
        if kind == .extension {
            // The extended type: up to its inheritance clause, its `where` or its body.
            var end = i + 1
            var angles = 0
            while end + 1 < file.count {
                let next = end + 1
                if file.is(next, "{") || file.is(next, "where") || (angles == 0 && file.is(next, ":")) { break }
                if file.kind(next) == .operator { angles += file.text(next).filter { $0 == "<" }.count - file.text(next).filter { $0 == ">" }.count }
                end = next
            }
            return (kind, file.text(from: file.token(i + 1).start, to: file.token(end).end), i)
        }
        if kind == .actor || kind == .protocol || kind == .struct || kind == .enum {
            // `actor` is a keyword only in a declaration's place: a name follows, then its body or clauses.
            guard file.kind(i + 2).map({ _ in file.is(i + 2, "{") || file.is(i + 2, ":") || file.is(i + 2, "where") || file.text(i + 2).hasPrefix("<") }) ?? false
            else { return nil }
        }
        return (kind, name, i)
    }

    /// The innermost class, struct, enum, actor or extension around code token `i` (a protocol's
    /// body or a protocol's extension has none to name: nil).
    func enclosingType(_ i: Int) -> TypeScope? {
        let at = Int(enclosing[i])
        return at >= 0 ? types[at] : nil
    }
}

/// For each code token, the `#if` clause it lies in, and each clause's condition and parent.
struct Conditionals {
    /// The innermost clause of each code token (-1: none).
    private(set) var clause: [Int32]
    private(set) var conditions: [String] = []
    private(set) var parents: [Int] = []
    /// The clause before each one in its `#if` … `#elseif` … `#else` chain (-1 for the `#if`).
    private(set) var previous: [Int] = []

    init(_ file: SourceFile) {
        clause = [Int32](repeating: -1, count: file.count)
        var current = -1
        for i in 0..<file.count {
            if file.kind(i) == .pound {
                switch file.text(i) {
                case "#if":
                    parents.append(current)
                    previous.append(-1)
                    current = conditions.count
                    conditions.append(Self.condition(file, i))
                case "#elseif", "#else":
                    let parent = current >= 0 ? parents[current] : -1
                    parents.append(parent)
                    previous.append(current)
                    current = conditions.count
                    conditions.append(file.text(i) == "#else" ? "else" : Self.condition(file, i))
                case "#endif":
                    current = current >= 0 ? parents[current] : -1
                default: break
                }
            }
            clause[i] = Int32(current)
        }
    }

    /// The condition after `#if`/`#elseif` at `i`: its tokens to the end of the line.
    static func condition(_ file: SourceFile, _ i: Int) -> String {
        var end = i
        while end + 1 < file.count && !file.lineBreakBefore[end + 1] { end += 1 }
        return end == i ? "" : file.text(from: file.token(i + 1).start, to: file.token(end).end)
    }

    /// Whether token `i` lies in a clause whose condition mentions `text`.
    func inside(_ i: Int, conditionContaining text: String) -> Bool {
        var at = Int(clause[i])
        var steps = 0
        while at >= 0 && steps < 64 {
            if conditions[at].contains(text) { return true }
            at = parents[at]
            steps += 1
        }
        return false
    }
}
