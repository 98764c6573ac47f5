// A sweep's report reads by group (issue 27): the table grouped by the hosts' shape, then iOS,
// the hosts a group skips on one line, and per property the shortest counterexample over all
// hosts and the shortest of each other group, each naming its host and ending with the `-`/`+`
// difference and the engine's why.

import Foundation
import Pivot
@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("Sweep reports by group of hosts")
struct SweepReportTests {
    /// The bundled relaying toast that forgets to relay the root's supported orientations and
    /// status bar style: two groups break it in different ways.
    static func forgetful() throws -> SweepOutcome {
        let source = try ExploreFixtures.source("Traces/explore/hosts/toast-leaves-host-alone.trace")
            .replacingOccurrences(of: "controller toastvc relay=main\n", with: "controller toastvc relay=main relays=supports|autorotate|preferred|statusbar-style\n")
        return try ExploreFixtures.exploration(text: source).sweep()
    }

    @Test("the table has a heading per group of hosts, each group's rows by iOS")
    func groupedTable() throws {
        let text = try Self.forgetful().text()
        let table = text.components(separatedBy: "\n\n")[1].split(separator: "\n").map(String.init)
        #expect(table.first?.hasPrefix("host ") == true)
        let headings = table.filter { $0.hasPrefix("[") }
        #expect(headings.count == 14 && headings.first == "[as written]" && headings.last == "[iPadPro11, plist all, full screen]")
        let game = try #require(table.firstIndex(of: "[plist landscape, variant landscape-game]"))
        #expect(table[game + 1].hasPrefix("iOS 7.1, iPhone4s, plist landscape, variant landscape-game "))
        #expect(table[game + 13].hasPrefix("iOS 26.0, iPhone17, plist landscape, variant landscape-game "))
    }

    @Test("SPEC S2: the shortest counterexample over all hosts in full, then each other group's shortest with its host, -/+ and why")
    func shortestPerGroup() throws {
        let sweep = try Self.forgetful()
        let groups = sweep.shortestPerGroup("leaves-host-alone")
        #expect(groups.map(\.group) == ["plist landscape, variant landscape-game", "variant root-hides-statusbar"])
        #expect(groups.map(\.row.host) == ["iOS 7.1, iPhone4s, plist landscape, variant landscape-game", "iOS 7.1, iPhone4s, variant root-hides-statusbar"])
        let text = sweep.text()
        #expect(text.contains("violated leaves-host-alone: 1 event in host iOS 7.1, iPhone4s, plist landscape, variant landscape-game "
                              + "(violated in 14 of 152 hosts, in 2 of 14 groups)\n    pivot-trace 1\n"), "\(text)")
        let other = try #require(text.components(separatedBy: "\n\nviolated leaves-host-alone in [variant root-hides-statusbar]: ").last)
        #expect(other.hasPrefix("1 event in host iOS 7.1, iPhone4s, variant root-hides-statusbar (violated in 13 of 13 hosts of the group)\n"
                                + "    # explore: `leaves-host-alone` fails after 1 event\n"), "\(other)")
        // The group's own -/+ difference, its expectation, and the engine's why.
        #expect(other.contains("    # - expect statusbar hidden=yes"))
        #expect(other.contains("    # + expect statusbar hidden=no"))
        #expect(other.contains("    # why the status bar is shown: "))
        #expect(!other.contains("device iPhone4s"), "the group's counterexample is shown from its events on")
    }

    @Test("the hosts of a group skipped for one reason are one line")
    func skippedGroup() throws {
        let sweep = try ExploreFixtures.exploration("Traces/explore/hosts/relay-forgets-statusbar.trace").sweep()
        #expect(sweep.skippedLines() == ["skipped: 13 hosts of [plist landscape, variant landscape-game] (iOS 7.1 to iOS 26.0): "
                                         + "its own set-up fails at line 16: expectation failed: expected interface portrait, got interface landscapeRight"])
        #expect(sweep.rows.filter { $0.outcome == nil }.count == 13)
    }

    /// A sweep of `hosts` groups of one host each that hold, after the forgetful sweep's
    /// shortest counterexample: many groups, one drawn counterexample.
    static func wide(_ sweep: SweepOutcome, hosts: Int) throws -> SweepOutcome {
        let property = try #require(sweep.properties.first)
        let violated = try #require(sweep.shortest(property)).row
        let holding = try #require(sweep.rows.first { $0.outcome != nil && !($0.outcome?.properties.contains(where: \.violated) ?? true) })
        var wide = sweep
        wide.rows = [violated] + (0..<hosts).map { i in
            var row = holding
            row.host = "iOS 12.0, iPhone8, variant v\(i)"
            row.group = "variant v\(i)"
            row.index = i + 1
            return row
        }
        wide.hostCount = hosts + 1
        return wide
    }

    @Test("the report and the page of a sweep of N groups read its rows a bounded number of times, not once per group (issue 37)")
    func wideSweepIsLinear() throws {
        let sweep = try Self.forgetful()
        var work: [(text: Int, page: Int)] = []
        for hosts in [200, 400, 800] {
            let wide = try Self.wide(sweep, hosts: hosts)
            let text = WorkCount.counting { wide.text() }
            let page = WorkCount.counting { wide.htmlPage() }
            #expect(text.value.contains("variant v\(hosts - 1)") && page.value.contains("variant v\(hosts - 1)"))
            #expect(text.work <= 40 * hosts && page.work <= 40 * hosts, "text \(text.work), page \(page.work) rows read for \(hosts) hosts")
            work.append((text.work, page.work))
        }
        #expect(work[2].text <= 5 * work[0].text && work[2].page <= 5 * work[0].page, "\(work)")
    }
}
