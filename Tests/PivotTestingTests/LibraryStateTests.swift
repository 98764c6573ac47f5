import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// What the library keeps outside its objects' stored values is part of a search state: a call
/// that only adds an observer or schedules work is a step of its own, so the search goes on from
/// it and finds what that observer or work does later.
@MainActor
@Suite("LibraryExplorer: the library's observers and delayed work tell states apart")
struct LibraryStateTests {
    @MainActor enum Banner {
        static var window: UIWindow?
        static var observer: (any NSObjectProtocol)?

        static func show() {
            guard window == nil else { return }
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .alert
            window.isHidden = false
            self.window = window
        }

        static func reset() { window = nil; observer = nil }
    }

    /// One portrait host on iOS 15: the library's behaviour here does not depend on the host.
    static let host = Array(LibraryHost.common.filter { $0.shape == .portraitRoot && $0.ios.major == 15 }.prefix(1))

    static let noBanner = LibraryProperty.holds("no banner") { _ in Banner.window == nil }

    @Test("a call that only adds an observer is a state of its own: the banner it shows on a rotation is found")
    func observerIsState() {
        let explorer = LibraryExplorer(
            actions: ["listen": {
                Banner.observer = NotificationCenter.default.addObserver(
                    forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in Banner.show() }
            }],
            hostEvents: ["rotate landscapeLeft"], hosts: Self.host, properties: [Self.noBanner], depth: 2,
            reset: Banner.reset)
        let report = explorer.run()
        #expect(report.results.count == 1)
        #expect(report.results.first?.violations[0]?.steps == ["call listen", "rotate landscapeLeft"], "\(report)")
    }

    @Test("a call that only schedules work is a state of its own: the banner it shows when the time comes is found")
    func delayedWorkIsState() {
        let explorer = LibraryExplorer(
            actions: ["later": { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { Banner.show() } }],
            hostEvents: ["wait 3"], hosts: Self.host, properties: [Self.noBanner], depth: 2,
            reset: Banner.reset)
        let report = explorer.run()
        #expect(report.results.first?.violations[0]?.steps == ["call later", "wait 3"], "\(report)")
    }

    @Test("the host's set-up is the first state: a call that changes nothing adds none, and `state` may be an array")
    func startIsAState() {
        var flags = [false, false]
        let explorer = LibraryExplorer(
            actions: ["nothing": {}, "flag": { flags[1] = true }],
            hostEvents: [], hosts: Self.host, properties: [.leavesHostAlone()], depth: 3,
            reset: { flags = [false, false] }, state: { flags })
        let result = explorer.run().results.first
        #expect(result?.states == 1)
        #expect(result?.exhausted == true)
    }

    final class Counter: UIViewController {
        var shown: Int?
        var names: [String] = []
    }

    @Test("values are read by their type: an optional number that turns nil, an array of strings that starts empty")
    func valuesReadByType() {
        var names: [String] = []
        var counter: Counter?
        let explorer = LibraryExplorer(
            actions: ["add": { names.append("toast"); counter?.names.append("toast"); counter?.shown = (counter?.shown ?? 0) + 1 },
                      "clear": { names = []; counter?.names = []; counter?.shown = nil },
                      "make": {
                          guard counter == nil, let key = UIApplication.shared.keyWindow else { return }
                          let made = Counter()
                          key.rootViewController?.addChild(made)
                          _ = made.view
                          counter = made
                      }],
            hostEvents: [], hosts: Self.host, properties: [Self.noBanner], depth: 4,
            reset: { names = []; counter = nil }, state: { names })
        let result = explorer.run().results.first
        // Every order ran without a failed cast; adding again is a new state each time.
        #expect((result?.states ?? 0) >= 8)
    }

    /// A presenter kept in a static, as `pivot port` keeps `static let shared = Presenter()`:
    /// one per app, in PivotStatics.
    final class Presenter { var shown = 0 }
    static var presenter: Presenter { PivotStatics.value("LibraryStateTests.presenter") { Presenter() } }

    @Test("a library's static (PivotStatics) and the helper object it holds are part of the state: the banner shown on the second call is found")
    func staticsAreState() {
        let explorer = LibraryExplorer(
            actions: ["count": {
                Self.presenter.shown += 1
                if Self.presenter.shown == 2 { Banner.show() }
            }],
            hostEvents: [], hosts: Self.host, properties: [Self.noBanner], depth: 3, reset: Banner.reset)
        let report = explorer.run()
        #expect(report.results.first?.violations[0]?.steps == ["call count", "call count"], "\(report)")
    }

    /// A toast queue in a static: an array of the library's objects, each read by its values.
    final class Toast { var text = "" }
    static var queue: [Toast] {
        get { PivotStatics.value("LibraryStateTests.queue") { [] } }
        set { PivotStatics.set("LibraryStateTests.queue", newValue) }
    }

    @Test("an array of the library's objects in a static is read element by element: renaming the queued toast is a new state")
    func objectsInArraysAreRead() {
        let explorer = LibraryExplorer(
            actions: ["queue": { if Self.queue.isEmpty { Self.queue.append(Toast()) } },
                      "rename": { Self.queue.first?.text = "hi" },
                      "check": { if Self.queue.first?.text == "hi" { Banner.show() } }],
            hostEvents: [], hosts: Self.host, properties: [Self.noBanner], depth: 3, reset: Banner.reset)
        let report = explorer.run()
        #expect(report.results.first?.violations[0]?.steps == ["call queue", "call rename", "call check"], "\(report)")
    }
}
