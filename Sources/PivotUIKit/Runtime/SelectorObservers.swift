// The selector form of a notification observer, as UIKit apps write it:
// `NotificationCenter.default.addObserver(self, selector: #selector(rotated(_:)), name: …, object: nil)`.
// The center holds the observer weakly (an observer that is gone hears nothing, as since
// iOS 9), calls the selector's method with the notification on the main actor, in the order
// observers were added, and `removeObserver(self)` removes every observation `self` made.

import Foundation

extension NotificationCenter {
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let target = WeakTarget(observer as AnyObject)
        let sender = (object as AnyObject?).map(ObjectIdentifier.init)
        add(target: ObjectIdentifier(observer as AnyObject), name: name, sender: sender) { note in
            guard let object = target.object else { return }
            _ = selector.invoke(on: object, sender: note)
        }
    }
}
