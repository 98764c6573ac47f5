import PivotTesting
import PivotUIKit
import XCTest

/// The same trapping library explored from XCTest: the child processes work under either framework.
final class LibraryTrapXCTests: XCTestCase {
    func testATrapInSomeHostsIsTheirFindingUnderXCTest() async {
        await MainActor.run {
            let report = LibraryTrapTests.bannerExplorer().run(jobs: 2)
            let traps = report.results.map { $0.violations[1]?.steps }
            XCTAssertEqual(traps, LibraryTrapTests.hosts.map { $0.shape == .portraitRoot ? nil : ["rotate landscapeLeft", "call show"] })
            XCTAssertTrue(report.results.allSatisfy { $0.states > 0 })
        }
    }
}
