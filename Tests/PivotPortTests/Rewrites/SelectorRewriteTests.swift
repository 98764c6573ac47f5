import Testing
@testable import PivotPort

@Suite("#selector names the method PivotUIKit's Selector calls")
struct SelectorRewriteTests {
    @Test("a method of the enclosing class, with or without self, with argument labels")
    func enclosingClass() {
        let ported = port("""
            class ToastView: UIView {
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(hide), userInfo: nil, repeats: false)
                    center.addObserver(self, selector: #selector(self.rotated(_:)), name: n, object: nil)
                    perform(#selector(ToastView.hide), with: nil, afterDelay: 2)
                }
                class Inner { let s = #selector(tap(_:with:)) }
            }
            extension Toast.View { let s = #selector(hide) }
            """)
        #expect(ported.text == """
            class ToastView: UIView {
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("hide", ToastView.hide), userInfo: nil, repeats: false)
                    center.addObserver(self, selector: Selector("rotated(_:)", ToastView.rotated(_:)), name: n, object: nil)
                    perform(Selector("hide", ToastView.hide), with: nil, afterDelay: 2)
                }
                class Inner { let s = Selector("tap(_:with:)", Inner.tap(_:with:)) }
            }
            extension Toast.View { let s = Selector("hide", Toast.View.hide) }
            """)
        #expect(ported.warnings.isEmpty && ported.notes.count == 5)
    }

    @Test("a getter, a setter, an instance's method or one outside a type: the name alone, with a warning")
    func nameOnly() {
        let ported = port("""
            class A {
                let g = #selector(getter: UIView.frame)
                let s = #selector(setter: A.value)
                let i = #selector(label.sizeToFit)
                let c = #selector(f as () -> Void)
            }
            func top() { _ = #selector(hide) }
            """)
        #expect(ported.text == """
            class A {
                let g = Selector("frame")
                let s = Selector("value")
                let i = Selector("sizeToFit")
                let c = Selector("f as () -> Void")
            }
            func top() { _ = Selector("hide") }
            """)
        #expect(ported.warnings.count == 5)
        #expect(ported.warnings[2] == "F0.swift:4:13: warning: '#selector(label.sizeToFit)': the method of an instance ('label') whose type is not known here; written as Selector(\"sizeToFit\"), which calls nothing")
    }
}

@Suite("Selectors of class methods")
struct ClassMethodSelectorTests {
    @Test("a class or static method's selector is called with the class itself as the target")
    func classMethods() {
        let ported = port("""
            class Notice: NSObject {
                static let hideSelector = #selector(Notice.hide(_:))
                class func show() { perform(#selector(hide(_:)), with: nil, afterDelay: 1) }
                @objc static func hide(_ sender: AnyObject) {}
                @objc func tap() {}
                func wire() { _ = #selector(tap) }
            }
            """)
        #expect(ported.text.contains("static var hideSelector: Selector { PivotStatics.value(\"F0.swift:2:12\") { Selector(\"hide(_:)\", classMethodOf: Notice.self, Notice.hide(_:)) } }"))
        #expect(ported.text.contains("perform(Selector(\"hide(_:)\", classMethodOf: Notice.self, Notice.hide(_:)), with: nil, afterDelay: 1)"))
        #expect(ported.text.contains("_ = Selector(\"tap\", Notice.tap)"))
    }
}
