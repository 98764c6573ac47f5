// `pivot-bench --only library`: a library of seven calls and three host events explored over
// every common host (LibraryExplorer), reported as hosts, distinct states and states per second
// with one job, two, and one per active core (each host a child process). Wall-clock time is
// read here only.

import Foundation
import PivotTesting
import PivotUIKit

enum BenchLibrary {
    /// A toast, a HUD that takes the key window and a light status bar, and a banner view on
    /// the key window: the kinds of overlay window code the ports hold.
    @MainActor final class Overlays {
        final class Root: UIViewController {
            var light = false
            override var preferredStatusBarStyle: UIStatusBarStyle { light ? .lightContent : .default }
        }
        var toast: UIWindow?
        var hud: UIWindow?
        var banner: UIView?

        func showToast() {
            guard toast == nil else { return }
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .statusBar + 1
            window.rootViewController = Root()
            window.isHidden = false
            toast = window
        }
        func hideToast() { toast?.isHidden = true; toast = nil }
        func showHUD() {
            guard hud == nil else { return }
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .alert
            window.rootViewController = Root()
            window.makeKeyAndVisible()
            hud = window
        }
        func hideHUD() { hud?.isHidden = true; hud = nil }
        func lightHUD() {
            guard let root = hud?.rootViewController as? Root else { return }
            root.light.toggle()
            root.setNeedsStatusBarAppearanceUpdate()
        }
        func showBanner() {
            guard banner == nil, let key = UIApplication.shared.keyWindow else { return }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: key.bounds.width, height: 80))
            key.addSubview(view)
            banner = view
        }
        func hideBanner() { banner?.removeFromSuperview(); banner = nil }
    }

    static func run(depth: Int) {
        MainActor.assumeIsolated { measure(depth: depth) }
    }

    @MainActor static func measure(depth: Int) {
        var overlays = Overlays()
        let explorer = LibraryExplorer(
            actions: ["show toast": { overlays.showToast() }, "hide toast": { overlays.hideToast() },
                      "show HUD": { overlays.showHUD() }, "hide HUD": { overlays.hideHUD() },
                      "light HUD": { overlays.lightHUD() },
                      "show banner": { overlays.showBanner() }, "hide banner": { overlays.hideBanner() }],
            hostEvents: LibraryHost.defaultEvents, depth: depth,
            reset: { overlays = Overlays() },
            state: { [overlays.toast != nil, overlays.hud != nil, overlays.banner != nil] })
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var first: (json: String, seconds: Double)?
        for jobs in Set([1, 2, cores]).sorted() {
            let clock = ContinuousClock()
            var report: LibraryReport?
            let cpuBefore = childCPUSeconds()
            let elapsed = clock.measure { report = explorer.run(jobs: jobs) }
            let cpu = childCPUSeconds() - cpuBefore
            guard let report else { return }
            let states = report.results.reduce(0) { $0 + $1.states }
            let transitions = report.results.reduce(0) { $0 + $1.transitions }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            if first == nil {
                first = (report.json(), seconds)
                say("library: 7 calls and 3 host events to depth \(depth) over \(report.results.count) common hosts")
            }
            let speedUp = (first?.seconds ?? seconds) / seconds
            let same = report.json() == first?.json ? "" : " (RESULTS DIFFER FROM ONE JOB'S)"
            say(String(format: "  %d job%@: %d distinct states, %d transitions in %.2f s: %.0f states/s, %.2f× one job; %.1f s CPU in the hosts' processes, %.0f states per CPU second%@",
                       jobs, jobs == 1 ? "" : "s", states, transitions, seconds, Double(states) / seconds, speedUp,
                       cpu, Double(states) / max(cpu, 0.001), same))
        }
    }

    /// User and system time of the children waited for so far (the hosts' processes).
    static func childCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
