// `pivot-bench --only explore`: distinct states per second and memory of a breadth-first search
// over an app with 4 windows and 12 events, on one core and on all of them.

import Foundation
import Pivot
import PivotTrace

enum BenchExplore {
    /// A portrait-and-landscape app: a main window, an alert window, a HUD window without a root
    /// and a banner window that opts out of status bar control; 12 events that keep every
    /// property holding, so the search runs to its bound.
    static let trace = """
        device iPhone8
        ios 12.0
        plist allButUpsideDown
        controller home supports=allButUpsideDown
        controller alertvc supports=portrait
        controller bannervc
        controller player supports=landscape
        window main root=home
        window alert level=alert root=alertvc
        window banner level=statusBar root=bannervc statusbar-owner=no
        show main key
        show banner
        launch
        window hud level=statusBar+1
        explore event rotate landscapeLeft
        explore event rotate portrait
        explore event device-notifications begin
        explore event device-notifications end
        explore event set home supports=portrait
        explore event set home supports=allButUpsideDown
        explore event set alertvc supports=landscape
        explore event set alertvc supports=portrait
        explore event show alert
        explore event hide alert
        explore event show hud
        explore event hide hud
        explore check no-crash
        """

    /// A larger space for the memory goal (10 million states under 1 GB): an iPhone 15 app on
    /// iOS 17 with 7 windows (3 HUDs without roots) and 21 events; 14.7 million states at depth 10.
    static let largeTrace = """
        device iPhone15
        ios 17.0
        plist all
        controller home supports=all
        controller a supports=portrait
        controller b supports=landscape
        controller c
        window main root=home
        window wa level=alert root=a
        window wb level=statusBar root=b statusbar-owner=no
        window wc level=normal+1 root=c
        show main key
        launch
        window h1 level=statusBar+1
        window h2 level=statusBar+2
        window h3 level=statusBar+3
        explore event rotate landscapeLeft
        explore event rotate landscapeRight
        explore event rotate portrait
        explore event rotate portraitUpsideDown
        explore event set home supports=portrait
        explore event set home supports=all
        explore event set a supports=landscape
        explore event set a supports=portrait
        explore event set c supports=portrait
        explore event show wa
        explore event hide wa
        explore event show wb
        explore event hide wb
        explore event show wc
        explore event hide wc
        explore event show h1
        explore event hide h1
        explore event show h2
        explore event hide h2
        explore event show h3
        explore event hide h3
        explore check no-crash
        """

    /// The same app with its overlays as a library's (`explore library`): the search over pairs
    /// of worlds that `leaves-host-alone` makes, its comparison made on every state.
    static var pairedTrace: String {
        trace.replacingOccurrences(of: "explore event show alert", with: "explore library show alert")
            .replacingOccurrences(of: "explore event hide alert", with: "explore library hide alert")
            .replacingOccurrences(of: "explore event show hud", with: "explore library show hud")
            .replacingOccurrences(of: "explore event hide hud", with: "explore library hide hud")
            .replacingOccurrences(of: "explore check no-crash", with: "explore check leaves-host-alone")
    }

    /// The model of a bench trace, its property replaced by one that always holds so that the
    /// search runs to its bound (a paired trace's still compares the host on every state).
    static func model(_ trace: String, depth: Int) -> ExploreModel? {
        guard let parsed = try? TraceParser.parse(trace, file: "bench"),
              case .success(var model) = ExploreSpec(parsed).model(start: ExploreSpec(parsed).start(file: "bench").world) else {
            say("explore: the bench trace does not parse")
            return nil
        }
        model.depth = depth
        let paired = model.start.host != nil
        // The comparison is made, and whatever it finds the property holds (the clock is never
        // negative, which the compiler cannot know, so it keeps the comparison).
        model.properties = [.state("always") { state, _ in !paired || state.leavesHostAlone || state.world.clock >= 0 }]
        return model
    }

    /// One search of the larger space on every core: distinct states, rate and peak memory.
    static func runLarge(depth: Int) {
        guard let model = model(largeTrace, depth: depth) else { return }
        let jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let before = BenchCommand.residentKiB()
        let start = ContinuousClock.now
        let report = model.breadthFirst(jobs: jobs)
        let seconds = BenchCommand.seconds(since: start)
        let peak = BenchCommand.peakKiB()
        say("explore-large: \(report.states) distinct states, \(report.transitions) transitions, depth \(report.depth), \(jobs) job\(jobs == 1 ? "" : "s"): \(BenchCommand.rate(Double(report.states) / seconds)) distinct states/s, \(String(format: "%.1f", seconds)) s")
        say("        resident memory \(before) KiB before; peak \(peak) KiB, \(String(format: "%.0f", Double(peak - before) * 1024 / Double(max(1, report.states)))) bytes a state")
    }

    static func run(depth: Int, rounds: Int, paired: Bool = false) {
        guard let model = model(paired ? pairedTrace : trace, depth: depth) else { return }
        let name = paired ? "explore-paired" : "explore"
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let before = BenchCommand.residentKiB()
        for jobs in Set([1, cores]).sorted() {
            // A search this small takes milliseconds, and this VM slows now and then for longer:
            // report the best and the median of many rounds (21 by default).
            var rates: [Double] = []
            var report = ExploreReport()
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                report = model.breadthFirst(jobs: jobs)
                rates.append(Double(report.states) / BenchCommand.seconds(since: start))
            }
            rates.sort()
            let perState = Double(report.transitions) / Double(max(1, report.states))
            say("\(name): \(report.states) distinct states, \(report.transitions) transitions (\(String(format: "%.1f", perState)) a state), depth \(report.depth)\(report.exhausted ? " (exhausted)" : ""), \(jobs) job\(jobs == 1 ? "" : "s"): best \(BenchCommand.rate(rates.last!)), median \(BenchCommand.rate(rates[rates.count / 2])) distinct states/s of \(rounds) rounds")
        }
        say("        resident memory \(before) KiB before, \(BenchCommand.residentKiB()) KiB after; peak \(BenchCommand.peakKiB()) KiB")
    }
}
