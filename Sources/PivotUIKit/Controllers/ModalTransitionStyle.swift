// How a presentation animates on iOS (cover vertical, flip, cross dissolve, page curl), inert:
// stored per controller and read back; a presentation is the same step whatever the style
// (Pivot models where controllers and windows end up, not the animation's look).

import Foundation

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

nonisolated(unsafe) private var transitionStyleKey = 0

extension UIViewController {
    /// `.coverVertical` until set, as UIKit's.
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { objc_getAssociatedObject(self, &transitionStyleKey) as? UIModalTransitionStyle ?? .coverVertical }
        set { objc_setAssociatedObject(self, &transitionStyleKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
