import Testing
@testable import PivotPort

@Suite("@objc and its friends are removed, the declaration kept")
struct AttributeRewriteTests {
    @Test("each attribute goes with its arguments; the rest of the line stays")
    func attributes() {
        let ported = port("""
            @objcMembers
            class A: UIView {
                @IBOutlet weak var label: UILabel!
                @IBInspectable var radius: CGFloat = 0
                @objc dynamic var x = 1
                @objc(tapWith:) func tap(_ s: Any) {}
                @IBAction private func go() {}
                @nonobjc func plain() {}
                @GKInspectable var g = 0
            }
            @IBDesignable final class B: UIView {}
            """)
        #expect(ported.text == """
            class A: UIView {
                weak var label: UILabel!
                var radius: CGFloat = 0
                var x = 1
                func tap(_ s: Any) {}
                private func go() {}
                func plain() {}
                var g = 0
            }
            final class B: UIView {}
            """)
        #expect(ported.notes.count == 10)
        #expect(ported.notes[0] == "F0.swift:1:1: note: removed '@objcMembers': Linux has no Objective-C runtime")
    }

    @Test("an Objective-C name written after a space goes with its attribute (StatusAlert 1.1.1)")
    func spacedName() {
        let ported = port("@objc (SizesAndDistances)\nfinal class S: NSObject {}\n@objc (tap:with:) func tap(_ a: Int, with b: Int) {}\n")
        #expect(ported.text == "final class S: NSObject {}\nfunc tap(_ a: Int, with b: Int) {}\n")
        #expect(ported.notes.first == "F0.swift:1:1: note: removed '@objc (SizesAndDistances)': Linux has no Objective-C runtime")
    }

    @Test("@objc on its own line above a declaration takes the whole line")
    func ownLine() {
        #expect(port("    @objc\n    func f() {}\n").text == "    func f() {}\n")
    }

    @Test("'dynamic' as a name, or @available, is left alone")
    func notAttributes() {
        let source = "let dynamic = 1\nx.dynamic = 2\n@available(iOS 13, *)\nfunc f() {}\n@discardableResult func g() -> Int { 1 }\n"
        #expect(port(source).text == source)
    }

    @Test("an @objc protocol stays class-bound: AnyObject is added where nothing bounds it")
    func classBoundProtocols() {
        #expect(port("@objc protocol P {}").text == "protocol P: AnyObject {}")
        #expect(port("@objc public protocol P: Q {}").text == "public protocol P: Q, AnyObject {}")
        #expect(port("@objc protocol P: class {}").text == "protocol P: class {}")
        #expect(port("@objc protocol P: NSObjectProtocol {}").text == "protocol P: NSObjectProtocol {}")
    }
}
