import PivotTesting
import PivotUIKit
@testable import PortedOverlays
import Testing

/// Whisper's whistle and another SDK's window, in every order, over the rotating hosts of every
/// iOS (SPEC W9: `windows` lists hidden windows too, a never-shown one first; W3:
/// makeKeyAndVisible shows the window, makes it key and lifts it over its level).
@MainActor
@Suite("Whisper explored: the whistle hands the key window back", .serialized)
struct WhisperExploreTests {
    /// The whistle takes the key window on purpose (`except: [.key]`); the host's windows must
    /// otherwise stay as they are. `window ads` is the ad SDK making its window (hidden) when the
    /// host configures it. One `wait 2` runs the 1.5 s timer and the 0.2 s slide it starts, each
    /// at its own instant.
    func explorer(fixed: Bool) -> LibraryExplorer {
        LibraryExplorer(name: fixed ? "Whisper-5.1.0" : "Whisper-5.0.0",
                        actions: ["show": { show(whistle: Murmur(title: "No connection"), action: .show(1.5)) }],
                        hostEvents: ["window ads", "wait 2"],
                        hosts: LibraryHost.common.filter { $0.shape == .rotating },
                        properties: [.leavesHostAlone(except: [.key])], depth: 4,
                        reset: { WhistleFactory.reset(); WhistleFactory.applyFix = fixed })
    }

    @Test("SPEC W9, W3 — Whisper #156 explored: 5.0.0's shortest failure is a whistle shown in an app with an ad window, which the whistle's going makes visible over the app, on iOS 10 as reported and every iOS")
    func adWindowComesUpOnEveryIOS() {
        let report = explorer(fixed: false).run()
        let example = report.shortest("leaves-host-alone except key", in: .rotating)
        #expect(example?.steps == ["call show", "window ads", "wait 2"], "\(report)")
        #expect(example?.difference.last?.hasPrefix("+ expect window ads ") == true, "the ad window, hidden on its own")
        #expect(example?.difference.last?.hasSuffix(" visible=yes") == true, "\(example?.difference ?? [])")
        let broken = report.results.filter { !$0.violations.isEmpty }.map(\.host.ios.major)
        #expect(broken.contains(10), "#156's iOS 10")
        #expect(broken == LibraryHost.eras.map(\.ios.major))
    }

    @Test("SPEC W3 — Whisper #156 fixed by #158 (5.1.0) explored: the window that was key comes back, and the ad window stays hidden, in every order on every iOS")
    func previousKeyWindowComesBackOnEveryIOS() {
        let report = explorer(fixed: true).run()
        #expect(report.holds, "\(report)")
    }
}
