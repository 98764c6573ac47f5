// The layout pass, as UIKit runs it. `setNeedsLayout` only marks a view; views marked are
// laid out when the current UIKit work returns (the run loop's commit: the end of an event or
// of a library call, `PivotApp.commitLayout`), top-down, each view's `layoutSubviews` (whose
// base applies the solved Auto Layout frames) before its subviews'. A controller's root view
// calls `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around its own. `layoutIfNeeded` lays
// out at once. A window's root view is sized to the window when the engine lays it out (the
// window shows, a turn, a new frame: SPEC L1, L2, W8) and at the commit after it is loaded or assigned; a new size applies
// the subviews' autoresizing masks at once, as UIKit's setFrame: does (SPEC LP1–LP4).

import Foundation
import Pivot

extension UIView {
    /// Marks the view and tells its ancestors that a view below needs layout.
    func markNeedsLayout() {
        let state = layoutStorage
        state.needsLayout = true
        var current = superview
        while let view = current {
            let outer = view.layoutStorage
            if outer.descendantNeedsLayout { break }
            outer.descendantNeedsLayout = true
            current = view.superview
        }
        PivotApp.currentIfAny?.layoutState.pending = true
    }

    var needsLayout: Bool { layoutStorageIfAny?.needsLayout ?? false }

    /// `layoutIfNeeded`: from the highest ancestor that waits for layout, down through this view.
    /// An ancestor whose layout is under way is not laid out again from inside it (model decision:
    /// UIKit marks a view only when its solved frames change, so re-activating the same
    /// constraints in `viewDidLayoutSubviews` and calling `layoutIfNeeded`, as Malert 4.2 does,
    /// does not recurse there; Pivot marks on every constraint change); its mark waits for the commit.
    func layOutNow() {
        var top: UIView = self
        var current = superview
        while let view = current {
            if view.layoutStorageIfAny?.layingOut == true { break }
            if view.layoutStorageIfAny?.needsLayout == true { top = view }
            current = view.superview
        }
        if top.layoutStorageIfAny?.layingOut == true { return }
        treeRoot.updateConstraintsPass()
        top.layOutSubtree()
    }

    /// Lays out this view if marked, then each marked view below, parents first.
    func layOutSubtree() {
        guard let state = layoutStorageIfAny else { return }
        if state.needsLayout { layOutSelf() }
        guard state.descendantNeedsLayout else { return }
        state.descendantNeedsLayout = false
        for subview in subviews { subview.layOutSubtree() }
    }

    /// One view's turn: its controller hears about it around `layoutSubviews`.
    private func layOutSelf() {
        let state = layoutStorage
        state.needsLayout = false
        state.layingOut = true
        defer { state.layingOut = false }
        let controller = owningController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// The frame changed (UIView's `frame` setter): a new size resizes the autoresizing
    /// subviews and marks the view and its superview (Stack Overflow 728372: setting a frame
    /// of another size lays out the view and its superview); an autoresizing view's frame is
    /// an input of the engine.
    func frameDidChange(from old: CGRect) {
        let app = PivotApp.currentIfAny
        if translatesAutoresizingMaskIntoConstraints { app?.layoutState.generation += 1 }
        guard old.size != frame.size else { return }
        if autoresizesSubviews {
            for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
                subview.autoresize(from: old.size, to: frame.size)
            }
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// UIKit's autoresizing: the size change of the superview is shared among the flexible
    /// margins and size of each axis, in proportion to their lengths (equally when all are 0).
    func autoresize(from old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        var frame = self.frame
        (frame.origin.x, frame.size.width) = Self.resize(frame.minX, frame.width, old.width, new.width,
                                                         mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                         mask.contains(.flexibleRightMargin))
        (frame.origin.y, frame.size.height) = Self.resize(frame.minY, frame.height, old.height, new.height,
                                                          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                          mask.contains(.flexibleBottomMargin))
        if frame != self.frame { self.frame = frame }
    }

    static func resize(_ start: CGFloat, _ length: CGFloat, _ oldOuter: CGFloat, _ newOuter: CGFloat,
                       _ flexibleStart: Bool, _ flexibleLength: Bool, _ flexibleEnd: Bool) -> (CGFloat, CGFloat) {
        let end = oldOuter - start - length
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)].filter(\.0)
        guard !parts.isEmpty else { return (start, length) }
        let delta = newOuter - oldOuter
        let total = parts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ flexible: Bool, _ value: CGFloat) -> CGFloat {
            guard flexible else { return 0 }
            return total > 0 ? delta * max(0, value) / total : delta / CGFloat(parts.count)
        }
        return (start + share(flexibleStart, start), length + share(flexibleLength, length))
    }

    /// A view joined this one (`addSubview`): both lay out (SO 728372), and the tree's
    /// engine learns of the constraints the new view brings.
    func didAddSubviewForLayout(_ view: UIView) {
        // A window's size changes in the engine: the pass compares with the size its subviews had.
        if self is UIWindow, layoutStorage.laidOutSize == nil { layoutStorage.laidOutSize = bounds.size }
        if view.layoutStorageIfAny?.mayHaveConstraints == true || type(of: view).requiresConstraintBasedLayout {
            treeRoot.layoutStorage.mayHaveConstraints = true
        }
        if treeRoot.layoutStorageIfAny?.mayHaveConstraints == true { view.setNeedsUpdateConstraints() }
        PivotApp.currentIfAny?.layoutState.generation += 1
        PivotApp.currentIfAny?.layoutState.structure += 1
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// The view leaves its superview: the constraints above it that reach into it go, as
    /// UIKit removes them (SPEC AL3).
    func willRemoveFromSuperviewForLayout() {
        PivotApp.currentIfAny?.layoutState.structure += 1
        var current = superview
        while let ancestor = current {
            for constraint in ancestor.constraints where constraint.views.contains(where: { $0.isDescendant(of: self) }) {
                ancestor.uninstall(constraint)
            }
            current = ancestor.superview
        }
        superview?.setNeedsLayout()
    }

    /// Whether subviews follow this view's size changes by their autoresizing masks.
    public var autoresizesSubviews: Bool {
        get { layoutStorageIfAny?.autoresizesSubviews ?? true }
        set { layoutStorage.autoresizesSubviews = newValue }
    }
}

