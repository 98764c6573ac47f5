// A library's stored statics and file-scope variables are state that outlives the app a test
// made (`static let shared = Presenter()`, `static var queue: [Toast] = []`). Each becomes a
// computed property whose value lives in the current app (`PivotStatics`, made on first use
// there), so every app, and every fresh host the explorer makes, starts from the library's
// initial state. Constants (a literal initialiser on a `let`) stay as they are.

enum StaticsRewrite {
    static func apply(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        let braces = Self.innermostBraces(file)
        var kept = false
        for i in 0..<file.count where file.is(i, "let") || file.is(i, "var") {
            guard let declaration = StoredDeclaration(file, keyword: i, scopes: scopes, braces: braces) else { continue }
            if declaration.isAddressOnly(scopes) { declaration.keepStored(&rewrite); continue }
            kept = declaration.rewrite(&rewrite) || kept
        }
        // `PivotStatics` comes from PivotUIKit: a file that imports nothing (a plain config) needs it.
        if kept, !ImportRewrite.statements(file).contains(where: { ImportRewrite.replaced.contains($0.module) }), file.count > 0 {
            rewrite.insert(Porter.pivotImport + "\n", at: file.source(lineStartOf: 0))
            rewrite.note(file.token(0).start, "'\(Porter.pivotImport)' added: the file's statics are kept per app by PivotUIKit")
        }
    }

    /// For each code token, the code index of the innermost `{` around it (-1 at the top level).
    static func innermostBraces(_ file: SourceFile) -> [Int32] {
        var result = [Int32](repeating: -1, count: file.count)
        var stack: [Int32] = []
        for i in 0..<file.count {
            if file.is(i, "}"), !stack.isEmpty { stack.removeLast() }
            result[i] = stack.last ?? -1
            if file.is(i, "{") { stack.append(Int32(i)) }
        }
        return result
    }
}

/// A stored `static let`/`static var` of a type body, or a `let`/`var` at file scope, with what
/// its rewrite needs: the name, the written or evident type, the initialiser's tokens.
struct StoredDeclaration {
    let file: SourceFile
    let keyword: Int
    let name: String
    /// Nil when the initialiser leaves it to inference, or the value is observed: the
    /// declaration stays one static for the process, with a warning.
    let type: String?
    /// Code indices of the initialiser (after `=`), or nil: none (an optional's implicit nil).
    let initialiser: ClosedRange<Int>?
    /// The last code token of the declaration.
    let end: Int
    let isVar: Bool
    /// A `static` member of a type, not a file-scope variable.
    let isStatic: Bool
    /// `nonisolated(unsafe)` before the keyword: meaningless on a computed property.
    let unsafeNonisolated: ClosedRange<Int>?

