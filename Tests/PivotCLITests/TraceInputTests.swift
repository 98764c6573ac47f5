// Reading traces (issue 15): any readable path that is not a folder, standard input as `-`,
// and file errors that say what went wrong without a made-up line and column.

import Foundation
import Testing
import PivotTestSupport

@Suite("Reading trace files")
struct TraceInputTests {
    static let trace = "Traces/seeds/forced-landscape-by-modal.trace"

    @Test("a trace is read from /dev/stdin, a FIFO and a process substitution, until end of file")
    func nonRegularFiles() throws {
        let stdin = try pivot(["check", "/dev/stdin"], input: "device iPhone8\nlaunch\n")
        #expect(stdin.status == 0 && stdin.out == "/dev/stdin: ok (1 statements)\n", "\(stdin.err)")
        let substitution = try pivotShell("pivot replay <(cat \(Self.trace))")
        #expect(substitution.status == 0 && substitution.out.contains("expect interface landscapeRight  ok"), "\(substitution.err)")
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-fifo-\(getpid())").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let piped = try pivotShell("cat \(Self.trace) > '\(fifo)' & pivot render '\(fifo)' --at 13; wait")
        #expect(piped.status == 0 && piped.out.hasPrefix("<svg "), "\(piped.err)")
    }

    @Test("- reads standard input for replay, check and render")
    func dash() throws {
        let text = try String(contentsOf: PackageFiles.root.appendingPathComponent(Self.trace), encoding: .utf8)
        #expect(try pivot(["replay", "-"], input: text).out.contains("== <stdin>: "))
        #expect(try pivot(["check", "-"], input: text).out.hasPrefix("<stdin>: ok"))
        #expect(try pivot(["render", "-", "--at", "13"], input: text).out.hasPrefix("<svg "))
    }

    @Test("a missing file, a folder where one trace is taken and an unreadable file each say so, with no line and column")
    func fileErrors() throws {
        let missing = try pivot(["check", "Traces/nope.trace"])
        #expect(missing.status == 2 && missing.err == "Traces/nope.trace: error: no such file\n")
        let folder = try pivot(["render", "Traces"])
        #expect(folder.status == 2 && folder.err == "Traces: error: a folder, not a trace file\n")
        let locked = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-locked-\(getpid()).trace").path
        try "launch\n".write(toFile: locked, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: locked) }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        // Root reads any file: then there is nothing to refuse.
        if getuid() != 0 {
            let unreadable = try pivot(["render", locked])
            #expect(unreadable.status == 2 && unreadable.err == "\(locked): error: cannot read the file: permission denied\n")
        }
    }

    @Test("a control character in a file name reaches the terminal as \\u{1B}, and the SVG stays well-formed")
    func controlInFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-names-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = folder.appendingPathComponent("bad\u{1B}[2J\u{1}.trace").path
        try "device iPhone8\nrotat portrait\n".write(toFile: name, atomically: true, encoding: .utf8)
        let shown = name.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}").replacingOccurrences(of: "\u{1}", with: "\\u{1}")
        let malformed = try pivot(["check", name])
        #expect(malformed.status == 2 && malformed.err.hasPrefix("\(shown):2:1: error: unknown statement 'rotat'"))
        try "device iPhone8\nlaunch\n".write(toFile: name, atomically: true, encoding: .utf8)
        let render = try pivot(["render", name])
        #expect(render.status == 0 && MarkupCheck.parse(render.out) != nil && render.out.contains(shown))
        let replay = try pivot(["replay", name])
        #expect(replay.status == 0 && replay.out.contains("# \(shown): iPhone8"))
    }
}
