// Converting points and rectangles between coordinate spaces (SPEC G4): the screen's
// coordinate space (which follows the interface orientation from iOS 8, D3), its fixed
// coordinate space (portrait-up, never changes), a window's and a view's. Everything goes
// through the compositor's transforms to the fixed space (C2), so an unrotated overlay window
// over a landscape app converts correctly.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A coordinate space a conversion names.
public enum CoordinateSpace: Hashable, Sendable {
    case screen, fixed
    case window(WindowID)
    case view(Int)
}

extension World {
    /// The transform from a space to the fixed portrait space; nil for a window or view that is
    /// not on screen (it has no place in the compositor's tree).
    public func toFixed(_ space: CoordinateSpace, in tree: RenderTree? = nil) -> Transform? {
        switch space {
        case .fixed: return .identity
        case .screen:
            return profile.boundsFollowOrientation
                ? Transform.toFixedSpace(from: statusBar.orientation, portrait: model.portraitSize) : .identity
        case .window(let id):
            let tree = tree ?? renderTree()
            return tree.nodes.first { $0.kind == .window && $0.window == id }?.toFixed
        case .view(let index):
            let tree = tree ?? renderTree()
            return tree.nodes.first { $0.viewIndex == index }?.toFixed
        }
    }

    /// A point of space `from` in space `to`.
    public func convert(_ point: Point, from: CoordinateSpace, to: CoordinateSpace) -> Point? {
        let tree = renderTree()
        guard let a = toFixed(from, in: tree), let b = toFixed(to, in: tree) else { return nil }
        return b.inverted.apply(a.apply(point))
    }

    /// A rectangle of space `from` in space `to`: the box around its converted corners, as
    /// UIKit's convertRect gives it.
    public func convert(_ rect: Rect, from: CoordinateSpace, to: CoordinateSpace) -> Rect? {
        let tree = renderTree()
        guard let a = toFixed(from, in: tree), let b = toFixed(to, in: tree) else { return nil }
        let map = a.then(b.inverted)
        let o = rect.origin, s = rect.size
        let corners = [o, Point(o.x + s.width, o.y), Point(o.x, o.y + s.height), Point(o.x + s.width, o.y + s.height)].map(map.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x = xs.min()!, y = ys.min()!
        return Rect(Self.tidy(x), Self.tidy(y), Self.tidy(xs.max()! - x), Self.tidy(ys.max()! - y))
    }

    /// Rounds away floating-point dust from rotations (1e-9), keeping real fractions.
    public static func tidy(_ value: Double) -> Double {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? 0 : rounded
    }
}

/// What `expect view` reads of a view on screen: its bounds, its frame in its window, its
/// rotation relative to the window and its rotation on screen, in degrees.
public struct ViewGeometry: Hashable, Sendable {
    public var bounds: Size
    public var frame: Rect
    public var rotation: Double
    /// Relative to the interface orientation's up (the screen as the user reads it): 0 is
    /// upright, whatever the window's own rotation (C2).
    public var screenRotation: Double
}

extension World {
    /// A controller's view (`controller`) or a declared view (`view`) as drawn now; nil when it
    /// is not on screen.
    public func viewGeometry(controller: ControllerID? = nil, view: Int? = nil) -> ViewGeometry? {
        let tree = renderTree()
        guard let index = tree.nodes.firstIndex(where: { node in
            (controller != nil && node.kind == .controllerView && node.controller == controller)
                || (view != nil && node.viewIndex == view)
        }) else { return nil }
        let node = tree.nodes[index]
        let windowNode = tree.nodes[tree.root(of: index)]
        let toWindow = node.toFixed.then(windowNode.toFixed.inverted)
        let size = node.size
        let corners = [Point(0, 0), Point(size.width, 0), Point(0, size.height), Point(size.width, size.height)].map(toWindow.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let frame = Rect(Self.tidy(xs.min()!), Self.tidy(ys.min()!), Self.tidy(xs.max()! - xs.min()!), Self.tidy(ys.max()! - ys.min()!))
        return ViewGeometry(bounds: size, frame: frame, rotation: Self.degrees(toWindow),
                            screenRotation: Self.degrees(node.toFixed.then(tree.fixedToInterface)))
    }

    /// A transform's rotation in whole degrees, in (-180, 180].
    static func degrees(_ t: Transform) -> Double {
        var degrees = (atan2(t.b, t.a) * 180 / Double.pi).rounded()
        if degrees <= -180 { degrees += 360 }
        return degrees == 0 ? 0 : degrees
    }
}
