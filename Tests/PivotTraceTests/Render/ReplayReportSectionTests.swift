// One trace's section of the replay page: within the page's budget, and its last step always
// drawn.

import Foundation
import Pivot
@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("A trace's section of the HTML replay report")
struct ReplayReportSectionTests {
    @Test("a page past its budget lists the remaining steps without pictures or timeline, and still draws the last step")
    func budget() throws {
        let trace = try RenderFixtures.trace(ReplayReportTests.traces[0])
        var budget = ReportBudget()
        budget.pictures = 1
        budget.text = 1
        let section = ReplayReportSection.replay(trace, file: ReplayReportTests.traces[0], index: 0, budget: budget)
        let page = ReplayReport.page([section])
        let check = try #require(MarkupCheck.parse(page))
        // The start's picture spends the budget; the 13 steps after it but the last are not drawn.
        #expect(check.count("figure") == 14 && check.count("svg") == 2)
        #expect(check.all("p").filter { $0["class"] == "undrawn" }.count == 12)
        #expect(page.contains("12 steps not drawn and 13 without their timeline"))
        #expect(page.contains("To draw this step: pivot render \(ReplayReportTests.traces[0]) --at "))
        #expect(section.budget.pictures < 0 && section.budget.text < 0)
    }
}
