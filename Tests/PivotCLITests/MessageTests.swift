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
        let path = "/tmp/pivot-no-such-folder-\(getpid())/page.html"
        let result = try pivot(["replay", "--quiet", "--html", path, Self.trace])
        #expect(result.status == 3)
        #expect(result.err == "pivot replay: cannot write \(path): no such folder /tmp/pivot-no-such-folder-\(getpid())\n", "\(result.err)")
    }
}
