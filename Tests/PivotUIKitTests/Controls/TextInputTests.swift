import Pivot
import PivotUIKit
import Testing

/// Text fields and text views drive the keyboard as on iOS (SPEC K1): it comes up when one in a
/// window becomes first responder and goes when the last one resigns.
@MainActor
@Suite("PivotUIKit: text input and the keyboard")
struct TextInputTests {
    final class Form: UIViewController, UITextFieldDelegate {
        var log: [String] = []
        var allowEnd = true
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin \(textField.placeholder ?? "")") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("end \(textField.placeholder ?? "")") }
    }

    static func host() -> (PivotApp, Form, UITextField, UITextField) {
        let app = PivotApp(device: "iPhone8", ios: "13.0", plist: .allButUpsideDown)!
        let form = Form()
        let (name, mail) = (UITextField(), UITextField())
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = form
            window.makeKeyAndVisible()
            app.launch()
            for (field, title) in [(name, "name"), (mail, "mail")] {
                field.placeholder = title
                field.delegate = form
                form.view.addSubview(field)
            }
        }
        return (app, form, name, mail)
    }

    @Test("SPEC K1: a field becoming first responder brings the keyboard up; moving to another keeps it; resigning takes it down")
    func keyboardFollowsTheFirstResponder() {
        let (app, form, name, mail) = Self.host()
        var heard: [String] = []
        app.run {
            for note in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
                _ = NotificationCenter.default.addObserver(forName: note, object: nil, queue: .main) { heard.append($0.name.rawValue) }
            }
            #expect(name.becomeFirstResponder() && name.isFirstResponder && name.isEditing)
        }
        #expect(app.world.keyboard.shown)
        app.run { _ = mail.becomeFirstResponder() }
        #expect(app.world.keyboard.shown && !name.isFirstResponder)
        app.run { _ = mail.resignFirstResponder() }
        #expect(!app.world.keyboard.shown)
        #expect(heard == ["UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification"])
        #expect(form.log == ["begin name", "end name", "begin mail", "end mail"])
    }

    @Test("a field out of every window cannot become first responder, and the keyboard stays down")
    func noWindowNoKeyboard() {
        let (app, _, _, _) = Self.host()
        let loose = UITextField()
        app.run { #expect(!loose.becomeFirstResponder()) }
        #expect(!app.world.keyboard.shown)
    }

    @Test("endEditing resigns the first responder among the view's subviews; forced, even one whose delegate refuses")
    func endEditing() {
        let (app, form, name, _) = Self.host()
        app.run {
            _ = name.becomeFirstResponder()
            form.allowEnd = false
            #expect(!form.view.endEditing(false) && name.isFirstResponder)
            #expect(form.view.endEditing(true) && !name.isFirstResponder)
        }
        #expect(!app.world.keyboard.shown)
    }

    @Test("a text view brings the keyboard up while editable, and its traits and text are kept")
    func textView() {
        let (app, form, _, _) = Self.host()
        let view = UITextView()
        app.run {
            form.view.addSubview(view)
            view.isEditable = false
            #expect(!view.becomeFirstResponder())
            view.isEditable = true
            view.text = "hello"
            view.textContainer.lineFragmentPadding = 0
            view.keyboardType = .emailAddress
            #expect(view.becomeFirstResponder())
        }
        #expect(app.world.keyboard.shown && view.hasText && view.textContainer.lineFragmentPadding == 0)
    }

    @Test("the keyboard's frames are NSValues, as UIKit posts them")
    func framesAreValues() {
        let (app, _, name, _) = Self.host()
        var end: CGRect?
        app.run {
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            }
            _ = name.becomeFirstResponder()
        }
        #expect(end.map { $0.maxY == 667 && $0.height > 200 } == true)
    }
}
