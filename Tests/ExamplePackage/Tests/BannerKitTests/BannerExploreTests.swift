import BannerKit
import PivotTesting
import PivotUIKit
import XCTest

/// BannerKit as it is, explored as its CI would (README: "Exploring a library's code over host
/// apps"): its calls and the device's turns in every order, over host apps of every iOS.
final class BannerExploreTests: XCTestCase {
    /// Where the banner's constraints put it: 8 under its root view's safe area and 16 inside
    /// its sides, whatever way its window has turned.
    static let pinned = LibraryProperty.holds("banner-pinned-to-safe-area") { _ in
        guard let banner = BannerPresenter.shared.bannerView, let root = banner.superview else { return (true, "") }
        let frame = banner.frame, safe = root.safeAreaInsets, width = root.bounds.width
        let holds = frame.minY == safe.top + 8 && frame.minX == safe.left + 16 && frame.maxX == width - safe.right - 16
        return (holds, "banner \(frame), root width \(width), safe area \(safe)")
    }

    func explorer(forwardsOrientation: Bool, hosts: [LibraryHost]) -> LibraryExplorer {
        LibraryExplorer(name: forwardsOrientation ? "BannerKit" : "BannerKit-without-forwarding",
                        actions: ["show": { BannerPresenter.shared.show(title: "Saved", message: "Your changes are saved.") },
                                  "hide": { BannerPresenter.shared.hide() }],
                        hostEvents: ["rotate landscapeLeft", "rotate portrait"],
                        hosts: hosts, properties: [.leavesHostAlone(), Self.pinned], depth: 3,
                        reset: { BannerPresenter.shared.forwardsOrientation = forwardsOrientation })
    }

    /// Every shape of host on the newest iOS (the iPad's too); the portrait-only root on every
    /// iOS is the other test's.
    static var hosts: [LibraryHost] {
        let newest = LibraryHost.eras.map(\.ios).max()!
        return LibraryHost.common.filter { $0.ios == newest || [.iPadMultitasking, .iPadFullScreen].contains($0.shape) }
    }

    func testForwardingBannerStaysPinnedButShowsAHiddenStatusBar() {
        let report = explorer(forwardsOrientation: true, hosts: Self.hosts).run()
        let broken = report.results.filter { !$0.violations.isEmpty }.map(\.host.shape)
        XCTAssertEqual(broken, [.hiddenStatusBar], "\(report)")
        let example = report.shortest("leaves-host-alone", in: .hiddenStatusBar)
        XCTAssertEqual(example?.steps, ["call show"], "its window's root forwards the orientation, not prefersStatusBarHidden")
        XCTAssertTrue(example?.difference.contains("+ expect statusbar hidden=no height=54 orientation=portrait style=default") ?? false)
    }

    func testBannerWithoutForwardingTurnsPortraitRootsButStaysPinned() {
        let hosts = LibraryHost.common.filter { $0.shape == .portraitRoot }
        let report = explorer(forwardsOrientation: false, hosts: hosts).run()
        XCTAssertNil(report.shortest("banner-pinned-to-safe-area", in: .portraitRoot), "pinned in whichever way its window turns")
        let example = report.shortest("leaves-host-alone", in: .portraitRoot)
        XCTAssertEqual(example?.steps, ["call show", "rotate landscapeLeft"],
                       "its window's root answers UIKit's defaults, so the turn reaches the portrait-only host")
    }
}
