// `pivot-bench --only uikit`: a library's call plus a rotation through PivotUIKit (objects whose
// overrides the engine asks, callbacks called on them), against the same steps as events
// applied to a world whose controllers are declared. Wall-clock time is read here only.

import Foundation
import Pivot
import PivotUIKit

enum BenchUIKit {
    @MainActor final class Host: UIViewController {
        var transitions = 0
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            transitions += 1
        }
    }

    /// Relays the key window root's mask, as a toast library's window controller does.
    @MainActor final class Toast: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            UIApplication.shared.keyWindow?.rootViewController?.supportedInterfaceOrientations ?? .portrait
        }
    }

    static func run(rounds: Int) {
        MainActor.assumeIsolated { measure(rounds: rounds) }
    }

    @MainActor static func measure(rounds: Int) {
        let app = PivotApp(device: "iPhoneX", ios: "16.0", plist: .allButUpsideDown)!
        let toast = app.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = Host()
            window.makeKeyAndVisible()
            app.launch()
            let toast = UIWindow(frame: UIScreen.main.bounds)
            toast.windowLevel = .statusBar + 1
            toast.rootViewController = Toast()
            return toast
        }
        let toastName = app.world.windows.last!.name
        // The same steps, with the toast's controller relaying by data instead of by code.
        var world = World(config: app.world.config)
        world.apply([.deviceNotifications(begin: true), .declareController("home", [.supports(.allButUpsideDown)]),
                     .createWindow({ var s = WindowSpec(name: "main"); s.root = "home"; return s }()), .show("main", key: true), .launch,
                     .declareController("toastvc", [.relay("main"), .relays(.all)]),
                     .createWindow({ var s = WindowSpec(name: toastName); s.level = 1001; s.root = "toastvc"; return s }())])
        let steps: [Event] = [.show(toastName, key: false), .rotate(.landscapeLeft), .rotate(.portrait), .hide(toastName)]
        let clock = ContinuousClock()
        var uikit: [Duration] = [], events: [Duration] = []
        for _ in 0..<max(3, rounds) {
            uikit.append(clock.measure {
                app.run {
                    for _ in 0..<1_000 {
                        toast.isHidden = false
                        app.rotate(to: .landscapeLeft)
                        app.rotate(to: .portrait)
                        toast.isHidden = true
                    }
                }
            })
            events.append(clock.measure {
                for _ in 0..<1_000 { for step in steps { world.apply(step) } }
            })
        }
        let median = { (d: [Duration]) in d.sorted()[d.count / 2] }
        // Per iteration: the total over 1,000, in microseconds.
        let microseconds = { (d: Duration) in (Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12) / 1_000 }
        let a = microseconds(median(uikit)), b = microseconds(median(events))
        say("uikit: a toast shown, two rotations and the toast hidden, 1,000 times (median of \(max(3, rounds)))")
        say(String(format: "  through PivotUIKit objects: %.1f µs each; as events on declared controllers: %.1f µs each; ratio %.2f",
                   a, b, a / b))
    }
}
