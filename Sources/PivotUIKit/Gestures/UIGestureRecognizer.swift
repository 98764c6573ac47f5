// Gesture recognizers keep their targets and state; nothing recognises touches on Linux, so a
// test fires what a user does: `recognizer.simulate(.ended)` (a tap), or
// `pan.simulate(.changed, translation: CGPoint(x: 0, y: -40))` then `.ended` (a swipe to
// dismiss). Each simulated state asks its view's `gestureRecognizerShouldBegin`, then its
// delegate's, as UIKit does before `.began` (or a discrete `.ended`), then calls every
// target's action with the recognizer, in the order added. A recognizer that is disabled or not on a view does nothing.

import Foundation

@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var targets: [(target: WeakTarget, action: Selector)] = []
    open var state: State = .possible
    open var isEnabled = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    /// The view it is added to (`addGestureRecognizer`), as UIKit's.
    open internal(set) weak var view: UIView?
    private var location: CGPoint = .zero
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }
    /// Recognizers this one waits for (`require(toFail:)`), kept only.
    public private(set) var failureRequirements: [UIGestureRecognizer] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }
    public convenience override init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { targets.append((WeakTarget(target as AnyObject), action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.target.object === object) && (action == nil || $0.action == action) }
    }
    open func require(toFail other: UIGestureRecognizer) { failureRequirements.append(other) }

    /// Where the (simulated) touch is, in `view`'s space (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return location }
        return own.convert(location, to: view)
    }
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// Fires what a user does: the recognizer moves to `state` at `location` (in its view's
    /// space) and calls its targets. False where it did not fire (disabled, on no view, or the
    /// delegate refused to begin).
    @discardableResult
    open func simulate(_ state: State, at location: CGPoint? = nil) -> Bool {
        guard isEnabled, view != nil else { return false }
        if let location { self.location = location }
        let begins = state == .began || (state == .ended && (self.state == .possible || self.state == .ended))
        if begins, view?.gestureRecognizerShouldBegin(self) == false || delegate?.gestureRecognizerShouldBegin(self) == false {
            self.state = .failed
            return false
        }
        self.state = state
        for pair in targets {
            guard let target = pair.target.object else { continue }
            _ = pair.action.invoke(on: target, sender: self)
        }
        if state == .ended || state == .cancelled || state == .failed { self.state = .possible }
        return true
    }

    /// Called when the recognizer goes back to `.possible` (subclasses' own state to clear).
    open func reset() {}
}

@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
}

@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var translation: CGPoint = .zero
    private var velocity: CGPoint = .zero
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// The pan's translation so far, in its view's space (a view's space differs by offset only).
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { velocity }

    /// A pan step as a user makes it: the translation from where the pan began, and its velocity.
    @discardableResult
    open func simulate(_ state: State, translation: CGPoint, velocity: CGPoint = .zero, at location: CGPoint? = nil) -> Bool {
        self.translation = translation
        self.velocity = velocity
        return simulate(state, at: location)
    }
}

@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIView {
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.view = nil
        gestureRecognizers?.removeAll { $0 === recognizer }
    }
}
