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
