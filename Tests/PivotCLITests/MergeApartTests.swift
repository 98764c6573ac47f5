// `pivot explore merge DIR/*.json` over the results of several explorations (issue 37): refused,
// as before, and followed by the merges to run instead, one per exploration, as the README
// merges by name.

import Foundation
import PivotTestSupport
import Testing

@Suite("explore merge over several explorations says how to merge each")
struct MergeApartTests {
    @Test("a whole sweep, two shards of it and a search's result: refused, with one merge per exploration in the given order")
    func suggestsMergesApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-merge-apart-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sweep = folder.appendingPathComponent("sweep.trace")
        try Data(ExploreFixtureTraces.toastSweep.utf8).write(to: sweep)
        var results: [String] = []
        for (name, arguments) in [("a-whole", [sweep.path]), ("b-search", ["Traces/explore/sideways-hud-ios7.trace"]),
                                  ("c-shard0", [sweep.path, "--shard", "0/2"]), ("c-shard1", [sweep.path, "--shard", "1/2"])] {
            let run = try pivot(["explore", "--format", "json"] + arguments)
            let path = folder.appendingPathComponent("\(name).json").path
            try Data(run.out.utf8).write(to: URL(fileURLWithPath: path))
            results.append(path)
        }
        let merged = try pivot(["explore", "merge"] + results)
        #expect(merged.status == 2 && merged.out.isEmpty)
        let lines = merged.err.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("pivot explore merge: error: ") == true, "\(merged.err)")
        #expect(lines.last == "pivot explore merge: note: these are the results of 3 explorations; merge each apart: "
                + "pivot explore merge \(results[0]); pivot explore merge \(results[1]); pivot explore merge \(results[2]) \(results[3])")
        // Each suggested merge runs.
        #expect(try pivot(["explore", "merge", results[2], results[3]]).status == 1)
        // One exploration's shards alone: no note.
        let missing = try pivot(["explore", "merge", results[2]])
        #expect(missing.status == 2 && !missing.err.contains("note:"), "\(missing.err)")
    }
}
