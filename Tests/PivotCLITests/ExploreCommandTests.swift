// `pivot explore` and `pivot explore merge` as a user runs them: the options, the exit codes, the
// files -o and --html write, shards merged across processes. What the search finds is tested
// through the library (PivotTraceTests/Explore).

import Foundation
import PivotTestSupport
import Testing

@Suite("pivot explore")
struct ExploreCommandTests {
    @Test("-o writes the set-up's info-plist path relative to the output folder, so the counterexample replays there")
    func infoPlistBesideOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-plist-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackageFiles.root.appendingPathComponent("Traces/infoplist/PhoneApp/Info.plist"),
                                         to: app.appendingPathComponent("Info.plist"))
        let source = try String(contentsOf: PackageFiles.root.appendingPathComponent("Traces/explore/hidden-window-takeover-ios8.trace"), encoding: .utf8)
        try Data(source.replacingOccurrences(of: "plist allButUpsideDown\n", with: "info-plist Info.plist\n").utf8)
            .write(to: app.appendingPathComponent("app.trace"))
        let run = try pivot(["explore", app.appendingPathComponent("app.trace").path, "-o", app.appendingPathComponent("found/deep").path])
        #expect(run.status == 1)
        #expect(run.out.contains("    info-plist Info.plist\n"), "the report keeps the path as the explored file writes it")
        let written = app.appendingPathComponent("found/deep/follows-interface-main.trace")
        let text = try String(contentsOf: written, encoding: .utf8)
        #expect(text.contains("\ninfo-plist ../../Info.plist\n"), "\(text)")
        let replay = try pivot(["replay", "--quiet", written.path])
        #expect(replay.status == 0, "\(replay.out)")
    }

    @Test("-o writes one trace per violated property; a trace without explore lines is an error")
    func outputsAndErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-found-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try pivot(["explore", "Traces/explore/sideways-hud-ios7.trace", "-o", folder.path])
        #expect(run.status == 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written == ["upright-hud.trace"])
        let page = folder.appendingPathComponent("found.html")
        let drawn = try pivot(["explore", "Traces/explore/sideways-hud-ios7.trace", "--html", page.path])
        #expect(drawn.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("upright-hud.trace") && html.contains("<svg"))
        let plain = try pivot(["explore", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(plain.status == 2 && plain.err.contains("nothing to explore"))
        let bad = try pivot(["explore", "-"], input: "device iPhone8\nexplore check upright nothing\n")
        #expect(bad.status == 2 && bad.err.contains("<stdin>:2:23: error: undeclared view 'nothing'"))
        let option = try pivot(["explore", "Traces/explore/sideways-hud-ios7.trace", "--shard", "3/2"])
        #expect(option.status == 2 && option.err.contains("--shard takes I/N"))
    }

    @Test("shards run as separate processes, written as JSON and merged, give the single search's report; mismatched ones exit 2")
    func shardsMerge() throws {
        let path = "Traces/explore/dismissal-secondary-window-ios9.trace"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-shards-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [String] = []
        for i in 0..<3 {
            let shard = try pivot(["explore", path, "--format", "json", "--shard", "\(i)/3"])
            #expect(shard.status <= 1, "\(shard.err)")
            let file = folder.appendingPathComponent("shard\(i).json")
            try Data(shard.out.utf8).write(to: file)
            results.append(file.path)
        }
        let merged = try pivot(["explore", "merge"] + results)
        #expect(merged.status == 1 && merged.out.contains("shard 3 merged (counts are summed; shards overlap)"), "\(merged.err)")
        let missing = try pivot(["explore", "merge", results[0], results[2]])
        #expect(missing.status == 2 && missing.out.isEmpty)
        #expect(missing.err == "pivot explore merge: error: missing shard 1/3 (--partial merges the shards given)\n")
        let partial = try pivot(["explore", "merge", "--partial", "--format", "junit", results[0], results[2]])
        #expect(partial.status <= 1 && partial.out.hasPrefix("<?xml"))
        let unreadable = try pivot(["explore", "merge", path])
        #expect(unreadable.status == 2 && unreadable.err.contains(": error: not a result of `pivot explore --format json`"))
    }

    @Test("a host sweep writes the shortest counterexample with -o, names its host, and refuses random walks")
    func sweep() throws {
        let path = "Traces/explore/hosts/relay-forgets-statusbar.trace"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-sweep-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try pivot(["explore", path, "-o", folder.path])
        #expect(run.status == 1 && run.out.contains("violated statusbar-hidden-as-preferred: 1 event in host iOS 7.1, iPhone4s, variant root-hides-statusbar"))
        let text = try String(contentsOf: folder.appendingPathComponent("statusbar-hidden-as-preferred.trace"), encoding: .utf8)
        #expect(text.contains("# host: iOS 7.1, iPhone4s, variant root-hides-statusbar\n"))
        let refused = try pivot(["explore", path, "--mode", "random"])
        #expect(refused.status == 2 && refused.err.contains("a host sweep is breadth-first over whole hosts"))
        let input = try String(contentsOf: PackageFiles.root.appendingPathComponent("Traces/explore/hosts/toast-leaves-host-alone.trace"), encoding: .utf8)
        let unmarked = try pivot(["explore", "-"], input: input.replacingOccurrences(of: "explore library", with: "explore event"))
        #expect(unmarked.status == 2 && unmarked.err.hasPrefix("<stdin>: error: 'explore check leaves-host-alone' compares the app"), "\(unmarked.err)")
    }

    @Test("--hosts runs the hosts whose label has the text (a group, an iOS); text no label has exits 2 naming the groups")
    func hostsMatching() throws {
        let path = "Traces/explore/hosts/relay-forgets-statusbar.trace"
        let group = try pivot(["explore", path, "--hosts", "variant root-hides-statusbar", "--depth", "2"])
        #expect(group.status == 1 && group.out.contains("13 hosts × 1 property, hosts matching 'variant root-hides-statusbar' of 152"), "\(group.out)")
        let global = try pivot(["explore", path, "--hosts", "variant global-hidden-statusbar", "--depth", "2"])
        #expect(global.status == 0 && global.out.contains("13 hosts × 1 property"), "the app hides the bar itself: no controller's answer counts")
        let none = try pivot(["explore", path, "--hosts", "variant nothing"])
        #expect(none.status == 2 && none.err.contains("no host of this sweep of 152 hosts has 'variant nothing' in its label (its groups: as written; plist portrait;"))
    }

    @Test("--host runs one host of the table by its label; a label no row has, or --host without a sweep, exits 2")
    func oneHost() throws {
        let path = "Traces/explore/hosts/relay-forgets-statusbar.trace"
        let label = "iOS 15.7, iPhone13, variant root-hides-statusbar"
        let one = try pivot(["explore", path, "--host", label])
        #expect(one.status == 1 && one.out.contains("\n\(label)  violated (1)\n") && one.out.contains("1 host × 1 property, host \(label) of 152"))
        let unknown = try pivot(["explore", path, "--host", "iOS 15.7, iPhone14"])
        #expect(unknown.status == 2 && unknown.out.isEmpty && unknown.err.contains("error: no host 'iOS 15.7, iPhone14' in this sweep of 152 hosts"))
        let single = try pivot(["explore", "Traces/explore/sideways-hud-ios7.trace", "--host", label])
        #expect(single.status == 2 && single.err.contains("--host picks a host of a sweep"))
    }

    @Test("a host sweep shards by host: the shards' JSON merged gives the whole sweep's report, and --html its page; a missing shard exits 2")
    func sweepShards() throws {
        let path = "Traces/explore/hosts/relay-forgets-statusbar.trace"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-sweep-shards-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [String] = []
        for index in 0..<3 {
            let run = try pivot(["explore", path, "--shard", "\(index)/3", "--format", "json"])
            #expect(run.status <= 1 && run.err.isEmpty)
            let file = folder.appendingPathComponent("shard\(index).json").path
            try run.out.write(toFile: file, atomically: true, encoding: .utf8)
            results.append(file)
        }
        let whole = try pivot(["explore", path])
        let merged = try pivot(["explore", "merge"] + results)
        #expect(merged.status == whole.status && merged.status == 1)
        #expect(merged.out == whole.out.replacingOccurrences(of: "152 hosts × 1 property,", with: "152 hosts × 1 property, shards 3 merged,"))
        let page = folder.appendingPathComponent("sweep.html").path
        let drawn = try pivot(["explore", "merge"] + results + ["--html", page])
        #expect(drawn.status == 1 && drawn.out == merged.out)
        let valueless = try pivot(["explore", "merge"] + results + ["--html"])
        #expect(valueless.status == 2 && valueless.err.hasPrefix("pivot explore merge: --html needs a value\n"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h1>Pivot explore: \(path)</h1>") && html.contains("<th>statusbar-hidden-as-preferred</th>") && html.contains("<svg"))
        let missing = try pivot(["explore", "merge", results[0], results[2]])
        #expect(missing.status == 2 && missing.err == "pivot explore merge: error: missing shard 1/3 (--partial merges the shards given)\n")
        let partial = try pivot(["explore", "merge", "--partial", results[0], results[2]])
        #expect(partial.out.contains("partial: shard 1/3 missing: their hosts are not in the table"))
    }
}
