// Nothing asked for is silently skipped or lost: the files -o and --html write, JUnit reports of
// inputs that could not run, and folders given where traces are taken.

import Foundation
import PivotTestSupport
import Testing

@Suite("Every output asked for is written")
struct OutputsCommandTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("-o writes a file per violated property even when their names clean up to the same file name")
    func collidingCounterexamples() throws {
        let folder = try Self.folder("collide")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try pivot(["explore", "-", "-o", folder.path], input: ExploreFixtureTraces.collidingNames)
        #expect(run.status == 1, "\(run.err)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == ["upright-V-1-3.trace", "upright-v-1-2.trace", "upright-v-1.trace"])
        let second = try String(contentsOf: folder.appendingPathComponent("upright-v-1-2.trace"), encoding: .utf8)
        #expect(second.contains("`upright v_1` fails"))
    }
}

extension OutputsCommandTests {
    @Test("matrix and explore --format junit write an <error> case for a malformed trace (exit 2), as replay does",
          arguments: [["matrix", "--format", "junit", "-"], ["explore", "--format", "junit", "-"]])
    func junitForMalformed(arguments: [String]) throws {
        let run = try pivot(arguments, input: "device iPhone8\nrotate sideways\n")
        #expect(run.status == 2)
        #expect(run.out.hasPrefix("<?xml") && run.out.contains("errors=\"1\""), "\(run.out)")
        #expect(run.out.contains("<error message=\"&lt;stdin&gt;:2:8: error: "), "\(run.out)")
        #expect(run.err.contains("<stdin>:2:8: error: "))
    }

    @Test("explore --format junit on a trace with nothing to explore writes its <error> case (exit 2)")
    func junitForNothingToExplore() throws {
        let run = try pivot(["explore", "--format", "junit", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(run.status == 2)
        #expect(run.out.contains("<testcase name=\"forced-landscape-by-modal\" classname=\"Traces.seeds\""), "\(run.out)")
        #expect(run.out.contains("nothing to explore"))
    }

    @Test("replay and check take folders: every .trace below them, subfolders too, in path order; an empty folder is an error")
    func folders() throws {
        let folder = try Self.folder("traces")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = "device iPhone8\ncontroller home\nwindow main root=home\nshow main key\nlaunch\nexpect interface portrait\n"
        for path in ["b.trace", "a/deep/c.trace", "a/a.trace", "notes.txt"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(trace.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let junit = try pivot(["replay", "--format", "junit", folder.path])
        #expect(junit.status == 0, "\(junit.err)")
        let cases = junit.out.matches(of: /<testcase name="([^"]*)"/).map { String($0.output.1) }
        #expect(cases == ["a", "c", "b"], "\(junit.out)")
        let check = try pivot(["check", folder.path + "/"])
        #expect(check.status == 0)
        #expect(check.out == ["a/a.trace", "a/deep/c.trace", "b.trace"].map { "\(folder.path)/\($0): ok (5 statements)\n" }.joined())
        let empty = try pivot(["replay", folder.appendingPathComponent("empty").path])
        #expect(empty.status == 2)
        #expect(empty.err == "\(folder.path)/empty: error: no .trace file in the folder or below it\n")
    }
}

extension OutputsCommandTests {
    @Test("explore --html on a host sweep writes its page (the README's workflow), exit 1 for the violation")
    func sweepHTML() throws {
        let folder = try Self.folder("sweep-html")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let run = try pivot(["explore", "-", "--html", page.path], input: ExploreFixtureTraces.toastSweep)
        #expect(run.status == 1, "\(run.err)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<title>Pivot explore: &lt;stdin&gt;</title>") && html.contains("<table class=\"hosts\">"))
        #expect(html.contains("<span class=\"plus\"># + expect interface portrait</span>"))
    }
}

extension OutputsCommandTests {
    @Test("explore reports an event whose reactions loop (exit 1) where it used to leave it silently untried (exit 0)")
    func loopingReactionsReported() throws {
        let run = try pivot(["explore", "-"], input: ExploreFixtureTraces.loopingReaction)
        #expect(run.status == 1)
        #expect(run.out.contains("1 of 2 properties violated"), "\(run.out)")
        #expect(run.out.contains("\nviolated reactions-end: 1 event\n"))
    }
}
