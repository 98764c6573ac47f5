// Swift overrides a member in an extension only when the member is Objective-C (dynamic
// dispatch), which Linux has not: `extension UIApplication { open override var next … }`
// cannot compile. The declaration is kept in the file but out of the build (`#if false`), with
// a warning: the hook it installed does not run on Pivot.

enum ExtensionOverrideRewrite {
    static func apply(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        for scope in scopes.types where scope.kind == .extension && scope.close > scope.open {
            var i = scope.open + 1
            while i < scope.close {
                if file.is(i, "{") || file.is(i, "(") || file.is(i, "[") { i = max(file.partner[i], i) + 1; continue }
                guard file.is(i, "override"), file.kind(i) == .identifier else { i += 1; continue }
                let start = declarationStart(file, i)
                // Its body: the first `{` at this level; without one (a stored property), up to the next declaration.
                var end = i + 1
                var body = -1
                while end < scope.close {
                    if file.is(end, "{") { body = file.partner[end]; break }
                    if file.is(end, "(") || file.is(end, "[") { end = max(file.partner[end], end) + 1; continue }
                    if file.lineBreakBefore[end] && startsDeclaration(file, end) { break }
                    end += 1
                }
                end = body > 0 ? body : end - 1
                let name = (i..<end).first { file.name($0).map(Scopes.declarationWords.contains) ?? false }.flatMap { file.name($0 + 1) } ?? "member"
                let lineStart = file.source(lineStartOf: start)
                let indent = file.indentation(file.token(start).start)
                rewrite.insert("\(indent)#if false // pivot port: an override in an extension needs Objective-C; this hook does not run on Linux\n", at: lineStart)
                rewrite.insert("\n\(indent)#endif", at: file.token(end).end)
                rewrite.warn(file.token(i).start, "'override' of '\(name)' in an extension of \(scope.name) cannot compile without Objective-C: left out of the build (#if false); the hook it installs does not run on Pivot")
                i = end + 1
            }
        }
    }

    static func startsDeclaration(_ file: SourceFile, _ i: Int) -> Bool {
        file.kind(i) == .attribute || file.kind(i) == .pound || file.is(i, "}")
            || (file.name(i).map { Scopes.modifierWords.contains($0) || Scopes.declarationWords.contains($0) } ?? false)
    }

    /// The first token of the declaration holding the modifier at `i`: its attributes and modifiers.
    static func declarationStart(_ file: SourceFile, _ i: Int) -> Int {
        var start = i
        while start - 1 > 0 {
            let before = start - 1
            if file.kind(before) == .attribute || (file.name(before).map(Scopes.modifierWords.contains) ?? false) { start = before }
            else if file.is(before, ")"), file.partner[before] > 0, file.kind(file.partner[before] - 1) == .attribute || file.name(file.partner[before] - 1).map(Scopes.modifierWords.contains) == true {
                start = file.partner[before] - 1
            } else { break }
        }
        return start
    }
}

extension SourceFile {
    /// The offset where the line of code token `i` starts.
    func source(lineStartOf i: Int) -> Int { lineStart(token(i).start) }
}
