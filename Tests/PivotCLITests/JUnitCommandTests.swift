// `--format junit` on replay, matrix and explore, as CI reads it: parsed back with Foundation's
// XML parser, hostile comments and labels included.

import Foundation
import Testing
import PivotTestSupport

@Suite("JUnit reports from the pivot command")
struct JUnitCommandTests {
    /// A folder of its own under the temporary directory, removed after the test.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-junit-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("replay: a case per trace, a failure per failed expectation with FILE:LINE and both sides, an error per malformed trace")
    func replay() throws {
        try withFolder { folder in
            let failing = folder.appendingPathComponent("fails.trace")
            try Data("""
                # a comment with <markup> & "quotes" ]]>
                device iPhone8
                ios 12.0
                controller home supports=portrait
                window main root=home
                show main key
                launch
                mark "<&>"
                rotate landscapeLeft
                expect interface landscapeRight
                expect window main bounds=667x375

                """.utf8).write(to: failing)
            let malformed = folder.appendingPathComponent("bad <1>.trace")
            try Data("device iPhone8\nrotate sideways\n".utf8).write(to: malformed)
            let passing = "Traces/seeds/forced-landscape-by-modal.trace"
            let result = try pivot(["replay", "--format", "junit", passing, failing.path, malformed.path])
            #expect(result.status == 2, "a malformed trace still makes the run exit 2")
            let check = try #require(MarkupCheck.parse(result.out), "not well-formed:\n\(result.out)")
            let cases = check.withText("testcase")
            #expect(cases.map { $0.attributes["name"] } == ["forced-landscape-by-modal", "fails", "bad <1>"])
            #expect(cases[0].attributes["classname"] == "Traces.seeds" && cases[0].attributes["file"] == passing)
            let failures = check.withText("failure")
            #expect(failures.count == 2)
            #expect(failures[0].attributes["message"]?.hasPrefix("\(failing.path):10:1: error: expectation failed") == true)
            #expect(failures[0].text.contains("expected: interface landscapeRight\nfound:    interface portrait"))
            #expect(failures[1].attributes["message"]?.contains(":11:1:") == true)
            let errors = check.withText("error")
            #expect(errors.count == 1 && errors[0].attributes["message"]?.contains("bad <1>.trace:2:8: error:") == true)
            #expect(check.withText("testsuite").first?.attributes["tests"] == "3")
        }
    }

    @Test("replay: all green exits 0 with no failure element")
    func replayGreen() throws {
        let result = try pivot(["replay", "--format=junit", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(result.status == 0)
        let check = try #require(MarkupCheck.parse(result.out))
        #expect(check.withText("testcase").count == 1 && check.withText("failure").isEmpty && check.withText("error").isEmpty)
    }

    @Test("--format takes junit beside text and json in each command, and says so when given another")
    func formatWords() throws {
        let trace = "Traces/seeds/forced-landscape-by-modal.trace"
        for command in [["replay", trace], ["matrix", trace], ["explore", "Traces/explore/hidden-window-takeover-ios8.trace"]] {
            let bad = try pivot(command + ["--format", "xml"])
            #expect(bad.status == 2 && bad.err.contains("--format takes text, json or junit"), "\(command[0]): \(bad.err)")
        }
    }
}
