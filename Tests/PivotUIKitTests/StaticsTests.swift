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

    /// `let frameWidth: CGFloat! = UIApplication.shared.keyWindow?.bounds.width` and
    /// `static var current: String? = "first"`, ported (GLNotificationBar 2.3.7).
    static var frameWidth: CGFloat! { PivotStatics.value("Bar.swift:77:1") { UIApplication.shared.keyWindow?.bounds.width } }
    static var current: String? {
        get { PivotStatics.value("Bar.swift:78:1") { "first" } }
        set { PivotStatics.set("Bar.swift:78:1", newValue) }
    }

    @Test("An optional static is made by its initialiser on first use; a nil set later stays nil")
    func optionalStatics() {
        let (app, _) = launchedHost()
        #expect(app.run { Self.frameWidth } == 375)
        #expect(app.run { Self.current } == "first")
        app.run { Self.current = nil }
        #expect(app.run { Self.current } == nil, "a nil that was set is a value, not a static to make again")
    }
}
