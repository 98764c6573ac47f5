// UIControl's target-action: `addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)`
// (ported: `Selector("tapped:", Banner.tapped)`), sent by `sendActions(for:)` as UIKit sends
// them, to each target added for one of the events, in the order added; a nil target goes
// up the responder chain from the control to the first responder that implements the action.
// A test fires what a user does with `sendActions(for: .touchUpInside)`.

import Foundation

@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// One target-action pair: the target held weakly, as UIKit holds it (nil: the responder chain).
    private struct TargetAction {
        var target: WeakTarget?
        var action: Selector
        var events: Event
    }
    private var targetActions: [TargetAction] = []
    /// iOS 14's closure actions (`addAction(_:for:)`).
    private var closureActions: [(action: UIAction, events: Event)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let holder = target.map { WeakTarget($0 as AnyObject) }
        if let index = targetActions.firstIndex(where: { $0.target?.object === holder?.object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: holder, action: action, events: controlEvents))
        }
    }

    /// Removes the pairs for these events (a nil target: every target; a nil action: every action).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in targetActions.indices
        where (object == nil || targetActions[index].target?.object === object) && (action == nil || targetActions[index].action == action) {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// The targets added (a nil target counts as `NSNull`, as in UIKit).
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { pair in
            guard let holder = pair.target else { return AnyHashable(NSNull()) }
            return (holder.object as? NSObject).map(AnyHashable.init)
        })
    }

    open var allControlEvents: Event { targetActions.reduce(into: Event()) { $0.formUnion($1.events) } }

    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { $0.target?.object === object && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.description)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions for the events, as a user's touch would; a disabled control sends none.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        let event = UIEvent()
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
            if let holder = pair.target {
                guard let object = holder.object else { continue }
                sendAction(pair.action, to: object, for: event)
            } else {
                sendAction(pair.action, to: nil, for: event)
            }
        }
        for pair in closureActions where !pair.events.isDisjoint(with: controlEvents) { pair.action.handler(pair.action) }
    }

    /// Calls the action on the target, or on the first responder up the chain that implements it.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        var receiver: AnyObject? = target.map { $0 as AnyObject }
        if receiver == nil {
            var responder: UIResponder? = self
            while let current = responder, !current.responds(to: action) { responder = current.next }
            receiver = responder
        }
        if let receiver { _ = action.invoke(on: receiver, sender: self, event: event) }
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) { closureActions.append((action, controlEvents)) }
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.removeAll { $0.action === action && controlEvents.contains($0.events) }
    }
}

/// A closure action (iOS 14), for controls and bar button items.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public let title: String
    public let image: AnyObject?
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", image: AnyObject? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title; self.image = image; self.handler = handler
    }
}

/// A bar button item: its target-action is kept for a test to fire with `sendAction()`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, close = 24 }
    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    open var customView: UIView?
    /// A fixed space's width (0: the item's own), stored.
    open var width: CGFloat = 0
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.style = style; self.target = target.map { $0 as AnyObject }; self.action = action
        super.init()
        self.title = title
    }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.style = style; self.target = target.map { $0 as AnyObject }; self.action = action
        super.init()
        self.image = image
    }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem; self.target = target.map { $0 as AnyObject }; self.action = action
        super.init()
    }
    public init(customView: UIView) {
        self.customView = customView
        super.init()
    }

    /// What a tap on the item does: its action on its target, with the item as sender.
    public func sendAction() {
        guard isEnabled, let action, let target else { return }
        _ = action.invoke(on: target, sender: self)
    }
}
