// Issue 29, messages: what `pivot` says when an output or a location it is given is not what it
// needs, in the user's terms rather than Foundation's error numbers.

import Foundation
import PivotTestSupport
import Testing

@Suite("Messages in the user's terms")
struct MessageTests {
    static let trace = "Traces/infoplist/scene-app.trace"

    @Test("--html naming a folder says the output is a folder and exits 3, not 'error 512'")
    func htmlFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-html-folder-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try pivot(["replay", "--quiet", "--html", folder.path, Self.trace])
        #expect(result.status == 3)
        #expect(result.err == "pivot replay: cannot write \(folder.path): it is a folder; give the path of a file to write\n", "\(result.err)")
    }

    @Test("--html in a folder that does not exist names the folder")
    func htmlMissingFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-no-such-folder-\(getpid())").path
        let path = folder + "/page.html"
        let result = try pivot(["replay", "--quiet", "--html", path, Self.trace])
        #expect(result.status == 3)
        #expect(result.err == "pivot replay: cannot write \(path): no such folder \(folder)\n", "\(result.err)")
    }

    static let actions = "Traces/explore/overlay-default-mask-blocks-upside-down.trace"

    @Test("pivot why past the end of the file, past the end of a line, or at FILE:LINE:COL:COL is an error that says which")
    func whyOutOfRange() throws {
        let cases = [
            ("\(Self.actions):31", "line 31 is past the end of \(Self.actions): the file has 30 lines"),
            ("\(Self.actions):17:99", "column 99 is past the end of line 17, which has 25 columns"),
            ("\(Self.actions):17:1:1", "'\(Self.actions):17:1:1' is not a location: give FILE:LINE or FILE:LINE:COL"),
        ]
        for (location, message) in cases {
            let result = try pivot(["why", location])
            #expect(result.status == 2 && result.err == "pivot why: \(message)\n" && result.out.isEmpty, "\(location): \(result.err)")
        }
        let lastColumn = try pivot(["why", "\(Self.actions):17:26"])
        #expect(lastColumn.status == 0, "\(lastColumn.err)")
    }

    @Test("pivot why inside an action's body says which action it is and where it runs, and explains its first call")
    func whyInAction() throws {
        let trace = "ios 16.0\ncontroller home supports=all\nwindow main root=home\nshow main key\nlaunch\n"
            + "action turn\n  rotate landscapeLeft\nend\nrotate portrait\ndo turn\nexpect interface portrait\ndo turn\n"
        let result = try pivot(["why", "-:7"], input: trace)
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").prefix(2)
        #expect(lines == ["line 7 is in action 'turn' (lines 6-8): it runs as one step at lines 10 and 12 (do turn); this explains the state after its first call, line 10",
                          "after line 10  do turn"], "\(result.out)")
    }

    @Test("pivot devices shows each alias's own first iOS, the one a device line is checked against")
    func devicesEras() throws {
        let result = try pivot(["devices"])
        #expect(result.status == 0)
        #expect(result.out.contains("iPhone6 (8.0),iPhone6s (9.0),iPhone7 (10.0),iPhoneSE2 (13.4),iPhoneSE3 (15.4)"), "\(result.out)")
        #expect(result.out.contains("iPhone5s (7.0)"))
        let refused = try pivot(["check", "-"], input: "device iPhoneX\nios 7.1\n")
        #expect(refused.status == 2 && refused.err.hasPrefix("<stdin>:2:5: error: device iPhoneX with ios 7.1: the iPhoneX first ran iOS 11.0"), "\(refused.err)")
    }
}
