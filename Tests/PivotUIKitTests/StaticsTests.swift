import Pivot
import PivotUIKit
import Testing

/// A library's statics as `pivot port` rewrites them: one copy per app, made on first use there.
@MainActor
@Suite("PivotUIKit: a library's statics, per app")
struct StaticsTests {
    /// `static let shared = Presenter()` and `static var shown: [String] = []`, ported.
    @MainActor final class Presenter {
        static var shared: Presenter { PivotStatics.value("Presenter.swift:3:5") { Presenter() } }
        static var shown: [String] {
            get { PivotStatics.value("Presenter.swift:4:5") { [] } }
            set { PivotStatics.set("Presenter.swift:4:5", newValue) }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
    }

    @Test("Two apps each get their own shared presenter and queue; one app keeps its own across calls")
    func eachAppHasItsOwnStatics() {
        let first = launchedHost().0, second = launchedHost().0
        let one = first.run { () -> Presenter in
            Presenter.shown.append("hello")
            return Presenter.shared
        }
        #expect(first.run { Presenter.shared } === one)
        let other = second.run { Presenter.shared }
        #expect(other !== one)
        #expect(second.run { Presenter.shown }.isEmpty && first.run { Presenter.shown } == ["hello"])
        second.run { other.window.isHidden = false }
        #expect(first.statics.snapshot.map(\.key) == ["Presenter.swift:4:5", "Presenter.swift:3:5"])
    }
}
