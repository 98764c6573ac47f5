// Swift overrides a member in an extension only when the member is Objective-C (dynamic
// dispatch), which Linux has not: `extension UIApplication { open override var next … }`
// cannot compile. Where the class is the library's own, declared in the same file, the member
// moves into the class's body (a note: it runs as on iOS). Otherwise the declaration is kept in
// the file but out of the build (`#if false`), with a warning: the hook does not run on Pivot.

enum ExtensionOverrideRewrite {
    static func apply(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        // Made only for a file with an override in an extension: most have none.
        var made: Conditionals? = nil
        for scope in scopes.types where scope.kind == .extension && scope.close > scope.open {
            var i = scope.open + 1
            while i < scope.close {
                if file.is(i, "{") || file.is(i, "(") || file.is(i, "[") { i = max(file.partner[i], i) + 1; continue }
                guard file.is(i, "override"), file.kind(i) == .identifier, !KeyValueObservingRewrite.isObserveValue(file, i) else { i += 1; continue }
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
                let conditionals = made ?? Conditionals(file)
                made = conditionals
                if let owner = ownClass(of: scope, scopes, file), conditionals.clause[start] == conditionals.clause[scope.open] {
                    moveIntoClass(&rewrite, start: start, end: end, owner: owner, extension: scope)
                    let (line, _) = file.position(file.token(owner.keyword).start)
                    rewrite.note(file.token(i).start, "'override' of '\(name)' in an extension of \(scope.name) moved into the class's body (line \(line)): Swift overrides in extensions only through Objective-C")
                    i = end + 1
                    continue
                }
                let lineStart = file.source(lineStartOf: start)
                let indent = file.indentation(file.token(start).start)
                rewrite.insert("\(indent)#if false // pivot port: an override in an extension needs Objective-C; this hook does not run on Linux\n", at: lineStart)
                rewrite.insert("\n\(indent)#endif", at: file.token(end).end)
                rewrite.warn(file.token(i).start, "'override' of '\(name)' in an extension of \(scope.name) cannot compile without Objective-C: left out of the build (#if false); the hook it installs does not run on Pivot")
                i = end + 1
            }
        }
    }

    /// The class an extension at the top level extends, when this file declares it (whole, in
    /// one `#if` clause) and the extension has no `where` clause.
    static func ownClass(of scope: TypeScope, _ scopes: Scopes, _ file: SourceFile) -> TypeScope? {
        guard scope.parent < 0, !(scope.keyword..<scope.open).contains(where: { file.is($0, "where") }) else { return nil }
        let extended = scope.name.filter { !$0.isWhitespace }
        return scopes.types.first { candidate in
            candidate.kind == .class && candidate.close > candidate.open && qualifiedName(candidate, scopes) == extended
        }
    }

    static func qualifiedName(_ scope: TypeScope, _ scopes: Scopes) -> String {
        var name = scope.name
        var parent = scope.parent
        var steps = 0
        while parent >= 0 && steps < 64 {
            name = scopes.types[parent].name + "." + name
            parent = scopes.types[parent].parent
            steps += 1
        }
        return name
    }

