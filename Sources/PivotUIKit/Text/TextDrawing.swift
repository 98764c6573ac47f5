// Drawing text and images into the current context, inert: nothing is drawn; a drawing call
// answers what it would have covered, measured by the text metric (`TextMetric.swift`).

import Foundation

extension String {
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {}
}

extension NSString {
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSAttributedString {
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {}
}

extension UIImage {
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    /// The image with its symbol configuration: the same image here (symbols draw nothing).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    // The system's symbol images (iOS 13), 1×1 as every image without pixels here.
    public static var add: UIImage { UIImage(name: "plus") }
    public static var remove: UIImage { UIImage(name: "minus") }
    public static var actions: UIImage { UIImage(name: "ellipsis") }
    public static var checkmark: UIImage { UIImage(name: "checkmark") }
    public static var strokedCheckmark: UIImage { UIImage(name: "checkmark.circle") }
}

public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