    init?(_ file: SourceFile, keyword: Int, scopes: Scopes, braces: [Int32]) {
        self.file = file
        self.keyword = keyword
        isVar = file.is(keyword, "var")
        // Its modifiers: `static` inside a type body, none of `lazy`, `weak`, `unowned`, wrappers.
        var isStatic = false
        var unsafe: ClosedRange<Int>? = nil
        var i = keyword - 1
        while i >= 0 {
            if file.is(i, ")"), file.partner[i] >= 1 {
                let open = file.partner[i]
                if file.is(open - 1, "nonisolated") { unsafe = (open - 1)...i }
                else if !(file.is(open - 1, "private") || file.is(open - 1, "fileprivate") || file.is(open - 1, "internal")
                          || file.is(open - 1, "public") || file.is(open - 1, "package") || file.kind(open - 1) == .attribute) { break }
                i = open - 2
                continue
            }
            if file.is(i, "static") { isStatic = true }
            else if file.is(i, "class") || file.is(i, "lazy") || file.is(i, "weak") || file.is(i, "unowned") { return nil }
            else if file.kind(i) == .attribute { if !["@MainActor", "@preconcurrency"].contains(file.text(i)) { return nil } }
            else if !Self.isModifier(file, i) { break }
            i -= 1
        }
        unsafeNonisolated = unsafe
        self.isStatic = isStatic
        let brace = Int(braces[keyword])
        if isStatic {
            // Directly in a type's body, not in an accessor or a function inside it.
            guard let scope = scopes.enclosingType(keyword), scope.open == brace else { return nil }
        } else {
            // At file scope, as a statement of its own.
            guard brace == -1, i < 0 || file.lineBreakBefore[i + 1] || file.is(i, ";") || file.is(i, "}") else { return nil }
        }
        guard let name = file.name(keyword + 1), file.kind(keyword + 1) == .identifier else { return nil }
        self.name = name
        var at = keyword + 2
        var written: String? = nil
        if file.is(at, ":") {
            let typeStart = at + 1
            var typeEnd = typeStart
            while typeEnd + 1 < file.count, !file.is(typeEnd + 1, "="), !file.is(typeEnd + 1, "{"),
                  !file.lineBreakBefore[typeEnd + 1] || file.is(typeEnd + 1, "?") {
                typeEnd = file.partner[typeEnd] > typeEnd ? file.partner[typeEnd] : typeEnd + 1
            }
            guard typeStart < file.count else { return nil }
            written = file.text(from: file.token(typeStart).start, to: file.token(typeEnd).end)
            at = typeEnd + 1
        }
        if file.is(at, "{") { return nil }   // computed, or observed: not plain stored state
        if file.is(at, "=") {
            let range = Self.expression(file, from: at + 1)
            guard let range else { return nil }
            if file.is(range.upperBound + 1, ","), !file.lineBreakBefore[range.upperBound + 1] { return nil }   // `let a = 1, b = 2`
            let observed = file.is(range.upperBound + 1, "{") && !file.lineBreakBefore[range.upperBound + 1]
            initialiser = range
            end = range.upperBound
            let literal = Self.isLiteral(file, range)
            if !isVar && literal { return nil }   // a constant
            type = observed ? nil : written ?? Self.evidentType(file, range, scopes: scopes)
        } else {
            // No initialiser: only an optional's implicit nil is stored state.
            guard isVar, let written, written.hasSuffix("?") || written.hasSuffix("!") else { return nil }
            initialiser = nil
            end = at - 1
            type = written
        }
    }

    /// Rewrites the declaration; true when it is now kept per app.
    func rewrite(_ rewrite: inout FileRewrite) -> Bool {
        let start = file.token(keyword).start
        guard let type else {
            rewrite.warn(start, "'\(name)' stays one value for the process, shared by every app: write its type " +
                         "(and no observers) so that the porting step can keep it per app")
            return false
        }
        let (line, column) = file.position(start)
        let key = "\"\(file.key):\(line):\(column)\""
        // The initialiser stays where it is, so the other rewrites inside it (`#selector`) still apply.
        let head = (isVar ? "{ get { " : "{ ") + "PivotStatics.value(\(key)) { "
        let tail = " }" + (isVar ? " } set { PivotStatics.set(\(key), newValue) } }" : " }")
        // The name as written: `default` keeps its backticks.
        let declared = "var \(file.text(keyword + 1)): \(type) "
        if let initialiser {
            rewrite.replace(start, file.token(initialiser.lowerBound).start, with: declared + head)
            rewrite.insert(tail, at: file.token(end).end)
        } else {
            rewrite.replace(start, file.token(end).end, with: declared + head + "nil" + tail)
        }
        if let unsafeNonisolated { rewrite.remove(tokens: unsafeNonisolated.lowerBound, unsafeNonisolated.upperBound) }
        rewrite.note(start, "'\(name)' is kept per app (PivotStatics): each app starts from the library's initial state")
        return true
    }

    // MARK: Reading the declaration

    static func isModifier(_ file: SourceFile, _ i: Int) -> Bool {
        guard file.kind(i) == .identifier, let word = file.name(i) else { return false }
        return Scopes.modifierWords.contains(word)
    }

    /// The initialiser's code tokens from `start`: balanced brackets, continued over a line break
    /// only by a leading `.`, `?`, an operator or a trailing operator, comma or opening bracket.
    static func expression(_ file: SourceFile, from start: Int) -> ClosedRange<Int>? {
        guard start < file.count, !file.is(start, "}") else { return nil }
        var i = start
        while true {
            if file.partner[i] > i { i = file.partner[i] }
            let next = i + 1
            guard next < file.count else { break }
            if file.is(next, "}") || file.is(next, ";") || file.is(next, ")") || file.is(next, "]") { break }
            if file.lineBreakBefore[next] {
                let continues = file.is(next, ".") || file.kind(next) == .operator || file.kind(next) == .question
                    || file.kind(i) == .operator || file.is(i, ",") || file.is(i, "(") || file.is(i, "[") || file.is(i, "=")
                if !continues { break }
            } else if file.is(next, ",") || (file.is(next, "{") && !isTrailingClosure(file, i)) {
                break
            }
            i = next
        }
        return start...i
    }

