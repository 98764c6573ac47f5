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

@Suite("Overrides in extensions of the library's own classes move into the class")
struct OwnClassOverrideTests {
    @Test("the override, its doc comment and the extension's access level move to the end of the class's body")
    func moved() {
        let ported = port("""
            public class Popup: UIViewController {
                var shown = false
            }

            public extension Popup {
                /// Lays the buttons out.
                @objc override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                }
                func other() {}
            }
            """)
        #expect(ported.text == """
            public class Popup: UIViewController {
                var shown = false
                // pivot port: moved here from the extension at line 5 (an override in an extension needs Objective-C)
                /// Lays the buttons out.
                public override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                }
            }

            public extension Popup {
                func other() {}
            }
            """)
        #expect(ported.notes.last == "F0.swift:7:11: note: 'override' of 'viewDidLayoutSubviews' in an extension of Popup moved into the class's body (line 1): Swift overrides in extensions only through Objective-C")
        #expect(ported.warnings.isEmpty)
    }

    @Test("a nested class is found by its qualified name; a constrained extension keeps the old refusal")
    func nestedAndConstrained() {
        let ported = port("""
            enum Kit { class View: UIView {} }
            extension Kit.View { override func layoutSubviews() {} }
            class Box<T>: UIView {}
            extension Box where T == Int { override func layoutSubviews() {} }
            """)
        #expect(ported.text.hasPrefix("enum Kit { class View: UIView {\n// pivot port: moved here"))
        #expect(ported.warnings.count == 1)
    }
}

@Suite("delegate!.window!! reads PivotUIKit's plain optional")
struct ForcedDelegateWindowTests {
    @Test("two forced unwraps of the app delegate's window become one")
    func forced() {
        let ported = port("let w = UIApplication.shared.delegate!.window!!\nlet x = a!!\n")
        #expect(ported.text == "let w = UIApplication.shared.delegate!.window!\nlet x = a!!\n")
    }
}

@Suite("Key-value observing")
struct KeyValueObservingRewriteTests {
    @Test("observeValue(forKeyPath:…) loses 'override' (Linux's NSObject has none), in a class or an extension, with a warning")
    func observeValue() {
        let ported = port("""
            class M: NSObject {}
            extension M {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """)
        #expect(ported.text == """
            class M: NSObject {}
            extension M {
                func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """)
        #expect(ported.warnings.count == 1 && ported.warnings[0].contains("key-value observing needs Objective-C"))
    }
}

@Suite("Objective-C key paths")
struct KeyPathRewriteTests {
    @Test("#keyPath(Type.a.b) is the string \"a.b\"; #keyPath(a.b) is \"a.b\"")
    func keyPaths() {
        let ported = port("func f() {\n    _ = app.value(forKeyPath: #keyPath(UIApplication.keyWindow))\n    _ = #keyPath(scrollView.contentOffset)\n}\n")
        #expect(ported.text == "func f() {\n    _ = app.value(forKeyPath: \"keyWindow\")\n    _ = \"scrollView.contentOffset\"\n}\n")
        #expect(ported.notes.count == 2)
    }
}
