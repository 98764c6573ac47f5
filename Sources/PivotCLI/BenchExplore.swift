// `pivot bench --only explore`: distinct states per second and memory of a breadth-first search
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

    static func run(depth: Int, rounds: Int) {
        guard let parsed = try? TraceParser.parse(trace, file: "bench"),
              case .success(var model) = ExploreSpec(parsed).model(start: ExploreSpec(parsed).start(file: "bench").world) else {
            say("explore: the bench trace does not parse")
            return
        }
        model.depth = depth
        // A property that always holds, so that the search runs to its bound.
        model.properties = [ExploreProperty("always") { _, _ in true }]
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let before = BenchCommand.residentKiB()
        for jobs in Set([1, cores]).sorted() {
            // A search this small takes milliseconds: report the best and the median of rounds.
            var rates: [Double] = []
            var report = ExploreReport()
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                report = model.breadthFirst(jobs: jobs)
                rates.append(Double(report.states) / BenchCommand.seconds(since: start))
            }
            rates.sort()
            let perState = Double(report.transitions) / Double(max(1, report.states))
            say("explore: \(report.states) distinct states, \(report.transitions) transitions (\(String(format: "%.1f", perState)) a state), depth \(report.depth)\(report.exhausted ? " (exhausted)" : ""), \(jobs) job\(jobs == 1 ? "" : "s"): best \(BenchCommand.rate(rates.last!)), median \(BenchCommand.rate(rates[rates.count / 2])) distinct states/s of \(rounds) rounds")
        }
        say("        resident memory \(before) KiB before, \(BenchCommand.residentKiB()) KiB after; peak \(BenchCommand.peakKiB()) KiB")
    }
}
