import Pivot
import PivotUIKit
import Testing

/// The layout pass: marked views lay out when UIKit's work returns, top-down; root views fill
/// their window; autoresizing masks follow a new size (SPEC LP1–LP4).
@MainActor
@Suite("PivotUIKit: the layout pass")
struct LayoutPassTests {
    final class Recorder: UIView {
        var log: [String]?
        var name = ""
        override func layoutSubviews() {
            super.layoutSubviews()
            log?.append(name)
        }
    }

    final class Root: UIViewController {
        let assigned = UIView()
        var calls: [String] = []
        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            view = assigned
        }
        required init?(coder: NSCoder) { return nil }
        override func viewWillLayoutSubviews() { calls.append("will \(Int(view.bounds.width))") }
        override func viewDidLayoutSubviews() { calls.append("did") }
    }

    @Test("SPEC LP1: setNeedsLayout waits for the library call to return; layoutIfNeeded lays out at once")
    func deferredUntilTheCallReturns() {
        let (app, window) = launchedHost()
        var log: [String] = []
        let outer = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Recorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        app.run {
            outer.name = "outer"
            inner.name = "inner"
            window.addSubview(outer)
            outer.addSubview(inner)
        }
        var seen: [String] = []
        app.run {
            outer.log = []
            inner.log = []
            inner.setNeedsLayout()
            outer.setNeedsLayout()
            seen = (outer.log ?? []) + (inner.log ?? [])
        }
        #expect(seen.isEmpty, "nothing lays out inside the call")
        #expect(outer.log == ["outer"] && inner.log == ["inner"], "both laid out once after it")
        app.run {
            outer.log = []
            outer.setNeedsLayout()
            outer.layoutIfNeeded()
            log = outer.log ?? []
        }
        #expect(log == ["outer"])
    }

    @Test("SPEC LP1: parents lay out before their subviews")
    func topDown() {
        let (app, window) = launchedHost()
        var order: [String] = []
        final class Logging: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        app.run {
            let outer = Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let inner = Logging(frame: .zero)
            outer.onLayout = { order.append("outer") }
            inner.onLayout = { order.append("inner") }
            window.addSubview(outer)
            outer.addSubview(inner)
        }
        #expect(order == ["outer", "inner"])
    }

    @Test("SPEC LP2: a root view assigned in init is sized to its window when it shows, and after every turn")
    func rootViewFillsItsWindow() {
        let root = Root()
        let (app, _) = launchedHost(root: root, device: "iPhoneX")
        #expect(root.assigned.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        root.calls = []
        app.run { app.rotate(to: .landscapeLeft) }
        #expect(root.assigned.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
        #expect(root.calls.first == "will 812", "viewWillLayoutSubviews already sees the new size")
        app.run { app.rotate(to: .portrait) }
        #expect(root.assigned.frame.size == CGSize(width: 375, height: 812))
    }

    @Test("SPEC LP3: a view added straight to a window follows it through a turn by its autoresizing mask")
    func autoresizingOnTheWindow() {
        let (app, window) = launchedHost()
        let bar = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
        let badge = UIView(frame: CGRect(x: 335, y: 0, width: 40, height: 44))
        app.run {
            bar.autoresizingMask = [.flexibleWidth]
            badge.autoresizingMask = [.flexibleLeftMargin]
            bar.addSubview(badge)
            window.addSubview(bar)
            app.rotate(to: .landscapeLeft)
        }
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 667, height: 44))
        #expect(badge.frame == CGRect(x: 627, y: 0, width: 40, height: 44), "the flexible left margin took the width gained")
    }

    @Test("SPEC LP3: flexible parts share a size change in proportion to their lengths")
    func proportionalShares() {
        let (app, _) = launchedHost()
        app.run {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let child = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            parent.addSubview(child)
            parent.frame.size.width = 600
            #expect(child.frame.minX == 200 && child.frame.width == 200)
        }
    }

    @Test("SPEC LP4: a new size marks the view and its superview; a move marks nothing")
    func sizeChangesMark() {
        let (app, window) = launchedHost()
        var laidOut: [String] = []
        final class Logging: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        let outer = Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Logging(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.run {
            window.addSubview(outer)
            outer.addSubview(inner)
        }
        outer.onLayout = { laidOut.append("outer") }
        inner.onLayout = { laidOut.append("inner") }
        app.run { inner.frame.origin.x = 5 }
        #expect(laidOut.isEmpty)
        app.run { inner.frame.size.width = 20 }
        #expect(laidOut == ["outer", "inner"])
    }

    @Test("SPEC LP2: a root view assigned after the window shows takes its size when the call returns")
    func rootViewAssignedLater() {
        let root = UIViewController()
        let (app, _) = launchedHost(root: root, device: "iPhoneX")
        let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.run { root.view = replacement }
        #expect(replacement.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    }
}
