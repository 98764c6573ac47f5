import Testing
@testable import PivotPort

@Suite("Frameworks PivotUIKit has in part: Accelerate's vImage, Core Text")
struct PartialStandInsTests {
    @Test("import Accelerate before UIKit becomes PivotUIKit's import, with a note saying vImage is inert")
    func accelerateFirst() {
        let ported = port("import Accelerate\nimport UIKit\n\nlet flags = kvImageEdgeExtend\n")
        #expect(ported.text == "@preconcurrency import PivotUIKit\n\nlet flags = kvImageEdgeExtend\n")
        #expect(ported.notes.first == "F0.swift:1:1: note: 'import Accelerate' → '@preconcurrency import PivotUIKit' "
                + "(PivotUIKit has vImage's buffers and convolutions, inert: a blur copies its source unblurred)")
        #expect(ported.notes.count == 2)
    }

    @Test("import CoreText after UIKit is removed, with a note naming what PivotUIKit has of it")
    func coreTextAfterUIKit() {
        let ported = port("import UIKit\nimport CoreText\n")
        #expect(ported.text == "@preconcurrency import PivotUIKit\n")
        #expect(ported.notes.last == "F0.swift:2:1: note: 'import CoreText' removed: this file already imports PivotUIKit, which brings it "
                + "(PivotUIKit has Core Text's framesetter, measured by its text metric, and its font manager)")
    }

    @Test("canImport(Accelerate) is left as written: false on Linux, so the fallback builds")
    func canImportStaysFalse() {
        // A SwiftUI import behind it is never compiled, so the file is not left out for it.
        let source = "#if canImport(Accelerate)\nimport SwiftUI\nfunc blur() { vDSP() }\n#else\nfunc blur() {}\n#endif\n"
        #expect(port(source).text == source)
        #expect(port(source).diagnostics.isEmpty)
    }

    @Test("a library's other imports are not touched")
    func otherModules() {
        #expect(port("import AcceleratedKit\n").text == "import AcceleratedKit\n")
    }
}
