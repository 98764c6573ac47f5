import Testing
@testable import PivotPort

@Suite("Double optionals of Objective-C requirements, and overrides in extensions")
struct ChainAndOverrideTests {
    @Test("delegate?.window?? reads PivotUIKit's plain optional window")
    func delegateWindow() {
        let ported = port("let r = UIApplication.shared.delegate?.window??.rootViewController\nlet w = a ?? b\nlet v = window??.x\n")
        #expect(ported.text == "let r = UIApplication.shared.delegate?.window?.rootViewController\nlet w = a ?? b\nlet v = window??.x\n")
        #expect(ported.notes == ["F0.swift:1:46: note: 'window??' → 'window?': PivotUIKit's app delegate window is a plain optional property"])
    }

    @Test("an override in an extension is kept out of the build, with a warning that its hook does not run")
    func extensionOverride() {
        let ported = port("""
            extension UIApplication {
                @objc
                open override var next: UIResponder? {
                    return super.next
                }
                func kept() {}
            }
            class A: UIView { override func layoutSubviews() {} }
            """)
        #expect(ported.text == """
            extension UIApplication {
                #if false // pivot port: an override in an extension needs Objective-C; this hook does not run on Linux
                open override var next: UIResponder? {
                    return super.next
                }
                #endif
                func kept() {}
            }
            class A: UIView { override func layoutSubviews() {} }
            """)
        #expect(ported.warnings == ["F0.swift:3:10: warning: 'override' of 'next' in an extension of UIApplication cannot compile without Objective-C: left out of the build (#if false); the hook it installs does not run on Pivot"])
    }
}

@Suite("The app delegate's window read bare keeps UIKit's double optional")
struct BareDelegateWindowTests {
    @Test("UIApplication.shared.delegate?.window bare is read as UIWindow??; a library's own delegate is left alone")
    func bare() {
        let ported = port("""
            guard let first = UIApplication.shared.delegate?.window else { return }
            let w = application.delegate?.window ?? nil
            let o = self.delegate?.window
            """)
        #expect(ported.text == """
            guard let first = (UIApplication.shared.delegate?.window as UIWindow??) else { return }
            let w = (application.delegate?.window as UIWindow??) ?? nil
            let o = self.delegate?.window
            """)
    }
}

@Suite("Resources the ported target does not bundle")
struct ResourceRewriteTests {
    @Test("Bundle.module reads the main bundle, with a warning; a member named module elsewhere stays")
    func bundleModule() {
        let ported = port("func f() {\n    let b = Bundle.module\n    let n = UINib(nibName: \"V\", bundle: Bundle.module)\n    let m = x.module\n}\n")
        #expect(ported.text == "func f() {\n    let b = Bundle.main\n    let n = UINib(nibName: \"V\", bundle: Bundle.main)\n    let m = x.module\n}\n")
        #expect(ported.warnings.count == 2)
    }
}
