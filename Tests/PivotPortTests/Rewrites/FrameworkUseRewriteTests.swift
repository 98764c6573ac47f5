import Testing
@testable import PivotPort

@Suite("A UIKit file that also imports SwiftUI keeps its UIKit code")
struct FrameworkUseRewriteTests {
    @Test("the import and each declaration naming SwiftUI's types go out of the build; the rest stays")
    func membersUsingSwiftUI() {
        let ported = port("""
            import UIKit
            import SwiftUI

            open class Tip: UIView {
                var text = ""
                @available(iOS 13.0, *)
                open func show<V: View>(rootView: V, in view: UIView) {
                    let host = UIHostingController(rootView: rootView)
                    view.addSubview(host.view)
                }
                func hide() {}
            }
            """)
        #expect(ported.text == """
            @preconcurrency import PivotUIKit
            #if canImport(SwiftUI) // pivot port: SwiftUI does not exist on Linux
            import SwiftUI
            #endif

            open class Tip: UIView {
                var text = ""
                #if canImport(SwiftUI) // pivot port: uses SwiftUI, which Linux lacks
                @available(iOS 13.0, *)
                open func show<V: View>(rootView: V, in view: UIView) {
                    let host = UIHostingController(rootView: rootView)
                    view.addSubview(host.view)
                }
                #endif
                func hide() {}
            }
            """)
        #expect(ported.warnings == [
            "F0.swift:2:1: warning: 'import SwiftUI': SwiftUI does not exist on Linux; the import is left out of the build, and so is each declaration that uses it",
            "F0.swift:7:23: warning: 'func show' uses 'View' (SwiftUI): left out of the build ('#if canImport(SwiftUI)')",
        ])
    }

    @Test("top-level SwiftUI types go whole; code under os(visionOS), never compiled, is left alone")
    func topLevelAndInactive() {
        let ported = port("""
            import UIKit
            import SwiftUI
            class Alert: UIView {
                lazy var background: UIView = {
                    #if os(visionOS)
                    return UIHostingController(rootView: Glass()).view
                    #else
                    return UIView()
                    #endif
                }()
            }
            struct Glass: View {
                var body: some View { Color.clear }
            }
            """)
        #expect(ported.text.contains("""
                    #if os(visionOS)
                    return UIHostingController(rootView: Glass()).view
            """))
        #expect(ported.text.hasSuffix("""
            #if canImport(SwiftUI) // pivot port: uses SwiftUI, which Linux lacks
            struct Glass: View {
                var body: some View { Color.clear }
            }
            #endif
            """))
        #expect(ported.warnings.count == 2)
    }

    @Test("an import of SwiftUI the build never compiles leaves the file whole and says nothing")
    func inactiveImport() {
        let source = "import UIKit\n#if os(visionOS)\nimport SwiftUI\n#endif\nclass A {}\n"
        let ported = port(source)
        #expect(ported.text == "@preconcurrency import PivotUIKit\n#if os(visionOS)\nimport SwiftUI\n#endif\nclass A {}\n")
        #expect(ported.warnings.isEmpty)
    }
}

@Suite("Which #if clauses the ported build compiles")
struct ActiveClausesTests {
    @Test("os(iOS) and UIKit hold, other platforms and absent frameworks do not, the machine's arch is unknown")
    func conditions() {
        #expect(ActiveClauses.evaluate("os(iOS)") == true)
        #expect(ActiveClauses.evaluate("os(visionOS)") == false)
        #expect(ActiveClauses.evaluate("!os(visionOS)") == true)
        #expect(ActiveClauses.evaluate("canImport(SwiftUI) && canImport(Combine)") == false)
        #expect(ActiveClauses.evaluate("os(iOS) || os(tvOS)") == true)
        #expect(ActiveClauses.evaluate("!(os(iOS) && (arch(i386) || arch(arm)))") == nil)
        #expect(ActiveClauses.evaluate("DEBUG") == nil)
    }

    @Test("an #else after a clause that holds is not compiled; one after clauses that fail is")
    func chains() {
        let file = SourceFile(path: "F", bytes: Array("#if os(iOS)\na\n#else\nb\n#endif\n#if os(macOS)\nc\n#elseif os(tvOS)\nd\n#else\ne\n#endif\n".utf8))
        let active = ActiveClauses(Conditionals(file))
        let compiled = (0..<file.count).filter { file.kind($0) == .identifier && active.compiled($0) }.map { file.text($0) }
        #expect(compiled.filter { $0.count == 1 } == ["a", "e"])
    }
}
