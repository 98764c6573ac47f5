import Testing
@testable import PivotPort

@Suite("Statics kept per app")
struct StaticsRewriteTests {
    @Test("a static named with backticks keeps them; the key names the file by its key, not where it sits")
    func backticksAndKey() {
        let result = Porter.port([PortInput(path: "/tmp/somewhere/Kit/Insets.swift", bytes: Array("import UIKit\nstruct Insets {\n    public static var `default` = Insets()\n}\n".utf8), key: "Kit/Insets.swift")])
        let text = String(decoding: result.files[0], as: UTF8.self)
        #expect(text.contains("public static var `default`: Insets { get { PivotStatics.value(\"Kit/Insets.swift:3:19\") { Insets() } }"))
    }

    @Test("a file that imports nothing gets PivotUIKit's import when a static of it is kept per app")
    func importAdded() {
        let ported = port("// Config\nstruct Config {\n    static var delay: Double = 2\n}\n")
        #expect(ported.text.hasPrefix("// Config\n@preconcurrency import PivotUIKit\nstruct Config {\n    static var delay: Double { get { PivotStatics.value("))
        #expect(port("struct C { static let x = 1 }\n").text == "struct C { static let x = 1 }\n")
    }
}

@Suite("Keys used only by their address stay stored")
struct AddressOnlyStaticsTests {
    @Test("an associated-object key used only as &key stays a stored variable, so every use hands over one address")
    func fileScopeKey() {
        let source = """
            import UIKit
            private var constraintsKey: UInt8 = 0
            extension UIView {
                var set: NSMutableSet? {
                    get { objc_getAssociatedObject(self, &constraintsKey) as? NSMutableSet }
                    set { objc_setAssociatedObject(self, &constraintsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
                }
                var other: Int { layer.constraintsKey }
            }
            """
        let ported = port(source)
        #expect(ported.text.contains("\nprivate var constraintsKey: UInt8 = 0\n"))
        #expect(!ported.text.contains("PivotStatics"))
        #expect(ported.notes.contains { $0.contains("F0.swift:2:9: note: 'constraintsKey' stays stored: it is used only by its address") })
    }

    @Test("static keys of a keys type used as &Keys.key or &Self.key stay stored, even where their type takes inference")
    func staticKeys() {
        let ported = port("""
            import UIKit
            private struct Keys {
                static var timer = malloc(1)
                static var queue: String = "queue"
                static func q(_ v: UIView) -> Any? { objc_getAssociatedObject(v, &Self.queue) }
            }
            func f(_ v: UIView) { objc_setAssociatedObject(v, &Keys.timer, 1, .OBJC_ASSOCIATION_RETAIN) }
            """)
        #expect(ported.text.contains("    static var timer = malloc(1)\n    static var queue: String = \"queue\"\n"))
        #expect(ported.warnings.isEmpty)
        #expect(ported.notes.filter { $0.contains("stays stored") }.count == 2)
    }

    @Test("a key whose value is also read is kept per app as any other static")
    func readKeyIsRewritten() {
        let ported = port("import UIKit\nprivate var labelKey = \"label\"\nfunc f(_ v: UIView) { objc_getAssociatedObject(v, &labelKey); print(labelKey) }\n")
        #expect(ported.text.contains("private var labelKey: String { get { PivotStatics.value("))
        #expect(!ported.notes.contains { $0.contains("stays stored") })
    }
}

@Suite("Resources and Objective-C class descriptions")
struct ResourceAndDescriptionTests {
    @Test("an implicit .module given for a bundle reads the main bundle; other .module members stay")
    func implicitModule() {
        let ported = port("func f() {\n    let i = UIImage(named: n, in: .module, compatibleWith: nil)\n    let b = UINib(nibName: \"V\", bundle: .module)\n    let m = f(kind: .module)\n}\n")
        #expect(ported.text == "func f() {\n    let i = UIImage(named: n, in: .main, compatibleWith: nil)\n    let b = UINib(nibName: \"V\", bundle: .main)\n    let m = f(kind: .module)\n}\n")
        #expect(ported.warnings.count == 2)
    }

    @Test("type(of: x).description() reads as String(reflecting:), what +description prints for a Swift class")
    func classDescription() {
        let ported = port("func f() {\n    let d = type(of: object).description()\n    let e = object.description\n}\n")
        #expect(ported.text == "func f() {\n    let d = String(reflecting: type(of: object))\n    let e = object.description\n}\n")
        #expect(ported.notes.count == 1)
    }
}

@Suite("Playground literals")
struct LiteralRewriteTests {
    @Test("#colorLiteral is a UIColor, #imageLiteral a named UIImage")
    func literals() {
        let ported = port("func f() {\n    let c = #colorLiteral(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)\n    let i = #imageLiteral(resourceName: \"close\")\n}\n")
        #expect(ported.text == "func f() {\n    let c = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)\n    let i = UIImage(named: \"close\")!\n}\n")
        #expect(ported.notes.count == 2)
    }
}

@Suite("Statics whose type is evident without inference")
struct EvidentStaticTypeTests {
    @Test("a colour or font member, a trailing-closure initialiser and a selector are kept per app; a font size is not guessed")
    func evidentTypes() {
        let ported = port("""
            import UIKit
            enum Style {
                static var tint = UIColor.white
                static var font = UIFont.boldSystemFont(ofSize: 20)
                static var dynamic = UIColor { trait in .black }
                static let hide = #selector(Style.hide)
                static var size = UIFont.systemFontSize
                @objc static func hide() {}
            }
            """)
        #expect(ported.text.contains("static var tint: UIColor { get { PivotStatics.value("))
        #expect(ported.text.contains("static var font: UIFont { get { PivotStatics.value("))
        #expect(ported.text.contains("static var dynamic: UIColor { get { PivotStatics.value("))
        #expect(ported.text.contains("static var hide: Selector { PivotStatics.value("))
        #expect(ported.warnings.count == 1 && ported.warnings[0].contains("'size' stays one value"))
    }
}
