import PivotTesting
import PivotUIKit
import PortedOverlays
import Testing

/// SwiftEntryKit #104 explored: the entry's calls and the device's turns in every order, over
/// the common hosts whose root is restricted to portrait (the report's navigation controller
/// restricted to portrait, as the common set writes it), every iOS (README: "Exploring a
/// library's code over host apps").
@MainActor
@Suite("SwiftEntryKit explored: a top float over portrait-rooted hosts", .serialized)
struct SwiftEntryKitExploreTests {
    static let hosts = LibraryHost.common.filter { $0.shape == .portraitRoot }

    /// `show` is the report's top float, on screen: the library displays it on the main queue's
    /// next turn, which the action lets run (as the direct test's `advance(by: 0.1)`), so a turn
    /// after `call show` is a turn while the entry shows. `wait 1` lets a dismissal end.
    static func explorer(rotationEnabled: Bool) -> LibraryExplorer {
        LibraryExplorer(
            name: rotationEnabled ? "SwiftEntryKit-0.6.0" : "SwiftEntryKit-0.6.0-rotation-disabled",
            actions: ["show": {
                var attributes = EKAttributes.topFloat
                attributes.positionConstraints.isRotationEnabled = rotationEnabled
                SwiftEntryKit.display(entry: UIView(), using: attributes)
                PivotApp.current.advance(by: 0)
            }, "hide": { SwiftEntryKit.dismiss() }],
            hostEvents: ["rotate landscapeLeft", "rotate portrait", "wait 1"],
            hosts: hosts, depth: 3,
            reset: { SwiftEntryKit.reset() }, state: { SwiftEntryKit.isCurrentlyDisplaying })
    }

    @Test("SPEC A5 — SwiftEntryKit #104 explored: 0.6.0's entry turns every portrait-rooted host, shortest: show, then rotate; the report's iOS 12 iPhone X among them")
    func entryTurnsPortraitRootedHosts() {
        let report = Self.explorer(rotationEnabled: true).run()
        let example = report.shortest("leaves-host-alone", in: .portraitRoot)
        #expect(example?.steps == ["call show", "rotate landscapeLeft"], "\(report)")
        #expect(example?.difference.contains("+ expect interface landscapeRight") == true)
        // Every iOS: the entry's root answers UIKit's defaults and autorotates.
        #expect(report.results.filter { !$0.violations.isEmpty }.map(\.host) == Self.hosts)
        // The report's host: iOS 12 on an iPhone X (the common set's iOS 12 phone is an iPhone XS).
        let reported = report.results.first { $0.host.ios.major == 12 }
        #expect(reported?.host.device == "iPhoneXS")
        #expect(reported?.violations[0]?.steps == ["call show", "rotate landscapeLeft"])
    }

    /// With the maintainer's switch the report's sequence holds where UIKit asks `shouldAutorotate`
    /// (iOS < 16, SPEC A3): the search tries `call show, rotate landscapeLeft` before any other
    /// two steps, so a shortest counterexample of other steps means that one kept the host alone.
    /// The explorer finds what the switch does not cover, so `holds` is false on purpose:
    /// - iOS < 16, the device turned before the entry shows: 0.6.0 shows its window before
    ///   `configure` stores the attributes, and `shouldAutorotate` answers true while they are
    ///   nil, so the show turns the screen (A3 show trigger; SwiftEntryKit PR #315 names the same
    ///   nil attributes for `supportedInterfaceOrientations`).
    /// - iOS ≥ 16: the scene owns the orientation and `shouldAutorotate` is not asked (A3), so the
    ///   report's own sequence still turns the screen (SwiftEntryKit #376, iOS 16).
    @Test("SPEC A3 — SwiftEntryKit #104 with isRotationEnabled = false, explored: a turn while the entry shows keeps the host portrait on iOS < 16; the switch misses a device turned before the entry shows, and iOS 16 and later")
    func rotationDisabledHoldsWhileTheEntryShows() {
        let report = Self.explorer(rotationEnabled: false).run()
        #expect(!report.holds)
        #expect(report.shortest("leaves-host-alone", in: .portraitRoot)?.steps == ["rotate landscapeLeft", "call show"], "\(report)")
        for result in report.results {
            let steps = result.host.ios.major < 16 ? ["rotate landscapeLeft", "call show"] : ["call show", "rotate landscapeLeft"]
            #expect(result.violations[0]?.steps == steps, "\(result.host.label)")
        }
    }
}
