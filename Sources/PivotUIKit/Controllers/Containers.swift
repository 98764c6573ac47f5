// Containment, navigation and tab bar controllers. A container's children are the engine's
// (`children=`, `push`, `pop`, `select`) once UIKit needs the container; before that (a stack
// built before the window gets its root) the object keeps them, and declaring the container
// declares them first. A container's answers are the engine's defaults for its kind unless a
// subclass overrides them, as a library's forwarding navigation controller does.

import Pivot

extension UIViewController {
    /// The children, bottom to top for a navigation stack.
    public var children: [UIViewController] {
        guard let id = pivotID else { return pendingChildren }
        return app.world[childrenOf: id].compactMap { app.controller($0) }
    }

    public var parent: UIViewController? { pivotID.flatMap { app.controller(app.world[$0].parent) } ?? pendingParent }
    public var navigationController: UINavigationController? { ancestor() }
    public var tabBarController: UITabBarController? { ancestor() }

    private func ancestor<T: UIViewController>() -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// Adds a child (willMove(toParent:) is the caller's to call after, as in UIKit).
    public func addChild(_ child: UIViewController) { setChildren(children + [child]) }

    public func removeFromParent() {
        guard let parent else { return }
        parent.setChildren(parent.children.filter { $0 !== self })
    }

    /// Replaces the children, in the engine when it knows this controller (L1: added and
    /// removed children hear the containment and appearance callbacks there).
    func setChildren(_ list: [UIViewController]) {
        for child in pendingChildren where !list.contains(where: { $0 === child }) { child.pendingParent = nil }
        guard let name = engineName(declaring: false) else {
            pendingChildren = list
            for child in list { child.pendingParent = self }
            return
        }
        let names = list.compactMap { $0.engineName(declaring: true) }
        app.send(.configure(name, [.children(names)]))
    }
}

/// A navigation stack (A7: a push or pop never re-evaluates orientation).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var pendingBarHidden = false
    /// Told before and after a push or pop shows a controller (`NavigationDelegate.swift`).
    open weak var delegate: (any UINavigationControllerDelegate)?
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { return nil }

    open var viewControllers: [UIViewController] {
        get { children }
        set { setChildren(newValue) }
    }
    public var topViewController: UIViewController? { children.last }
    /// The top controller, or what it presents.
    public var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        guard let nav = engineName(declaring: false), let pushed = controller.engineName(declaring: true) else {
            return addChild(controller)
        }
        tellDelegate(showing: controller, animated: animated) { app.send(.push(pushed, on: nav)) }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let stack = children
        guard stack.count > 1, let top = stack.last else { return nil }
        if let nav = engineName(declaring: false) {
            tellDelegate(showing: stack[stack.count - 2], animated: animated) { app.send(.pop(nav)) }
        } else {
            setChildren(stack.dropLast())
        }
        return top
    }

    public var isNavigationBarHidden: Bool {
        get { pivotID.map { app.world[$0].options.navigationBarHidden } ?? pendingBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Safe areas and layout follow the bar (G-rules read `navigationBarHidden`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard let name = engineName(declaring: false) else { return pendingBarHidden = hidden }
        app.send(.configure(name, [.navigationBarHidden(hidden)]))
    }

    override func declarationSettings() -> [ControllerSetting] {
        [.kind(.navigation), .navigationBarHidden(pendingBarHidden)] + super.declarationSettings()
    }
}

/// Tabs: the selected child is the one on screen and the one UIKit's defaults follow.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private var pendingSelected: UIViewController?
    open var viewControllers: [UIViewController]? {
        get { children }
        set {
            setChildren(newValue ?? [])
            if pendingSelected == nil || !(newValue ?? []).contains(where: { $0 === pendingSelected }) { pendingSelected = newValue?.first }
            if let selected = pendingSelected { select(selected) }
        }
    }

    public var selectedViewController: UIViewController? {
        get { pivotID.flatMap { app.controller(app.world[$0].selected) } ?? pendingSelected }
        set { if let newValue { select(newValue) } }
    }

    public var selectedIndex: Int {
        get { selectedViewController.flatMap { selected in children.firstIndex { $0 === selected } } ?? 0 }
        set { if children.indices.contains(newValue) { select(children[newValue]) } }
    }

    private func select(_ child: UIViewController) {
        pendingSelected = child
        guard let tab = engineName(declaring: false), let name = child.engineName(declaring: false) else { return }
        app.send(.select(tabbar: tab, child: name))
    }

    override func declarationSettings() -> [ControllerSetting] {
        var settings: [ControllerSetting] = [.kind(.tabbar)] + super.declarationSettings()
        if let name = pendingSelected?.engineName(declaring: true) { settings.append(.selected(name)) }
        return settings
    }
}
