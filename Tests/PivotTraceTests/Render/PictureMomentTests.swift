// Which state `pivot render --at` draws: a line, a mark, the start or the end.

import Pivot
import PivotTrace
import Testing

@Suite("Choosing the moment to draw")
struct PictureMomentTests {
    static let path = "Traces/compositor/sideways-hud-ios7.trace"

    @Test("a line picks the state after the statement on it, with the expectations that follow")
    func line() throws {
        let snapshot = ReplaySnapshot.at(.line(16), trace: try RenderFixtures.trace(Self.path), file: Self.path)
        #expect(snapshot.title == "line 16: rotate landscapeLeft")
        #expect(snapshot.world.statusBar.orientation == .landscapeRight)
        #expect(snapshot.touches.map(\.label) == ["10,10 main/toast", "330,100 main/hud", "250,190 main"])
    }

    @Test("a line on an expectation, comment or blank picks the step before it")
    func lineAfterStep() throws {
        let trace = try RenderFixtures.trace(Self.path)
        #expect(ReplaySnapshot.at(.line(21), trace: trace, file: Self.path).title == "line 16: rotate landscapeLeft")
        #expect(ReplaySnapshot.at(.line(15), trace: trace, file: Self.path).title == "line 14: launch")
    }

    @Test("a line before every statement picks the start; past the end, the end")
    func bounds() throws {
        let trace = try RenderFixtures.trace(Self.path)
        let start = ReplaySnapshot.at(.line(2), trace: trace, file: Self.path)
        #expect(start.title == "start" && start.world.windows.isEmpty)
        #expect(ReplaySnapshot.at(.line(999), trace: trace, file: Self.path).title == "line 24: rotate portraitUpsideDown")
        #expect(ReplaySnapshot.at(.end, trace: trace, file: Self.path).title == "line 24: rotate portraitUpsideDown")
    }

    @Test("a mark picks the state it sits in")
    func mark() throws {
        let snapshot = ReplaySnapshot.at(.mark("rotated"), trace: try RenderFixtures.trace(Self.path), file: Self.path)
        #expect(snapshot.title == "line 16: rotate landscapeLeft")
        #expect(snapshot.caption(file: "x.trace") == ["x.trace: line 16: rotate landscapeLeft",
                                                      "iPhone8, iOS 7.1, SDK 7.1 · device landscapeLeft · interface landscapeRight · t = 300 ms"])
    }
}
