// Text fields and text views, as alerts and popups with an input use them: they store their text
// and traits and draw nothing; they decide one thing about windows, the keyboard. As on iOS, the
// keyboard comes up (K1: its notifications and frames) when one of them in a window becomes
// first responder, and goes when the last one resigns (`resignFirstResponder()`, `endEditing`);
// moving from one field to another keeps it up. Typing is not modelled: set `text`, then
// `sendActions(for: .editingChanged)` where the library listens.

import Foundation

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let name = UITextContentType(rawValue: "name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}
extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}
extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var background: UIImage?
    open weak var delegate: (any UITextFieldDelegate)?
    open var isEditing: Bool { isFirstResponder }
    // UITextInputTraits
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType?
    open var hasText: Bool { !(text ?? "").isEmpty }

    open override var canBecomeFirstResponder: Bool { isEnabled && delegate?.textFieldShouldBeginEditing(self) != false }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        TextInputKeyboard.become(self, { super.becomeFirstResponder() }) {
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        }
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        TextInputKeyboard.resign(self, allowed: { delegate?.textFieldShouldEndEditing(self) != false }, { super.resignFirstResponder() }) {
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }
    }

    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
}

@preconcurrency @MainActor
open class UITextView: UIScrollView {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var dataDetectorTypes: Int = 0
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var selectedRange = NSRange(location: 0, length: 0)
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?
    open var hasText: Bool { !(text ?? "").isEmpty }
    open var isEditing: Bool { isFirstResponder }
    /// The text view's delegate: the scroll view's, typed as a text view's.
    open var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    public init(frame: CGRect, textContainer: AnyObject?) { super.init(frame: frame) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }

    open override var canBecomeFirstResponder: Bool {
        isEditable && textViewDelegate?.textViewShouldBeginEditing(self) != false
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        TextInputKeyboard.become(self, { super.becomeFirstResponder() }) {
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        }
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        TextInputKeyboard.resign(self, allowed: { textViewDelegate?.textViewShouldEndEditing(self) != false }, { super.resignFirstResponder() }) {
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        }
    }

    /// Where the text lies, inert: its padding and size are stored.
    public let textContainer = NSTextContainer(size: .zero)

    open func scrollRangeToVisible(_ range: NSRange) {}
}

/// TextKit's text container, as text views expose it: stored, not laid out.
open class NSTextContainer: NSObject {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    public init(size: CGSize) { self.size = size; super.init() }
}

extension UIView {
    /// Makes the first responder resign where it is this view or one of its subviews (`force`
    /// ignores a delegate that refuses, as UIKit's does): the keyboard goes.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = PivotApp.currentIfAny?.application.firstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        PivotApp.currentIfAny?.application.firstResponder = nil
        TextInputKeyboard.hideUnlessSwitching()
        return true
    }
}

/// The keyboard as text input drives it: the engine's keyboard event (K1), sent when the first
/// text input in a window becomes first responder and when the last one resigns.
@MainActor
enum TextInputKeyboard {
    /// Set while a text input becomes first responder: the one it replaces resigns without
    /// taking the keyboard down.
    private static var switching = false

    /// A text input's `becomeFirstResponder`: refused out of every window, as on iOS; the
    /// keyboard comes up and `began` runs when it becomes first responder.
    static func become(_ view: UIView, _ superBecome: () -> Bool, began: () -> Void) -> Bool {
        guard view.window != nil else { return false }
        let was = view.isFirstResponder
        let outer = switching
        switching = true
        let became = superBecome()
        switching = outer
        if became && !was {
            PivotApp.currentIfAny?.send(.keyboard(shown: true))
            began()
        }
        return became
    }

    /// A text input's `resignFirstResponder`: refused where its delegate refuses; the keyboard
    /// goes (unless another input is taking over) and `ended` runs when it resigns.
    static func resign(_ view: UIView, allowed: () -> Bool, _ superResign: () -> Bool, ended: () -> Void) -> Bool {
        let was = view.isFirstResponder
        if was && !allowed() { return false }
        let resigned = superResign()
        if resigned && was {
            hideUnlessSwitching()
            ended()
        }
        return resigned
    }

    static func hideUnlessSwitching() {
        guard !switching, let app = PivotApp.currentIfAny, app.world.keyboard.shown else { return }
        app.send(.keyboard(shown: false))
    }
}
