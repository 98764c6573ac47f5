// A UIKit file that also imports SwiftUI or Combine (a view with one SwiftUI convenience, a
// `some View` modifier beside the UIKit API) keeps its UIKit code: the import goes out of the
// Linux build, and so does each declaration that names the framework's types (`show<V: View>(…)`,
// `struct Preview: View`), each in `#if canImport(SwiftUI)` with a warning. Code the build never
// compiles (`#if os(visionOS)`) is left alone.

enum FrameworkUseRewrite {
    /// Names only the framework declares, as written in code that uses it.
    static let names: [String: Set<String>] = [
        "SwiftUI": ["View", "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "ViewModifier",
                    "PreviewProvider", "Binding", "State", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
                    "ViewBuilder", "VStack", "HStack", "ZStack", "Spacer", "AnyView", "GeometryReader", "Text", "Image", "Color",
                    "EnvironmentValues", "ObservableObject", "Published", "#Preview"],
        "Combine": ["AnyCancellable", "Cancellable", "Published", "PassthroughSubject", "CurrentValueSubject",
                    "AnyPublisher", "Publisher", "ObservableObject", "Subscribers"],
    ]

    static func apply(_ rewrite: inout FileRewrite, module: String, statement: ImportStatement, _ scopes: Scopes, _ active: ActiveClauses) {
        let file = rewrite.source
        let written = file.text(from: file.token(statement.first).start, to: file.token(statement.last).end)
        let indent = file.indentation(file.token(statement.first).start)
        rewrite.insert("#if canImport(\(module)) // pivot port: \(module) does not exist on Linux\n\(indent)", at: file.token(statement.first).start)
        rewrite.insert("\n\(indent)#endif", at: file.token(statement.last).end)
        rewrite.warn(file.token(statement.first).start, "'\(written)': \(module) does not exist on Linux; the import is left out of the build, and so is each declaration that uses it")
        let own = Set(scopes.types.filter { $0.kind != .extension }.map(\.name)).union(declaredNames(file))
        let used = (names[module] ?? []).subtracting(own)
        let braces = StaticsRewrite.innermostBraces(file)
        var wrapped: [ClosedRange<Int>] = []
        for i in 0..<file.count where i < statement.first || i > statement.last {
            let spelled = file.kind(i) == .attribute || file.kind(i) == .pound ? String(file.text(i).drop { $0 == "@" }) : file.name(i)
            guard let name = spelled, used.contains(name) || used.contains(file.text(i)), !file.is(i - 1, "."),
                  active.compiled(i), !wrapped.contains(where: { $0.contains(i) }),
                  let declaration = declaration(around: i, file, scopes, braces) else { continue }
            let (start, end) = (declaration.lowerBound, declaration.upperBound)
            // Wrapping must not cut through an `#if` clause.
            guard active.conditionals.clause[start] == active.conditionals.clause[end] else {
                rewrite.warn(file.token(i).start, "'\(name)' (\(module)) is used in a declaration that crosses an '#if'; left as it is")
                wrapped.append(declaration)
                continue
            }
            wrapped.append(declaration)
            let lineStart = file.source(lineStartOf: start)
            let declarationIndent = file.indentation(file.token(start).start)
            rewrite.insert("\(declarationIndent)#if canImport(\(module)) // pivot port: uses \(module), which Linux lacks\n", at: lineStart)
            rewrite.insert("\n\(declarationIndent)#endif", at: file.token(end).end)
            let what = (start...end).first { file.name($0).map(Scopes.declarationWords.contains) ?? false }
                .map { "'\(file.text($0)) \(file.name($0 + 1) ?? "")'" } ?? "a declaration"
            rewrite.warn(file.token(i).start, "\(what) uses '\(name)' (\(module)): left out of the build ('#if canImport(\(module))')")
        }
    }

    /// Type names the file declares itself (`typealias Color = UIColor`): never the framework's.
    static func declaredNames(_ file: SourceFile) -> Set<String> {
        var found: Set<String> = []
        for i in 0..<file.count where file.is(i, "typealias") || file.is(i, "associatedtype") {
            if let name = file.name(i + 1) { found.insert(name) }
        }
        return found
    }

    /// The innermost whole declaration holding code token `i` that sits directly in a type's
    /// body or at the top level: its first token (attributes and modifiers) and its last.
    static func declaration(around i: Int, _ file: SourceFile, _ scopes: Scopes, _ braces: [Int32]) -> ClosedRange<Int>? {
        var level = i
        // Climb out of bodies (a function's, a closure's) until directly in a type's body or the file.
        while true {
            let brace = Int(braces[level])
            if brace < 0 { break }
            if scopes.types.contains(where: { $0.open == brace }) { break }
            level = brace
        }
        let body = Int(braces[level])
        // Back to the declaration's keyword: the nearest one at this level that starts a line.
        var keyword = level
        while keyword >= 0 {
            if Int(braces[keyword]) == body, file.name(keyword).map(Scopes.declarationWords.contains) == true,
               file.kind(keyword) == .identifier, !file.is(keyword - 1, ".") {
                break
            }
            if file.is(keyword, "}") && Int(braces[keyword]) == body { return nil }
            keyword -= 1
        }
        guard keyword >= 0 else { return nil }
        let start = ExtensionOverrideRewrite.declarationStart(file, keyword)
        let limit = body >= 0 ? file.partner[body] : file.count
        guard limit > keyword else { return nil }
        var end = keyword + 1
        while end < limit {
            if file.is(end, "{") { return start...max(file.partner[end], end) }
            if file.is(end, "(") || file.is(end, "[") { end = max(file.partner[end], end) + 1; continue }
            if file.lineBreakBefore[end] && ExtensionOverrideRewrite.startsDeclaration(file, end) { break }
            end += 1
        }
        return start...(end - 1)
    }
}
