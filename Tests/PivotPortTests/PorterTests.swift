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

    @Test("a megabyte of source ports in well under a second")
    func large() {
        let bytes = Array(String(repeating: Self.library, count: 1_000_000 / Self.library.utf8.count + 1).utf8)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = Porter.port([PortInput(path: "Big.swift", bytes: bytes)]) }
        // Debug builds are several times slower than release; the bound holds for both.
        #expect(elapsed < .seconds(5), "\(elapsed)")
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
