import PivotTesting
import PivotUIKit
import PortedOverlays
import Testing

/// SwiftMessages #446 explored: a dimmed message's show and hide, the clock and a device turn in
/// every order, over the common apps without scenes from iOS 13 (the port's header: it runs in
/// apps without scenes), each a rotating root as the direct test's host.
@MainActor
@Suite("SwiftMessages explored: the key window after a dimmed message", .serialized)
struct SwiftMessagesExploreTests {
    static let hosts = LibraryHost.common.filter { $0.shape == .rotating }.from("13.0")

    /// The report's crash: another library reads `UIApplication.shared.keyWindow!`.
    static let keepsAKeyWindow = LibraryProperty.holds("keeps-a-key-window") { _ in UIApplication.shared.keyWindow != nil }

    /// `show` is the report's centred message over an interactive dimmed background and `hide`
    /// the tap outside; each lets the main queue's next turn run, where the library does its
    /// work. `wait 1` lets the hide's animation end, when 8.0.4 lets its window go. The shared
    /// instance's message is held by its window's controller, which the search reads.
    static func explorer(fixed: Bool) -> LibraryExplorer {
        LibraryExplorer(
            name: fixed ? "SwiftMessages-8.0.5" : "SwiftMessages-8.0.4",
            actions: ["show": {
                var config = SwiftMessages.Config()
                config.dimMode = .color(interactive: true)
                SwiftMessages.show(config: config, view: UIView())
                PivotApp.current.advance(by: 0)
            }, "hide": {
                SwiftMessages.hide()
                PivotApp.current.advance(by: 0)
            }],
            hostEvents: ["wait 1", "rotate landscapeLeft"],
            hosts: hosts, properties: [keepsAKeyWindow, .noCrash], depth: 4,
            reset: { SwiftMessages.reset(); SwiftMessages.applyFix = fixed })
    }

    @Test("SPEC W3 — SwiftMessages #446 explored: 8.0.4 leaves every app without scenes from iOS 13 with no key window, shortest: show, hide, wait; the report's iOS 14 among them")
    func noKeyWindowLeftInEveryHost() {
        let report = Self.explorer(fixed: false).run()
        let example = report.shortest("keeps-a-key-window", in: .rotating)
        #expect(example?.steps == ["call show", "call hide", "wait 1"], "\(report)")
        #expect(report.results.filter { !$0.violations.isEmpty }.map(\.host) == Self.hosts)
        // The report's iOS 14, December 2020.
        let reported = report.results.first { $0.host.ios.major == 14 }
        #expect(reported?.violations[0]?.steps == ["call show", "call hide", "wait 1"])
        // No crash in Pivot itself: the crash is the next `keyWindow!` reader's.
        #expect(report.results.allSatisfy { $0.violations[1] == nil })
    }

    @Test("SPEC W3 — SwiftMessages #446 fixed in 8.0.5 (243fa75), explored: the window key before the message is key again in every host")
    func previousKeyWindowRestoredInEveryHost() {
        let report = Self.explorer(fixed: true).run()
        #expect(report.holds, "\(report)")
    }
}
