import Testing
@testable import PivotPort

@Suite("Imports become one @preconcurrency import of PivotUIKit")
struct ImportRewriteTests {
    @Test("UIKit, Foundation and their companions: the first becomes PivotUIKit, the rest go")
    func companions() {
        let ported = port("import Foundation\nimport UIKit\nimport QuartzCore\nimport ObjectiveC\nimport CoreGraphics\nimport Dispatch\nimport UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIView\n\nlet x = 1\n")
        #expect(ported.text == "@preconcurrency import PivotUIKit\n\nlet x = 1\n")
        #expect(ported.notes.first == "F0.swift:1:1: note: 'import Foundation' → '@preconcurrency import PivotUIKit'")
        #expect(ported.notes.count == 8)
    }

    @Test("@_exported stays, so the library's users see PivotUIKit as they saw UIKit")
    func exported() {
        #expect(port("@_exported import UIKit\n").text == "@_exported @preconcurrency import PivotUIKit\n")
    }

    @Test("each #if branch keeps an import of its own")
    func branches() {
        let ported = port("#if os(iOS) || os(tvOS)\n    import UIKit\n#else\n    import AppKit\n#endif\nimport Foundation\n")
        #expect(ported.text == "#if true || os(tvOS)\n    @preconcurrency import PivotUIKit\n#else\n    import AppKit\n#endif\n@preconcurrency import PivotUIKit\n")
    }

    @Test("a file that imports SwiftUI is left out of the Linux build, with a warning")
    func swiftUI() {
        let ported = port("import SwiftUI\nstruct V: View {}")
        #expect(ported.text == "#if canImport(SwiftUI) // pivot port: SwiftUI does not exist on Linux\nimport SwiftUI\nstruct V: View {}\n#endif\n")
        #expect(ported.warnings == ["F0.swift:1:1: warning: 'import SwiftUI': SwiftUI does not exist on Linux; the whole file is left out of the build (wrapped in '#if canImport(SwiftUI)')"])
    }

    @Test("SwiftUI already under canImport(SwiftUI) is left alone")
    func guardedSwiftUI() {
        let source = "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n"
        #expect(port(source).text == source && port(source).diagnostics.isEmpty)
    }

    @Test("a ported dependency's import takes the ported target's name")
    func renamed() {
        let ported = port("import SnapKit\nimport UIKit\n", renaming: ["SnapKit": "SnapKitOnPivot"])
        #expect(ported.text == "import SnapKitOnPivot\n@preconcurrency import PivotUIKit\n")
    }

    @Test("'import' as a word elsewhere is not an import")
    func notImports() {
        let source = "let s = \"import UIKit\"\nfunc f() { x.import(UIKit) }\n// import UIKit\n"
        #expect(port(source).text == source)
    }
}
