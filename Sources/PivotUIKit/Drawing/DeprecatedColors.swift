// UIKit's colours renamed in iOS 13 that older libraries still name: each is its new colour.

import Foundation

extension UIColor {
    /// Deprecated in iOS 13 for `systemGroupedBackground`, which it returns.
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
}
