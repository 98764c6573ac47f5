import PivotTesting
import PivotUIKit
import XCTest
@testable import ToastWindowKit

/// The toast's calls and the host's rotations in every order, over the portrait-rooted hosts of
/// every iOS, as a library's CI runs it: `PIVOT_SHARD=I/N` picks the job's share of the hosts and
/// `PIVOT_EXPLORE_OUT=DIR` writes its result for `pivot explore merge` (README: "Exploring a
/// library's code over host apps").
final class ToastWindowExploreTests: XCTestCase {
    func explorer(relaysHost: Bool) -> LibraryExplorer {
        LibraryExplorer(name: relaysHost ? "ToastWindowKit" : "ToastWindowKit-without-relay",
                        actions: ["show": { Toast.show("saved") }, "hide": { Toast.hide() }],
                        hostEvents: ["rotate landscapeLeft", "rotate portrait"],
                        hosts: LibraryHost.common.filter { $0.shape == .portraitRoot }, depth: 3,
                        reset: { Toast.reset(); Toast.relaysHost = relaysHost })
    }

    func testRelayingToastLeavesEveryPortraitHostAlone() {
        let report = explorer(relaysHost: true).run(shard: .fromEnvironment())
        XCTAssertTrue(report.holds, "\(report)")
        XCTAssertFalse(report.junit().xml().contains("<failure"))
    }

    func testToastWithoutTheRelayTurnsPortraitHosts() {
        let report = explorer(relaysHost: false).run()
        let broken = report.results.filter { !$0.violations.isEmpty }.map(\.host.ios.major)
        XCTAssertEqual(broken, LibraryHost.eras.map(\.ios.major), "every iOS: its root answers UIKit's defaults, not the host's portrait")
        let example = report.shortest("leaves-host-alone", in: .portraitRoot)
        XCTAssertEqual(example?.steps, ["call show", "rotate landscapeLeft"])
        XCTAssertTrue(report.json().contains("\"traceDigest\":\"\(report.digest)\""))
    }
}