extension UIViewController {
    /// The engine laid the controller's view out (`viewWillLayoutSubviews` recorded, SPEC L1,
    /// L2): the view takes the size it reads then, and its own `layoutSubviews` runs between
    /// the controller's two callbacks.
    func engineWillLayout(_ record: CallbackRecord, in app: PivotApp) {
        let view = self.view!
        let size = CGSize(record.bounds)
        // A custom presentation's view is where its animator or presentation controller put it.
        if customPresentation?.containerView == nil, view.frame != CGRect(origin: .zero, size: size) { view.frame = CGRect(origin: .zero, size: size) }
        // The safe area and margins may have changed with the turn: the engine reads them again.
        // (The app that delivers the callback: reading the task-local current app costs more.)
        app.layoutState.generation += 1
        viewWillLayoutSubviews()
        view.updateConstraintsPass()
        view.layoutStorage.needsLayout = false
        view.layoutSubviews()
    }

    /// `viewDidLayoutSubviews`, then the views below the root that wait for layout.
    func engineDidLayout() {
        viewDidLayoutSubviews()
        guard isViewLoaded, let state = view.layoutStorageIfAny, state.descendantNeedsLayout else { return }
        state.descendantNeedsLayout = false
        for subview in view.subviews { subview.layOutSubtree() }
    }
}

extension PivotApp {
    /// The run loop's commit: lays out every view that waits for layout, window by window
    /// (its own subviews, then its controllers' views), after sizing each root view to its
    /// window. Nothing runs when no view waits (the flag is all it costs).
    public func commitLayout() {
        let state = layoutState
        guard state.pending, !state.committing, crash == nil else { return }
        state.committing = true
        defer { state.committing = false }
        run {
            // A layoutSubviews that marks views again gets further passes, as UIKit's commit
            // lays out until nothing waits (bounded: a view that always marks itself stops here).
            var passes = 0
            while state.pending && passes < 8 {
                state.pending = false
                passes += 1
                windowObjects.forEach { window in layOutWindow(window) }
            }
        }
    }

    private func layOutWindow(_ window: UIWindow) {
        let size = window.bounds.size
        let state = window.layoutStorage
        if let old = state.laidOutSize, old != size {
            // The engine changed the window's size (a turn): its subviews follow their masks.
            if window.autoresizesSubviews {
                for subview in window.subviews where subview.translatesAutoresizingMaskIntoConstraints { subview.autoresize(from: old, to: size) }
            }
            window.layoutStorageIfAny?.engine?.needsSolve = true
            window.setNeedsLayout()
        }
        state.laidOutSize = size
        window.updateConstraintsPass()
        window.layOutSubtree()
        guard let id = window.pivotID else { return }
        // The world is read in place (`withWorld`), never copied: this runs for every window
        // after every step that left a view waiting.
        var current = withWorld { $0.windows[id.index].root }
        while let controllerID = current, let controller = controllerObjects[controllerID.index] {
            // Only a root view that waits for layout is looked at (a new one, or one the app
            // marked): the engine's own layouts (show, turn, new frame) size it as they run.
            if controller.isViewLoaded, let view = controller.view, let flags = view.layoutStorageIfAny,
               flags.needsLayout || flags.descendantNeedsLayout || flags.descendantNeedsUpdateConstraints {
                let frame = CGRect(origin: .zero, size: CGSize(withWorld { $0.viewBounds(of: controllerID) }))
                // A custom presentation's view is where its animator or presentation controller put it.
                if controller.customPresentation?.containerView == nil, view.frame != frame { view.frame = frame }
                view.updateConstraintsPass()
                view.layOutSubtree()
            }
            current = withWorld { $0.controllers[controllerID.index].presented?.controller }
        }
    }
}
