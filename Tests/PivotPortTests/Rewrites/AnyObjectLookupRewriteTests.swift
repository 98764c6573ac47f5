import Testing
@testable import PivotPort

@Suite("Objective-C's member lookup on AnyObject goes through PivotAnyObject")
struct AnyObjectLookupRewriteTests {
    @Test("a grouped '… as AnyObject' receiver is handed to PivotAnyObject; a call's parentheses are not")
    func groupedReceiver() {
        let ported = port("""
            func f(_ note: Notification, info: [String: Any]) {
                if let rect = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as AnyObject).cgRectValue { use(rect) }
                let name = (info["CFBundleIconFiles"]! as AnyObject).object(at: 0) as! String
                let same = g(x as AnyObject).cgRectValue
            }
            """)
        #expect(ported.text == """
            func f(_ note: Notification, info: [String: Any]) {
                if let rect = PivotAnyObject(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as AnyObject).cgRectValue { use(rect) }
                let name = PivotAnyObject(info["CFBundleIconFiles"]! as AnyObject).object(at: 0) as! String
                let same = g(x as AnyObject).cgRectValue
            }
            """)
        #expect(ported.notes.count == 2)
        #expect(ported.notes[0].hasPrefix("F0.swift:2:19: note: '(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as AnyObject).cgRectValue': Objective-C's member lookup"))
    }

    @Test("an 'item: AnyObject' parameter's members in the function's body, until the body binds the name again")
    func parameter() {
        let ported = port("""
            class func align(_ item: AnyObject, anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
                let c = anchor.constraint(equalTo: item.topAnchor)
                if let item = item as? UIView { item.layoutIfNeeded() }
                return c
            }
            func other(item: UIView) { _ = item.topAnchor }
            """)
        #expect(ported.text.contains("anchor.constraint(equalTo: PivotAnyObject(item).topAnchor)"))
        #expect(ported.text.contains("if let item = item as? UIView { item.layoutIfNeeded() }"))
        #expect(ported.text.contains("func other(item: UIView) { _ = item.topAnchor }"))
        #expect(ported.warnings.isEmpty)
    }

    @Test("a member PivotAnyObject does not answer is left as it is, with a warning")
    func unknownMember() {
        let ported = port("func f(_ o: AnyObject) { o.frobnicate() }\n")
        #expect(ported.text == "func f(_ o: AnyObject) { o.frobnicate() }\n")
        #expect(ported.warnings == ["F0.swift:1:28: warning: 'o.frobnicate': Objective-C's member lookup on AnyObject does not exist on Linux, and PivotAnyObject does not answer 'frobnicate'; left as it is"])
    }
}

@Suite("A window subclass's deinit shares UIWindow's isolation")
struct WindowDeinitRewriteTests {
    @Test("deinit of UIWindow's subclasses (and theirs, in the file) becomes isolated deinit; other classes' stay")
    func windowDeinits() {
        let ported = port("""
            class PerformanceView: UIWindow, Configurator {
                deinit { NotificationCenter.default.removeObserver(self) }
            }
            final class Overlay: PerformanceView { deinit {} }
            class Plain: UIView { deinit {} }
            class Already: UIKit.UIWindow { isolated deinit {} }
            """)
        #expect(ported.text == """
            class PerformanceView: UIWindow, Configurator {
                isolated deinit { NotificationCenter.default.removeObserver(self) }
            }
            final class Overlay: PerformanceView { isolated deinit {} }
            class Plain: UIView { deinit {} }
            class Already: UIKit.UIWindow { isolated deinit {} }
            """)
        #expect(ported.notes.count == 2)
        #expect(ported.notes[0].hasPrefix("F0.swift:2:5: note: 'deinit' of window class 'PerformanceView' → 'isolated deinit'"))
    }
}
