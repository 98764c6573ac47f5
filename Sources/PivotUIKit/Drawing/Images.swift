// UIImage and UIImageView, inert. `UIImage(named:)` answers a 1×1 image for any name (a
// decision: libraries force-unwrap their bundled icons, and Pivot has no asset catalogue), and
// `UIImage(systemName:)` likewise; the name is kept so a test can read which image was asked for.

import Foundation

public final class UIImage: NSObject, @unchecked Sendable {
    public let name: String?
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    public let capInsets: UIEdgeInsets

    init(name: String?, size: CGSize = CGSize(width: 1, height: 1), scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
         capInsets: UIEdgeInsets = .zero) {
        self.name = name; self.size = size; self.scale = scale; self.renderingMode = renderingMode; self.capInsets = capInsets
        super.init()
    }
    public override convenience init() { self.init(name: nil, size: .zero) }
    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) { self.init(name: name) }
    public convenience init?(systemName name: String) { self.init(name: name) }
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) { self.init(name: name) }
    public convenience init?(contentsOfFile path: String) { self.init(name: path) }
    public convenience init?(data: Data) { self.init(name: nil) }
    /// An image of the bitmap's pixels at `scale` (its size in points is the pixels ÷ scale).
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.init(name: nil, size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale)
    }

    /// Blank pixels of the image's size × scale.
    public var cgImage: CGImage? { CGImage(width: Int(size.width * scale), height: Int(size.height * scale)) }
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public var imageOrientation: Orientation { .up }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { UIImage(name: name, size: size, renderingMode: mode, capInsets: capInsets) }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    public func resizableImage(withCapInsets insets: UIEdgeInsets) -> UIImage { UIImage(name: name, size: size, renderingMode: renderingMode, capInsets: insets) }
    public func resizableImage(withCapInsets insets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { resizableImage(withCapInsets: insets) }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public func pngData() -> Data? { Data() }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: SymbolWeight) {}
        public init(weight: SymbolWeight) {}
        public init(scale: SymbolScale) {}
        public init(font: UIFont) {}
    }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
}

@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { nil }

    /// The image's size (zero without one).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The traits of the window the view is in (its controller's, for a root view).
    public var traitCollection: UITraitCollection {
        owningController?.traitCollection ?? window?.rootViewController?.traitCollection ?? UITraitCollection()
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
}

extension UITraitCollection {
    /// Unspecified size classes, the light appearance.
    public init() { self.init(nil) }
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
    public var displayScale: CGFloat { 2 }
    public var layoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool { false }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public var isAccessibilityCategory: Bool { false }
}

extension UIView {
    /// An animation's curve (UIKit's `UIView.AnimationCurve`; the keyboard's user info carries one).
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}
