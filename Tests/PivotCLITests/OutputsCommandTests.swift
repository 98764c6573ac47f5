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
        let trace = """
            device iPhone8
            ios 7.1
            plist all
            controller home supports=all
            window main root=home
            view v-1 in=main frame=87,308,200,50
            view v_1 in=main frame=87,308,200,50
            show main key
            launch
            explore event rotate landscapeLeft
            explore check upright v-1
            explore check upright v_1
            """
        let run = try pivot(["explore", "-", "-o", folder.path], input: trace)
        #expect(run.status == 1, "\(run.err)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == ["upright-v-1-2.trace", "upright-v-1.trace"])
        let second = try String(contentsOf: folder.appendingPathComponent("upright-v-1-2.trace"), encoding: .utf8)
        #expect(second.contains("`upright v_1` fails"))
    }
}
