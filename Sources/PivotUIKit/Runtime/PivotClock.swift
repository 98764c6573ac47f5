// The wall clock as a modelled app reads it: a fixed moment when the app's virtual clock is 0,
// plus that clock. A library that times itself with `Date()` (a monitor waiting half a second
// before its first report, a toast queue's timestamps) sees `app.advance(by:)` pass, and every
// run reads the same dates. The porting step writes `Date()` as `PivotClock.now` (PORTING.md).

import Foundation

public enum PivotClock {
    /// The date when an app's virtual clock reads 0: 2026-01-01 00:00:00 UTC.
    public static let start = Date(timeIntervalSinceReferenceDate: 788_918_400)

    /// `start` plus the current app's virtual clock; outside an app (or off the main thread,
    /// where no app's clock can be read), the machine's clock, as Foundation's `Date()`.
    public static var now: Date {
        guard MainQueue.isCurrent else { return Date() }
        return MainActor.assumeIsolated {
            guard let app = PivotAppContext.current else { return Date() }
            return start.addingTimeInterval(Double(app.world.clock) / 1000)
        }
    }
}
