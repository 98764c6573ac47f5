// PivotUIKit's `UIWindow` tells the engine it is gone in an `isolated deinit` (on the main actor,
// wherever the last reference goes), and Swift requires a subclass's `deinit` to share that
// isolation: `class PerformanceView: UIWindow { deinit { … } }` compiles against UIKit and not
// here. A window subclass's `deinit` becomes `isolated deinit`: it runs on the main actor, as
// UIKit's windows are released there.

enum WindowDeinitRewrite {
    static func apply(_ rewrite: inout FileRewrite, _ scopes: Scopes) {
        let file = rewrite.source
        // The file's window classes: UIWindow's subclasses, then theirs.
        var windows: Set<String> = ["UIWindow"]
        var grew = true
        while grew {
            grew = false
            for scope in scopes.types where scope.kind == .class && !windows.contains(scope.name) {
                if let parent = superclass(file, scope), windows.contains(parent) { windows.insert(scope.name); grew = true }
            }
        }
        for (index, scope) in scopes.types.enumerated() where scope.kind == .class && windows.contains(scope.name) && scope.close > scope.open {
            for i in scope.open + 1..<scope.close where file.is(i, "deinit") && file.kind(i) == .identifier
                && scopes.enclosing[i] == Int32(index) && !file.is(i - 1, "isolated") && !file.is(i - 1, "nonisolated") {
                rewrite.insert("isolated ", at: file.token(i).start)
                rewrite.note(file.token(i).start, "'deinit' of window class '\(scope.name)' → 'isolated deinit': PivotUIKit's UIWindow releases its window on the main actor, and a subclass's deinit must share that isolation")
            }
        }
    }

    /// The first type a class inherits from, as written (`UIKit.UIWindow` → `UIWindow`).
    static func superclass(_ file: SourceFile, _ scope: TypeScope) -> String? {
        var i = scope.keyword + 2
        while i < scope.open && !file.is(i, ":") { i += 1 }
        guard i < scope.open, var name = file.name(i + 1) else { return nil }
        if name == "UIKit", file.is(i + 2, "."), let qualified = file.name(i + 3) { name = qualified }
        return name
    }
}
