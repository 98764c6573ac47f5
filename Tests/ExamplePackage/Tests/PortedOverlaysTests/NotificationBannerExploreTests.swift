import PivotTesting
import PivotUIKit
@testable import PortedOverlays
import Testing

/// NotificationBanner's bottom banner and the device's turns, in every order, over the rotating
/// iPhones of the report's iOS versions and the report's iPads (SPEC N3: the device-orientation
/// observer runs before the windows turn, so it reads their old size).
@MainActor
@Suite("NotificationBanner explored: a bottom banner through the device's turns", .serialized)
struct NotificationBannerExploreTests {
    /// The common hosts' rotating iPhones of #222's and #110's iOS 11 and 12, and their iPads
    /// (#222's iPad on iOS 12; an iPad on #110's iOS 11, whose iPad Pro 12.9" the device table
    /// starts at iOS 12.1) as apps in multitasking. The common iPad runs iPadOS 17.6, where only
    /// the app's own begin generates device notifications (N2, from iOS 16), which
    /// NotificationBanner never calls: there neither version hears the turn, a failure other
    /// than #222's.
    static let hosts = LibraryHost.common.filter { $0.shape == .rotating && (11...12).contains($0.ios.major) }
        + [LibraryHost(ios: .init(12, 0), device: "iPad", shape: .iPadMultitasking),
           LibraryHost(ios: .init(11, 0), device: "iPad", shape: .iPadMultitasking)]

    /// The banners the test made, for the property to read (the library's queue is a
    /// `static var` of a class outside the main actor).
    static var banners: [NotificationBanner] = []

    /// A bottom banner on screen spans its window, its bottom on the window's bottom.
    static func bottomBannerSpansItsWindow() -> LibraryProperty {
        .holds("bottom-banner-spans-its-window") { _ in
            banners.allSatisfy { banner in
                guard banner.isDisplaying, banner.bannerPosition == .bottom, let window = banner.superview else { return true }
                return banner.frame.width == window.bounds.width && banner.frame.maxY == window.bounds.height
            }
        }
    }

    /// 2.5.1's frame code, or with `fixed` 3.0.1's; the banners' frames are the library's state
    /// that no window of its own holds (one string: an empty `[String]` would pass for `[Bool]`).
    func explorer(fixed: Bool) -> LibraryExplorer {
        LibraryExplorer(name: fixed ? "NotificationBanner-3.0.1" : "NotificationBanner-2.5.1",
                        actions: ["show": {
                            let banner = NotificationBanner(title: "Saved")
                            banner.autoDismiss = false
                            banner.show(bannerPosition: .bottom)
                            Self.banners.append(banner)
                        }, "dismiss": { Self.banners.first { $0.isDisplaying }?.dismiss() }],
                        hostEvents: ["rotate landscapeLeft", "rotate portrait"],
                        hosts: Self.hosts, properties: [Self.bottomBannerSpansItsWindow()], depth: 3,
                        reset: { BaseNotificationBanner.reset(); BaseNotificationBanner.applyFix = fixed; Self.banners = [] },
                        state: { Self.banners.map { "\($0.frame) \($0.isDisplaying)" }.joined(separator: "; ") })
    }

    @Test("SPEC N3 — NotificationBanner #222 (#110) explored: on #222's iPad on iOS 12 and #110's iOS 11, and on iOS 11 and 12 phones, 2.5.1's shortest failure is a bottom banner shown and one turn")
    func bottomBannerBreaksOnTheFirstTurn() {
        let report = explorer(fixed: false).run()
        let example = report.shortest("bottom-banner-spans-its-window", in: .iPadMultitasking)
        #expect(example?.steps == ["call show", "rotate landscapeLeft"], "\(report)")
        #expect(example?.host.label == "iOS 12.0, iPad, plist all, multitasking", "#222's device and iOS")
        #expect(report.shortest("bottom-banner-spans-its-window", in: .rotating)?.steps == ["call show", "rotate landscapeLeft"])
        let broken = report.results.filter { !$0.violations.isEmpty }.map(\.host.label)
        #expect(broken == Self.hosts.map(\.label), "every host: the observer reads the window before it turns")
    }

    @Test("SPEC N3 — NotificationBanner #222 fixed in 3.0.1 (#251) explored: the width from the device's orientation keeps the bottom banner across the window in every turn of these hosts")
    func bottomBannerFollowsEveryTurnWhenFixed() {
        let report = explorer(fixed: true).run()
        #expect(report.holds, "\(report)")
    }
}
