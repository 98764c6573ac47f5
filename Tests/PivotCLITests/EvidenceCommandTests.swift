// `pivot evidence` as a user runs it: the corpus's pass rate, and its exit statuses.

import Testing

@Suite("pivot evidence")
struct EvidenceCommandTests {
    @Test("pivot evidence replays Traces/evidence by default and prints the pass rate with each disagreement's source")
    func defaultCorpus() throws {
        let run = try pivot(["evidence"])
        #expect(run.status == 0, "\(run.err)")
        let first = run.out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("pivot evidence: ") && first.contains(" reports agree with Pivot ("), "\(first)")
        #expect(run.out.contains("    source: https://github.com/apache/cordova-ios/issues/1626\n"), "a disagreement names its source")
    }

    @Test("pivot evidence exits 1 for a broken report, 2 for a malformed one or an unknown option")
    func statuses() throws {
        let broken = try pivot(["evidence", "-"], input: "pivot-trace 1\nlaunch\nexpect interface landscapeLeft\n")
        #expect(broken.status == 1 && broken.out.hasPrefix("pivot evidence: 0 of 1 reports agree with Pivot (0%); 0 disagree; 1 broken\n"))
        let malformed = try pivot(["evidence", "-"], input: "rotat portrait\n")
        #expect(malformed.status == 2 && malformed.err.hasPrefix("<stdin>:1:1: error: unknown statement 'rotat'"))
        #expect(try pivot(["evidence", "--fast"]).status == 2)
        let elsewhere = try pivotShell("cd / && pivot evidence")
        #expect(elsewhere.status == 2 && elsewhere.err == "pivot evidence: no Traces/evidence here; run it from the repository's root, or name the corpus's folder\n")
    }
}
