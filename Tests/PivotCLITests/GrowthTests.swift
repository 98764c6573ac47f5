// Issue 37: what `pivot` holds grows with its input, not with the input's square. Memory is
// counted as the kernel counts a child's peak resident size; time is pivot-bench's, never a test's.

import Foundation
import PivotTestSupport
import Testing

@Suite("Growth: memory in proportion to the input")
struct GrowthTests {
    /// A set-up that shows `windows` windows, turning the device after each (so step i turns i
    /// windows: the steps' effects are the square of the set-up), and a one-event search.
    static func turningSetup(windows: Int) -> String {
        var lines = ["pivot-trace 1", "device iPhone8", "ios 11.0", "controller home supports=all", "window main root=home",
                     "show main key", "launch"]
        for i in 0..<windows {
            lines += ["controller c\(i) supports=all", "window w\(i) root=c\(i)", "show w\(i)", i % 2 == 0 ? "rotate landscapeLeft" : "rotate portrait"]
        }
        lines += ["explore event rotate landscapeLeft", "explore check no-crash", "explore depth 1"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("explore keeps the world its set-up ends in, not every step's effects: twice the set-up, about the same memory")
    func exploreMemoryFollowsTheSetup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-growth-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var peaks: [Int] = []
        for windows in [200, 400] {
            let file = folder.appendingPathComponent("set-up-\(windows).trace")
            try Data(Self.turningSetup(windows: windows).utf8).write(to: file)
            let run = try pivotPeakMemory(["explore", file.path])
            #expect(run.status == 0)
            peaks.append(run.kilobytes)
        }
        // Keeping every entry of the set-up held 58 MB more at 400 windows than at 200 (the
        // 80,000 turns' effects); the worlds themselves differ by a few hundred kilobytes. (A
        // child's peak starts at the test process's size, so the smaller run shows about that.)
        #expect(peaks[1] - peaks[0] < 8_000, "peak resident \(peaks[0]) KB at 200 windows, \(peaks[1]) KB at 400")
    }
}
