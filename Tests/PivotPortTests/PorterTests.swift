import Testing
@testable import PivotPort

@Suite("The porting step as a whole")
struct PorterTests {
    static let library = """
        import UIKit
        /* a comment with #selector(x) and @objc */
        @objc public protocol D: AnyObject { @objc optional func done() }
        public final class Toast: NSObject {
            let s = "#available(iOS 13, *) \\(#selector(nope))"
            @objc func hide() { if #available(iOS 13.0, *) { perform(#selector(hide), with: nil, afterDelay: 1) } }
        }

        """

    @Test("bytes no rewrite touches are copied as they are: comments, strings, spacing")
    func untouchedBytes() {
        let source = "let a  =\t1 // @objc\n/* #selector(x) */\nlet s = \"\"\"\n  #if os(iOS) @objc\n  \"\"\"\r\nlet r = #\"@objc \\#(x)\"#\n"
        #expect(port(source).text == source)
        #expect(port(source).diagnostics.isEmpty)
    }

    @Test("the same sources give the same bytes and diagnostics")
    func determinism() {
        let first = Porter.port([PortInput(path: "T.swift", bytes: Array(Self.library.utf8))])
        let second = Porter.port([PortInput(path: "T.swift", bytes: Array(Self.library.utf8))])
        #expect(first.files == second.files && first.support == second.support && first.diagnostics == second.diagnostics)
        #expect(String(decoding: first.files[0], as: UTF8.self).contains("perform(Selector(\"hide\", Toast.hide), with: nil, afterDelay: 1)"))
    }

    @Test("a megabyte of source ports as its parts do, each copy rewritten alike")
    func large() {
        // One import, then the library's body again and again (a second `import UIKit` in one
        // file would go: the file already imports PivotUIKit).
        let body = String(Self.library.drop { $0 != "\n" }.dropFirst())
        let copies = 1_000_000 / body.utf8.count + 1
        let one = Porter.port([PortInput(path: "Big.swift", bytes: Array(Self.library.utf8))])
        let big = Porter.port([PortInput(path: "Big.swift", bytes: Array(("import UIKit\n" + String(repeating: body, count: copies)).utf8))])
        let portedImport = Array("@preconcurrency import PivotUIKit\n".utf8)
        let portedBody = Array(one.files[0].dropFirst(portedImport.count))
        // Its speed is measured by `pivot-bench` (Docs/PERFORMANCE.md), never by a timed test.
        #expect(Array(one.files[0].prefix(portedImport.count)) == portedImport)
        #expect(big.files[0].count == portedImport.count + portedBody.count * copies)
        #expect(big.files[0] == portedImport + Array(repeating: portedBody, count: copies).flatMap { $0 })
        #expect(big.diagnostics.count == 1 + (one.diagnostics.count - 1) * copies)
    }

    @Test("hostile bytes (unbalanced brackets, stray quotes) port without a trap")
    func hostile() {
        for source in ["}}}{{{(((", "\"\"\"", "#selector(", "#available(", "@objc(", "extension {", "#if os(", "`", "#", "#\"", "/*/*"] {
            _ = port(source)
        }
        let brackets = String(repeating: "(", count: 50_000) + String(repeating: "]", count: 50_000)
        _ = port(brackets)
    }
}
