// A navigation controller's delegate, told around each push and pop that shows a controller
// (what a library that hangs a view under the navigation bar follows). The delegate's
// orientation and animator methods are not asked: the engine's A-rules decide orientations
// from the controllers themselves (Docs/PORTING.md).

import Foundation

@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

extension UINavigationController {
    /// willShow, the change, didShow: UIKit's order (didShow once the transition ends; the
    /// engine's push and pop are done when the event returns).
    func tellDelegate(showing controller: UIViewController, animated: Bool, _ change: () -> Void) {
        // The navigation controller's coordinator, which its children read (TransitionCoordination.swift).
        let transition = PresentationTransition(.navigation, presented: controller, presenting: self, animated: animated)
        transition.hides(children.last, pushing: !children.contains { $0 === controller })
        delegate?.navigationController(self, willShow: controller, animated: animated)
        change()
        transition.stepped()
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }
}
