// `@objc optional` requirements: Swift has optional requirements only for Objective-C
// protocols. Each becomes a plain requirement with a default in a protocol extension (the
// support file) that does what an unimplemented one did: nothing (Void) or nil (an optional
// result). Calls through `?` (`delegate?.toastDidHide?(toast)`) lose their second `?` (ChainRewrite).

struct OptionalRequirements {
    /// Base names of every optional requirement in the set (`toastDidHide`).
    private(set) var names: Set<String> = []
    /// Per protocol, in the order found: its extension's text.
    private var extensions: [String] = []

    static let declarationKeywords: Set<String> = ["func", "var", "subscript", "init"]

    mutating func collect(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        for scope in scopes.types where scope.kind == .protocol && scope.close > scope.open {
            let isPublic = (0..<scope.keyword).reversed().prefix(6).contains { file.is($0, "public") || file.is($0, "open") }
            var members: [String] = []
            var i = scope.open + 1
            while i < scope.close {
                guard file.is(i, "optional"), !file.is(i - 1, "."), let next = file.name(i + 1),
                      OptionalRequirements.declarationKeywords.contains(next) || Scopes.modifierWords.contains(next) || file.kind(i + 1) == .attribute
                else { i += 1; continue }
                var keyword = i + 1
                while keyword < scope.close, !(file.name(keyword).map(OptionalRequirements.declarationKeywords.contains) ?? false) { keyword += 1 }
                let end = Self.requirementEnd(file, keyword, scope.close)
                rewrite.remove(tokens: i, i)
                if let member = Self.defaultMember(&rewrite, keyword: keyword, end: end, isPublic: isPublic, modifiersFrom: i + 1) {
                    members.append(member)
                }
                // Plain now, with or without a default: `?(` after its name goes either way.
                if file.is(keyword, "func"), let name = file.name(keyword + 1) { names.insert(name) }
                i = end + 1
            }
            guard !members.isEmpty else { continue }
            let (line, _) = file.position(file.token(scope.keyword).start)
            extensions.append("""
                // The optional requirements of \(file.text(scope.keyword + 1)) (\(file.path):\(line)): what an
                // unimplemented one did on iOS.
                extension \(file.text(scope.keyword + 1)) {
                \(members.joined(separator: "\n"))
                }
                """)
        }
    }

    /// The last code token of the requirement whose keyword is at `keyword`: before the next
    /// line that starts another declaration, an attribute, a `#`-directive, a `;` or the body's end.
    static func requirementEnd(_ file: SourceFile, _ keyword: Int, _ close: Int) -> Int {
        var i = keyword + 1
        while i < close {
            if file.is(i, ";") { return i - 1 }
            if file.is(i, "{") || file.is(i, "(") || file.is(i, "[") { i = max(file.partner[i], i) + 1; continue }
            if file.lineBreakBefore[i], file.kind(i) == .attribute || file.kind(i) == .pound
                || (file.name(i).map { Scopes.modifierWords.contains($0) || Scopes.declarationWords.contains($0) } ?? false) {
                return i - 1
            }
            i += 1
        }
        return close - 1
    }

    /// The default implementation of one requirement; nil (with a warning) when no value stands
    /// for "not implemented".
    static func defaultMember(_ rewrite: inout FileRewrite, keyword: Int, end: Int, isPublic: Bool, modifiersFrom: Int) -> String? {
        let file = rewrite.source
        let at = file.token(keyword).start
        // Modifiers between `optional` and the keyword (`mutating`, `static`), attributes dropped.
        let modifiers = (modifiersFrom..<keyword).filter { file.kind($0) == .identifier }.map { file.text($0) + " " }.joined()
        let access = isPublic ? "public " : ""
        let signatureEnd: Int
        let type: String?
        switch file.name(keyword) {
        case "func", "subscript":
            var arrow = -1
            var whereAt = end + 1
            var i = keyword
            while i <= end {
                if file.is(i, "(") || file.is(i, "[") { i = max(file.partner[i], i) + 1; continue }
                if arrow < 0 && file.is(i, "->") { arrow = i }
                if file.is(i, "where") { whereAt = i; break }
                i += 1
            }
            if file.is(whereAt - 1, "{") { whereAt -= 1 }
            signatureEnd = whereAt - 1
            type = arrow < 0 ? nil : file.text(from: file.token(arrow + 1).start, to: file.token(min(signatureEnd, end)).end)
        case "var":
            guard let colon = (keyword...end).first(where: { file.is($0, ":") }) else { return nil }
            let brace = (colon...end).first(where: { file.is($0, "{") }) ?? end + 1
            signatureEnd = brace - 1
            type = file.text(from: file.token(colon + 1).start, to: file.token(brace - 1).end)
        default:
            rewrite.warn(at, "an optional '\(file.text(keyword))' requirement has no default to give; it is now required of every conforming type")
            return nil
        }
        let signature = file.text(from: file.token(keyword).start, to: file.token(signatureEnd).end)
        let body: String
        if type == nil || ["Void", "()"].contains(type!) {
            body = "{}"
        } else if let type, type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") {
            let settable = file.is(keyword, "var") && (keyword...end).contains { file.is($0, "set") }
            body = settable ? "{ get { nil } set {} }" : "{ nil }"
        } else {
            rewrite.warn(at, "optional requirement '\(signature)' returns '\(type!)', which has no value meaning \"not implemented\"; it is now required of every conforming type (a call through '?' now needs it implemented)")
            return nil
        }
        rewrite.note(at, "optional requirement made plain, with a default in \(Porter.supportFileName) that \(body == "{}" ? "does nothing" : "answers nil"), as an unimplemented one did")
        return "    \(access)\(modifiers)\(signature) \(body)"
    }

    /// The support file: the imports the protocols' files had, then the extensions.
    func supportFile(imports: [[String]]) -> String {
        var seen: Set<String> = []
        let lines = imports.joined().filter { seen.insert($0).inserted }
        let header = "// Generated by `pivot port`: what the ported files need declared once. Do not edit.\n"
        if extensions.isEmpty { return header }
        return header + "\n" + lines.sorted().joined(separator: "\n") + "\n\n" + extensions.joined(separator: "\n") + "\n"
    }
}
