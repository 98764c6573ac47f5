// UIView: the geometry and hierarchy overlay code reads and sets. A view is a plain object; a
// window's own geometry comes from the engine (`UIWindow`), and so do the safe areas: a window's
// and a controller's root view's are the engine's (G-rules), any other view's is its window's
// clipped to where the view lies, as UIKit derives it from the superview's.

import Foundation
import Pivot

/// A touch event, as `hitTest(_:with:)` receives it (Pivot's carries nothing).
@preconcurrency @MainActor
open class UIEvent {
    public init() {}
}

@preconcurrency @MainActor
open class UIView: UIResponder {
    // Read and written by every layout pass: no runtime exclusivity check (see `PivotApp.shell`).
    @exclusivity(unchecked) private var storedFrame: CGRect
    private var storedHidden = false
    private var storedAlpha: CGFloat = 1
    private var storedTransform: CGAffineTransform = .identity
    /// The view's name in the engine while it is in a window: the compositor draws it and
    /// touches find it (C1–C3, `Views/EngineViews.swift`).
    var pivotName: String?
    /// Held through the superview's `BackReference` (a `weak` one would give every view with
    /// subviews a side table, and slow every retain of it); weakly where it is a window, whose
    /// `isolated deinit` may run after its last release.
    public var superview: UIView? { superviewReference?.object ?? superwindow }
    @exclusivity(unchecked) private var superviewReference: BackReference<UIView>?
    private weak var superwindow: UIWindow?
    /// What the view's subviews hold of it, made when it first has one.
    @exclusivity(unchecked) private var backReferenceIfAny: BackReference<UIView>?
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            storedAlpha = newValue
            engineChange { $0.alpha = Double(newValue) }
        }
    }
    open var isUserInteractionEnabled = true
    /// Kept for the library's own layout code; Pivot does not resize plain views itself.
    open var autoresizingMask: AutoresizingMask = []
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            storedTransform = newValue
            engineChange { $0.rotation = newValue.degrees; $0.scale = newValue.uniformScale }
        }
    }
    /// As UIKit gives them, safe area included (`Layout/Margins.swift`, SPEC LP5).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setCustomLayoutMargins(newValue) }
    }
    open var backgroundColor: UIColor?
    open var tag = 0
    /// Dark or light content; Pivot draws none (Docs/PORTING.md).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The controller whose root view this is (`UIViewController.view`), held through its
    /// `BackReference`: every layout and safe area question reads it.
    var owningController: UIViewController? {
        get { owningControllerReference?.object }
        set { owningControllerReference = newValue?.backReference }
    }
    @exclusivity(unchecked) private var owningControllerReference: BackReference<UIViewController>?
    /// Layout flags, constraints and guides, made on first use (`Layout/ViewLayoutState.swift`).
    @exclusivity(unchecked) var layoutStorageIfAny: ViewLayoutState?
    /// Touch exclusivity, layout direction, motion effects, made on first use (`ViewStyle.swift`).
    var styleStorage: ViewStyleState?

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }
    public convenience override init() { self.init(frame: .zero) }
    /// Never from an archive in Pivot: a view is made in code.
    public required init?(coder: NSCoder) { return nil }

    /// Subviews that outlive the view read no superview from now on (`BackReference`).
    deinit { backReferenceIfAny?.object = nil }

    /// Sets `superview`, which subviews reach through a back reference (`BackReference.swift`).
    private func setSuperview(_ view: UIView?) {
        if let window = view as? UIWindow {
            superwindow = window
            superviewReference = nil
        } else {
            superwindow = nil
            superviewReference = view.map { view in
                if let reference = view.backReferenceIfAny { return reference }
                let reference = BackReference(view)
                view.backReferenceIfAny = reference
                return reference
            }
        }
    }

    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            storedFrame = newValue
            engineChange { $0.frame = newValue.pivot }
            if old != newValue { frameDidChange(from: old) }
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var isHidden: Bool {
        get { storedHidden }
        set {
            storedHidden = newValue
            engineChange { $0.hidden = newValue }
        }
    }

    /// The window the view is in, through its superviews.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            // A controller's root view is in the window the engine put the controller in.
            if let controller = view.owningController, let id = controller.pivotID {
                return controller.app.window(controller.app.world.windowOf(id))
            }
            current = view.superview
        }
        return nil
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        let movesWindow = view.window !== window
        if movesWindow { view.willMove(toWindow: window) }
        view.willMove(toSuperview: self)
        view.detach()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.setSuperview(self)
        view.attachToEngine()
        didAddSubviewForLayout(view)
        view.didMoveToSuperview()
        if movesWindow { view.didMoveToWindow() }
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func removeFromSuperview() {
        guard superview != nil else { return }
        let hadWindow = window != nil
        if hadWindow { willMove(toWindow: nil) }
        willMove(toSuperview: nil)
        willRemoveFromSuperviewForLayout()
        detachFromEngine()
        detach()
        didMoveToSuperview()
        if hadWindow { didMoveToWindow() }
    }

    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        setSuperview(nil)
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Layout (the pass: `Layout/`; Auto Layout: `AutoLayout/`)

    /// The base applies the solved Auto Layout frames to the subviews (call super).
    open func layoutSubviews() { applySolvedFrames() }
    open func setNeedsLayout() { markNeedsLayout() }
    open func layoutIfNeeded() { layOutNow() }
    /// The base answers the current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    /// None on either axis (`UIView.noIntrinsicMetric`); a label answers its text's size.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { intrinsicSizeChanged() }
    /// The view's turn in the update-constraints pass (call super last).
    open func updateConstraints() {}
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The view whose baseline a baseline constraint uses: the view itself unless overridden.
    open func forBaselineLayout() -> UIView { self }
    open var forFirstBaselineLayout: UIView { forBaselineLayout() }
    open var forLastBaselineLayout: UIView { forBaselineLayout() }
    /// Limits on the text size category the view's traits report (iOS 15): stored, text is not laid out.
    open var minimumContentSizeCategory: UIContentSizeCategory?
    open var maximumContentSizeCategory: UIContentSizeCategory?
    open var appliedContentSizeCategoryLimitsDescription: String { "" }

    /// The safe area (G-rules): the engine's for a window or a controller's root view; else the
    /// window's, clipped to the part of it this view covers.
    open var safeAreaInsets: UIEdgeInsets {
        if let controller = owningController, let id = controller.pivotID { return UIEdgeInsets(controller.app.world.safeArea(of: id)) }
        guard let window, window !== self else { return .zero }
        return window.safeArea(covering: convert(bounds, to: window))
    }

    // MARK: Coordinates (frames only: a transform is the library's own drawing)

    /// Where a point of this view lies in `view` (nil: in the window's space).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = offsetInWindow()
        let target = view?.offsetInWindow() ?? .zero
        return CGPoint(x: point.x + inWindow.x - target.x, y: point.y + inWindow.y - target.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? window)?.convert(point, to: self) ?? point
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, from: view), size: rect.size) }

    /// The origin of this view's bounds in its window.
    private func offsetInWindow() -> CGPoint {
        var point = CGPoint.zero
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            point.x += view.frame.minX
            point.y += view.frame.minY
            current = view.superview
        }
        return point
    }

    // MARK: Touches

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The deepest visible, interactive view under the point, front to back, as UIKit walks
    /// (a window's root view included); the engine asks a window when a touch reaches it (C3,
    /// `Touches.swift`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { defaultPointInside(point) }

    // MARK: Responder chain, gestures, drawing (`Responders/`, `Gestures/`; drawing is inert)

    open override var next: UIResponder? { owningController ?? superview }
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// Asked before one of its recognizers begins, ahead of the recognizer's delegate (`Gestures/`).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func draw(_ rect: CGRect) {}
    /// The layer delegate's methods UIKit views implement (a marquee label overrides `draw(_:in:)`); never called.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}
    open func display(_ layer: CALayer) {}
    open func layoutSublayers(of layer: CALayer) {}
    open func setNeedsDisplay() {}
    open func tintColorDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var tintColor: UIColor! { didSet { tintColorDidChange() } }
    open var clipsToBounds = false
    open var isOpaque = true
    open var contentMode: ContentMode = .scaleToFill
    /// The view's layer, of `layerClass`'s kind (inert: `QuartzCore/CALayer.swift`).
    open class var layerClass: AnyClass { CALayer.self }
    public private(set) lazy var layer: CALayer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
