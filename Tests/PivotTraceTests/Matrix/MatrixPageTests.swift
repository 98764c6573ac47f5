// `pivot matrix --html`: each event once per step, the cells that differ marked, and names
// never broken in the middle.

import Pivot
@testable import PivotTrace
import PivotTestSupport
import Testing

@Suite("The HTML matrix page")
struct MatrixPageTests {
    static func page() throws -> (html: String, check: MarkupCheck) {
        let path = "Traces/statusbar/covering-ios12.trace"
        let (_, report) = MatrixComparison(versions: MatrixComparisonTests.versions("8.4,11.0,16.0"))
            .runDrawing(try RenderFixtures.trace(path), file: path)
        let html = report.page()
        return (html, try #require(MarkupCheck.parse(String(html.drop { $0 != "\n" }))))
    }

    @Test("each event of a step shows once, in a row of its own, with a mark per variant")
    func eventsOnce() throws {
        let (_, check) = try Self.page()
        let cells = check.withText("td").map(\.text)
        // Line 10 (show main key) and line 14 (show banner) each name their window's appearance once.
        #expect(cells.filter { $0 == "home.viewWillAppear" }.count == 1)
        #expect(cells.filter { $0 == "bannervc.viewWillAppear" }.count == 1)
        #expect(!cells.contains { $0.contains("UIWindowDidBecomeVisible,") }, "an event list repeated in a cell")
    }

    @Test("the cells that differ from what most variants show are marked")
    func differingCellsMarked() throws {
        let (_, check) = try Self.page()
        let marked = check.withText("td").filter { ($0.attributes["class"] ?? "").split(separator: " ").contains("differs") }
        // iOS 8.4 lacks viewSafeAreaInsetsDidChange (twice: lines 10 and 14) and has no top
        // safe area (three steps); iOS 16 draws the banner over the bar (line 18: bar and order).
        #expect(marked.filter { $0.text == "–" }.count == 2)
        #expect(marked.contains { $0.text == "home 0,0,0,0" } && marked.contains { $0.text == "main,banner,statusbar" })
        #expect(!marked.contains { $0.text == "home 20,0,0,0" })
    }

    @Test("a long value may wrap after a comma, never inside a name")
    func namesNeverBroken() throws {
        let (html, _) = try Self.page()
        #expect(!html.contains("overflow-wrap: anywhere") && !html.contains("word-break: break-all"))
        #expect(html.contains("main,<wbr/>banner,<wbr/>statusbar"))
    }
}
