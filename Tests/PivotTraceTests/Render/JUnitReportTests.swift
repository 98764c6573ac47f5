// JUnit XML for CI (`--format junit`): well-formed and escaped whatever the strings hold, read
// back with Foundation's XML parser.

import Foundation
import PivotTrace
import Testing
import PivotTestSupport

@Suite struct JUnitReportTests {
    static let hostile = "<b>\"fish\" & 'chips'</b> ]]> --> \u{1B}[31m\ttab\r\nnext line 🐟"

    @Test("hostile names, messages and details come back from an XML reader as they were")
    func hostileStrings() throws {
        var report = JUnitReport(name: "pivot replay")
        var item = JUnitReport.Case(name: Self.hostile, classname: "Traces.x", file: "Traces/x & y.trace")
        item.failures = [.init(message: Self.hostile, type: "expectation", details: Self.hostile + "\n# comment <!-- -->")]
        item.errors = [.init(message: "e", type: "malformed", details: "")]
        item.output = Self.hostile
        report.cases = [item, JUnitReport.Case(name: "plain", classname: "Traces")]
        let check = try #require(MarkupCheck.parse(report.xml()), "not well-formed:\n\(report.xml())")
        // The terminal escape is not an XML character and a carriage return would not survive a
        // reader: they show as text, as in every Pivot output.
        let visible = Self.hostile.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}").replacingOccurrences(of: "\r", with: "\\u{D}")
        let testcase = try #require(check.withText("testcase").first)
        #expect(testcase.attributes["name"] == visible)
        #expect(testcase.attributes["file"] == "Traces/x & y.trace")
        let failure = try #require(check.withText("failure").first)
        #expect(failure.attributes["message"] == visible)
        #expect(failure.text.hasPrefix(visible))
        #expect(failure.text.hasSuffix("# comment <!-- -->"))
        #expect(check.all("error").count == 1 && check.all("system-out").count == 1)
    }

    @Test("the suite counts its cases, failed cases and errored cases; the same report gives the same bytes")
    func counts() throws {
        var failed = JUnitReport.Case(name: "a", classname: "T")
        failed.failures = [.init(message: "1", type: "expectation", details: ""), .init(message: "2", type: "expectation", details: "")]
        var errored = JUnitReport.Case(name: "b", classname: "T")
        errored.errors = [.init(message: "bad", type: "malformed", details: "")]
        let report = JUnitReport(name: "pivot replay", cases: [failed, errored, JUnitReport.Case(name: "c", classname: "T")])
        let check = try #require(MarkupCheck.parse(report.xml()))
        for suite in check.all("testsuites") + check.all("testsuite") {
            #expect(suite["tests"] == "3" && suite["failures"] == "1" && suite["errors"] == "1")
        }
        #expect(check.all("failure").count == 2)
        #expect(report.xml() == report.xml())
    }

    @Test("cases are named by the trace's file and grouped by its folders")
    func naming() {
        let report = JUnitReport(name: "pivot replay")
        #expect(report.classname(forPath: "Traces/seeds/forced.trace") == "Traces.seeds")
        #expect(report.classname(forPath: "forced.trace") == "pivot replay")
        #expect(JUnitReport.caseName(forPath: "Traces/seeds/forced.trace") == "forced")
        #expect(JUnitReport.caseName(forPath: "<stdin>") == "<stdin>")
    }
}
