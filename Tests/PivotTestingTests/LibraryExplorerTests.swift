import Pivot
import PivotTesting
import PivotUIKit
import Testing

/// A library's own code explored over realistic hosts: its calls and the host's events in every
/// order, every host of the common set, the shortest counterexample per host group.
@MainActor
@Suite("LibraryExplorer: a library's code in every host")
struct LibraryExplorerTests {
    /// A toast library as written: a window above the status bar whose root answers UIKit's
    /// defaults, or (the fix) relays the host's key window root.
    @MainActor enum Toast {
        static var window: UIWindow?
        static var relays = false

        final class Root: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                guard Toast.relays, let host = UIApplication.shared.keyWindow?.rootViewController else { return super.supportedInterfaceOrientations }
                return host.supportedInterfaceOrientations
            }
            override var prefersStatusBarHidden: Bool {
                guard Toast.relays, let host = UIApplication.shared.keyWindow?.rootViewController else { return super.prefersStatusBarHidden }
                return host.prefersStatusBarHidden
            }
        }

        static func show() {
            guard window == nil else { return }
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .statusBar + 1
            window.rootViewController = Root()
            window.isHidden = false
            self.window = window
        }

        static func hide() {
            window?.isHidden = true
            window = nil
        }

        static func explorer(relays: Bool, hosts: [LibraryHost] = LibraryHost.common) -> LibraryExplorer {
            LibraryExplorer(actions: ["show": { Toast.show() }, "hide": { Toast.hide() }],
                            hostEvents: ["rotate landscapeLeft", "rotate portrait"], hosts: hosts, depth: 3,
                            reset: { Toast.window = nil; Toast.relays = relays }, state: { Toast.window != nil })
        }
    }

    @Test("SPEC A5: a toast whose root answers UIKit's defaults turns a portrait-rooted host on iOS 8–12; the shortest counterexample is show, then a rotation")
    func toastDragsPortraitHosts() {
        let report = Toast.explorer(relays: false, hosts: LibraryHost.common.filter { $0.shape == .portraitRoot }).run()
        #expect(!report.holds)
        let example = report.shortest("leaves-host-alone", in: .portraitRoot)
        #expect(example?.steps == ["call show", "rotate landscapeLeft"])
        #expect(example?.difference.contains("- expect statusbar orientation=portrait") == true || example?.difference.contains { $0.hasPrefix("- expect interface portrait") } == true)
        let broken = report.results.filter { !$0.violations.isEmpty }.map(\.host.ios.major)
        #expect(broken.contains(8) && broken.contains(12))
        #expect(example?.swift.contains("test.call(\"show\")") == true)
        let trace = example.map { Toast.explorer(relays: false).trace(of: $0) } ?? ""
        #expect(trace.contains("mark \"call 1: show\"") && trace.contains("rotate landscapeLeft") && trace.contains("expect "))
    }

    @Test("the fixed toast, which relays the host's answers, leaves every portrait-rooted host alone")
    func relayingToastHolds() {
        let report = Toast.explorer(relays: true, hosts: LibraryHost.common.filter { $0.shape == .portraitRoot }).run()
        #expect(report.holds, "\(report)")
    }

    @Test("a host whose own set-up crashes is skipped with its reason, and a shard takes its share of the hosts")
    func skippedAndSharded() {
        let hosts = LibraryHost.common.filter { $0.shape == .portraitRoot }
        let half = Toast.explorer(relays: true, hosts: hosts).run(shard: Shard(index: 1, count: 2))
        #expect(half.results.map(\.host) == hosts.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        #expect(Shard.fromEnvironment(["PIVOT_SHARD": "2/8"]) == Shard(index: 2, count: 8))
        #expect(Shard.fromEnvironment(["PIVOT_SHARD": "9/8"]) == .all)
    }
}
