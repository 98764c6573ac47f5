// A sweep that explores no host checked nothing (issue 37): it may not say a property "holds
// in every host explored" and exit 0. A `from X.Y` past every host, a --host in another shard,
// a shard that holds no host, hosts whose own set-up fails every one: each an error that says
// why (exit 2). A shard's JSON, its part of a merge, is written with a warning.

import Foundation
import PivotTestSupport
import Testing

@Suite("An empty sweep is an error")
struct EmptySweepTests {
    static let sweep = ExploreFixtureTraces.toastSweep

    @Test("explore hosts common from a version past every host selects no host: an error, not a pass",
          arguments: ["27.0", "26.9", "27.5"])
    func fromPastEveryHost(version: String) throws {
        let trace = "device iPhone8\nios 11.0\ncontroller home\nwindow main root=home\nshow main key\nlaunch\n"
            + "explore event rotate landscapeLeft\nexplore check no-crash\nexplore hosts common from \(version)\n"
        for format in ["text", "junit"] {
            let run = try pivot(["explore", "--format", format, "-"], input: trace)
            #expect(run.status == 2, "\(format): \(run.err)")
            #expect(run.err.hasPrefix("<stdin>: error: the sweep selects no host: "), "\(run.err)")
            #expect(!run.out.contains("holds in every host"))
        }
    }

    @Test("--host LABEL with a --shard that does not hold it says which shard does")
    func hostInAnotherShard() throws {
        let run = try pivot(["explore", "--host", "plist portrait", "--shard", "1/3", "-"], input: Self.sweep)
        #expect(run.status == 2)
        #expect(run.err == "<stdin>: error: host 'plist portrait' is host 0 of 4, in shard 0/3, not in shard 1/3: give --shard 0/3 or no --shard\n")
    }

    @Test("a shard that holds no host is an error as a report, and a warning as JSON for the merge")
    func emptyShard() throws {
        let text = try pivot(["explore", "--shard", "4/5", "-"], input: Self.sweep)
        #expect(text.status == 2)
        #expect(text.out.contains("unchecked leaves-host-alone: no host was explored") && !text.out.contains("holds in every host"))
        #expect(text.err == "<stdin>: error: shard 4/5 of a sweep of 4 hosts holds no host (host k is in shard k mod N): nothing was explored\n")
        let junit = try pivot(["explore", "--shard", "4/5", "--format", "junit", "-"], input: Self.sweep)
        #expect(junit.status == 2)
        let json = try pivot(["explore", "--shard", "4/5", "--format", "json", "-"], input: Self.sweep)
        #expect(json.status == 0 && json.out.contains("\"rows\":[]"))
        #expect(json.err.hasPrefix("<stdin>: warning: shard 4/5 of a sweep of 4 hosts holds no host"))
    }

    @Test("hosts whose own set-up fails, every one, explored nothing: an error, also after a merge")
    func everyHostSkipped() throws {
        let run = try pivot(["explore", "--hosts", "variant game", "--shard", "0/2", "-"], input: Self.sweep)
        #expect(run.status == 2)
        #expect(run.out.contains("plist portrait, variant game  skipped"))
        #expect(run.err == "<stdin>: error: every host selected was skipped, its own set-up failing: nothing was explored\n")
        // The merge of a sweep whose every host is skipped: the merged report says so too.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-empty-sweep-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A landscape-only root in a portrait-only app: its own set-up crashes in every host (A3).
        let game = Self.sweep.replacingOccurrences(of: "controller home supports=portrait", with: "controller home supports=landscapeLeft")
            .replacingOccurrences(of: "explore host plist portrait allButUpsideDown", with: "explore host plist portrait")
        let trace = folder.appendingPathComponent("game.trace")
        try Data((game + "\n").utf8).write(to: trace)
        var shards: [String] = []
        for index in 0..<2 {
            let shard = try pivot(["explore", "--shard", "\(index)/2", "--format", "json", trace.path])
            #expect(shard.status == 0, "\(shard.err)")
            let path = folder.appendingPathComponent("s\(index).json").path
            try Data(shard.out.utf8).write(to: URL(fileURLWithPath: path))
            shards.append(path)
        }
        let merged = try pivot(["explore", "merge"] + shards)
        #expect(merged.status == 2, "\(merged.out)")
        #expect(merged.err == "pivot explore merge: error: every host selected was skipped, its own set-up failing: nothing was explored\n")
    }
}
