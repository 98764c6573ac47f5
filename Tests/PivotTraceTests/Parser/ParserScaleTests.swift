// A generated trace of typical statements parses completely. Speed is measured by
// `pivot-bench` (Tools/bench), never in tests.

import Foundation
import Pivot
import PivotTrace
import Testing

@Suite struct ParserScaleTests {
    /// A trace of `lines` lines that cycles through typical generated statements.
    static func generated(lines: Int) -> String {
        var text = "pivot-trace 1\ndevice iPhoneX\nios 16.4\nplist portrait|landscapeLeft|landscapeRight\n"
        text += "controller home supports=allButUpsideDown\ncontroller video supports=landscapeRight autorotate=no\n"
        text += "window main root=home\nshow main key\nlaunch\nobserve UIDeviceOrientationDidChangeNotification\n"
        let cycle = [
            "rotate landscapeLeft",
            "expect interface landscapeRight   # the interface turns against the device",
            "expect window main orientation=landscapeRight bounds=812x375 key=yes",
            "present video from=home animated=no",
            "expect calls video.viewWillAppear,video.viewDidAppear",
            "dismiss video",
            "wait 0.35",
            "expect posted UIDeviceOrientationDidChangeNotification",
            "rotate portrait",
            "expect safearea home 44,0,34,0",
        ]
        var index = 0
        for _ in 10..<lines {
            text += cycle[index]
            text += "\n"
            index = index == cycle.count - 1 ? 0 : index + 1
        }
        return text
    }

    @Test("a generated trace of typical statements parses completely")
    func generatedTraceParses() throws {
        let lines = 20_000
        let trace = try TraceParser.parse(bytes: Array(Self.generated(lines: lines).utf8), file: "generated.trace")
        #expect(trace.statements.count == lines - 4)   // the 4 header lines are not statements
        #expect(trace.locations.last?.line == lines)
    }
}
