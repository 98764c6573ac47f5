// `import UIKit` and its companions → one `@preconcurrency import PivotUIKit` (UIKit reaches
// Swift as a @preconcurrency Objective-C module, so Swift 5 code that compiles against it gets
// warnings here, not errors); a file that needs SwiftUI or Combine → kept out of the Linux build.

struct ImportStatement {
    /// Code indices: the first attribute (or `import`) and the path's last token.
    let first: Int
    let last: Int
    let module: String
    /// The path as written after `import` (and its kind): `UIKit.UIGestureRecognizerSubclass`.
    let path: String
    let exported: Bool
    let pathStart: Int
}

enum ImportRewrite {
    /// Modules PivotUIKit stands in for (it re-exports Foundation, which brings Dispatch).
    static let replaced = Set(["UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC", "Foundation", "Dispatch", "Darwin", "CoreFoundation"])
        .union(partialStandIns.keys)
    /// Modules Linux lacks and no port can provide: a file that needs one is left out.
    static let absent: Set<String> = ["SwiftUI", "Combine"]
    static let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]

    static func statements(_ file: SourceFile) -> [ImportStatement] {
        var found: [ImportStatement] = []
        for i in 0..<file.count where file.is(i, "import") && file.kind(i) == .identifier {
            // The attributes before it (`@_exported`, `@preconcurrency`, `@_spi(X)`) on its line.
            var first = i
            var exported = false
            while first > 0 {
                if file.kind(first - 1) == .attribute { first -= 1 }
                else if file.is(first - 1, ")"), file.partner[first - 1] > 0, file.kind(file.partner[first - 1] - 1) == .attribute { first = file.partner[first - 1] - 1 }
                else { break }
                if file.is(first, "@_exported") { exported = true }
            }
            guard first == 0 || file.lineBreakBefore[first] || file.is(first - 1, ";") else { continue }
            var pathStart = i + 1
            if let kind = file.name(pathStart), kinds.contains(kind), file.kind(pathStart + 1) == .identifier { pathStart += 1 }
            guard let module = file.name(pathStart) else { continue }
            var last = pathStart
            while file.is(last + 1, "."), file.kind(last + 2) == .identifier, file.touching(last) { last += 2 }
            found.append(ImportStatement(first: first, last: last, module: module,
                                         path: file.text(from: file.token(pathStart).start, to: file.token(last).end),
                                         exported: exported, pathStart: pathStart))
        }
        return found
    }

    static func apply(_ rewrite: inout FileRewrite, _ context: PortContext, _ scopes: Scopes) {
        let file = rewrite.source
        let conditionals = Conditionals(file)
        let active = ActiveClauses(conditionals)
        var importedIn: Set<Int32> = []
        var leftOut = false
        let all = statements(file)
        // A UIKit file keeps its UIKit code; only what uses the absent framework goes.
        var importsUIKit = all.contains { replaced.contains($0.module) && active.compiled($0.first) }
        for statement in all {
            let written = file.text(from: file.token(statement.first).start, to: file.token(statement.last).end)
            let at = file.token(statement.first).start
            if replaced.contains(statement.module) {
                let clause = conditionals.clause[statement.first]
                if importedIn.contains(clause) && !statement.exported {
                    rewrite.remove(tokens: statement.first, statement.last)
                    rewrite.note(at, "'\(written)' removed: this file already imports PivotUIKit, which brings it" + standInNote(statement.module))
                } else {
                    importedIn.insert(clause)
                    let replacement = (statement.exported ? "@_exported " : "") + Porter.pivotImport
                    rewrite.replace(tokens: statement.first, statement.last, with: replacement)
                    rewrite.note(at, "'\(written)' → '\(replacement)'" + standInNote(statement.module))
                }
            } else if let renamed = context.options.renamedModules[statement.module] {
                rewrite.replace(tokens: statement.pathStart, statement.pathStart, with: renamed)
                rewrite.note(at, "'\(written)': the module is ported as '\(renamed)'")
            } else if absent.contains(statement.module) && !leftOut && active.compiled(statement.first)
                        && !conditionals.inside(statement.first, conditionContaining: "canImport(\(statement.module)") {
                if importsUIKit || ImplicitUIKitRewrite.adopt(&rewrite, statement, scopes, active) {
                    importsUIKit = true
                    FrameworkUseRewrite.apply(&rewrite, module: statement.module, statement: statement, scopes, active)
                    continue
                }
                leftOut = true
                rewrite.insert("#if canImport(\(statement.module)) // pivot port: \(statement.module) does not exist on Linux\n", at: 0)
                let ends = file.bytes.last == 0x0A
                rewrite.insert((ends ? "" : "\n") + "#endif\n", at: file.bytes.count)
                rewrite.warn(at, "'\(written)': \(statement.module) does not exist on Linux; the whole file is left out of the build (wrapped in '#if canImport(\(statement.module))')")
            }
        }
    }

    /// The imports the support file needs for a protocol declared in this file: its own imports,
    /// rewritten as in the file.
    static func supportImports(_ rewrite: FileRewrite, _ context: PortContext) -> [String] {
        let file = rewrite.source
        let conditionals = Conditionals(file)
        var lines: [String] = []
        for statement in statements(file) where !absent.contains(statement.module) {
            if replaced.contains(statement.module) { lines.append(Porter.pivotImport) }
            else if let renamed = context.options.renamedModules[statement.module] { lines.append("import \(renamed)") }
            // An import under an #if may be one the Linux build never sees (`import AppKit`).
            else if conditionals.clause[statement.first] < 0 { lines.append("import \(statement.path)") }
        }
        return lines
    }
}
