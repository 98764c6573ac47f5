// UIColor's members beyond its components, inert: system colours are their light-mode values,
// a dynamic colour is resolved once, for light mode; `cgColor` carries the components.

import Foundation

extension UIColor {
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// The current drawing context's colours: there is none to draw into, so nothing changes.
    public func set() {}
    public func setFill() {}
    public func setStroke() {}
    public var ciColor: CGColor { cgColor }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h), f = h - CGFloat(sector)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// A dynamic colour: resolved for the light appearance, once.
    @preconcurrency @MainActor
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let color = dynamicProvider(UITraitCollection())
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
    public convenience init(named name: String) { self.init(white: 0, alpha: 1) }
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    @discardableResult
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }
    /// The hue, saturation and brightness of the components (HSB as UIKit computes it).
    @discardableResult
    public func getHue(_ h: UnsafeMutablePointer<CGFloat>?, saturation s: UnsafeMutablePointer<CGFloat>?,
                       brightness b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let high = max(red, green, blue), low = min(red, green, blue), range = high - low
        var hue: CGFloat = 0
        if range > 0 {
            if high == red { hue = (green - blue) / range } else if high == green { hue = 2 + (blue - red) / range } else { hue = 4 + (red - green) / range }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        h?.pointee = hue; s?.pointee = high > 0 ? range / high : 0; b?.pointee = high; a?.pointee = alpha
        return true
    }
    @discardableResult
    public func getWhite(_ w: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        w?.pointee = (red + green + blue) / 3; a?.pointee = alpha
        return true
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = rgb(255, 0, 0)
    public static let green = rgb(0, 255, 0)
    public static let blue = rgb(0, 0, 255)
    public static let cyan = rgb(0, 255, 255)
    public static let yellow = rgb(255, 255, 0)
    public static let magenta = rgb(255, 0, 255)
    public static let orange = rgb(255, 128, 0)
    public static let purple = rgb(128, 0, 128)
    public static let brown = rgb(153, 102, 51)
    public static let systemRed = rgb(255, 59, 48)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemTeal = rgb(90, 200, 250)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let label = UIColor.black
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let link = rgb(0, 122, 255)
    public static let tintColor = rgb(0, 122, 255)
    public static let systemFill = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
}
