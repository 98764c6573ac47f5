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
            let cpuBefore = childCPUSeconds(), parentBefore = ownCPUSeconds()
            let elapsed = clock.measure { report = explorer.run(jobs: jobs) }
            let cpu = childCPUSeconds() - cpuBefore, parent = ownCPUSeconds() - parentBefore
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
            say(String(format: "  %d job%@: %d distinct states, %d transitions in %.2f s: %.0f states/s, %.2f× one job; %.1f s CPU in the hosts' processes, %.0f states per CPU second; %.2f s CPU in the parent (forks, pipes, results)%@",
                       jobs, jobs == 1 ? "" : "s", states, transitions, seconds, Double(states) / seconds, speedUp,
                       cpu, Double(states) / max(cpu, 0.001), parent, same))
            if jobs == 1 { scheduleFigures(report.results.map(\.cpuSeconds), cores: cores) }
        }
    }

    /// What the hosts' own costs allow, whatever else the machine runs: the time `jobs` free
    /// cores would take handing hosts out in table order as each child ends (as
    /// HostProcesses does), against one core; the largest host and the tail it leaves.
    static func scheduleFigures(_ costs: [Double], cores: Int) {
        let total = costs.reduce(0, +)
        guard total > 0 else { return }
        func makespan(_ jobs: Int) -> Double {
            var free = Array(repeating: 0.0, count: jobs)
            for cost in costs {
                let first = free.indices.min { free[$0] < free[$1] }!
                free[first] += cost
            }
            return free.max() ?? 0
        }
        let largest = costs.max() ?? 0
        let line = Set([2, cores]).sorted().map { String(format: "%d cores %.2f×", $0, total / makespan($0)) }.joined(separator: ", ")
        say(String(format: "  hosts' CPU: %.1f s over %d hosts (mean %.3f s, largest %.3f s); the schedule allows %@", total, costs.count,
                   total / Double(costs.count), largest, line))
    }

    #if os(Linux)
    private typealias Who = __rusage_who_t
    private static let children = Who(RUSAGE_CHILDREN.rawValue), own = Who(RUSAGE_SELF.rawValue)
    #else
    private typealias Who = Int32
    private static let children = RUSAGE_CHILDREN, own = RUSAGE_SELF
    #endif

    /// User and system time of the children waited for so far (the hosts' processes).
    static func childCPUSeconds() -> Double { cpuSeconds(children) }

    /// User and system time of this process (the parent: forking, reading the pipes, merging).
    static func ownCPUSeconds() -> Double { cpuSeconds(own) }

    private static func cpuSeconds(_ who: Who) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
