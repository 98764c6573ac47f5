// Issue 37: paths a user cannot act on get a message they can. A FIFO among a folder's traces
// is never opened; one given by name without a writer is an error, not a hang; a file name
// that is not UTF-8 says so; an output that cannot be written says what is in the way (exit 3),
// an empty one is a bad argument (exit 2); `why FILE::1` names the malformed location.

import Foundation
import PivotTestSupport
import Testing

@Suite("Hostile paths: folders with special files, odd names, outputs in the way")
struct HostilePathsTests {
    static let trace = "Traces/seeds/forced-landscape-by-modal.trace"

    /// A fresh folder with one good trace, removed by the caller.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-paths-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackageFiles.root.appendingPathComponent(trace), to: url.appendingPathComponent("a.trace"))
        return url
    }

    @Test("a FIFO named x.trace in a folder is left out by replay, check and evidence: they end, running the real traces",
          arguments: [["replay", "--quiet"], ["check"], ["evidence"]])
    func fifoInFolder(command: [String]) throws {
        let folder = try Self.folder("fifo-\(command[0])")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("sub/p.trace").path, 0o600) == 0)
        let run = try pivot(command + [folder.path])
        #expect(!run.out.contains("p.trace") && !run.err.contains("p.trace"), "\(run.out)\(run.err)")
        #expect(run.status == 0 || command[0] == "evidence", "\(run.err)")
        if command[0] == "check" { #expect(run.out.contains("a.trace: ok")) }
    }

    @Test("a FIFO given by name that nothing writes to is an error after a bounded wait, never a hang")
    func fifoWithoutWriter() throws {
        let folder = try Self.folder("lonely")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("sub/p.trace").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try pivot(["check", fifo])
        #expect(run.status == 2)
        #expect(run.err == "\(fifo): error: a FIFO (named pipe) that nothing wrote to in 2 s: start its writer first, or give a file\n")
    }

    @Test("a file name that is not valid UTF-8 is an error that says so, given by name and found in a folder")
    func nonUTF8Names() throws {
        let folder = try Self.folder("bytes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = Array(folder.path.utf8) + Array("/b".utf8) + [0xFF] + Array(".trace".utf8) + [0]
        let created = name.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o600) } }
        #expect(created >= 0)
        close(created)
        for command in [["check"], ["replay", "--quiet"], ["evidence"]] {
            let run = try pivot(command + [folder.path])
            #expect(run.status == 2)
            #expect(run.err.contains("/b\u{FFFD}.trace: error: a file name that is not valid UTF-8 (shown with \u{FFFD}): Pivot names files in UTF-8; rename it"),
                    "\(command): \(run.err)")
        }
        let given = try pivotShell("pivot check \"$(printf '\(folder.path)/b\\377.trace')\"")
        #expect(given.status == 2 && given.err.contains("no such file: the name is not valid UTF-8 as given"), "\(given.err)")
    }

    @Test("why FILE::1 names the malformed location instead of a file that does not exist")
    func whyEmptyField() throws {
        let run = try pivot(["why", Self.trace + "::1"])
        #expect(run.status == 2)
        #expect(run.err == "pivot why: '\(Self.trace)::1' is not a location: an empty field before the line; give FILE:LINE or FILE:LINE:COL\n")
    }

    @Test("an output under a file, a dangling link or a FIFO is a clear error with exit 3; an empty one exit 2")
    func outputsInTheWay() throws {
        let folder = try Self.folder("outputs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.trace").path
        let dangling = folder.appendingPathComponent("gone.html").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("nowhere").path)
        let fifo = folder.appendingPathComponent("pipe.html").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let explore = "Traces/explore/sideways-hud-ios7.trace"
        let cases: [([String], Int32, String)] = [
            (["replay", "--html", file + "/sub", Self.trace], 3, "cannot write \(file)/sub: \(file) is a file, not a folder"),
            (["render", Self.trace, "--at", "3", "-o", file + "/sub"], 3, "cannot write \(file)/sub: \(file) is a file, not a folder"),
            (["explore", explore, "-o", file + "/sub"], 3, "cannot write to \(file)/sub: \(file) is a file, not a folder"),
            (["replay", "--html", dangling, Self.trace], 3, "whose target does not exist: remove the link or give another path"),
            (["replay", "--html", fifo, Self.trace], 3, "a pipe (FIFO), not a file: give the path of a file to write"),
            (["replay", "--html", "", Self.trace], 2, "--html needs a file to write the report to"),
            (["render", Self.trace, "-o", ""], 2, "-o needs a file to write the picture to"),
            (["explore", explore, "--html", ""], 2, "--html needs a file to write the page to"),
            (["explore", explore, "-o", ""], 2, "-o needs a folder to write the counterexamples to"),
        ]
        for (arguments, status, message) in cases {
            let run = try pivot(arguments)
            #expect(run.status == status, "\(arguments): \(run.err)")
            #expect(run.err.contains(message) && !run.err.contains("NSCocoaErrorDomain") && !run.err.contains("already exists"),
                    "\(arguments): \(run.err)")
        }
    }
}

