// Coordinate spaces (SPEC G4): the screen's (which follows the interface orientation from
// iOS 8), its fixed one (portrait-up, never changes), a window's and a view's. Conversions go
// through the compositor's transforms, so an overlay window left portrait over a landscape app
// converts as UIKit converts; a view not on screen converts by frames alone.

import Foundation
import Pivot

@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A space the engine can place: the screen's two, a window, a view it draws.
@MainActor
protocol EngineSpace: UICoordinateSpace {
    var engineSpace: (app: PivotApp, space: CoordinateSpace)? { get }
}

extension EngineSpace {
    public func convert(_ point: CGPoint, to other: any UICoordinateSpace) -> CGPoint {
        guard let (app, from) = engineSpace, let to = (other as? any EngineSpace)?.engineSpace?.space,
              let converted = app.world.convert(Point(Double(point.x), Double(point.y)), from: from, to: to) else {
            return fallback(point, to: other)
        }
        return CGPoint(x: CGFloat(converted.x), y: CGFloat(converted.y))
    }
    public func convert(_ point: CGPoint, from other: any UICoordinateSpace) -> CGPoint { other.convert(point, to: self) }
    public func convert(_ rect: CGRect, to other: any UICoordinateSpace) -> CGRect {
        guard let (app, from) = engineSpace, let to = (other as? any EngineSpace)?.engineSpace?.space,
              let converted = app.world.convert(rect.pivot, from: from, to: to) else {
            return CGRect(origin: fallback(rect.origin, to: other), size: rect.size)
        }
        return CGRect(converted)
    }
    public func convert(_ rect: CGRect, from other: any UICoordinateSpace) -> CGRect { other.convert(rect, to: self) }

    /// Off screen: views by their frames, anything else unchanged.
    private func fallback(_ point: CGPoint, to other: any UICoordinateSpace) -> CGPoint {
        if let view = self as? UIView, let target = other as? UIView { return view.convert(point, to: Optional(target)) }
        return point
    }
}

/// One of the screen's spaces.
final class ScreenSpace: EngineSpace {
    let app: PivotApp
    let fixed: Bool
    init(app: PivotApp, fixed: Bool) { self.app = app; self.fixed = fixed }
    var engineSpace: (app: PivotApp, space: CoordinateSpace)? { (app, fixed ? .fixed : .screen) }
    var bounds: CGRect {
        fixed ? CGRect(origin: .zero, size: CGSize(app.world.model.portraitSize)) : CGRect(origin: .zero, size: CGSize(app.world.screenBounds))
    }
}

extension UIScreen {
    /// G4: follows the interface orientation (from iOS 8), as `bounds` does.
    public var coordinateSpace: any UICoordinateSpace { ScreenSpace(app: PivotApp.current, fixed: false) }
    /// G4: portrait-up, origin at the top left of the device held in portrait; never changes.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenSpace(app: PivotApp.current, fixed: true) }
}

extension UIWindowScene {
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

extension UIView: EngineSpace {
    var engineSpace: (app: PivotApp, space: CoordinateSpace)? {
        if let window = self as? UIWindow, let id = window.pivotID { return (window.app, .window(id)) }
        guard let name = pivotName, let app = window?.app, let index = app.world.viewIndex(name) else { return nil }
        return (app, .view(index))
    }
}
