// Touches (C3): when a touch reaches a window the app's code made, the engine asks the window's
// `hitTest(_:with:)` as UIKit does, through `ObjectAnswers`, with the windows top-down; a nil
// answer (a pass-through overlay) lets the touch fall to the windows below. The base
// `hitTest` walks what is on screen in UIKit's order, asking every view's own `hitTest` and
// `point(inside:)`, and converts points through the compositor's transforms (`TouchRouting`).
// A window declared by trace lines is never asked: its layers decide, as before.

import Dispatch
import Foundation
import Pivot

extension ObjectAnswers {
    // Nonisolated, unlike the other questions: a kept world may ask it off the main actor.
    nonisolated func hitTest(window id: WindowID, at point: Point, layer: Int, of tree: RenderTree, in world: World) -> WindowHitAnswer? {
        // A world kept past its step (a report's snapshot) may be asked off the main actor: its
        // layers decide there, as no object can be asked.
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated {
            guard let app, let window = app.windowObjects[id.index], !window.standsIn else { return nil }
            // Within the app's context: a trace's `expect hit` asks from outside `run`.
            return app.run {
                app.answering(in: world) {
                    TouchRouting.routing(tree, in: app) { routing in
                        guard let hit = window.hitTest(CGPoint(point), with: UIEvent()) else { return .passes }
                        // A view the window answers that is not on screen in it: the window takes the touch.
                        return .lands(routing.layer(of: hit) ?? layer)
                    }
                }
            }
        }
    }
}

/// Whether the code runs where the main actor does: on the main thread, or on the main queue,
/// which the test runner drains from another thread on Linux (`Thread.isMainThread` is false there).
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
    static var isCurrent: Bool { Thread.isMainThread || Dispatch.DispatchQueue.getSpecific(key: key) == true }
}

/// The screen as the compositor has it while a touch is routed: which layer draws which object,
/// and each layer's transform.
@MainActor
final class TouchRouting {
    /// The routing under way (touches are routed on the main actor, one at a time).
    private(set) static var current: TouchRouting?

    let tree: RenderTree
    private let app: PivotApp
    private var windowLayers: [Int: Int] = [:]
    private var controllerLayers: [Int: Int] = [:]
    private var viewLayers: [Int: Int] = [:]

    private init(_ tree: RenderTree, app: PivotApp) {
        self.tree = tree
        self.app = app
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            switch node.kind {
            case .window: if let window = node.window { windowLayers[window.index] = index }
            case .controllerView: if let controller = node.controller { controllerLayers[controller.index] = index }
            case .view: if let view = node.viewIndex { viewLayers[view] = index }
            case .statusBar, .keyboard: continue
            }
        }
    }

    /// Runs `body` with a routing over `tree` (the one under way, if any).
    static func routing<T>(_ tree: @autoclosure () -> RenderTree, in app: PivotApp, _ body: (TouchRouting) -> T) -> T {
        if let current { return body(current) }
        let routing = TouchRouting(tree(), app: app)
        current = routing
        defer { current = nil }
        return body(routing)
    }

    /// The layer that draws a window, a controller's root view or a view on screen.
    func layer(of view: UIView) -> Int? {
        if let window = view as? UIWindow { return window.pivotID.flatMap { windowLayers[$0.index] } }
        if let controller = view.owningController?.pivotID { return controllerLayers[controller.index] }
        return view.pivotName.flatMap { app.world.viewIndex($0) }.flatMap { viewLayers[$0] }
    }

    /// A point of `parent` in `child`'s space, through the layers' transforms.
    func convert(_ point: CGPoint, from parent: Int, to child: Int) -> CGPoint {
        let fixed = tree.nodes[parent].toFixed.apply(Point(point))
        return CGPoint(tree.nodes[child].toFixed.inverted.apply(fixed))
    }
}

extension UIView {
    /// What UIKit's default `hitTest` walks, bottom to top: a window's root view and presented
    /// views (the engine's, C1) under its subviews; a container's visible child's view under
    /// the root view's subviews; else the subviews.
    func touchableChildren() -> [UIView] {
        var below: [UIView] = []
        if let window = self as? UIWindow, let id = window.pivotID {
            let app = window.app
            var controller = app.world[id].root
            while let current = controller {
                if let object = app.madeController(current) { below.append(object.view) }
                controller = app.world[current].presented?.controller
            }
        } else if let owner = owningController, let id = owner.pivotID, let child = owner.app.world.visibleChild(of: id),
                  let object = owner.app.madeController(child) {
            below.append(object.view)
        }
        return below + subviews
    }

    /// UIKit's default hitTest, with the screen's geometry where the view is on screen.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        let children = touchableChildren()
        guard !children.isEmpty else { return self }
        guard let window, window.pivotID != nil else { return offScreenHit(children, point, event) }
        let app = window.app
        return TouchRouting.routing(app.world.renderTree(), in: app) { routing in
            guard let layer = routing.layer(of: self) else { return offScreenHit(children, point, event) }
            for child in children.reversed() {
                let local = routing.layer(of: child).map { routing.convert(point, from: layer, to: $0) } ?? child.pointFromParent(point)
                if let hit = child.hitTest(local, with: event) { return hit }
            }
            return self
        }
    }

    private func offScreenHit(_ children: [UIView], _ point: CGPoint, _ event: UIEvent?) -> UIView? {
        for child in children.reversed() {
            if let hit = child.hitTest(child.pointFromParent(point), with: event) { return hit }
        }
        return self
    }

    /// A point of the parent in this view's space, by frames alone.
    private func pointFromParent(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) }

    /// UIKit's default pointInside: the view's bounds, as the screen has them while a touch is routed.
    func defaultPointInside(_ point: CGPoint) -> Bool {
        if let routing = TouchRouting.current, let layer = routing.layer(of: self) {
            return CGRect(origin: .zero, size: CGSize(routing.tree.nodes[layer].size)).contains(point)
        }
        return bounds.contains(point)
    }
}

extension PivotApp {
    /// A touch at a point of the screen (the interface space): the view it lands on, as UIKit
    /// finds it (C3), every window the app's code made answering through its own `hitTest`. Nil
    /// where it lands on no window of the app's (the keyboard, nothing). A window declared by trace
    /// lines stands in as itself.
    public func touch(at point: CGPoint) -> UIView? {
        guard let hit = world.hitTest(Point(point)), let id = hit.window, let window = window(id) else { return nil }
        guard !window.standsIn else { return window }
        // Down the path the engine found, from object to object.
        return TouchRouting.routing(world.renderTree(), in: self) { routing in
            var found: UIView = window
            for layer in hit.nodes.dropFirst() {
                guard let next = found.touchableChildren().first(where: { routing.layer(of: $0) == layer }) else { break }
                found = next
            }
            return found
        }
    }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension Point {
    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
}
