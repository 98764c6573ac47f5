// `explore host …` and `explore hosts common`: a library's overlay explored in every host app,
// the shortest counterexample over all of them with the host it needs (issue 20).

import Foundation
import Pivot
@testable import PivotTrace
import Testing
import PivotTestSupport

@Suite("Host sweeps (explore host, explore hosts common)")
struct HostSweepTests {
    static let sweepTrace = "Traces/explore/hosts/toast-in-common-hosts.trace"

    /// Each bundled host sweep, its property, and the shortest counterexample's length and host
    /// (nil: the property holds in every host).
    static let knownSweeps: [(trace: String, property: String, found: (length: Int, host: String)?)] = [
        ("toast-in-common-hosts", "follows-interface main", (2, "iOS 7.1, iPhone4s, variant root-portrait")),
        ("relaying-toast", "follows-interface main", nil),
        ("relay-forgets-statusbar", "statusbar-hidden-as-preferred", (1, "iOS 7.1, iPhone4s, variant root-hides-statusbar")),
        ("toast-leaves-host-alone", "leaves-host-alone", nil),
    ]

    @Test("every bundled host sweep is one of the known sweeps")
    func bundled() {
        let bundled = Corpus.traces.filter { $0.hasPrefix("Traces/explore/hosts/") }
        #expect(bundled.sorted() == Self.knownSweeps.map { "Traces/explore/hosts/\($0.trace).trace" }.sorted())
    }

    @Test("a bundled sweep finds its bug in the host it names, nothing shorter breaks it, and the counterexample replays green",
          arguments: knownSweeps.map(\.trace))
    func rediscovers(name: String) throws {
        let known = Self.knownSweeps.first { $0.trace == name }!
        let exploration = try ExploreFixtures.exploration("Traces/explore/hosts/\(name).trace")
        let sweep = try exploration.sweep()
        guard let found = known.found else {
            #expect(!sweep.violated && sweep.text().contains("ok \(known.property): holds in every host explored"), "\(sweep.text())")
            return
        }
        #expect(sweep.violated)
        let shortest = try #require(sweep.shortest(known.property))
        #expect(shortest.row.host == found.host && shortest.found.length == found.length)
        // What `-o DIR` writes: the counterexample names its host and replays green.
        let files = sweep.shortestOutcome.counterexampleFiles(inFolder: "found")
        let file = try #require(files.first { $0.name == known.property.replacingOccurrences(of: " ", with: "-") + ".trace" })
        #expect(file.text.contains("# host: \(found.host)\n"))
        #expect(try ExploreFixtures.replaysGreen(file.text, expectations: 2))
        if found.length > 1 {
            let shorter = try exploration.sweep(depth: found.length - 1)
            #expect(shorter.shortest(known.property) == nil, "a shorter sequence would have been found first")
        }
    }