extension HostilePathsTests {
    @Test("a trace without an expectation passes with a warning; under --strict it fails (issue 37)")
    func noExpectation() throws {
        let trace = "device iPhone8\ncontroller home\nwindow main root=home\nshow main key\nlaunch\n"
        let plain = try pivot(["replay", "--quiet", "-"], input: trace)
        #expect(plain.status == 0)
        #expect(plain.err == "<stdin>: warning: no expectation: the trace replays without checking anything; add `expect` lines\n")
        let strict = try pivot(["replay", "--strict", "--quiet", "-"], input: trace)
        #expect(strict.status == 1)
        #expect(strict.err.hasPrefix("<stdin>: error: no expectation:"))
        let checked = try pivot(["replay", "--strict", "--quiet", "-"], input: trace + "expect interface portrait\n")
        #expect(checked.status == 0 && checked.err.isEmpty, "\(checked.err)")
    }
}

extension HostilePathsTests {
    @Test("matrix refuses a version that never shipped, and pairs a device with a version as replay does: --devices or the trace's own (issue 37)")
    func matrixPairs() throws {
        let never = try pivot(["matrix", "--ios", "9.9", Self.trace])
        #expect(never.status == 2 && never.err == "pivot matrix: --ios: 9.9 never shipped: iOS 9 ended with 9.3: there was no 9.9\n")
        let pair = try pivot(["matrix", "--ios", "7.1,11.0", "--devices", "iPhone6,iPhone8", Self.trace])
        #expect(pair.status == 2 && pair.err.hasPrefix("pivot matrix: --ios 7.1 with device iPhone6: the iPhone6 first ran iOS 8.0"), "\(pair.err)")
        // The trace's own device, at its `device` line: the pair `device iPhone8` + `ios 7.1` that replay refuses.
        let own = try pivot(["matrix", "--ios", "7.1,11.0", Self.trace])
        #expect(own.status == 2 && own.out.isEmpty)
        #expect(own.err.hasPrefix("\(Self.trace):3:8: error: --ios 7.1 with the trace's device iPhone8: the iPhone8 first ran iOS 11.0, "
                                  + "so it never ran iOS 7.1"), "\(own.err)")
        let replayed = try pivot(["replay", "-"], input: "device iPhone8\nios 7.1\n")
        #expect(replayed.status == 2 && replayed.err.contains("device iPhone8 with ios 7.1: the iPhone8 first ran iOS 11.0"), "\(replayed.err)")
        // Without --ios, the default versions the device ran, and a note for the others.
        let defaults = try pivot(["matrix", "--format", "json", Self.trace])
        #expect(defaults.err == "pivot matrix: note: iOS 7.1, 8.4 left out: the trace's iPhone8 first ran iOS 11.0\n")
        #expect(defaults.out.contains("\"iOS 11.0\"") && !defaults.out.contains("\"iOS 7.1\""), "\(defaults.out.prefix(300))")
        // A trace without a `device` line runs the default device: a model choice, as in replay.
        let unwritten = try pivot(["matrix", "--ios", "7.1", "-"], input: "controller home\nwindow main root=home\nshow main key\nlaunch\n")
        #expect(unwritten.status == 0, "\(unwritten.err)")
    }
}

extension HostilePathsTests {
    @Test("info-plist ../App/Info.plist that is missing names the path it resolved, from the shell's folder and from the trace's")
    func infoPlistResolvedPath() throws {
        let folder = try Self.folder("resolved")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("device iPhone8\ninfo-plist ../App/Info.plist\n".utf8).write(to: folder.appendingPathComponent("sub/t.trace"))
        let expected = "info-plist '../App/Info.plist': no such file (looked for \(folder.path)/App/Info.plist, beside the trace)"
        for (cwd, path) in [(folder.path, "sub/t.trace"), (folder.path + "/sub", "t.trace"), ("/", folder.path + "/sub/t.trace")] {
            let run = try pivotShell("cd '\(cwd)' && pivot check '\(path)'")
            #expect(run.status == 2 && run.err.hasPrefix("\(path):2:12: error: \(expected)\n"), "\(cwd) \(path): \(run.err)")
        }
    }
}

