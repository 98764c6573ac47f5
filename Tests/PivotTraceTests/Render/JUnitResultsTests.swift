// The JUnit forms of a matrix comparison and an exploration, as CI reads them: parsed back with
// Foundation's XML parser.

import Foundation
import Pivot
import PivotTestSupport
import PivotTrace
import Testing

@Suite("JUnit reports of matrix and explore results")
struct JUnitResultsTests {
    @Test("matrix: a case per variant, failing where an expectation failed in it")
    func matrix() throws {
        let path = "Traces/seeds/forced-landscape-by-modal.trace"
        let trace = try TraceParser.parse(bytes: Array(Data(contentsOf: Corpus.root.appendingPathComponent(path))), file: path)
        let outcome = MatrixComparison(versions: [OSVersion(7, 1), OSVersion(11, 0)]).run(trace, file: path)
        #expect(outcome.exit == 1)
        let check = try #require(MarkupCheck.parse(outcome.junit().xml()))
        let cases = check.withText("testcase")
        #expect(cases.map { $0.attributes["name"] } == ["iOS 7.1", "iOS 11.0"])
        #expect(cases.allSatisfy { $0.attributes["classname"] == "Traces.seeds.forced-landscape-by-modal" })
        #expect(check.withText("failure").count == 1)
        #expect(check.withText("failure").first?.attributes["message"]?.contains("forced-landscape-by-modal.trace:13:1: error:") == true)
    }

    @Test("explore: a case per property; a violated one carries its counterexample, which replays")
    func explore() throws {
        let outcome = try ExploreFixtures.exploration("Traces/explore/hidden-window-takeover-ios8.trace").run()
        #expect(outcome.violated)
        let check = try #require(MarkupCheck.parse(outcome.junit().xml()))
        #expect(check.withText("testcase").map { $0.attributes["name"] } == ["follows-interface main", "no-crash"])
        let failure = try #require(check.withText("failure").first)
        #expect(failure.attributes["message"]?.hasSuffix("follows-interface main is violated after 2 events") == true)
        #expect(failure.text.hasPrefix("pivot-trace 1\n"))
        #expect(try ExploreFixtures.replaysGreen(failure.text))
    }
}
