// `pivot replay --html`: one self-contained page with a picture per step and a slider.

import Foundation
import Pivot
@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("The HTML replay report")
struct ReplayReportTests {
    static let traces = ["Traces/compositor/hud-under-system-bars.trace", "Traces/compositor/sideways-hud-ios7.trace"]

    @Test("the page is well-formed, has a picture and a timeline entry per step, and a slider per trace")
    func structure() throws {
        let page = try RenderFixtures.report(Self.traces)
        let check = try #require(MarkupCheck.parse(page))
        #expect(check.count("section") == 2)
        let figures = check.all("figure")
        // 14 steps in the first trace, 8 in the second; the first trace's two controller
        // declarations are not steps, so they join its opening picture.
        #expect(figures.count == 14 + 8)
        #expect(check.count("svg") == figures.count && check.all("li").filter { $0["data-frame"] != nil }.count == figures.count)
        #expect(check.all("input").map { $0["max"] } == ["13", "7"])
        // Only each trace's first picture shows before the script runs.
        #expect(figures.filter { $0["hidden"] == nil }.count == 2)
        #expect(figures.first?["data-title"] == "start")
    }

    @Test("the page is self-contained and the same bytes on every run")
    func selfContained() throws {
        let page = try RenderFixtures.report(Self.traces)
        #expect(try RenderFixtures.report(Self.traces) == page)
        let outside = page.components(separatedBy: "http").dropFirst().filter { !$0.hasPrefix("://www.w3.org/2000/svg\"") }
        #expect(outside.isEmpty, "the page refers to something outside itself")
        #expect(!page.contains(" src=") && !page.contains("<link") && !page.contains("@import"))
    }

    @Test("element ids are unique across the pictures of one page")
    func uniqueIDs() throws {
        let page = try RenderFixtures.report(Self.traces)
        let ids = try #require(MarkupCheck.parse(page)).elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
    }

    @Test("markup escapes the five special characters and shows control characters, which XML cannot hold")
    func escaping() throws {
        let page = ReplayReport.page([])
        #expect(MarkupCheck.parse(page) != nil)
        let text = "a<b>&\"c'\u{1B}[31m\td\u{7}"
        let svg = ScreenPicture(world: World(config: AppConfig(device: DeviceCatalog.all[0], profile: BehaviorProfile(ios: OSVersion(16, 0)))),
                                touches: [], caption: [text]).svg()
        #expect(svg.contains("a&lt;b&gt;&amp;&quot;c&#39;\\u{1B}[31m\td\\u{7}"))
        #expect(MarkupCheck.parse(svg) != nil)
    }
}

extension ReplayReportTests {
    @Test("C2 pictures show at one pixel a point, the timeline beside them or below, and timeline lines wrap under their own text")
    func naturalSizeAndHangs() throws {
        let page = try RenderFixtures.report(["Traces/statusbar/covering-ios12.trace"])
        // Scaled to the window's height, an iPad's labels were 6 px: the picture keeps its size.
        #expect(!page.contains("max-height: calc(100vh") && page.contains(".body { display: flex; flex-wrap: wrap;"))
        // A statement after its line number's gutter hangs at 9, what it caused at 11.
        #expect(page.contains(#"<span class="h9">    9  window main root=home</span>"#))
        #expect(page.contains(#"<span class="h11">         call home.viewDidLoad "#))
        #expect(page.contains(".h11 { padding-left: 11ch; text-indent: -11ch; }"))
        #expect(ReplayReportSection.hang("   12  launch") == 9 && ReplayReportSection.hang("         asked home") == 11)
    }
}

/// Where a page opens: a summary at the top, and each trace at its first failure.
@Suite("Where the HTML replay report opens")
struct ReplayReportOpeningTests {
    static let failing = """
        pivot-trace 1
        device iPhone8
        ios 11.0
        controller home
        window main root=home
        show main key
        launch
        rotate landscapeLeft
        expect interface portrait
        rotate portrait

        """

    static func page() throws -> (sections: [ReplayReportSection], check: MarkupCheck) {
        let sections = [ReplayReportSection.replay(try RenderFixtures.trace("Traces/devices/ipad.trace"), file: "ipad.trace", index: 0),
                        ReplayReportSection.replay(try TraceParser.parse(failing, file: "turn.trace"), file: "turn.trace", index: 1)]
        return (sections, try #require(MarkupCheck.parse(String(ReplayReport.page(sections).drop { $0 != "\n" }))))
    }

    @Test("the page starts with a line per trace, linking to it and to its first failure")
    func summaryWithLinks() throws {
        let (_, check) = try Self.page()
        #expect(check.withText("p").contains { $0.attributes["class"] == "overview failed" && $0.text == "2 traces: 1 failed, 1 passed" })
        let links = check.withText("a").map { ($0.attributes["href"] ?? "", $0.text) }
        #expect(links.map(\.0) == ["#trace-0", "#trace-1", "#trace-1-step-4"])
        #expect(links.last?.1 == "first failure: line 8: rotate landscapeLeft")
        #expect(check.all("section").map { $0["id"] } == ["trace-0", "trace-1"] && check.all("figure").contains { $0["data-step"] == "4" })
    }

    @Test("a trace opens at its first failure: that picture shows, its timeline entry is current, the slider is there")
    func opensAtFirstFailure() throws {
        let (_, check) = try Self.page()
        let shown = check.all("figure").filter { $0["hidden"] == nil }.compactMap(\.["data-step"])
        #expect(shown == ["0", "4"])
        #expect(check.all("input").map { $0["value"] } == ["0", "4"])
        #expect(check.all("li").contains { $0["class"] == "group failed current" && $0["data-frame"] == "4" })
        #expect(check.all("section").map { $0["data-open"] } == ["0", "4"])
    }
}
