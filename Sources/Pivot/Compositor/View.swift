// A view a trace or the API adds (the compositor draws it, SPEC C1), and the changes a `layout`
// step makes to it.

/// A view added by a trace or the API (compositor, SPEC C1).
public struct View: Hashable, Sendable {
    /// `keyboard`: straight on the keyboard's window (W9: the classic HUD on windows.lastObject).
    /// `released`: it went with the window the app released (W9): drawn nowhere, ever again.
    public enum Parent: Hashable, Sendable { case window(WindowID), controller(ControllerID), view(Int), keyboard, released }
    public let name: String
    public var parent: Parent
    public var frame: Rect
    public var z: Double = 0
    public var alpha: Double = 1
    public var hidden = false
    public var interactive = true
    /// Degrees about the view's centre; with `scale`, the view's transform (frame is the
    /// untransformed frame, as UIKit's center and bounds describe it).
    public var rotation: Double = 0
    public var scale: Double = 1
    /// clipsToBounds: subviews are drawn only inside this view's bounds.
    public var clips = false
    /// What the view's frame follows at the end of every step (its library's own layout).
    public var fill: ViewFill = .none
    public init(name: String, parent: Parent, frame: Rect) { self.name = name; self.parent = parent; self.frame = frame }
}

/// A frame a view keeps up to date: none (as set), its parent's bounds (autoresizing flexible
/// width and height), or the screen's bounds as UIScreen reports them then (a HUD that sets its
/// frame to `UIScreen.mainScreen.bounds`: portrait-fixed before iOS 8, D3).
public enum ViewFill: String, Hashable, Sendable, CaseIterable { case none, parent, screen }

/// What a `layout` step changes in a view; nil fields stay.
public struct ViewChange: Hashable, Sendable {
    public var frame: Rect? = nil
    public var rotation: Double? = nil
    public var scale: Double? = nil
    public var alpha: Double? = nil
    public var hidden: Bool? = nil
    public var fill: ViewFill? = nil
    public init() {}
}
