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

/// A host sweep's page reads as its text report does (issue 27): the table by group, and per
/// property the shortest counterexample of each group where it is violated.
extension ExplorePageTests {
    /// The toast as written over the common hosts: a portrait-only root and a root that does not
    /// autorotate break `follows-interface main`, each its own way.
    static func sweepPage() throws -> (sweep: SweepOutcome, page: String, markup: MarkupCheck) {
        let sweep = try ExploreFixtures.exploration("Traces/explore/hosts/toast-in-common-hosts.trace").sweep()
        let page = sweep.htmlPage()
        return (sweep, page, try #require(MarkupCheck.parse(page)))
    }

    /// The indexes of the elements named `name` inside the element whose `id` is `id`.
    static func inside(_ markup: MarkupCheck, id: String, _ name: String) -> [Int] {
        markup.elements.indices.filter { index in
            markup.elements[index].name == name && markup.ancestors(of: index).contains { $0["id"] == id }
        }
    }

    @Test("the sweep's table has a heading row per group, each saying where the property is violated, its hosts by iOS under it")
    func groupHeadings() throws {
        let (sweep, _, markup) = try Self.sweepPage()
        let headings = markup.elements.indices.filter { markup.elements[$0].name == "tr" && markup.elements[$0].attributes["class"] == "group" }
        #expect(headings.count == sweep.groups.count && sweep.groups.count == 14)
        let rows = headings.map { markup.texts[$0] }
        #expect(rows.first == "[as written]holds in 13")
        #expect(rows.contains("[variant root-portrait]violated in 13 of 13"), "\(rows)")
        #expect(rows.contains("[variant root-no-autorotate]violated in 9 of 13"), "\(rows)")
        #expect(rows.contains("[plist landscape, variant landscape-game]skipped"), "\(rows)")
        // Under its heading a host is its iOS and device; the whole label is its title.
        let cells = markup.all("td").filter { $0["title"] != nil }
        #expect(cells.contains { $0["title"] == "iOS 9.3, iPhoneSE, variant root-no-autorotate" })
        #expect(markup.withText("td").contains { $0.attributes["title"] == "iOS 9.3, iPhoneSE, variant root-no-autorotate" && $0.text == "iOS 9.3, iPhoneSE" })
    }

    @Test("per property the page gives the shortest counterexample over all hosts and each other group's, with its host, -/+ lines and why, each drawn")
    func counterexamplePerGroup() throws {
        let (sweep, page, markup) = try Self.sweepPage()
        let groups = sweep.shortestPerGroup("follows-interface main")
        #expect(groups.map(\.group) == ["variant root-portrait", "variant root-no-autorotate"])
        #expect(markup.withText("h2").contains { $0.text.hasPrefix("violated follows-interface main: 2 events in host iOS 7.1, iPhone4s, variant root-portrait ") })
        // The other group's section: its headline names its host; its events, witness and why.
        let id = try #require(markup.all("section").first { $0["class"] == "group violated" }?["id"])
        let headline = try #require(Self.inside(markup, id: id, "h3").first.map { markup.texts[$0] })
        #expect(headline == "violated follows-interface main in [variant root-no-autorotate]: 2 events in host iOS 7.1, iPhone4s, "
                + "variant root-no-autorotate (violated in 9 of 13 hosts of the group)")
        let counterexample = Self.inside(markup, id: id, "pre").map { markup.texts[$0] }.first { $0.hasPrefix("# explore:") } ?? ""
        #expect(counterexample.contains("rotate landscapeLeftdo show-toastexpect interface landscapeRight"), "\(counterexample)")
        #expect(counterexample.contains("shouldAutorotate NO or a preference holds it"), "the group's own why: \(counterexample)")
        // Drawn as every counterexample is: where the set-up ends, then its two events.
        #expect(Self.inside(markup, id: id, "figure").count == 3)
        #expect(markup.count("figure") == 2 * 3, "two counterexamples drawn, not one per host")
        // The table's heading row and the list above it link to the group's section.
        #expect(markup.all("a").filter { $0["href"] == "#" + id }.count == 2)
        #expect(page.contains("Pivot explore") && !page.contains("0 failed"))
    }

    @Test("a leaves-host-alone group's counterexample ends with its own -/+ difference")
    func groupDifference() throws {
        let source = try ExploreFixtures.source("Traces/explore/hosts/toast-leaves-host-alone.trace")
            .replacingOccurrences(of: "controller toastvc relay=main\n", with: "controller toastvc relay=main relays=supports|autorotate|preferred|statusbar-style\n")
        let markup = try #require(MarkupCheck.parse(try ExploreFixtures.exploration(text: source).sweep().htmlPage()))
        let id = try #require(markup.all("section").first { $0["class"] == "group violated" }?["id"])
        let lines = Self.inside(markup, id: id, "span").map { (markup.elements[$0].attributes["class"], markup.texts[$0]) }
        #expect(lines.contains { $0.0 == "minus" && $0.1.hasPrefix("# - expect statusbar hidden=yes ") }, "\(lines)")
        #expect(lines.contains { $0.0 == "plus" && $0.1.hasPrefix("# + expect statusbar hidden=no ") })
        #expect(lines.contains { $0.0 == "why" && $0.1.hasPrefix("# why the status bar is shown: ") })
    }
}
