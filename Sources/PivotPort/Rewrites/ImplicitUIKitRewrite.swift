// `import SwiftUI` brings UIKit with it on iOS: a file that imports only SwiftUI may still be a
// UIKit file (JDStatusBarNotification 2.2.4's presenter: a `UIWindow` presenter with one
// `presentSwiftView(…)` convenience). Such a file is kept as a UIKit file that also imports
// SwiftUI: PivotUIKit is imported in its place and only the declarations naming SwiftUI's types
// leave the build. A file whose code names no UIKit type is SwiftUI code, left out whole.

enum ImplicitUIKitRewrite {
    /// UIKit-looking names SwiftUI itself declares.
    static let swiftUIOwn: Set<String> = [
        "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "UIApplicationDelegateAdaptor",
        "UIHostingConfiguration", "UIViewRepresentableContext", "UIViewControllerRepresentableContext",
    ]

    /// A UIKit type the file's compiled code names (`UIWindow`, `UIView`), outside its own declarations.
    static func uikitName(_ file: SourceFile, _ scopes: Scopes, _ active: ActiveClauses) -> (index: Int, name: String)? {
        let own = Set(scopes.types.filter { $0.kind != .extension }.map(\.name)).union(FrameworkUseRewrite.declaredNames(file))
        for i in 0..<file.count where file.kind(i) == .identifier && !file.is(i - 1, ".") && active.compiled(i) {
            let name = file.text(i)
            let bytes = Array(name.utf8)
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "U"), bytes[1] == UInt8(ascii: "I"),
                  (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2]),
                  !swiftUIOwn.contains(name), !own.contains(name) else { continue }
            return (i, name)
        }
        return nil
    }

    /// When the file that imports `statement`'s framework names UIKit's types, imports PivotUIKit
    /// before it and says so; true when it did (the file is then a UIKit file that imports SwiftUI).
    static func adopt(_ rewrite: inout FileRewrite, _ statement: ImportStatement, _ scopes: Scopes, _ active: ActiveClauses) -> Bool {
        let file = rewrite.source
        guard let used = uikitName(file, scopes, active) else { return false }
        let at = file.token(statement.first).start
        rewrite.insert(Porter.pivotImport + "\n" + file.indentation(at), at: at)
        rewrite.note(at, "'import \(statement.path)' brings UIKit on iOS and this file uses it ('\(used.name)'): '\(Porter.pivotImport)' added")
        return true
    }
}
