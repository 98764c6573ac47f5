// ChimeKit: a small overlay written as iOS libraries are (@objc targets, #selector observers,
// a target timer, perform(afterDelay:), #available, an os(iOS) guard), for UIKit. On Linux the
// package builds it unchanged through Pivot's PivotPort plugin (Package.swift, Pivot/ChimeKit).

#if os(iOS)
import UIKit

@objc public protocol ChimeDelegate: AnyObject {
    @objc optional func chimeDidShow(_ chime: Chime)
    @objc optional func chimeDidHide(_ chime: Chime)
}

/// Shows a window above the app for `duration` seconds; hides early when the device turns.
public final class Chime: NSObject {
    public weak var delegate: ChimeDelegate?
    public private(set) var window: UIWindow?
    public private(set) var turns = 0
    @objc public dynamic var duration: TimeInterval = 2
    private var timer: Timer?

    public override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(deviceDidTurn(_:)),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
    }

    @objc public func show() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .alert
        if #available(iOS 13.0, *) {
            window.windowLevel = .alert + 1
        }
        window.isHidden = false
        self.window = window
        timer = Timer.scheduledTimer(timeInterval: duration, target: self, selector: #selector(hide),
                                     userInfo: nil, repeats: false)
        delegate?.chimeDidShow?(self)
    }

    @objc public func hide() {
        timer?.invalidate()
        timer = nil
        window?.isHidden = true
        window = nil
        delegate?.chimeDidHide?(self)
    }

    @objc private func deviceDidTurn(_ note: Notification) {
        turns += 1
        guard window != nil else { return }
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(#selector(hide), with: nil, afterDelay: 0.5)
    }
}
#endif
