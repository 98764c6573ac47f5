// Core Animation's layers, inert: every property stores what is set and nothing draws; a view's
// `layer` (`UIView.layerClass`'s kind) is where libraries set corners, borders and shadows.
// Layers are not main-actor, as Core Animation's are not.

import Foundation

open class CALayer: NSObject, @unchecked Sendable {
    public required override init() { super.init() }
    public init(layer: Any) { super.init() }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var transform = CATransform3DIdentity
    open var sublayerTransform = CATransform3DIdentity
    open var isDoubleSided = true
    open var allowsEdgeAntialiasing = false
    open var isHidden = false
    open var opacity: Float = 1
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var contents: Any?
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    open var isOpaque = false
    open var name: String?
    open var mask: CALayer?
    open weak var delegate: AnyObject?
    public private(set) weak var superlayer: CALayer?
    open var sublayers: [CALayer]?
    // CAMediaTiming: a layer's own timing, kept (the clock of its animations is the app's).
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sublayers?.firstIndex { $0 === sibling } ?? 0))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0))
    }
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }
    open func setAffineTransform(_ transform: CGAffineTransform) { self.transform = CATransform3DMakeAffineTransform(transform) }
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Coordinates: frames only, up to the common superlayer (transforms draw nothing here).

    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let from = layer?.originInRoot ?? .zero, to = originInRoot
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { (layer ?? CALayer()).convert(point, from: self) }
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect { CGRect(origin: convert(rect.origin, from: layer), size: rect.size) }
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { CGRect(origin: convert(rect.origin, to: layer), size: rect.size) }
    /// One clock for every layer: a time is the same in any layer's time space.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { t }
    open func hitTest(_ point: CGPoint) -> CALayer? { CGRect(origin: .zero, size: bounds.size).contains(point) ? self : nil }
    open func contains(_ point: CGPoint) -> Bool { CGRect(origin: .zero, size: bounds.size).contains(point) }

    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var current: CALayer? = self
        while let layer = current {
            point.x += layer.frame.minX
            point.y += layer.frame.minY
            current = layer.superlayer
        }
        return point
    }

    // MARK: Key-value coding: Core Animation keeps any key set on a layer (no property is set
    // through it here); `value(forKey:)` reads it back (`Runtime/DarwinNames.swift`).

    var keyedValues: [String: Any] = [:]
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func display() {}
    /// Whether a change of `key` redraws the layer: no key does (nothing is drawn).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The implicit animation for a change of `event`: none (UIKit's view layers answer none
    /// outside an animation block; PivotUIKit runs none).
    open func action(forKey event: String) -> CAAction? { nil }
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    open var actions: [String: CAAction]?
    /// The part of `contents` shown, in unit coordinates: all of it unless set.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    open func draw(in context: CGContext) {}
    open func render(in context: CGContext) {}
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    // MARK: Animations: kept by key; a delegate hears them start and stop on the virtual clock.

    private var animations: [(key: String, animation: CAAnimation)] = []
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let key = key ?? "animation\(animations.count)"
        removeAnimation(forKey: key)
        let copy = animation
        animations.append((key, copy))
        CATransaction.added(copy)
        copy.run { [weak self] in
            guard copy.isRemovedOnCompletion, let self else { return }
            self.animations.removeAll { $0.animation === copy }
        }
    }
    open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }
    open func removeAnimation(forKey key: String) {
        let removed = animations.filter { $0.key == key }
        animations.removeAll { $0.key == key }
        for entry in removed { entry.animation.stopped(finished: false) }
    }
    open func removeAllAnimations() {
        let removed = animations
        animations = []
        for entry in removed { entry.animation.stopped(finished: false) }
    }
}

public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: CGColor? = .black
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var miterLimit: CGFloat = 10
    open var fillRule: CAShapeLayerFillRule = .nonZero
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A text layer: its string and style are kept; nothing draws them.
open class CATextLayer: CALayer, @unchecked Sendable {
    open var string: Any?
    open var font: AnyObject?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor?
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    open var instanceCount = 1
    open var instanceDelay: CFTimeInterval = 0
    open var instanceTransform = CATransform3DIdentity
}
