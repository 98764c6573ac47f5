// A view's Auto Layout surface: its installed constraints, whether its frame becomes
// constraints, its content priorities, the update-constraints pass and
// `systemLayoutSizeFitting`. The overridable members (`intrinsicContentSize`,
// `updateConstraints`) are declared in UIView's class body and call in here.

import Foundation

extension UIView {
    /// UIKit's "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest and the largest size `systemLayoutSizeFitting` is asked for.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var layoutStorage: ViewLayoutState {
        if let state = layoutStorageIfAny { return state }
        let state = ViewLayoutState()
        layoutStorageIfAny = state
        return state
    }

    /// The constraints installed on this view (the closest common ancestor of their views).
    public var constraints: [NSLayoutConstraint] { layoutStorageIfAny?.installed ?? [] }

    /// Whether the frame becomes constraints (true, as UIKit's default for a view made in code).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorageIfAny?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutStorage.translatesAutoresizingMaskIntoConstraints = newValue
            // A view laid out by constraints brings its tree into Auto Layout (the update pass included).
            if !newValue { treeRoot.layoutStorage.mayHaveConstraints = true }
            autoLayoutChanged(touching: [self])
        }
    }

    public func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { install(constraint) } }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { if constraint.installedOn === self { uninstall(constraint) } }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    func install(_ constraint: NSLayoutConstraint) {
        constraint.installedOn?.uninstall(constraint)
        constraint.installedOn = self
        let app = PivotApp.currentIfAny
        if let app {
            app.layoutState.activations += 1
            constraint.activationOrder = app.layoutState.activations
        }
        layoutStorage.installed.append(constraint)
        treeRoot.layoutStorage.mayHaveConstraints = true
        autoLayoutChanged(touching: constraint.views)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutStorageIfAny?.installed.removeAll { $0 === constraint }
        constraint.installedOn = nil
        autoLayoutChanged(touching: constraint.views)
    }

    /// Something the engine reads changed: the views' superviews lay out again.
    func autoLayoutChanged(touching views: [UIView]) {
        guard let app = PivotApp.currentIfAny else { return }
        app.layoutState.generation += 1
        app.layoutState.structure += 1
        for view in views { (view.superview ?? view).setNeedsLayout() }
    }

    /// The top of the view's tree (the view itself when it has no superview).
    var treeRoot: UIView {
        var view = self
        while let up = view.superview { view = up }
        return view
    }

    /// The engine of this view's tree, solved for the current inputs; nil where the tree
    /// holds no constraints.
    var solvedEngine: LayoutEngine? {
        let root = treeRoot
        guard let state = root.layoutStorageIfAny, state.mayHaveConstraints else { return nil }
        let engine = state.engine ?? LayoutEngine(root: root)
        state.engine = engine
        engine.solveIfNeeded(generation: PivotApp.currentIfAny?.layoutState.generation ?? 0)
        return engine
    }

    /// A guide's solved frame in this (its owning) view.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let engine = solvedEngine, let rect = engine.solvedRect(of: guide), let own = engine.solvedRect(of: self) else { return nil }
        return rect.offsetBy(dx: -own.minX, dy: -own.minY)
    }

    /// What UIView's `layoutSubviews` does: each Auto Layout subview takes its solved frame.
    func applySolvedFrames() {
        guard let engine = solvedEngine else { return }
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            if let frame = engine.solvedFrame(of: subview), frame != subview.frame { subview.frame = frame }
        }
    }

    // MARK: Content priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStorageIfAny else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStorage.hugging.horizontal = priority } else { layoutStorage.hugging.vertical = priority }
        autoLayoutChanged(touching: [self])
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStorageIfAny else { return .defaultHigh }
        return axis == .horizontal ? state.compression.horizontal : state.compression.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStorage.compression.horizontal = priority } else { layoutStorage.compression.vertical = priority }
        autoLayoutChanged(touching: [self])
    }

    /// The intrinsic size changed: the engine reads it again at the next pass.
    func intrinsicSizeChanged() { autoLayoutChanged(touching: [self]) }

    // MARK: Fitting

    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when asked to be `targetSize` at these
    /// priorities (its subtree's constraints and its own content size, solved apart from its
    /// superview, SPEC AL4).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: (targetSize, horizontal, vertical))
        engine.solve()
        return engine.solvedRect(of: self)?.size ?? targetSize
    }

    // MARK: The update-constraints pass

    public func needsUpdateConstraints() -> Bool { layoutStorageIfAny?.needsUpdateConstraints ?? true }

    public func setNeedsUpdateConstraints() {
        layoutStorage.needsUpdateConstraints = true
        let root = treeRoot
        root.layoutStorage.descendantNeedsUpdateConstraints = true
        root.layoutStorage.mayHaveConstraints = true
        PivotApp.currentIfAny?.layoutState.pending = true
    }

    /// Runs `updateConstraints` where it is due in this view's tree, leaves first (UIKit's
    /// update pass goes up the tree, the layout pass down: WWDC 2015 "Mysteries of Auto Layout, Part 2").
    public func updateConstraintsIfNeeded() { treeRoot.updateConstraintsPass() }

    func updateConstraintsPass() {
        guard let state = layoutStorageIfAny, state.mayHaveConstraints || state.descendantNeedsUpdateConstraints else { return }
        state.descendantNeedsUpdateConstraints = false
        visitLeavesFirst { view in
            guard view.layoutStorage.needsUpdateConstraints else { return }
            view.layoutStorage.needsUpdateConstraints = false
            if let controller = view.owningController { controller.updateViewConstraints() } else { view.updateConstraints() }
        }
    }

    private func visitLeavesFirst(_ body: (UIView) -> Void) {
        for subview in subviews { subview.visitLeavesFirst(body) }
        body(self)
    }

    /// Every view of the tree below (and including) this one, parents first.
    func forEachInTree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInTree(body) }
    }
}

extension UIViewController {
    /// The controller's turn in the update-constraints pass for its root view; the base asks
    /// the view (call super last, as UIKit asks).
    func updateRootViewConstraints() { if isViewLoaded { view.updateConstraints() } }
}
