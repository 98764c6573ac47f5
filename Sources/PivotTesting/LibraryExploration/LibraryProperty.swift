// What must hold after every step of a library's code in a host, and the library's state as the
// search tells states apart.

import Pivot
import PivotTrace
import PivotUIKit

/// A property of the app after a step. `broken` says how it fails: the lines a report shows
/// (`- ` what the host observes on its own, `+ ` with the library), or nil while it holds.
@preconcurrency @MainActor
public struct LibraryProperty {
    public var name: String
    let needsTwin: Bool
    /// Judged once the library has settled: its delayed work run and the engine's animations
    /// ended (the clock moved on until nothing was left, within the step's work budget).
    let settled: Bool
    /// Where a counterexample's why comes from: the engine's decisions, or what the property
    /// read (`holds`), or its own `+` lines (`shownOnScreen`).
    enum Why { case engine, values, lines }
    let why: Why
    let check: @MainActor (PivotApp, Twin?) -> [String]?

    init(name: String, needsTwin: Bool, settled: Bool = false, why: Why = .engine,
         check: @escaping @MainActor (PivotApp, Twin?) -> [String]?) {
        self.name = name; self.needsTwin = needsTwin; self.settled = settled; self.why = why; self.check = check
    }

    func broken(_ app: PivotApp, _ twin: Twin?) -> [String]? { check(app, twin) }

    /// What the host can observe of itself, which an author may accept as the library's purpose
    /// (the words of `explore check leaves-host-alone except …`).
    public typealias Observable = HostObservable

    /// The host observes what it would without the library: its interface orientation, status
    /// bar, key window, and its windows' and controllers' geometry (SPEC W, A, S, G rules), but
    /// for what `except` accepts (a HUD that takes the key window on purpose: `except: [.key]`).
    public static func leavesHostAlone(except accepted: Set<Observable> = []) -> LibraryProperty {
        let suffix = accepted.isEmpty ? "" : " except " + Observable.allCases.filter(accepted.contains).map(\.rawValue).joined(separator: ",")
        return LibraryProperty(name: "leaves-host-alone" + suffix, needsTwin: true) { app, twin in
            guard let twin else { return nil }
            let without = twin.observation
            var with = app.world.hostObservation(windows: twin.windows, controllers: twin.controllers)
            for observable in accepted { observable.accept(without, &with) }
            guard without != with else { return nil }
            return without.changedLines(to: with).flatMap { ["- " + $0.without, "+ " + $0.with] }
        }
    }

    /// The app never stops with a UIKit exception (A3, A6).
    public static let noCrash = LibraryProperty(name: "no-crash", needsTwin: false) { app, _ in
        app.crash.map { ["+ expect crash \($0.name): \($0.reason)"] }
    }

    /// A property of the library's own: true while it holds (run in the app's context). With
    /// `settled`, judged once the library's delayed work and the engine's animations are over
    /// ("after the toast is gone"), on a fresh run of the sequence.
    public static func holds(_ name: String, settled: Bool = false, _ predicate: @escaping @MainActor (PivotApp) -> Bool) -> LibraryProperty {
        holds(name, settled: settled) { app in (predicate(app), "") }
    }

    /// A property of the library's own that says what it judged: the predicate returns whether
    /// it holds and a description of the values it read (`"banner width 320, window width
    /// 568"`), printed in the counterexample's `+` line and its why.
    public static func holds(_ name: String, settled: Bool = false,
                             _ judge: @escaping @MainActor (PivotApp) -> (holds: Bool, values: String)) -> LibraryProperty {
        LibraryProperty(name: name, needsTwin: false, settled: settled, why: .values) { app, _ in
            let verdict = app.run { judge(app) }
            guard !verdict.holds else { return nil }
            return ["+ \(name) does not hold" + (verdict.values.isEmpty ? "" : ": " + verdict.values)]
        }
    }
}