extension HostilePathsTests {
    @Test("an output that is one of the inputs, by name, by another spelling or through a link, is refused and the input kept (issue 37)")
    func outputIsAnInput() throws {
        let folder = try Self.folder("clash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("a.trace").path
        let original = try String(contentsOfFile: trace, encoding: .utf8)
        let link = folder.appendingPathComponent("link.html").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: trace)
        let sub = folder.appendingPathComponent("sub").path
        let cases: [[String]] = [["replay", "--html", trace, trace], ["render", trace, "-o", sub + "/../a.trace"],
                                 ["matrix", trace, "--ios", "11.0,16.0", "--html", link], ["explore", trace, "--html", trace],
                                 ["explore", "merge", trace, "--html", trace]]
        for arguments in cases {
            let run = try pivot(arguments)
            let output = arguments[arguments.count - (arguments[0] == "replay" ? 2 : 1)]
            #expect(run.status == 2, "\(arguments): \(run.err)")
            #expect(run.err.hasPrefix("pivot \(arguments[0] == "explore" && arguments[1] == "merge" ? "explore merge" : arguments[0]): "
                                      + "error: the output \(output) is the input \(trace): give another path"), "\(arguments): \(run.err)")
            #expect(try String(contentsOfFile: trace, encoding: .utf8) == original, "\(arguments)")
        }
    }
}

extension HostilePathsTests {
    @Test("explore -o into the trace's own folder, where a counterexample's name is the trace's, refuses before writing anything")
    func counterexampleOverTheInput() throws {
        let folder = try Self.folder("cx-clash")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Its property `upright hud` writes upright-hud.trace: the explored file's own name.
        let trace = folder.appendingPathComponent("upright-hud.trace").path
        try FileManager.default.copyItem(atPath: PackageFiles.root.appendingPathComponent("Traces/explore/sideways-hud-ios7.trace").path,
                                         toPath: trace)
        let original = try String(contentsOfFile: trace, encoding: .utf8)
        let run = try pivot(["explore", trace, "-o", folder.path])
        #expect(run.status == 2)
        #expect(run.err.contains("pivot explore: error: the output \(folder.path)/upright-hud.trace is the input \(trace)"), "\(run.err)")
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.trace", "sub", "upright-hud.trace"])
        // Another folder takes them.
        let elsewhere = try pivot(["explore", trace, "-o", folder.appendingPathComponent("sub").path])
        #expect(elsewhere.status == 1 && FileManager.default.fileExists(atPath: folder.appendingPathComponent("sub/upright-hud.trace").path))
    }
}

extension HostilePathsTests {
    @Test("a link named x.trace whose trace is gone, or that loops, is an error naming it; a link to a trace runs it",
          arguments: [["replay", "--quiet"], ["check"]])
    func linksInFolder(command: [String]) throws {
        let folder = try Self.folder("links-\(command[0])")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("sub/linked.trace").path, withDestinationPath: "../a.trace")
        let good = try pivot(command + [folder.path])
        #expect(good.status == 0, "\(good.err)")
        if command[0] == "check" { #expect(good.out.contains("sub/linked.trace: ok")) }
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("gone.trace").path, withDestinationPath: "moved-away.trace")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("sub/loop.trace").path, withDestinationPath: "loop.trace")
        let run = try pivot(command + [folder.path])
        #expect(run.status == 2)
        #expect(run.err.contains("\(folder.path)/gone.trace: error: a symbolic link whose target does not exist: remove the link or point it at the trace"),
                "\(run.err)")
        #expect(run.err.contains("\(folder.path)/sub/loop.trace: error: a symbolic link that loops"), "\(run.err)")
    }
}

extension HostilePathsTests {
    @Test("SPEC D1 a misspelt device is one error: none about the default device it leaves in place, with the iOS the trace gives")
    func oneErrorPerMistake() throws {
        let run = try pivot(["check", "-"], input: "device iPhone6ss\nios 7.1\ncontroller home\n")
        #expect(run.status == 2)
        let errors = run.err.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].hasPrefix("<stdin>:1:8: error: unknown device 'iPhone6ss'"), "\(run.err)")
        for alias in ["iPhone5", "iPhone5c", "iPhone6s", "iPhone6sPlus"] {
            let known = try pivot(["replay", "--quiet", "-"], input: "device \(alias)\nios 9.3\ncontroller home\nwindow main root=home\nshow main key\nlaunch\n"
                                  + "expect interface portrait\n")
            #expect(known.status == 0 && known.out.contains("== <stdin>:"), "\(alias): \(known.err)")
            let header = try pivot(["replay", "-"], input: "device \(alias)\nios 9.3\ncontroller home\nexpect interface portrait\n")
            #expect(header.out.hasPrefix("# <stdin>: \(alias), iOS 9.3"), "the header names the device as written: \(header.out.prefix(80))")
        }
    }
}
