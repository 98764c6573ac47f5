// `pivot-bench --only layout`: what Auto Layout adds to a turn. A window whose root view holds
// 12 rows pinned by 48 constraints to its safe area (50 with a title's), turned to landscape
// and back 1,000 times, against the same window with the rows laid out by frames; and the
// re-solve alone (the root's size changed, `layoutIfNeeded`). Wall-clock time is read here only.

import Foundation
import PivotUIKit

enum BenchLayout {
    static func run(rounds: Int) {
        MainActor.assumeIsolated { measure(rounds: rounds) }
    }

    /// A launched app whose window's root view has 12 rows, by constraints or by frames.
    @MainActor static func app(constrained: Bool) -> (PivotApp, UIViewController) {
        let app = PivotApp(device: "iPhoneX", ios: "17.0", plist: .allButUpsideDown)!
        let root = UIViewController()
        app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            app.launch()
            var previous = root.view.safeAreaLayoutGuide.topAnchor
            for index in 0..<12 {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 24, width: 375, height: 20))
                root.view.addSubview(row)
                guard constrained else { row.autoresizingMask = [.flexibleWidth]; continue }
                row.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.trailingAnchor),
                    row.topAnchor.constraint(equalTo: previous, constant: 4),
                    row.heightAnchor.constraint(equalToConstant: 20),
                ])
                previous = row.bottomAnchor
            }
            if constrained {
                let title = UIView()
                title.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(title)
                title.centerXAnchor.constraint(equalTo: root.view.centerXAnchor).isActive = true
                title.bottomAnchor.constraint(equalTo: root.view.layoutMarginsGuide.bottomAnchor).isActive = true
            }
        }
        return (app, root)
    }

    @MainActor static func measure(rounds: Int) {
        let (constrained, root) = app(constrained: true)
        let (framed, _) = app(constrained: false)
        let clock = ContinuousClock()
        var withConstraints: [Duration] = [], withFrames: [Duration] = [], resolves: [Duration] = []
        for _ in 0..<max(3, rounds) {
            withConstraints.append(clock.measure {
                constrained.run { for _ in 0..<1_000 { constrained.rotate(to: .landscapeLeft); constrained.rotate(to: .portrait) } }
            })
            withFrames.append(clock.measure {
                framed.run { for _ in 0..<1_000 { framed.rotate(to: .landscapeLeft); framed.rotate(to: .portrait) } }
            })
            resolves.append(clock.measure {
                constrained.run {
                    for index in 0..<1_000 {
                        root.view.frame.size.width = index.isMultiple(of: 2) ? 812 : 375
                        root.view.layoutIfNeeded()
                    }
                }
            })
        }
        let median = { (d: [Duration]) in d.sorted()[d.count / 2] }
        let microseconds = { (d: Duration) in (Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12) / 1_000 }
        let a = microseconds(median(withConstraints)), b = microseconds(median(withFrames)), c = microseconds(median(resolves))
        say("layout: a root view with 12 rows, turned to landscape and back, 1,000 times (median of \(max(3, rounds)))")
        say(String(format: "  50 constraints: %.1f µs a round trip; the rows by autoresizing: %.1f µs; Auto Layout adds %.1f µs a turn", a, b, (a - b) / 2))
        say(String(format: "  the re-solve alone (a new root width, layoutIfNeeded): %.1f µs", c))
    }
}
