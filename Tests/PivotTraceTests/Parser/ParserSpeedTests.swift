// Parser throughput on a generated million-line trace. The target (≥ 50 MB/s) holds for release
// builds only, so the full measurement runs when PIVOT_PARSER_BENCH=1 is set, e.g.
//   PIVOT_PARSER_BENCH=1 swift test -c release --filter ParserSpeedTests
// A normal run parses a smaller generated trace, which still checks that it is read right.

import Foundation
import Pivot
import PivotTrace
import Testing

@Suite struct ParserSpeedTests {
    static let benchmark = ProcessInfo.processInfo.environment["PIVOT_PARSER_BENCH"] == "1"

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

    @Test("a generated trace parses completely, and fast enough in release builds")
    func throughput() throws {
        let lines = Self.benchmark ? 1_000_000 : 20_000
        let bytes = Array(Self.generated(lines: lines).utf8)
        let clock = ContinuousClock()
        var trace = Trace()
        let elapsed = try clock.measure { trace = try TraceParser.parse(bytes: bytes, file: "generated.trace") }
        #expect(trace.statements.count == lines - 4)   // the 4 header lines are not statements
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let megabytesPerSecond = Double(bytes.count) / 1e6 / max(seconds, 1e-9)
        if Self.benchmark {
            print("parsed \(lines) lines, \(bytes.count) bytes in \(seconds) s: \(megabytesPerSecond) MB/s")
            #expect(megabytesPerSecond >= 50)
        }
    }
}
