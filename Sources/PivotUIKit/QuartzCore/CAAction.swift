// What a layer answers for a change of one of its properties (`CALayer.action(forKey:)`): an
// animation, or `NSNull` for none, as in Core Animation. PivotUIKit's layers answer none.

import Foundation

public protocol CAAction {
    func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Core Animation adds the animation to the layer the change was made on.
    public func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?) {
        (object as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    public func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?) {}
}
