import Foundation
import PivotTestSupport
import PivotTesting
import Testing

/// A folder of traces as tests: found as a resource and beside this file, each trace a test
/// case named by its path in the folder, each fault an issue at the trace's own line.
@Suite("Trace folders as tests")
struct TraceFilesTests {
    /// The folders under Traces/ beside this file (and copied as the target's resources).
    static func folder(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces/\(name)")
    }

    // The README's one line, both ways of finding the folder.

    @Test("each trace of a resource folder is a test case, and these replay green",
          arguments: try TraceFiles(resources: "Traces/passing", in: .module))
    func resourceTrace(_ file: TraceFile) {
        file.replay()
    }

    @Test("each trace of a folder beside the test file is a test case, and these replay green",
          arguments: try TraceFiles(folder: "Traces/passing", nextTo: #filePath))
    func besideTrace(_ file: TraceFile) {
        file.replay()
    }

    @Test("a folder lists its traces, those in subfolders too, by their path in it, in order")
    func names() throws {
        let beside = try TraceFiles(folder: "Traces/passing", nextTo: #filePath)
        #expect(beside.map(\.name) == ["overlays/hud-upright.trace", "portrait-app.trace"])
        #expect(beside.map(\.description) == beside.map(\.name))
        #expect(beside.map(\.testDescription) == beside.map(\.name))
        #expect(beside.last?.url.path == Self.folder("passing/portrait-app.trace").path)
        // The resource copy holds the same files under the same names.
        let resources = try TraceFiles(resources: "Traces/passing", in: .module)
        #expect(resources.map(\.name) == beside.map(\.name))
        #expect(resources.first?.url.path != beside.first?.url.path)
    }

    @Test("a folder of passing traces records no issue")
    func passingFolderRecordsNothing() async throws {
        let files = try TraceFiles(folder: "Traces/passing", nextTo: #filePath)
        let issues = await knownIssues(noneIsFine: true) {
            for file in files { file.replay() }
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test("a failed expectation is an issue at the trace's file, line and column, its first line saying what failed, where, and which test replayed it")
    func failureAtTheTraceLine() async throws {
        let files = try TraceFiles(folder: "Traces/failing", nextTo: #filePath)
        #expect(files.map(\.name) == ["turns.trace", "wrong-interface.trace"])
        var line = 0
        let issues = await knownIssues {
            for file in files { line = #line; file.replay() }
        }
        let path = Self.folder("failing/wrong-interface.trace").path
        #expect(issues.map(\.sourceLocation?.filePath) == [path])
        #expect(issues.map(\.sourceLocation?.line) == [11])
        #expect(issues.map(\.sourceLocation?.column) == [1])
        #expect(issues.map(\.sourceLocation?.fileName) == ["wrong-interface.trace"])
        #expect(issues.map(\.message) == ["""
            \(path):11:1: expectation failed (replayed by the test at PivotTestingTests/TraceFilesTests.swift:\(line))

            - expect interface portrait
            + expect interface landscapeRight
            note: why the interface is landscapeRight: it follows main, the window most recently given a root view controller, visible or not (A5, SDK ≥ 8 on iOS 8-13)
            """])
    }

    @Test("a malformed trace is an issue at the error's file, line and column")
    func malformedAtItsPlace() async throws {
        let files = try TraceFiles(resources: "Traces/malformed", in: .module)
        var line = 0
        let issues = await knownIssues {
            for file in files { line = #line; file.replay() }
        }
        let path = try #require(files.first).url.path
        #expect(issues.map(\.sourceLocation?.filePath) == [path])
        #expect(issues.map(\.sourceLocation?.line) == [10])
        #expect(issues.map(\.sourceLocation?.column) == [8])
        #expect(issues.first?.message.hasPrefix("""
            \(path):10:8: error: unknown orientation 'landscapeLeftt'; did you mean 'landscapeLeft'? (replayed by the test at PivotTestingTests/TraceFilesTests.swift:\(line))
            rotate landscapeLeftt
                   ^
            """) == true, "\(issues.map(\.message))")
    }

    @Test("a missing folder, an empty one and one without traces are errors, not a silent pass")
    func noTracesIsAnError() throws {
        let missing = Self.folder("no-such-folder")
        #expect(throws: TraceFolderError(folder: missing.path, message: "no such folder")) {
            try TraceFiles(in: missing)
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-empty-traces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("sub.trace"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try "not a trace".write(to: empty.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        // A folder named like a trace is no trace either.
        #expect(throws: TraceFolderError(folder: empty.path, message: "no .trace file in the folder or below it")) {
            try TraceFiles(in: empty)
        }
        let error = #expect(throws: TraceFolderError.self) { try TraceFiles(resources: "Tracez", in: .module) }
        #expect(error?.description.hasSuffix("/Tracez: error: no such folder (is it in the test target's resources, as .copy(\"Tracez\")?)") == true,
                "\(String(describing: error))")
    }
}

extension TraceFilesTests {
    @Test("a trace without an expectation is an issue, as under `pivot replay --strict`, unless the folder allows it (issue 37)")
    func noExpectation() async throws {
        let files = try TraceFiles(folder: "Traces/unchecked", nextTo: #filePath)
        let path = Self.folder("unchecked/smoke.trace").path
        let issues = await knownIssues {
            for file in files { file.replay() }
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("\(path): error: no expectation: the trace replays without checking anything; "
                                                + "add `expect` lines, or allow it with TraceFiles(…).allowingNoExpectations()") == true,
                "\(issues.map(\.message))")
        let allowed = try TraceFiles(folder: "Traces/unchecked", nextTo: #filePath).allowingNoExpectations()
        #expect(allowed.map(\.allowsNoExpectations) == [true])
        let none = await knownIssues(noneIsFine: true) {
            for file in allowed { file.replay() }
        }
        #expect(none.isEmpty, "\(none.map(\.message))")
    }
}
