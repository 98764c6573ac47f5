// The UIKit notifications Pivot posts (SPEC N1, W4, L7).

public enum NotificationName: String, Hashable, Sendable, CaseIterable {
    case deviceOrientationDidChange = "UIDeviceOrientationDidChangeNotification"
    case willChangeStatusBarOrientation = "UIApplicationWillChangeStatusBarOrientationNotification"
    case didChangeStatusBarOrientation = "UIApplicationDidChangeStatusBarOrientationNotification"
    case willChangeStatusBarFrame = "UIApplicationWillChangeStatusBarFrameNotification"
    case didChangeStatusBarFrame = "UIApplicationDidChangeStatusBarFrameNotification"
    case windowDidBecomeVisible = "UIWindowDidBecomeVisibleNotification"
    case windowDidBecomeHidden = "UIWindowDidBecomeHiddenNotification"
    case windowDidBecomeKey = "UIWindowDidBecomeKeyNotification"
    case windowDidResignKey = "UIWindowDidResignKeyNotification"
    case keyboardWillShow = "UIKeyboardWillShowNotification"
    case keyboardDidShow = "UIKeyboardDidShowNotification"
    case keyboardWillHide = "UIKeyboardWillHideNotification"
    case keyboardDidHide = "UIKeyboardDidHideNotification"
    case keyboardWillChangeFrame = "UIKeyboardWillChangeFrameNotification"
    case keyboardDidChangeFrame = "UIKeyboardDidChangeFrameNotification"
    /// L7: the app's life cycle (posted whether or not the app uses scenes).
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"

    public init?(name: String) { self.init(rawValue: name) }
}

/// Who posted a notification: the object an observer may filter by (N4).
public enum NotificationSender: Hashable, Sendable, CustomStringConvertible {
    case device, application, window(WindowID), keyboard
    public var description: String {
        switch self {
        case .device: "UIDevice"
        case .application: "UIApplication"
        case .window(let id): "window#\(id.index)"
        case .keyboard: "keyboard"
        }
    }
}

/// One posted notification with its user info (N1): the status bar orientation key (new for
/// Will, old for Did) or the status bar frame key.
public struct PostedNotification: Hashable, Sendable {
    public var name: NotificationName
    public var sender: NotificationSender
    public var orientation: InterfaceOrientation?
    public var frame: Rect?
    /// The keyboard's frame at the end of its animation, in screen coordinates (K1); `frame`
    /// holds the begin frame for keyboard notifications.
    public var endFrame: Rect?
    public init(_ name: NotificationName, sender: NotificationSender,
                orientation: InterfaceOrientation? = nil, frame: Rect? = nil, endFrame: Rect? = nil) {
        self.name = name; self.sender = sender; self.orientation = orientation; self.frame = frame; self.endFrame = endFrame
    }
}
