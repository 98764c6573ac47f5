// Replays every trace under Traces/ and compares its timeline with the stored NAME.expected,
// byte for byte. PIVOT_RECORD=1 rewrites the expected files; on CI nothing is ever recorded.

import Foundation
import Testing
import Pivot
import PivotTrace
import PivotTestSupport

enum Corpus {
    /// The package root.
    static let root = PackageFiles.root

    /// The examples every implementation of the trace format shares, bundled like the others.
    static let sharedExamples = root.appendingPathComponent("Traces/examples")

    /// A folder a test reads traces from has none.
    struct NoTraces: Error, Equatable, CustomStringConvertible {
        var folder: String
        var description: String { "no .trace files under \(folder): the test needs that folder" }
    }

    /// The .trace files under `folder`, sorted. A missing or empty folder is an error that fails
    /// the test, so a test over them cannot pass by checking nothing.
    static func traceFiles(under folder: URL) throws -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "trace" }.sorted { $0.path < $1.path }
        guard !files.isEmpty else { throw NoTraces(folder: folder.path) }
        return files
    }

    /// Every trace under Traces/, as paths relative to the root, sorted.
    static let traces = PackageFiles.traces

    static func timeline(_ relativePath: String) throws -> (String, ReplaySummary) {
        let data = try Data(contentsOf: root.appendingPathComponent(relativePath))
        let trace = try TraceParser.parse(bytes: Array(data), file: relativePath)
        let writer = TimelineWriter()
        var text = writer.header(file: relativePath, trace: trace)
        let summary = Replay.stream(trace, file: relativePath) { entry, world in
            text += writer.entry(entry, file: relativePath, world: world)
        }
        text += writer.summary(summary)
        return (text, summary)
    }
}

@Suite("Trace corpus")
struct CorpusTests {
    @Test("the corpus holds at least 40 traces, grouped in folders")
    func corpusSize() {
        #expect(Corpus.traces.count >= 40)
        #expect(Set(Corpus.traces.map { $0.split(separator: "/").dropLast().joined(separator: "/") }).count >= 5)
    }

    @Test("every bundled trace replays green and matches its golden timeline", arguments: Corpus.traces)
    func replaysGreen(path: String) throws {
        let (timeline, summary) = try Corpus.timeline(path)
        #expect(summary.failures.isEmpty, "\(summary.failures.map(\.description).joined(separator: "\n"))")
        let expectedURL = Corpus.root.appendingPathComponent(path.replacingOccurrences(of: ".trace", with: ".expected"))
        let recording = ProcessInfo.processInfo.environment["PIVOT_RECORD"] == "1"
            && ProcessInfo.processInfo.environment["CI"] == nil
        if recording {
            try Data(timeline.utf8).write(to: expectedURL)
            return
        }
        guard let data = try? Data(contentsOf: expectedURL) else {
            Issue.record("no golden timeline at \(expectedURL.lastPathComponent); run PIVOT_RECORD=1 swift test to record it")
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != timeline {
            Issue.record("timeline of \(path) differs from its golden file:\n\(unifiedDiff(expected, timeline))\nTo accept the new timeline: PIVOT_RECORD=1 swift test --filter CorpusTests")
        }
    }

    @Test("every corpus trace names the SPEC rules and the source it reproduces", arguments: Corpus.traces)
    func tracesCiteRules(path: String) throws {
        let text = try String(contentsOf: Corpus.root.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains("SPEC "), "\(path) should cite the SPEC rules it covers in a comment")
    }

    @Test("the shared examples are bundled, with golden timelines, as the parser tests know them")
    func sharedExamples() throws {
        let files = try Corpus.traceFiles(under: Corpus.sharedExamples)
        #expect(files.map(\.lastPathComponent) == ParserFixtures.examples.keys.sorted())
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text == (ParserFixtures.examples[url.lastPathComponent] ?? "") + "\n", "\(url.lastPathComponent)")
            let golden = url.deletingPathExtension().appendingPathExtension("expected")
            #expect(FileManager.default.fileExists(atPath: golden.path), "no golden beside \(url.lastPathComponent)")
        }
    }

    @Test("a test over a folder of traces fails when the folder is missing, rather than checking nothing")
    func missingFolderFails() {
        let missing = Corpus.root.appendingPathComponent("no-such-folder")
        #expect(throws: Corpus.NoTraces(folder: missing.path)) { try Corpus.traceFiles(under: missing) }
    }

    @Test("a replay is byte-identical from run to run")
    func deterministic() throws {
        for path in Corpus.traces.prefix(10) {
            #expect(try Corpus.timeline(path).0 == Corpus.timeline(path).0)
        }
    }
}
