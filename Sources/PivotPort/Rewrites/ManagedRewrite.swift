// `@NSManaged var progress: CGFloat` (a layer's dynamic property, backed by Objective-C with the
// layer's keys) compiles on Linux but has no accessors to link. It becomes a computed property
// over the same keys: `var progress: CGFloat { get { pivotManagedValue(self, forKey: "progress") }
// set { setValue(newValue, forKey: "progress") } }`, 0/false/nil until set, as Core Animation's.

enum ManagedRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where file.kind(i) == .attribute && file.is(i, "@NSManaged") {
            var keyword = i + 1
            while let word = file.name(keyword), Scopes.modifierWords.contains(word) || file.kind(keyword) == .attribute { keyword += 1 }
            // `var NAME: TYPE` and nothing more on the line (no initialiser, no accessors).
            var last = keyword + 3
            while last + 1 < file.count, !file.lineBreakBefore[last + 1], !file.is(last + 1, ";"), !file.is(last + 1, "}") { last += 1 }
            let typed = file.is(keyword, "var") && file.kind(keyword + 1) == .identifier && file.is(keyword + 2, ":") && last < file.count
            guard typed, !(keyword + 3...last).contains(where: { file.is($0, "=") || file.is($0, "{") }) else {
                rewrite.warn(file.token(i).start, "'@NSManaged' kept on a declaration other than 'var NAME: TYPE': it has no accessors on Linux and will not link")
                continue
            }
            let name = file.text(keyword + 1).filter { $0 != "`" }
            rewrite.remove(tokens: i, i)
            rewrite.insert(" { get { pivotManagedValue(self, forKey: \"\(name)\") } set { setValue(newValue, forKey: \"\(name)\") } }",
                           at: file.token(last).end)
            rewrite.note(file.token(i).start, "'@NSManaged var \(name)' → a property kept under the key \"\(name)\" (value(forKey:)/setValue(_:forKey:)), 0, false or nil until set")
        }
    }
}