    /// Whether a `{` after token `i` on the same line is a trailing closure (`make { … }`), not
    /// the start of a property's accessors.
    static func isTrailingClosure(_ file: SourceFile, _ i: Int) -> Bool {
        file.is(i, ")") || (file.kind(i) == .identifier && !(file.name(i).map(Scopes.declarationWords.contains) ?? false))
    }

    static func isLiteral(_ file: SourceFile, _ range: ClosedRange<Int>) -> Bool {
        range.allSatisfy { i in
            file.kind(i) == .number || file.kind(i) == .string || file.is(i, "true") || file.is(i, "false") || file.is(i, "nil")
                || (file.kind(i) == .operator && file.text(i) == "-")
        }
    }

    /// Types whose static members (`UIColor.white`, `CGSize.zero`, `UIFont.systemFont(ofSize:)`)
    /// are of the type itself, with the members that are not.
    static let selfTypedMembers: [String: Set<String>] = [
        "UIColor": [], "CGSize": [], "CGPoint": [], "CGRect": [], "UIEdgeInsets": [], "CGAffineTransform": [], "NSDirectionalEdgeInsets": [],
        "UIFont": ["systemFontSize", "labelFontSize", "buttonFontSize", "smallSystemFontSize", "familyNames", "fontNames"],
    ]

    /// The type the initialiser evidently makes: `Presenter()`, `Toast.Queue()`, `[Toast]()`,
    /// `Self()` (the enclosing type), or a plain literal's type; nil when it takes inference.
    static func evidentType(_ file: SourceFile, _ range: ClosedRange<Int>, scopes: Scopes) -> String? {
        let first = range.lowerBound
        if range.count == 1 {
            switch file.kind(first) {
            case .number: return file.text(first).contains(".") || file.text(first).contains("e") ? "Double" : "Int"
            case .string: return "String"
            default: return file.is(first, "true") || file.is(first, "false") ? "Bool" : nil
            }
        }
        // `#selector(…)`: the port makes it a `Selector`.
        if file.is(first, "#selector") { return "Selector" }
        // `UIColor.white`, `UIFont.systemFont(ofSize: 14)`: a member of a type whose members are of that type.
        if let head = file.name(first), file.is(first + 1, "."), let member = file.name(first + 2),
           let kept = selfTypedMembers[head], !kept.contains(member),
           first + 2 == range.upperBound || (file.is(first + 3, "(") && file.partner[first + 3] == range.upperBound) {
            return head
        }
        // A type spelled before its call: names joined by dots (generic arguments kept), or `[T]`.
        var i = first
        if file.is(first, "["), file.partner[first] > first { i = file.partner[first] }
        else {
            guard let head = file.name(first), head.first?.isUppercase == true else { return nil }
            while file.is(i + 1, "."), let next = file.name(i + 2), next.first?.isUppercase == true { i += 2 }
            if file.kind(i + 1) == .operator, file.text(i + 1).hasPrefix("<") {
                var depth = 0, j = i + 1
                while j <= range.upperBound {
                    depth += file.text(j).filter { $0 == "<" }.count - file.text(j).filter { $0 == ">" }.count
                    if depth <= 0 { break }
                    j += 1
                }
                i = j
            }
        }
        var call = i + 1
        if file.is(call, "."), file.is(call + 1, "init") { call += 2 }
        // `UIColor { trait in … }`: an initialiser called with a trailing closure.
        if file.is(call, "{"), file.partner[call] == range.upperBound, !file.lineBreakBefore[call] {
            return file.text(from: file.token(first).start, to: file.token(i).end)
        }
        guard call <= range.upperBound, file.is(call, "("), file.partner[call] == range.upperBound else { return nil }
        let spelled = file.text(from: file.token(first).start, to: file.token(i).end)
        if spelled == "Self" { return scopes.enclosingType(first)?.name }
        return spelled
    }
}
