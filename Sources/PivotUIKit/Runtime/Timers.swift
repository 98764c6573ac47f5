// Timer's target-selector forms and `RunLoop.main.add(_:forMode:)`, on the app's virtual clock:
// `Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(hide), userInfo: nil,
// repeats: false)` calls `hide` (or `hide(_ timer:)`) when the clock reaches it. A timer made
// with an initialiser waits until it is added to a run loop, as Foundation's does; the timer
// holds its target until invalidated, as Foundation's does.

import Foundation

extension Timer {
    @preconcurrency @MainActor @discardableResult
    public static func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                      userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }

    /// A timer to add to a run loop (`RunLoop.main.add(timer, forMode: .common)`).
    @preconcurrency @MainActor
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        let target = target as AnyObject
        self.init(interval: interval, repeats: repeats) { timer in
            guard timer.isValid else { return }
            _ = selector.invoke(on: target, sender: timer)
        }
        self.userInfo = userInfo
    }

    @preconcurrency @MainActor
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.init(interval: interval, repeats: repeats, block: block)
    }

    /// A timer that never fires until a library adds it to a run loop; an invalid one never does.
    @preconcurrency @MainActor
    public convenience init() {
        self.init(interval: 0, repeats: false) { _ in }
        invalidate()
    }
}

extension RunLoop {
    /// Schedules a PivotUIKit timer on the app's virtual clock (every mode is the main one).
    @preconcurrency @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if timer.isValid { timer.schedule() }
    }
}

extension RunLoop.Mode {
    /// Foundation on Linux lacks it; a timer added for it runs as for any mode.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
