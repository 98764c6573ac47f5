// `#selector(…)` names an Objective-C method, which Linux cannot look up. PivotUIKit's
// `Selector` holds the name and the unapplied method: `#selector(hide)` in `ToastView` becomes
// `Selector("hide", ToastView.hide)`, which a timer, an observer, a target or `perform` calls.

enum SelectorRewrite {
    static func apply(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        let classMethods = Self.classMethods(file, scopes)
        for i in 0..<file.count where file.is(i, "#selector") && file.is(i + 1, "(") {
            let close = file.partner[i + 1]
            guard close > i + 1 else { continue }
            let at = file.token(i).start
            let written = file.text(from: at, to: file.token(close).end)
            let replacement = selector(&rewrite, inner: (i + 2)..<close, at: at, written: written, scopes: scopes, hash: i, classMethods: classMethods)
            rewrite.replace(tokens: i, close, with: replacement)
        }
    }

    static func selector(_ rewrite: inout FileRewrite, inner: Range<Int>, at: Int, written: String,
                         scopes: Scopes, hash: Int, classMethods: Set<String>) -> String {
        let file = rewrite.source
        var first = inner.lowerBound, last = inner.upperBound - 1
        // `(foo)`: the parentheses add nothing.
        while first < last, file.is(first, "("), file.partner[first] == last { first += 1; last -= 1 }
        guard first <= last else {
            rewrite.warn(at, "'\(written)' names no method; left as 'Selector(\"\")'")
            return "Selector(\"\")"
        }
        if let accessor = file.name(first), ["getter", "setter"].contains(accessor), file.is(first + 1, ":") {
            let name = components(file, first + 2, last)?.last?.name ?? file.text(from: file.token(first + 2).start, to: file.token(last).end)
            rewrite.warn(at, "'\(written)': a property's \(accessor) is not a method PivotUIKit can call; written as Selector(\"\(name)\"), which names it but calls nothing")
            return "Selector(\"\(name)\")"
        }
        guard let path = components(file, first, last) else {
            rewrite.warn(at, "'\(written)': a method reference this step cannot read (a cast or an expression); written as a selector that calls nothing")
            return "Selector(\"\(file.text(from: file.token(first).start, to: file.token(last).end))\")"
        }
        let method = path.last!
        let name = method.name + method.labels
        var prefix = Array(path.dropLast()).map(\.name)
        if prefix.first == "self" { prefix.removeFirst() }
        if prefix.isEmpty {
            guard let type = scopes.enclosingType(hash), type.kind != .protocol else {
                rewrite.warn(at, "'\(written)' outside a class or its extension: its type is not known here; written as Selector(\"\(name)\"), which calls nothing")
                return "Selector(\"\(name)\")"
            }
            let typeName = type.kind == .extension && isProtocolExtension(type, scopes) ? "Self" : type.name
            if classMethods.contains(typeName + "." + method.name) { return classMethod(&rewrite, name, typeName, at, written) }
            rewrite.note(at, "'\(written)' → Selector(\"\(name)\", \(typeName).\(name)): calls \(typeName)'s method on its target")
            return "Selector(\"\(name)\", \(typeName).\(name))"
        }
        guard prefix.allSatisfy({ $0.first?.isUppercase ?? false }) else {
            rewrite.warn(at, "'\(written)': the method of an instance ('\(prefix.joined(separator: "."))') whose type is not known here; written as Selector(\"\(name)\"), which calls nothing")
            return "Selector(\"\(name)\")"
        }
        let typeName = prefix.joined(separator: ".")
        if classMethods.contains(typeName + "." + method.name) { return classMethod(&rewrite, name, typeName, at, written) }
        rewrite.note(at, "'\(written)' → Selector(\"\(name)\", \(typeName).\(name))")
        return "Selector(\"\(name)\", \(typeName).\(name))"
    }

    /// A class method's selector: called when the target is the class itself (`perform` in a
    /// `class func`, a target of `self` there).
    static func classMethod(_ rewrite: inout FileRewrite, _ name: String, _ typeName: String, _ at: Int, _ written: String) -> String {
        let replacement = "Selector(\"\(name)\", classMethodOf: \(typeName).self, \(typeName).\(name))"
        rewrite.note(at, "'\(written)' → \(replacement): calls the class method when the target is \(typeName) itself")
        return replacement
    }

    /// `Type.name` for each `static func name` and `class func name` this file declares in a
    /// body of the type (the class or one of its extensions), the type as its scope names it
    /// and by its last component.
    static func classMethods(_ file: SourceFile, _ scopes: Scopes) -> Set<String> {
        var found: Set<String> = []
        for i in 0..<file.count where file.is(i, "func") {
            guard let name = file.name(i + 1), let scope = scopes.enclosingType(i) else { continue }
            var j = i - 1
            var isClass = false
            while j >= 0, file.name(j).map(Scopes.modifierWords.contains) == true || file.kind(j) == .attribute {
                if file.is(j, "static") || file.is(j, "class") { isClass = true }
                j -= 1
            }
            guard isClass else { continue }
            found.insert(scope.name + "." + name)
            if let last = scope.name.split(separator: ".").last { found.insert(last + "." + name) }
        }
        return found
    }

    /// `a.b.c(x:y:)` as its parts: names, and the last one's argument labels as written without
    /// spaces (`(x:y:)`); nil for anything else (a cast, a call, an operator).
    static func components(_ file: SourceFile, _ first: Int, _ last: Int) -> [(name: String, labels: String)]? {
        var parts: [(name: String, labels: String)] = []
        var i = first
        while i <= last {
            guard let name = file.name(i) else { return nil }
            i += 1
            var labels = ""
            if i <= last, file.is(i, "(") {
                let close = file.partner[i]
                guard close == last else { return nil }
                for j in i...close {
                    guard file.kind(j) == .identifier || file.is(j, ":") || file.is(j, "(") || file.is(j, ")") else { return nil }
                    labels += file.text(j)
                }
                i = close + 1
            }
            parts.append((name, labels))
            if i <= last {
                guard labels.isEmpty, file.is(i, "."), i < last else { return nil }
                i += 1
            }
        }
        return parts.isEmpty ? nil : parts
    }

    /// Whether an extension extends a protocol declared in this file (its methods belong to Self).
    static func isProtocolExtension(_ scope: TypeScope, _ scopes: Scopes) -> Bool {
        scopes.types.contains { $0.kind == .protocol && $0.name == scope.name }
    }
}
