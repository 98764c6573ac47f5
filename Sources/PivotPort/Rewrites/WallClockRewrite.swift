// Time read from the wall clock (`Date()`, `Date.now`, `NSDate()`, `Date(timeIntervalSinceNow: 2)`,
// `x.timeIntervalSinceNow`) is read from the app's virtual clock instead, through
// `PivotClock.now`: a library that measures how long something showed sees `app.advance(by:)`
// pass, and every run reads the same dates.

enum WallClockRewrite {
    static func apply(_ rewrite: inout FileRewrite) {
        let file = rewrite.source
        for i in 0..<file.count where file.kind(i) == .identifier && !file.is(i - 1, ".") {
            let name = file.text(i)
            guard name == "Date" || name == "NSDate" else { continue }
            if file.is(i + 1, "("), file.touching(i), file.is(i + 2, ")") {
                let replacement = name == "Date" ? "PivotClock.now" : "(PivotClock.now as NSDate)"
                rewrite.replace(tokens: i, i + 2, with: replacement)
                rewrite.note(file.token(i).start, "'\(name)()' → '\(replacement)': the app's virtual clock, so waiting with app.advance(by:) passes time")
            } else if name == "Date", file.is(i + 1, "."), file.touching(i), file.is(i + 2, "now") {
                rewrite.replace(tokens: i, i + 2, with: "PivotClock.now")
                rewrite.note(file.token(i).start, "'Date.now' → 'PivotClock.now': the app's virtual clock")
            } else if name == "Date", file.is(i + 1, "("), file.touching(i), file.is(i + 2, "timeIntervalSinceNow"), file.is(i + 3, ":") {
                let close = file.partner[i + 1]
                guard close > i + 4 else { continue }
                rewrite.replace(file.token(i).start, file.token(i + 4).start, with: "PivotClock.now.addingTimeInterval(")
                rewrite.note(file.token(i).start, "'Date(timeIntervalSinceNow:)' → 'PivotClock.now.addingTimeInterval(…)': the app's virtual clock")
            }
        }
        // `someDate.timeIntervalSinceNow` measures against the wall clock too.
        for i in 1..<max(1, file.count) where file.is(i, "timeIntervalSinceNow") && file.is(i - 1, ".") && file.touching(i - 1)
            && !file.is(i + 1, ":") {
            rewrite.replace(tokens: i, i, with: "timeIntervalSince(PivotClock.now)")
            rewrite.note(file.token(i).start, "'.timeIntervalSinceNow' → '.timeIntervalSince(PivotClock.now)': measured on the app's virtual clock")
        }
    }
}
