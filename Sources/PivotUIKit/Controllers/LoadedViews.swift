// A controller's view without loading it (iOS 9): nil until `view` was first read or set.

import Foundation

extension UIViewController {
    public var viewIfLoaded: UIView? { isViewLoaded ? view : nil }
}
