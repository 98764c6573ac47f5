// The responder chain, as UIKit's: a view's `next` is its controller where it is one's root
// view, else its superview; a controller's is its view's superview, else the controller that
// presents it, else its view's window; a window's is the application; the application's is
// its delegate where that is a responder. Touch methods a responder does not override pass the
// touch up the chain, as UIKit's do. Each responder is an NSObject comparing by identity
// (`view != other`, `firstIndex(of:)`, a set of windows).

import Foundation

@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: First responder (one per app, kept by its UIApplication)

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { PivotApp.currentIfAny?.application.firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application = PivotApp.currentIfAny?.application else { return false }
        if application.firstResponder === self { return true }
        if let current = application.firstResponder, !current.resignFirstResponder() { return false }
        application.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let application = PivotApp.currentIfAny?.application, application.firstResponder === self { application.firstResponder = nil }
        return true
    }

    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}

    /// Whether the responder can perform the action: it implements it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { responds(to: action) }
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // MARK: What UIKit declares on NSObject and subclasses override (here in the class body, so
    // that they can be overridden: Swift cannot override an extension's member)

    /// Called after a nib loads the object; nothing loads nibs here (`Nibs/`), so never by Pivot.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}

    // Accessibility, stored and read by nothing (inert).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityViewIsModal = false
    open var accessibilityElementsHidden = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    open var accessibilityFrame: CGRect = .zero
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityPerformEscape() -> Bool { false }
}

/// UIKit's accessibility traits (inert: stored, read by nothing).
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// A touch, as the touch methods and a gesture delegate receive it.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    open var phase: Phase = .began
    open var tapCount = 1
    open weak var view: UIView?
    open var window: UIWindow? { view?.window }
    open var timestamp: TimeInterval = 0
    /// The point in the touched view's space.
    private var point: CGPoint = .zero

    public override init() { super.init() }
    /// A touch on `view` at a point of its space (what a test hands to the touch methods).
    public init(view: UIView?, at point: CGPoint, phase: Phase = .began) {
        self.view = view; self.point = point; self.phase = phase
        super.init()
    }
    open func location(in view: UIView?) -> CGPoint { self.view?.convert(point, to: view) ?? point }
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