    /// Moves code tokens `start...end` (with the comment lines just above them) to the end of
    /// the class's body; an access level written on the extension goes onto the member.
    static func moveIntoClass(_ rewrite: inout FileRewrite, start: Int, end: Int, owner: TypeScope, extension scope: TypeScope) {
        let file = rewrite.source
        var first = file.code[start]
        while first > 0, file.tokens[first - 1].kind == .comment, file.tokens[first - 1].newlineBefore,
              file.tokens[first].newlineBefore { first -= 1 }
        let from = file.lineStart(file.tokens[first].start)
        var to = file.token(end).end
        var scan = to
        while scan < file.bytes.count, file.bytes[scan] == 0x20 || file.bytes[scan] == 0x09 { scan += 1 }
        if scan == file.bytes.count || file.bytes[scan] == 0x0A { to = min(scan + 1, file.bytes.count) }
        else if scan + 1 < file.bytes.count, file.bytes[scan] == 0x0D { to = scan + 1 < file.bytes.count && file.bytes[scan + 1] == 0x0A ? scan + 2 : scan + 1 }
        let accessWords: Set<String> = ["public", "open", "internal", "fileprivate", "private", "package"]
        let written = (scope.keyword - 3..<scope.keyword).compactMap { file.name($0) }.first { accessWords.contains($0) }
        let hasOwn = (start..<end).prefix { !(file.name($0).map(Scopes.declarationWords.contains) ?? false) || file.is($0, "class") }
            .contains { file.name($0).map(accessWords.contains) ?? false }
        if let written, !hasOwn {
            // `private extension` makes its members file-private, not private to the class.
            rewrite.insert((written == "private" ? "fileprivate" : written) + " ", at: file.token(start).start)
        }
        let close = file.token(owner.close).start
        let closeLine = file.lineStart(close)
        let braceAlone = file.bytes[closeLine..<close].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let (line, _) = file.position(file.token(scope.keyword).start)
        let indent = file.indentation(file.token(start).start)
        let comment = "\(indent)// pivot port: moved here from the extension at line \(line) (an override in an extension needs Objective-C)\n"
        let ending = to > 0 && file.bytes[to - 1] == 0x0A ? "" : "\n"
        rewrite.move(from, to, to: braceAlone ? closeLine : close, prefix: (braceAlone ? "" : "\n") + comment, suffix: ending)
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

/// Key-value observing needs Objective-C: Foundation's `NSObject` on Linux has no
/// `observeValue(forKeyPath:of:change:context:)` to override. The method stays, without
/// `override`, and PivotUIKit's `addObserver(_:forKeyPath:options:context:)` never calls it.
enum KeyValueObservingRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where file.is(i, "override") && file.kind(i) == .identifier && isObserveValue(file, i) {
            rewrite.remove(tokens: i, i)
            rewrite.warn(file.token(i).start, "'override func observeValue(forKeyPath:…)': key-value observing needs Objective-C; the method is kept without 'override' and never called on Pivot")
        }
        // `#keyPath(UIApplication.keyWindow)` is Objective-C's key path as a string: "keyWindow".
        for i in 0..<file.count where file.is(i, "#keyPath") && file.is(i + 1, "(") {
            let close = file.partner[i + 1]
            guard close > i + 2, let parts = SelectorRewrite.components(file, i + 2, close - 1), parts.allSatisfy({ $0.labels.isEmpty }) else { continue }
            var names = parts.map(\.name)
            if names.count > 1, names[0].first?.isUppercase == true { names.removeFirst() }
            let path = names.joined(separator: ".")
            rewrite.replace(tokens: i, close, with: "\"\(path)\"")
            rewrite.note(file.token(i).start, "'#keyPath(…)' → \"\(path)\": the Objective-C key path, as a string")
        }
        // Its call up to NSObject's (which did nothing for an unknown key path) becomes PivotUIKit's stand-in.
        for i in 1..<max(1, file.count) where file.is(i, "observeValue") && file.is(i - 1, ".") && file.is(i - 2, "super") && file.is(i + 1, "(") {
            rewrite.replace(tokens: i - 2, i - 2, with: "NSObject")
            rewrite.note(file.token(i - 2).start, "'super.observeValue(…)' → 'NSObject.observeValue(…)': NSObject has no such method on Linux; PivotUIKit's does nothing")
        }
    }

    /// Whether the `override` at `i` is that of `func observeValue(forKeyPath:…)`.
    static func isObserveValue(_ file: SourceFile, _ i: Int) -> Bool {
        var j = i + 1
        while j < i + 6, file.name(j).map(Scopes.modifierWords.contains) == true { j += 1 }
        return file.is(j, "func") && file.is(j + 1, "observeValue") && file.is(j + 2, "(") && file.is(j + 3, "forKeyPath")
    }
}