    @Test("explore host lines parse, add up by setting and print back the same")
    func lines() throws {
        let trace = try parsed("""
            controller home
            explore host ios 8.4 13.0
            explore host ios 13.0 26.0
            explore host device iPhone8 iPad
            explore host plist portrait all
            explore host variant game set home supports=landscape
            explore host variant game set home statusbar=hidden
            explore hosts common

            """)
        let spec = ExploreSpec(trace)
        #expect(spec.hosts.versions == [OSVersion(8, 4), OSVersion(13, 0), OSVersion(26, 0)])
        #expect(spec.hosts.devices == ["iPhone8", "iPad"])
        #expect(spec.hosts.plists.map(\.mask) == [.portrait, .all])
        #expect(spec.hosts.variants.map(\.name) == ["game"] && spec.hosts.variants[0].steps.count == 2)
        #expect(spec.hosts.common)
        #expect(try parsed(trace.printed()) == trace)
        var written = spec.hosts
        written.common = false
        #expect(written.hosts(root: "home").count == 3 * 2 * 2 * 2, "the host as written, and its variant")
        // Grouped by variant, then Info.plist and device; the iOS versions change fastest.
        #expect(written.hosts(root: "home").prefix(4).map(\.label) == ["iOS 8.4, iPhone8, plist portrait", "iOS 13.0, iPhone8, plist portrait",
                                                                       "iOS 26.0, iPhone8, plist portrait", "iOS 8.4, iPad, plist portrait"])
    }

    @Test("a bad host line is an error at its word")
    func errors() {
        #expect(parseError("explore host colour red\n")?.description.hasPrefix("test.trace:1:14: error: unknown host setting 'colour'") == true)
        #expect(parseError("explore host device iPhone99\n")?.description.hasPrefix("test.trace:1:21: error: unknown device 'iPhone99'") == true)
        #expect(parseError("explore host ios\n")?.message == "'explore host ios' needs at least one value")
        #expect(parseError("explore hosts rare\n")?.message == "unknown host set 'rare'; the host sets are: common")
        #expect(parseError("explore host variant v expect interface portrait\n")?.message.contains("takes a step") == true)
    }

    @Test("the common hosts: every iOS from 7 on a phone that ran it, in eleven shapes, scene apps from iOS 13 and two iPads")
    func commonHosts() {
        var set = HostSet()
        set.common = true
        let hosts = set.hosts(root: "home")
        #expect(hosts.count == 11 * 13 + 7 + 2)
        #expect(hosts.prefix(13).map(\.label) == HostSet.commonEras.map { "iOS \($0.ios), \($0.device)" })
        #expect(Set(hosts.compactMap(\.ios).map(\.major)) == [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26])
        #expect(hosts.map(\.group).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } } == [
            "as written", "plist portrait", "variant root-portrait", "plist landscape, variant landscape-game",
            "variant root-hides-statusbar", "variant root-no-autorotate", "variant root-light-statusbar",
            "variant global-light-statusbar", "variant global-hidden-statusbar", "variant navigation-root", "variant tab-root", "scenes", "iPadPro11, plist all, multitasking",
            "iPadPro11, plist all, full screen"], "grouped by shape, then iOS")
        #expect(hosts[26].label == "iOS 7.1, iPhone4s, variant root-portrait" && hosts[26].steps == [.configure("home", [.supports(.portrait)])])
        #expect(hosts.filter(\.scenes).map(\.ios) == HostSet.commonEras.map(\.ios).filter { $0 >= OSVersion(13, 0) })
        #expect(hosts.last?.label == "iOS 17.6, iPadPro11, plist all, full screen" && hosts.last?.requiresFullScreen == true)
        #expect(set.hosts(root: nil).count == 13 + 13 + 26 + 7 + 2, "no root controller, no root variants (the app's own status bar needs none)")
    }

    @Test("a host is the set-up under its settings, its variant's steps before the first window, after the controller's declaration")
    func inHost() throws {
        let spec = ExploreSpec(try parsed("device iPhone8\nios 11.0\nsdk 11.0\ncontroller home\nwindow main root=home\nshow main key\nlaunch\n"))
        let host = ExploreHost(ios: OSVersion(8, 4), device: "iPad", plist: MaskSpec(mask: .all, written: nil, text: "all"),
                               variant: "v", steps: [.configure("home", [.supports(.portrait)])])
        let setup = spec.inHost(host).setup
        #expect(setup.header.ios == OSVersion(8, 4) && setup.header.sdk == OSVersion(8, 4) && setup.header.device == "iPad")
        #expect(setup.header.plist?.mask == .all)
        #expect(setup.statements.map { $0.printed() }.suffix(4) == ["set home supports=portrait", "window main root=home", "show main key", "launch"])
        #expect(setup.locations.count == setup.statements.count)
    }

    @Test("SPEC A5 a sweep from Swift: the table's row for a portrait-only host says the toast breaks it in 2 events; the host as written holds")
    func tableRow() throws {
        let sweep = try ExploreFixtures.exploration(Self.sweepTrace).sweep()
        let portrait = try #require(sweep.row(host: "iOS 7.1, iPhone4s, variant root-portrait"))
        #expect(portrait.verdict(of: "follows-interface main") == .violated(length: 2))
        let asWritten = try #require(sweep.row(host: "iOS 7.1, iPhone4s"))
        guard case .holds(let states) = asWritten.verdict(of: "follows-interface main") else {
            Issue.record("the host as written: \(asWritten.verdict(of: "follows-interface main"))")
            return
        }
        #expect(states > 0)
        // The report's table prints the same verdicts in its cells.
        let lines = sweep.text().split(separator: "\n")
        #expect(lines.first { $0.hasPrefix("iOS 7.1, iPhone4s, variant root-portrait ") }?.hasSuffix("  violated (2)") == true)
        #expect(lines.first { $0.hasPrefix("iOS 7.1, iPhone4s ") }?.hasSuffix("  holds (\(states) states)") == true)
    }

    @Test("a sweep of the common hosts: a table, the shortest counterexample with its host, replayable")
    func sweep() throws {
        let sweep = try ExploreFixtures.exploration(Self.sweepTrace).sweep()
        let report = sweep.text()
        #expect(sweep.violated)
        #expect(report.hasPrefix("== \(Self.sweepTrace): 152 hosts × 1 property"))
        #expect(report.contains("\n[variant root-portrait]\niOS 7.1, iPhone4s, variant root-portrait "))
        #expect(report.contains("violated follows-interface main: 2 events in host iOS 7.1, iPhone4s, variant root-portrait"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sweep.json().utf8)) as? [String: Any])
        #expect((json["rows"] as? [[String: Any]])?.count == 152)
        // The counterexample `-o` writes names its host, keeps the leading comments and replays green.
        let text = try #require(sweep.shortestOutcome.counterexampleFiles(inFolder: "found").first { $0.name == "follows-interface-main.trace" }?.text)
        #expect(text.contains("# host: iOS 7.1, iPhone4s, variant root-portrait\n") && text.contains("set home supports=portrait\nwindow main root=home\n"))
        #expect(text.contains("# Explore over hosts: a toast library"), "the explored file's leading comments are kept")
        #expect(try ExploreFixtures.replaysGreen(text, expectations: 2))
    }

    @Test("a sweep is the sum of the single-host searches: each row explores what that host alone does")
    func sweepIsTheSumOfHosts() throws {
        let sweep = try ExploreFixtures.exploration(Self.sweepTrace).sweep()
        let states = try #require(sweep.row(host: "iOS 13.7, iPhone11, plist portrait")?.outcome?.states)
        // The same host written out as a trace of its own.
        let single = try ExploreFixtures.source(Self.sweepTrace)
            .replacingOccurrences(of: "device iPhone8\nios 11.0\n", with: "device iPhone11\nios 13.7\nplist portrait\n")
            .replacingOccurrences(of: "explore hosts common\n", with: "")
        #expect(try ExploreFixtures.exploration(text: single).run().states == states)
    }

    @Test("a toast that relays every answer leaves the interface with the host in every host; forgetting the mask breaks it in 2 events")
    func relayingToast() throws {
        let path = "Traces/explore/hosts/relaying-toast.trace"
        let fixed = try ExploreFixtures.exploration(path).sweep()
        #expect(!fixed.violated && fixed.text().contains("ok follows-interface main: holds in every host explored"), "\(fixed.text())")
        let source = try ExploreFixtures.source(path)
        let broken = try ExploreFixtures.exploration(text: source.replacingOccurrences(of: "relay=main\n", with: "relay=main relays=statusbar\n")).sweep()
        #expect(broken.violated)
        #expect(broken.text().contains("violated follows-interface main: 2 events in host iOS 7.1, plist allButUpsideDown, variant root-portrait"))
    }

    @Test("a relay that answers the status bar itself shows it over a host that hides it; relaying the bar too holds in every host (SPEC S2)")
    func relayForgetsStatusBar() throws {
        let path = "Traces/explore/hosts/relay-forgets-statusbar.trace"
        let source = try ExploreFixtures.source(path)
        let fixed = try ExploreFixtures.exploration(text: source.replacingOccurrences(of: "relays=supports|autorotate\n",
                                                                                      with: "relays=supports|autorotate|statusbar\n")).sweep()
        #expect(!fixed.violated && fixed.text().contains("ok statusbar-hidden-as-preferred: holds in every host explored"), "\(fixed.text())")
        // Only the hosts whose root hides the bar break it: the 13 of that group (of 152, less
        // the 13 landscape games whose set-up does not start in portrait); where the app hides
        // it itself (global appearance) no controller's answer counts.
        #expect(try ExploreFixtures.exploration(path).sweep().text().contains("(violated in 13 of 139 hosts, in 1 of 13 groups)"))
    }

    @Test("the sweep's JUnit report has a case per host and property, well-formed")
    func junit() throws {
        let report = try ExploreFixtures.exploration(Self.sweepTrace).sweep().junit().xml()
        let check = try #require(MarkupCheck.parse(report))
        #expect(check.all("testcase").count == 152)
        #expect(check.all("testcase").first?["name"] == "iOS 7.1, iPhone4s: follows-interface main")
    }
}
