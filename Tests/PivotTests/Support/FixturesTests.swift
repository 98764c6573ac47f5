// The builders tests are written with must not turn a mistake into a passing test.

import Pivot
import PivotTestSupport
import Testing

@Suite("Test fixtures")
struct FixturesTests {
    @Test("a malformed version string fails the test instead of modelling iOS 0")
    func malformedVersion() async {
        let issues = await recordedIssues { _ = v("eleven") }
        #expect(issues.map(\.message) == ["'eleven' is not a version (write major.minor)"])
        #expect(v("8.4") == OSVersion(8, 4))
    }
}
