// UIView: the geometry and hierarchy overlay code reads and sets. Views are plain objects for
// now; a window's own geometry comes from the engine (`UIWindow`).

import Foundation

@preconcurrency @MainActor
open class UIView: UIResponder {
    private var storedFrame: CGRect
    private var storedHidden = false
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }
    public convenience override init() { self.init(frame: .zero) }

    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
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
        set { storedHidden = newValue }
    }

    /// The window the view is in, through its superviews.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { layoutSubviews() }
}
