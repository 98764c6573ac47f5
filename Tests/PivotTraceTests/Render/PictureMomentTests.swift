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
        #expect(snapshot.touches.map(\.label) == ["10,10 main/toast", "280,100 main/hud", "200,160 main"])
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
                                                      "iPhoneSE, iOS 7.1, SDK 7.1 · device landscapeLeft · interface landscapeRight · t = 300 ms"])
    }
}

extension PictureMomentTests {
    static let numbered = try! TraceParser.parse("device iPhone8\ncontroller home\nwindow main root=home\nmark 3\nshow main key\nmark end\n",
                                                 file: "numbered.trace")

    @Test("--at line:N and --at mark:LABEL say which; a bare word is a line number or a mark label")
    func explicitForms() throws {
        #expect(try PictureMoment(at: "line:3", in: Self.numbered, file: "t") == .line(3))
        #expect(try PictureMoment(at: "mark:3", in: Self.numbered, file: "t") == .mark("3"))
        #expect(try PictureMoment(at: "5", in: Self.numbered, file: "t") == .line(5))
        #expect(try PictureMoment(at: "end", in: Self.numbered, file: "t") == .mark("end"))
        #expect(try PictureMoment(at: "mark:end", in: Self.numbered, file: "t") == .mark("end"))
    }

    @Test("a bare number that is also a mark's label is an error that asks for the explicit form")
    func ambiguousNumber() {
        #expect(throws: PictureMomentError(message: "'3' is both a line number and a mark label in t; write --at line:3 or --at mark:3")) {
            try PictureMoment(at: "3", in: Self.numbered, file: "t")
        }
    }

    @Test("an unknown mark or a line number below 1 is an error that says what the trace has")
    func unknown() {
        #expect(throws: PictureMomentError(message: "no mark '4' in t; its marks: 3, end")) {
            try PictureMoment(at: "mark:4", in: Self.numbered, file: "t")
        }
        #expect(throws: PictureMomentError(message: "no line or mark 'nowhere' in t; its marks: 3, end")) {
            try PictureMoment(at: "nowhere", in: Self.numbered, file: "t")
        }
        #expect(throws: PictureMomentError(message: "--at takes a line number from 1 or a mark label, not 'line:0'")) {
            try PictureMoment(at: "line:0", in: Self.numbered, file: "t")
        }
    }
}
