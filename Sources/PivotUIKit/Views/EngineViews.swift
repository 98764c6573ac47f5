// The app's views in the engine: a view that joins a window (directly, through its superviews or
// through a controller's root view) becomes a view of the engine's, so the compositor draws it,
// `touch` finds it and renders show it (C1–C3). Its frame, alpha, visibility and transform follow
// the object's; a view taken out of its window is hidden there, and joins again under a new name
// if it comes back. Subview order is the order views joined; zPosition is not modelled.

import Foundation
import Pivot

extension UIView {
    /// Declares the view and its subviews to the engine, once the view is in a window.
    func attachToEngine() {
        guard pivotName == nil, let window, window !== self, let parent = engineParent() else { return }
        let app = window.app
        let name = app.name(for: self)
        var spec = ViewSpec(name: name, parent: parent, frame: frame.pivot)
        spec.alpha = Double(alpha)
        spec.hidden = isHidden
        spec.interactive = isUserInteractionEnabled
        spec.rotation = transform.degrees
        spec.scale = transform.uniformScale
        app.send(.addView(spec))
        guard app.world.viewIndex(name) != nil else { return }
        pivotName = name
        for subview in subviews { subview.attachToEngine() }
    }

    /// Hides the view in the engine and forgets its name (and its subviews').
    func detachFromEngine() {
        if pivotName != nil { engineChange { $0.hidden = true } }
        forgetEngineNames()
    }

    private func forgetEngineNames() {
        pivotName = nil
        for subview in subviews { subview.forgetEngineNames() }
    }

    /// The engine name of what holds the view: its window, its controller (for a subview of a
    /// root view) or its superview.
    private func engineParent() -> String? {
        guard let superview else { return nil }
        if let window = superview as? UIWindow { return window.pivotID.map { window.app.world[$0].name } }
        if let controller = superview.owningController, let id = controller.pivotID { return controller.app.world[id].name }
        return superview.pivotName
    }

    /// Tells the engine of a change to a view it knows.
    func engineChange(_ edit: (inout ViewChange) -> Void) {
        guard let name = pivotName, let app = window?.app else { return }
        var change = ViewChange()
        edit(&change)
        app.send(.layoutView(name, change))
    }
}

extension CGAffineTransform {
    /// The rotation, in degrees, that the compositor draws.
    var degrees: Double { Double(atan2(b, a)) * 180 / .pi }
    /// The scale, taken as uniform.
    var uniformScale: Double { Double((a * a + b * b).squareRoot()) }
}
