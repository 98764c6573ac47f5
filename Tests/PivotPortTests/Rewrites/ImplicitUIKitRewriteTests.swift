import Testing
@testable import PivotPort

@Suite("A file that imports only SwiftUI but names UIKit's types is a UIKit file")
struct ImplicitUIKitRewriteTests {
    @Test("PivotUIKit is imported before SwiftUI's import; only the SwiftUI declarations leave the build")
    func presenterWithASwiftUIConvenience() {
        let ported = port("""
            import SwiftUI

            public class Presenter: NSObject {
                var window: UIWindow?
                public func present(_ view: UIView) {}
                public func presentSwiftView(@ViewBuilder builder: () -> some View) -> UIView {
                    UIHostingController(rootView: builder()).view
                }
            }
            """)
        #expect(ported.text == """
            @preconcurrency import PivotUIKit
            #if canImport(SwiftUI) // pivot port: SwiftUI does not exist on Linux
            import SwiftUI
            #endif

            public class Presenter: NSObject {
                var window: UIWindow?
                public func present(_ view: UIView) {}
                #if canImport(SwiftUI) // pivot port: uses SwiftUI, which Linux lacks
                public func presentSwiftView(@ViewBuilder builder: () -> some View) -> UIView {
                    UIHostingController(rootView: builder()).view
                }
                #endif
            }
            """)
        #expect(ported.notes.contains("F0.swift:1:1: note: 'import SwiftUI' brings UIKit on iOS and this file uses it ('UIWindow'): '@preconcurrency import PivotUIKit' added"))
        #expect(ported.warnings.count == 2)
    }

    @Test("an extension of SwiftUI's View leaves the build whole: extending a type does not declare it")
    func extensionOfView() {
        let ported = port("""
            import SwiftUI

            public extension View {
                func banner(_ message: Binding<String?>) -> some View { self }
            }
            final class BannerWindow: UIWindow {}
            """)
        #expect(ported.text.contains("""
            #if canImport(SwiftUI) // pivot port: uses SwiftUI, which Linux lacks
            public extension View {
            """))
        #expect(ported.text.contains("final class BannerWindow: UIWindow {}"))
    }

    @Test("a SwiftUI file naming only SwiftUI's UIKit-like types and its own is left out whole")
    func swiftUIFile() {
        let ported = port("""
            import SwiftUI
            enum UIBannerState { case shown, hidden }
            struct Host: UIViewControllerRepresentable {
                var state: UIBannerState
                var button: Text { Text("x") }
            }
            """)
        #expect(ported.text.hasPrefix("#if canImport(SwiftUI) // pivot port: SwiftUI does not exist on Linux\nimport SwiftUI\n"))
        #expect(ported.text.hasSuffix("#endif\n"))
        #expect(!ported.text.contains("PivotUIKit"))
    }

    @Test("a UIKit name under a clause the build never compiles, or after a dot, does not count")
    func inactiveOrMember() {
        let ported = port("import SwiftUI\n#if os(macOS)\nfunc f() { _ = UIView() }\n#endif\nfunc g() -> Any { Theme.UIStyle }\n")
        #expect(!ported.text.contains("PivotUIKit"))
    }
}
