import Foundation
import Testing

/// `pivot explore merge`, run as a process: it joins only the shards of one search and refuses
/// anything else with exit 2 and the reason; `--partial` merges an incomplete set and says so.
@Suite("pivot explore merge")
struct ExploreMergeTests {
    static let trace = "Traces/explore/dismissal-secondary-window-ios9.trace"

    /// A folder of its own for one test's results, removed afterwards by the caller.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("pivot-merge-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `pivot explore` with JSON output and writes the result to `folder/name`.
    @discardableResult
    static func shard(_ arguments: [String], to folder: URL, _ name: String) throws -> String {
        let run = try pivot(["explore"] + arguments + ["--format", "json"])
        #expect(run.status <= 1, "\(run.err)")
        let file = folder.appendingPathComponent(name)
        try Data(run.out.utf8).write(to: file)
        return file.path
    }

    static func merge(_ files: [String], _ options: [String] = []) throws -> (status: Int32, out: String, err: String) {
        try pivot(["explore", "merge"] + options + files)
    }

    @Test("results that are not the shards of one search are refused with the reason")
    func refusals() throws {
        let dir = try Self.folder("refusals")
        defer { try? FileManager.default.removeItem(at: dir) }
        let s0 = try Self.shard([Self.trace, "--shard", "0/3"], to: dir, "s0.json")
        let s1 = try Self.shard([Self.trace, "--shard", "1/3"], to: dir, "s1.json")
        let s2 = try Self.shard([Self.trace, "--shard", "2/3"], to: dir, "s2.json")
        #expect(try Self.merge([s0, s1, s2]).status == 1, "the three shards of one search merge")
        let other = try Self.shard(["Traces/explore/sideways-hud-ios7.trace", "--shard", "1/3"], to: dir, "other.json")
        let shallow = try Self.shard([Self.trace, "--shard", "1/3", "--depth", "3"], to: dir, "shallow.json")
        let halves = try Self.shard([Self.trace, "--shard", "1/2"], to: dir, "half.json")
        let whole = try Self.shard([Self.trace], to: dir, "whole.json")
        let merged = dir.appendingPathComponent("merged.json").path
        try Data(try Self.merge([s0, s1, s2], ["--format", "json"]).out.utf8).write(to: URL(fileURLWithPath: merged))
        let cases: [([String], String)] = [
            ([s0, other, s2], "\(s0) and \(other) explored different traces (\(Self.trace) and Traces/explore/sideways-hud-ios7.trace)"),
            ([s0, shallow, s2], "were explored with different options (--mode bfs --depth 6 and --mode bfs --depth 3)"),
            ([s0, s1, s1, s2], "shard 1/3 given twice (\(s1) and \(s1))"),
            ([s0, halves], "shards of different counts: 0/3 (\(s0)) and 1/2 (\(halves))"),
            ([whole, s0], "\(whole) is a whole search, not a shard: there is nothing to merge it with"),
            ([merged, s2], "\(merged) is already a merge of shards: merge the shards' own results"),
            ([s0, s2], "missing shard 1/3 (--partial merges the shards given)"),
            ([s1], "missing shards 0/3, 2/3 (--partial merges the shards given)"),
        ]
        for (files, reason) in cases {
            let run = try Self.merge(files)
            #expect(run.status == 2 && run.out.isEmpty, "\(files)")
            #expect(run.err.contains(reason), "\(run.err)")
        }
    }

    @Test("--partial merges the shards given and says which are missing, in the text and the JSON")
    func partial() throws {
        let dir = try Self.folder("partial")
        defer { try? FileManager.default.removeItem(at: dir) }
        let s0 = try Self.shard([Self.trace, "--shard", "0/4"], to: dir, "s0.json")
        let s3 = try Self.shard([Self.trace, "--shard", "3/4"], to: dir, "s3.json")
        let text = try Self.merge([s0, s3], ["--partial"])
        #expect(text.status <= 1 && text.err.isEmpty)
        #expect(text.out.contains("partial: shards 1/4, 2/4 missing"))
        let json = try Self.merge([s3, s0], ["--partial", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(object?["missingShards"] as? [String] == ["1/4", "2/4"])
        #expect(object?["shard"] as? String == "2 of 4 merged (counts are summed; shards overlap)")
    }

    @Test("the digest is of the trace as printed: a comment may change between shards, an event may not")
    func digest() throws {
        let dir = try Self.folder("digest")
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("app.trace")
        let original = try String(contentsOf: Corpus.root.appendingPathComponent(Self.trace), encoding: .utf8)
        try Data(original.utf8).write(to: copy)
        let s0 = try Self.shard([copy.path, "--shard", "0/2"], to: dir, "s0.json")
        try Data(("# a note added between the runs\n" + original).utf8).write(to: copy)
        let s1 = try Self.shard([copy.path, "--shard", "1/2"], to: dir, "s1.json")
        #expect(try Self.merge([s0, s1]).status == 1)
        try Data((original + "explore event rotate landscapeRight\n").utf8).write(to: copy)
        let changed = try Self.shard([copy.path, "--shard", "1/2"], to: dir, "changed.json")
        let run = try Self.merge([s0, changed])
        #expect(run.status == 2 && run.err.contains("explored different versions of \(copy.path)"), "\(run.err)")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: s1))) as? [String: Any])
        #expect((object["traceDigest"] as? String)?.count == 16)
        object["traceDigest"] = nil
        let old = dir.appendingPathComponent("old.json")
        try JSONSerialization.data(withJSONObject: object).write(to: old)
        let older = try Self.merge([s0, old.path])
        #expect(older.status == 2 && older.err.contains("has no trace digest (an older pivot made it)"))
    }
}
