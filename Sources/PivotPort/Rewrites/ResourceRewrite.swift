// `Bundle.module` exists only in a target with resources; the ported target has none (nibs and
// images decide nothing about windows), so it reads the main bundle, where lookups find nothing.
// The implicit `.module` of a `Bundle` argument (`UIImage(named: n, in: .module, compatibleWith: nil)`)
// goes the same way.

enum ResourceRewrite {
    /// Argument labels whose parameter is a `Bundle` in UIKit's and Foundation's API.
    static let bundleLabels: Set<String> = ["in", "bundle"]

    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where file.is(i, "Bundle") && file.is(i + 1, ".") && file.is(i + 2, "module")
            && file.touching(i) && file.touching(i + 1) && !file.is(i - 1, ".") {
            rewrite.replace(tokens: i + 2, i + 2, with: "main")
            rewrite.warn(file.token(i).start, "'Bundle.module' → 'Bundle.main': the ported target bundles no resources; a nib or image looked up there is missing")
        }
        for i in 2..<max(2, file.count) where file.is(i, "module") && file.is(i - 1, ".") && file.touching(i - 1) && file.is(i - 2, ":")
            && (file.name(i - 3).map(bundleLabels.contains) ?? false) && !file.is(i + 1, ".") {
            rewrite.replace(tokens: i, i, with: "main")
            rewrite.warn(file.token(i - 1).start, "'\(file.text(i - 3)): .module' → '.main': the ported target bundles no resources; a nib or image looked up there is missing")
        }
    }
}

/// `type(of: x).description()` asks Objective-C's class method `+description` through
/// `AnyObject`, which Linux cannot look up: it becomes what that method prints for a Swift
/// class, `String(reflecting: type(of: x))` ("Module.Name").
enum DescriptionRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where file.is(i, "type") && file.is(i + 1, "(") && file.is(i + 2, "of") && file.is(i + 3, ":") && !file.is(i - 1, ".") {
            let close = file.partner[i + 1]
            guard close > i, file.is(close + 1, "."), file.is(close + 2, "description"), file.is(close + 3, "("), file.is(close + 4, ")") else { continue }
            let inner = file.text(from: file.token(i).start, to: file.token(close).end)
            rewrite.replace(tokens: i, close + 4, with: "String(reflecting: \(inner))")
            rewrite.note(file.token(i).start, "'\(inner).description()' → 'String(reflecting: \(inner))': Objective-C's +description, as it reads for a Swift class")
        }
    }
}

/// Playground literals need a module that declares their default types (UIKit's `_ColorLiteralType`):
/// `#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)` → `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`,
/// `#imageLiteral(resourceName: "x")` → `UIImage(named: "x")!` (PivotUIKit answers every name).
enum LiteralRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where (file.is(i, "#colorLiteral") || file.is(i, "#imageLiteral")) && file.is(i + 1, "(") {
            let close = file.partner[i + 1]
            guard close > i + 1 else { continue }
            let arguments = file.text(from: file.token(i + 1).start, to: file.token(close).end)
            let replacement = file.is(i, "#colorLiteral") ? "UIColor\(arguments)"
                : "UIImage(named: \(file.text(from: file.token(min(i + 4, close)).start, to: file.token(close - 1).end)))!"
            guard file.is(i, "#colorLiteral") || (file.is(i + 2, "resourceName") && file.is(i + 3, ":")) else { continue }
            rewrite.replace(tokens: i, close, with: replacement)
            rewrite.note(file.token(i).start, "'\(file.text(i))(…)' → '\(replacement)': the literal's UIKit type, written out")
        }
    }
}
