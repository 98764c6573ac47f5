import Pivot
import PivotTesting
import PivotTestSupport
import PivotUIKit
import Testing

/// A library sweep that explored no host checked nothing (issue 37): `expectHolds` fails it
/// with the reason, as `pivot explore` refuses an empty sweep; a shard's run is exempt, since
/// its merge judges the whole.
@MainActor
@Suite("LibraryReport: a run that explored no host is no pass")
struct LibraryNothingExploredTests {
    typealias Toast = LibraryExplorerTests.Toast

    /// Hosts whose devices do not exist: each one's trace does not parse, so each is skipped.
    static let unrunnable = [LibraryHost(ios: OSVersion(12, 0), device: "NoSuchPhone", shape: .portraitRoot),
                             LibraryHost(ios: OSVersion(17, 0), device: "NoSuchPad", shape: .rotating)]

    @Test("every host skipped: expectHolds records one issue saying nothing was checked")
    func everyHostSkipped() async {
        let report = Toast.explorer(relays: true, hosts: Self.unrunnable).run()
        #expect(report.nothingExplored && report.holds)
        #expect(report.description.hasPrefix("2 hosts, 0 states: no host explored"))
        let issues = await knownIssues { report.expectHolds() }
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("no host was explored: every host was skipped, its own set-up failing; nothing was checked") == true,
                "\(issues.map(\.message))")
    }

    @Test("a shard whose hosts are all skipped records nothing: the merge of the shards judges the whole")
    func shardIsExempt() async {
        let report = Toast.explorer(relays: true, hosts: Self.unrunnable).run(shard: Shard(index: 0, count: 2))
        #expect(report.nothingExplored)
        let issues = await knownIssues(noneIsFine: true) { report.expectHolds() }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test("one host explored among skipped ones: the run counts, and a fixed library holds")
    func someExplored() async {
        let hosts = Self.unrunnable + LibraryHost.common.filter { $0.shape == .portraitRoot }.from("17.0")
        let report = Toast.explorer(relays: true, hosts: hosts).run()
        #expect(!report.nothingExplored && report.holds, "\(report)")
        let issues = await knownIssues(noneIsFine: true) { report.expectHolds() }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }
}
