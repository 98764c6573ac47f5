// Drawing contexts, inert: a context keeps its size and scale and accepts every drawing call,
// drawing nothing. UIKit's image contexts form a stack (`UIGraphicsBeginImageContextWithOptions`
// pushes, `UIGraphicsEndImageContext` pops), and `UIGraphicsGetCurrentContext()` answers its top:
// libraries force-unwrap it while they draw an icon, so it is there whenever one was begun, and
// the image taken from it is blank, of the context's size and scale.

import Foundation

/// A drawing context: its size in points and its scale; every drawing call is accepted.
public final class CGContext: @unchecked Sendable {
    public let size: CGSize
    public let scale: CGFloat
    init(size: CGSize = .zero, scale: CGFloat = 1) { self.size = size; self.scale = scale }

    public var interpolationQuality = CGInterpolationQuality.default
    public func saveGState() {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func restoreGState() {}
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func addPath(_ path: CGPath) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func fillPath() {}
    public func strokePath() {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func clip() {}
    public func clip(to rect: CGRect) {}
    public func translateBy(x: CGFloat, y: CGFloat) {}
    public func scaleBy(x: CGFloat, y: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func concatenate(_ transform: CGAffineTransform) {}
    public func beginTransparencyLayer(auxiliaryInfo: AnyObject?) {}
    public func endTransparencyLayer() {}
}

public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, high, medium }

/// The contexts pushed and not popped yet, innermost last (drawing may happen off the main
/// actor, as UIKit allows, so the stack has its lock).
private final class ContextStack: @unchecked Sendable {
    private let lock = NSLock()
    private var contexts: [CGContext] = []
    var top: CGContext? { lock.lock(); defer { lock.unlock() }; return contexts.last }
    func push(_ context: CGContext) { lock.lock(); contexts.append(context); lock.unlock() }
    func pop() { lock.lock(); _ = contexts.popLast(); lock.unlock() }
}
private let contextStack = ContextStack()

public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.top }
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.push(context) }
public func UIGraphicsPopContext() { contextStack.pop() }
/// Scale 0 is the main screen's, as in UIKit.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    contextStack.push(CGContext(size: size, scale: scale > 0 ? scale : mainScreenScale()))
}

/// The modelled device's scale inside an app's run on the main actor; else 2 (an iPhone's).
func mainScreenScale() -> CGFloat {
    guard MainQueue.isCurrent, PivotAppContext.current != nil else { return 2 }
    return MainActor.assumeIsolated { UIScreen.main.scale }
}
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
/// A blank image of the current image context's size and scale; nil without one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    contextStack.top.map { UIImage(name: nil, size: $0.size, scale: $0.scale) }
}
public func UIGraphicsEndImageContext() { contextStack.pop() }

/// Image rendering, inert: the drawing block runs with a context of the renderer's size as the
/// current one, and the image is blank, of that size.
public final class UIGraphicsImageRenderer: NSObject {
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.size = size; self.format = format }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { self.init(size: bounds.size, format: format) }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(CGContext(size: size, scale: format.scale), format: format)
        contextStack.push(context.cgContext)
        actions(context)
        contextStack.pop()
        return UIImage(name: nil, size: size, scale: format.scale)
    }
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { _ = image(actions: actions); return Data() }
    public func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        pngData(actions: actions)
    }
}

public final class UIGraphicsImageRendererFormat: NSObject {
    /// The main screen's scale unless set.
    public var scale: CGFloat = mainScreenScale()
    public var opaque = false
    public var preferredRange: Int = 0
    public override init() {}
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

public final class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    init(_ cgContext: CGContext, format: UIGraphicsImageRendererFormat) { self.cgContext = cgContext; self.format = format }
    public var currentImage: UIImage { UIImage(name: nil, size: cgContext.size, scale: cgContext.scale) }
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func clip(to rect: CGRect) {}
}
