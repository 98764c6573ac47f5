// UIColor, only so that the styling lines around window code compile: a colour decides nothing
// about windows or rotation, and Pivot draws none (Docs/PORTING.md). An open NSObject as UIKit's
// is: libraries extend it with `class open var` colours and compare colours with `==`.

import Foundation

open class UIColor: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }
    /// UIKit's bare initialiser (NSObject's): no colour, every component 0, as `.clear`.
    public override convenience init() { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Equal colours have equal components, as two UIKit colours of one colour space do.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }
    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }
    open override var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)" }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
}
