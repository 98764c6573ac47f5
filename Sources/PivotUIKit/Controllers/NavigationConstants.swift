// UINavigationController's constants.

import Foundation

extension UINavigationController {
    /// How long showing or hiding the navigation bar animates, in seconds (a constant in UIKit).
    nonisolated public static let hideShowBarDuration: CGFloat = 0.2
}
