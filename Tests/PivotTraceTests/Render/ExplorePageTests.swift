// `pivot explore --html`: the page grows with what the search found, not with the set-up
// times the properties.

import Pivot
@testable import PivotTrace
import PivotTestSupport
import Testing

@Suite("The HTML explore page")
struct ExplorePageTests {
    /// `windows` windows shown one by one, and a property per window that a rotation breaks.
    static func trace(windows: Int) -> String {
        var lines = ["pivot-trace 1", "device iPhone8", "ios 11.0", "plist allButUpsideDown", "controller home", "window main root=home"]
        for i in 0..<windows { lines += ["controller c\(i)", "window w\(i) level=\(i + 1) root=c\(i)"] }
        lines.append("show main key")
        for i in 0..<windows { lines.append("show w\(i)") }
        lines += ["launch", "explore event rotate landscapeLeft", "explore event rotate portrait"]
        for i in 0..<windows { lines.append("explore check always expect window w\(i) orientation=portrait") }
        lines.append("explore depth 2")
        return lines.joined(separator: "\n") + "\n"
    }

    static func page(windows: Int) throws -> MarkupCheck {
        let outcome = try Exploration(text: trace(windows: windows), file: "grow.trace").run(ExploreOptions(jobs: 1))
        #expect(outcome.properties.filter(\.violated).count == windows)
        return try #require(MarkupCheck.parse(ExplorePage.page(outcome)))
    }

    @Test("each counterexample draws where the set-up ends and its own steps: not the set-up step by step")
    func setUpDrawnOnce() throws {
        let small = try Self.page(windows: 4), large = try Self.page(windows: 12)
        // Per counterexample: the set-up's end and the rotation (its expectation shares the step).
        #expect(small.count("figure") == 4 * 2)
        #expect(large.count("figure") == 12 * 2)
        #expect(large.texts.contains { $0.contains("the set-up's 27 steps are drawn as one picture") })
    }

    @Test("a counterexample opens at its last step, where its property fails")
    func opensWhereThePropertyFails() throws {
        let check = try Self.page(windows: 2)
        let shown = check.all("figure").filter { $0["hidden"] == nil }.compactMap(\.["data-step"])
        #expect(shown == ["1", "1"])
    }
}
