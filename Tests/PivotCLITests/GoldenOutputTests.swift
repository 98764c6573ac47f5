// Golden files for what the commands print beyond the replay timeline (issue 14): `--explain`,
// `matrix` in text and JSON, and a malformed trace's diagnostics. PIVOT_RECORD=1 rewrites them
// (never on CI), as for the corpus.

import Foundation
import Testing
import PivotTestSupport

@Suite("Golden command output")
struct GoldenOutputTests {
    static let folder = PackageFiles.root.appendingPathComponent("Tests/Goldens")

    /// (golden file, arguments, whether the golden is standard error, expected exit status)
    static let cases: [(String, [String], Bool, Int32)] = [
        ("explain-forced-landscape.golden", ["replay", "--explain", "Traces/seeds/forced-landscape-by-modal.trace"], false, 0),
        ("explain-forced-landscape.json.golden", ["replay", "--explain", "--format", "json", "Traces/seeds/forced-landscape-by-modal.trace"], false, 0),
        ("matrix-covering.golden", ["matrix", "Traces/statusbar/covering-ios12.trace", "--ios", "12.0,16.0"], false, 1),
        ("matrix-covering.json.golden", ["matrix", "Traces/statusbar/covering-ios12.trace", "--ios", "12.0,16.0", "--format", "json"], false, 1),
        ("matrix-devices.golden", ["matrix", "Traces/platforms/island-landscape-insets-ios18-26.trace", "--devices", "iPhone16ProMax,iPhone15"], false, 1),
        ("diagnostics.golden", ["check", "Tests/Goldens/diagnostics.input"], true, 2),
    ]

    @Test("each command prints exactly its golden file", arguments: cases)
    func matchesGolden(name: String, arguments: [String], stderr: Bool, status: Int32) throws {
        let result = try pivot(arguments)
        #expect(result.status == status, "\(result.err)")
        let output = stderr ? result.err : result.out
        let url = Self.folder.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["PIVOT_RECORD"] == "1" && ProcessInfo.processInfo.environment["CI"] == nil
        if recording {
            try Data(output.utf8).write(to: url)
            return
        }
        let expected = try #require(try? String(contentsOf: url, encoding: .utf8), "no golden file \(name); run PIVOT_RECORD=1 swift test --filter GoldenOutputTests")
        if expected != output {
            Issue.record("\(name) differs:\n\(unifiedDiff(expected, output))\nTo accept: PIVOT_RECORD=1 swift test --filter GoldenOutputTests")
        }
    }
}
