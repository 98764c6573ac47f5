// `@objc` and its friends mean nothing without an Objective-C runtime: each is removed and the
// rest of its declaration kept (`@IBOutlet weak var x: UILabel!` → `weak var x: UILabel!`).
// An `@objc` protocol was class-bound: it becomes `: AnyObject` so `weak var delegate` compiles.

enum AttributeRewrite {
    static let removed: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBInspectable", "@IBAction", "@IBDesignable",
        "@IBSegueAction", "@GKInspectable",
    ]

    static func apply(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        for i in 0..<file.count {
            if file.kind(i) == .attribute, removed.contains(file.text(i)) {
                var last = i
                if file.is(i + 1, "("), file.partner[i + 1] > i, file.touching(i) || isObjCName(file, i + 1) { last = file.partner[i + 1] }
                let written = file.text(from: file.token(i).start, to: file.token(last).end)
                rewrite.remove(tokens: i, last)
                rewrite.note(file.token(i).start, "removed '\(written)': Linux has no Objective-C runtime")
            } else if file.is(i, "dynamic"), isModifier(file, i) {
                rewrite.remove(tokens: i, i)
                rewrite.note(file.token(i).start, "removed 'dynamic': Linux has no Objective-C runtime")
            }
        }
        for scope in scopes.types where scope.kind == .protocol && hasObjCAttribute(file, before: scope.keyword) {
            classBound(&rewrite, scope)
        }
    }

    /// Whether the parentheses opening at `open`, apart from their attribute on the same line,
    /// hold an Objective-C name (`@objc (StatusAlertSizes)`, `@objc (tap:with:)`): names and colons.
    static func isObjCName(_ file: SourceFile, _ open: Int) -> Bool {
        let close = file.partner[open]
        guard close > open + 1, !file.lineBreakBefore[open] else { return false }
        return (open + 1..<close).allSatisfy { file.kind($0) == .identifier || file.is($0, ":") }
    }

    /// Whether `dynamic` at `i` is a declaration modifier (not a name: `x.dynamic`, `let dynamic`).
    static func isModifier(_ file: SourceFile, _ i: Int) -> Bool {
        guard !file.is(i - 1, "."), let next = file.name(i + 1), file.kind(i + 1) == .identifier else { return false }
        return Scopes.modifierWords.contains(next) || ["func", "var", "let", "subscript", "init"].contains(next)
    }

    /// Whether the declaration whose keyword is at `keyword` carries `@objc`.
    static func hasObjCAttribute(_ file: SourceFile, before keyword: Int) -> Bool {
        var i = keyword - 1
        while i >= 0 {
            if file.kind(i) == .attribute { if file.is(i, "@objc") { return true } }
            else if file.is(i, ")"), file.partner[i] > 0, file.kind(file.partner[i] - 1) == .attribute { i = file.partner[i] - 1; continue }
            else if !(file.name(i).map(Scopes.modifierWords.contains) ?? false) { return false }
            i -= 1
        }
        return false
    }

    /// Adds `AnyObject` to a protocol's inheritance unless it is class-bound already.
    static func classBound(_ rewrite: inout FileRewrite, _ scope: TypeScope) {
        let file = rewrite.source
        let name = scope.keyword + 1
        var end = name
        var inherits: [String] = []
        if file.is(name + 1, ":") {
            end = name + 1
            while end + 1 < scope.open, !file.is(end + 1, "where") {
                end += 1
                if let word = file.name(end) { inherits.append(word) }
            }
        }
        if inherits.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) { return }
        let insertion = inherits.isEmpty ? ": AnyObject" : ", AnyObject"
        rewrite.insert(insertion, at: file.token(end).end)
        rewrite.note(file.token(name).start, "'\(file.text(name))' was an @objc protocol, class-bound: '\(insertion)' keeps it so (weak references to it compile)")
    }
}
