// `pivot render`, `pivot replay --html` and `pivot check` as a user runs them: the files they
// write are the library's pictures and pages, byte for byte; malformed input exits 2.

import Foundation
import Pivot
import PivotTestSupport
import PivotTrace
import Testing

@Suite("pivot render, replay --html and check")
struct RenderCommandTests {
    static let hud = "Traces/compositor/sideways-hud-ios7.trace"

    static func trace() throws -> Trace {
        try TraceParser.parse(bytes: Array(Data(contentsOf: PackageFiles.root.appendingPathComponent(hud))), file: hud)
    }

    /// The page `replay --html` writes for the trace, made by the library.
    static func report() throws -> String {
        ReplayReport.page([ReplayReportSection.replay(try trace(), file: hud, index: 0)])
    }

    /// The picture `render --at` draws, made by the library.
    static func picture(at moment: PictureMoment) throws -> String {
        let trace = try trace()
        let snapshot = ReplaySnapshot.at(moment, trace: trace, file: hud)
        return ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: hud, device: trace.header.device)).svg()
    }

    /// A trace with three misspelt lines.
    static let misspelt = "device iPhoneX\ncontroler home\nrotat portrait\nexpect interfce portrait\n"

    @Test("pivot replay --html writes the page and still prints the timeline; pivot render -o writes a picture")
    func commandLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-render-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("report.html").path
        let replay = try pivot(["replay", "--html", html, Self.hud])
        #expect(replay.status == 0 && replay.out.contains("expect hit 280,100 main/hud  ok"))
        #expect(try String(contentsOfFile: html, encoding: .utf8) == (try Self.report()))
        let svg = folder.appendingPathComponent("hud.svg").path
        let render = try pivot(["render", Self.hud, "--at", "rotated", "-o", svg])
        #expect(render.status == 0 && render.out.isEmpty)
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == (try Self.picture(at: .mark("rotated"))))
        let stdout = try pivot(["render", Self.hud, "--at", "16"])
        #expect(stdout.status == 0 && stdout.out.hasPrefix("<svg "))
    }

    @Test("pivot render rejects an unknown mark, listing the marks, and a malformed trace, with exit 2")
    func commandLineErrors() throws {
        let missing = try pivot(["render", Self.hud, "--at", "nowhere"])
        #expect(missing.status == 2 && missing.err.contains("no line or mark 'nowhere'") && missing.err.contains("its marks: rotated"))
        let malformed = try pivot(["render", "-"], input: "rotat portrait\n")
        #expect(malformed.status == 2 && malformed.err.contains("<stdin>:1:1: error: unknown statement 'rotat'"))
        let help = try pivot(["help", "render"])
        #expect(help.status == 0 && help.out.contains("USAGE: pivot render FILE [--at LINE|MARK|line:LINE|mark:MARK] [-o OUT.svg]"))
    }

    @Test("pivot render reaches mark 3 with --at mark:3, and refuses a bare 3 with exit 2")
    func renderCommand() throws {
        let text = "device iPhone8\ncontroller home\nwindow main root=home\nshow main key\nlaunch\nrotate landscapeLeft\nmark 3\n"
        let marked = try pivot(["render", "-", "--at", "mark:3"], input: text)
        #expect(marked.status == 0 && marked.out.contains("line 6: rotate landscapeLeft"))
        let line = try pivot(["render", "-", "--at", "line:3"], input: text)
        #expect(line.status == 0 && line.out.contains("line 3: window main root=home"))
        let bare = try pivot(["render", "-", "--at", "3"], input: text)
        #expect(bare.status == 2 && bare.err.contains("write --at line:3 or --at mark:3"))
        #expect(try pivot(["help", "render"]).out.contains("line:LINE and mark:MARK say which"))
    }

    @Test("pivot check prints every error with its line and caret, then how many, and exits 2")
    func command() throws {
        let result = try pivot(["check", "-"], input: Self.misspelt)
        #expect(result.status == 2)
        #expect(result.err.components(separatedBy: ": error: ").count - 1 == 3)
        #expect(result.err.hasSuffix("<stdin>: 3 errors\n"), "\(result.err)")
    }
}
