import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// What a library shows must be on screen while it says so: the built-in `shownOnScreen`.
@MainActor
@Suite("LibraryProperty.shownOnScreen: what the library shows is on screen")
struct ShownOnScreenTests {
    /// A toast window made with `UIWindow(frame:)`, as many libraries still make it, at a level
    /// and a frame of the test's choosing.
    @MainActor enum Toast {
        static var window: UIWindow?
        static var frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        static var level = UIWindow.Level.alert

        static func show() {
            guard window == nil else { return }
            let window = UIWindow(frame: frame)
            window.windowLevel = level
            window.rootViewController = UIViewController()
            window.isHidden = false
            self.window = window
        }
    }

    static func explorer(_ shapes: [LibraryHost.Shape], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 60),
                         level: UIWindow.Level = .alert) -> LibraryExplorer {
        LibraryExplorer(name: "toast", actions: ["show": { Toast.show() }, "hide": { Toast.window?.isHidden = true; Toast.window = nil }],
                        hostEvents: [], hosts: LibraryHost.common.filter { shapes.contains($0.shape) && $0.ios.major == 17 },
                        properties: [.shownOnScreen], depth: 2,
                        reset: { Toast.window = nil; Toast.frame = frame; Toast.level = level }, state: { Toast.window != nil })
    }

    @Test("SPEC W5: a toast window without a scene never appears in a scene-based host, and does in an app without scenes")
    func scenelessWindowInSceneHost() {
        let report = Self.explorer([.rotating, .scenes]).run()
        #expect(report.results.map(\.host.shape) == [.rotating, .scenes])
        #expect(report.results[0].violations[0] == nil)
        let example = report.results[1].violations[0]
        #expect(example?.steps == ["call show"])
        #expect(example?.difference == ["- # uiWindow shown (isHidden NO)",
                                        "+ # uiWindow not on screen: a window without a scene, in an app that uses scenes (W5)"])
        #expect(example?.why == ["uiWindow not on screen: a window without a scene, in an app that uses scenes (W5)"])
    }

    @Test("a shown window of no size, or one below the host's window, is not seen either")
    func zeroSizedAndCovered() {
        let empty = Self.explorer([.rotating], frame: .zero).run().results.first?.violations[0]
        #expect(empty?.difference.last == "+ # uiWindow not on screen: its bounds are 0×0")
        let below = Self.explorer([.rotating], level: UIWindow.Level(rawValue: -1)).run().results.first?.violations[0]
        #expect(below?.difference.last == "+ # uiWindow covered: the windows above it hide every view it draws (C4)")
    }
}
