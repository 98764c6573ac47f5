// `explore host …` and `explore hosts common`: a library's overlay explored in every host app,
// the shortest counterexample over all of them with the host it needs (issue 20).

import Foundation
import Pivot
@testable import PivotTrace
import Testing

@Suite("Host sweeps (explore host, explore hosts common)")
struct HostSweepTests {
    static let sweepTrace = "Traces/explore/hosts/toast-in-common-hosts.trace"

    /// Each bundled host sweep, its property, and the shortest counterexample's length and host
    /// (nil: the property holds in every host).
    static let knownSweeps: [(trace: String, property: String, found: (length: Int, host: String)?)] = [
        ("toast-in-common-hosts", "follows-interface main", (2, "iOS 7.1, variant root-portrait")),
        ("relaying-toast", "follows-interface main", nil),
        ("relay-forgets-statusbar", "statusbar-hidden-as-preferred", (1, "iOS 7.1, variant root-hides-statusbar")),
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
        let sweep = Self.knownSweeps.first { $0.trace == name }!
        let path = "Traces/explore/hosts/\(name).trace"
        guard let found = sweep.found else {
            let run = try pivot(["explore", path])
            #expect(run.status == 0 && run.out.contains("ok \(sweep.property): holds in every host explored"), "\(run.out)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-sweep-\(name)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try pivot(["explore", path, "-o", folder.path])
        #expect(run.status == 1, "\(run.err)")
        let events = found.length == 1 ? "1 event" : "\(found.length) events"
        #expect(run.out.contains("violated \(sweep.property): \(events) in host \(found.host)"), "\(run.out)")
        let file = sweep.property.replacingOccurrences(of: " ", with: "-") + ".trace"
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        #expect(text.contains("# host: \(found.host)\n"))
        let replay = Replay.run(try TraceParser.parse(text, file: file), file: file)
        #expect(replay.summary.failures.isEmpty && replay.summary.expectations >= 2, "\(replay.summary.failures)")
        if found.length > 1 {
            let shorter = try pivot(["explore", path, "--depth", "\(found.length - 1)"])
            #expect(shorter.out.contains("ok \(sweep.property): holds in every host explored"), "a shorter sequence would have been found first")
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
        #expect(spec.hosts.hosts(root: "home").count == 3 * 2 * 2 * 2, "the host as written, and its variant")
    }

    @Test("a bad host line is an error at its word")
    func errors() {
        #expect(parseError("explore host colour red\n")?.description.hasPrefix("test.trace:1:14: error: unknown host setting 'colour'") == true)
        #expect(parseError("explore host device iPhone99\n")?.description.hasPrefix("test.trace:1:21: error: unknown device 'iPhone99'") == true)
        #expect(parseError("explore host ios\n")?.message == "'explore host ios' needs at least one value")
        #expect(parseError("explore hosts rare\n")?.message == "unknown host set 'rare'; the host sets are: common")
        #expect(parseError("explore host variant v expect interface portrait\n")?.message.contains("takes a step") == true)
    }

    @Test("the common hosts: the matrix's iOS versions × four Info.plists × the root as written and five variants")
    func commonHosts() {
        var set = HostSet()
        set.common = true
        let hosts = set.hosts(root: "home")
        #expect(hosts.count == 7 * 4 * 6)
        #expect(hosts.first?.label == "iOS 7.1")
        #expect(hosts[1].label == "iOS 7.1, variant root-portrait" && hosts[1].steps == [.configure("home", [.supports(.portrait)])])
        #expect(hosts.last?.label == "iOS 26.0, plist allButUpsideDown, variant root-light-statusbar")
        #expect(set.hosts(root: nil).count == 7 * 4, "no root controller, no root variants")
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

    @Test("pivot explore sweeps the common hosts: a table, the shortest counterexample with its host, replayable")
    func sweep() throws {
        let run = try pivot(["explore", Self.sweepTrace])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.hasPrefix("== \(Self.sweepTrace): 168 hosts × 1 property"))
        #expect(run.out.contains("\niOS 7.1, variant root-portrait "))
        #expect(run.out.contains("violated follows-interface main: 2 events in host iOS 7.1, variant root-portrait"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try pivot(["explore", Self.sweepTrace, "--format", "json"]).out.utf8))
                                as? [String: Any])
        let rows = try #require(json["rows"] as? [[String: Any]])
        #expect(rows.count == 168)
        // The counterexample, written with -o, names its host and replays green.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-sweep-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try pivot(["explore", Self.sweepTrace, "-o", folder.path]).status == 1)
        let text = try String(contentsOf: folder.appendingPathComponent("follows-interface-main.trace"), encoding: .utf8)
        #expect(text.contains("# host: iOS 7.1, variant root-portrait\n") && text.contains("set home supports=portrait\nwindow main root=home\n"))
        #expect(text.contains("# Explore over hosts: a toast library"), "the explored file's leading comments are kept")
        let replay = Replay.run(try TraceParser.parse(text, file: "found.trace"), file: "found.trace")
        #expect(replay.summary.failures.isEmpty && replay.summary.expectations >= 2)
    }

    @Test("a sweep is the sum of the single-host searches: each row explores what that host alone does")
    func sweepIsTheSumOfHosts() throws {
        let run = try pivot(["explore", Self.sweepTrace, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let rows = try #require(json["rows"] as? [[String: Any]])
        let row = try #require(rows.first { $0["host"] as? String == "iOS 13.0, plist portrait" })
        let states = (row["outcome"] as? [String: Any])?["states"] as? Int
        // The same host written out as a trace of its own.
        let source = try String(contentsOf: Corpus.root.appendingPathComponent(Self.sweepTrace), encoding: .utf8)
        let single = source.replacingOccurrences(of: "ios 11.0\n", with: "ios 13.0\nplist portrait\n")
            .replacingOccurrences(of: "explore hosts common\n", with: "")
        let alone = try pivot(["explore", "-", "--format", "json"], input: single)
        let aloneJSON = try #require(try JSONSerialization.jsonObject(with: Data(alone.out.utf8)) as? [String: Any])
        #expect(states != nil && states == aloneJSON["states"] as? Int)
    }

    @Test("a toast that relays every answer leaves the interface with the host in every host; forgetting the mask breaks it in 2 events")
    func relayingToast() throws {
        let path = "Traces/explore/hosts/relaying-toast.trace"
        let fixed = try pivot(["explore", path])
        #expect(fixed.status == 0 && fixed.out.contains("ok follows-interface main: holds in every host explored"), "\(fixed.out)")
        let source = try String(contentsOf: Corpus.root.appendingPathComponent(path), encoding: .utf8)
        let broken = try pivot(["explore", "-"], input: source.replacingOccurrences(of: "relay=main\n", with: "relay=main relays=statusbar\n"))
        #expect(broken.status == 1)
        #expect(broken.out.contains("violated follows-interface main: 2 events in host iOS 7.1, plist allButUpsideDown, variant root-portrait"))
    }

    @Test("a relay that answers the status bar itself shows it over a host that hides it; relaying the bar too holds in every host (SPEC S2)")
    func relayForgetsStatusBar() throws {
        let path = "Traces/explore/hosts/relay-forgets-statusbar.trace"
        let source = try String(contentsOf: Corpus.root.appendingPathComponent(path), encoding: .utf8)
        let fixed = try pivot(["explore", "-"], input: source.replacingOccurrences(of: "relays=supports|autorotate\n",
                                                                                    with: "relays=supports|autorotate|statusbar\n"))
        #expect(fixed.status == 0 && fixed.out.contains("ok statusbar-hidden-as-preferred: holds in every host explored"), "\(fixed.out)")
        // Only the hosts that hide the bar break it: 7 versions × 4 Info.plists (of 168, less
        // the 28 landscape games whose set-up does not start in portrait).
        #expect(try pivot(["explore", path]).out.contains("(violated in 28 of 140 hosts)"))
    }

    @Test("the sweep's JUnit report has a case per host and property, well-formed")
    func junit() throws {
        let run = try pivot(["explore", Self.sweepTrace, "--format", "junit"])
        let check = try #require(MarkupCheck.parse(run.out))
        #expect(check.all("testcase").count == 168)
        #expect(check.all("testcase").first?["name"] == "iOS 7.1: follows-interface main")
    }
}
