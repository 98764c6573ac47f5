// The notifications UIKit posts (N1–N4, K1, W4), under UIKit's names, delivered through the
// app's `NotificationCenter.default` (`NotificationCenter.swift`) to the observers a library
// added, inside the step that posts them and in UIKit's order, each seeing the world of its
// moment (N3: a device observer still reads the old window sizes).

import Foundation
import Pivot

extension UIDevice {
    nonisolated public static let orientationDidChangeNotification = Notification.Name(NotificationName.deviceOrientationDidChange.rawValue)
}

extension UIApplication {
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(NotificationName.willChangeStatusBarOrientation.rawValue)
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(NotificationName.didChangeStatusBarOrientation.rawValue)
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(NotificationName.willChangeStatusBarFrame.rawValue)
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(NotificationName.didChangeStatusBarFrame.rawValue)
    /// The user-info keys: the new orientation (Will) or the old one (Did), as a raw value; the
    /// frame as a CGRect.
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

extension UIWindow {
    nonisolated public static let didBecomeVisibleNotification = Notification.Name(NotificationName.windowDidBecomeVisible.rawValue)
    nonisolated public static let didBecomeHiddenNotification = Notification.Name(NotificationName.windowDidBecomeHidden.rawValue)
    nonisolated public static let didBecomeKeyNotification = Notification.Name(NotificationName.windowDidBecomeKey.rawValue)
    nonisolated public static let didResignKeyNotification = Notification.Name(NotificationName.windowDidResignKey.rawValue)
}

extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name(NotificationName.keyboardWillShow.rawValue)
    nonisolated public static let keyboardDidShowNotification = Notification.Name(NotificationName.keyboardDidShow.rawValue)
    nonisolated public static let keyboardWillHideNotification = Notification.Name(NotificationName.keyboardWillHide.rawValue)
    nonisolated public static let keyboardDidHideNotification = Notification.Name(NotificationName.keyboardDidHide.rawValue)
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(NotificationName.keyboardWillChangeFrame.rawValue)
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(NotificationName.keyboardDidChangeFrame.rawValue)
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's animation, which libraries copy to move their overlay with it: UIKit's
    /// 0.25 s and its private curve 7 (the engine moves the keyboard at once).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension PivotApp {
    /// Posts one of the engine's notifications as UIKit would, with its sender and user info.
    func post(_ note: PostedNotification) {
        let sender: AnyObject? = switch note.sender {
        case .device: device
        case .application: application
        case .window(let id): window(id)
        case .keyboard: nil
        }
        var info: [AnyHashable: Any] = [:]
        switch note.name {
        case .willChangeStatusBarOrientation, .didChangeStatusBarOrientation:
            if let orientation = note.orientation { info[UIApplication.statusBarOrientationUserInfoKey] = orientation.rawValue }
        case .willChangeStatusBarFrame, .didChangeStatusBarFrame:
            if let frame = note.frame { info[UIApplication.statusBarFrameUserInfoKey] = CGRect(frame) }
        case .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide, .keyboardWillChangeFrame, .keyboardDidChangeFrame:
            // NSValues, as UIKit posts them (`(info[key] as? NSValue)?.cgRectValue`).
            if let frame = note.frame { info[UIResponder.keyboardFrameBeginUserInfoKey] = NSValue(cgRect: CGRect(frame)) }
            if let end = note.endFrame { info[UIResponder.keyboardFrameEndUserInfoKey] = NSValue(cgRect: CGRect(end)) }
            info[UIResponder.keyboardAnimationDurationUserInfoKey] = 0.25 as Double
            info[UIResponder.keyboardAnimationCurveUserInfoKey] = 7 as Int
        default: break
        }
        notificationCenter.post(name: Notification.Name(note.name.rawValue), object: sender, userInfo: info.isEmpty ? nil : info)
    }
}
