import Foundation
import PivotTestSupport
import Testing

@Suite("The pivot command")
struct CommandLineTests {
    @Test("pivot --help lists the commands; pivot help COMMAND explains one")
    func help() throws {
        let top = try pivot(["--help"])
        #expect(top.status == 0)
        for command in ["replay", "check", "matrix", "devices", "help"] { #expect(top.out.contains("  \(command) ")) }
        #expect(!top.out.contains("  bench "), "the benchmarks are pivot-bench's")
        let replay = try pivot(["help", "replay"])
        #expect(replay.status == 0 && replay.out.contains("USAGE: pivot replay"))
    }

    @Test("an unknown command exits 2 and suggests the closest one")
    func unknownCommand() throws {
        let result = try pivot(["replya"])
        #expect(result.status == 2)
        #expect(result.err.contains("unknown command 'replya'; did you mean 'replay'?"))
    }

    @Test("help for an unknown command exits 2 and suggests the closest one, a swap of two letters being one edit")
    func helpForUnknownCommand() throws {
        let result = try pivot(["help", "replya"])
        #expect(result.status == 2)
        #expect(result.err.contains("no help for 'replya': unknown command; did you mean 'replay'?"))
    }

    @Test("pivot bench says where the benchmarks went and exits 2")
    func benchMoved() throws {
        let result = try pivot(["bench", "--quick"])
        #expect(result.status == 2)
        #expect(result.err == "pivot: 'bench' moved to its own executable: swift run -c release pivot-bench\n")
        #expect(result.out.isEmpty)
    }

    @Test("pivot devices prints every catalogue model")
    func devices() throws {
        let result = try pivot(["devices"])
        #expect(result.status == 0)
        for name in ["iPhone4s", "iPhoneSE", "iPhone8", "iPhoneX", "iPhone14ProMax", "iPad", "iPadPro12_9"] { #expect(result.out.contains(name)) }
    }

    @Test("replay exits 0 when every expectation holds, 1 when one fails, 2 for a malformed trace")
    func exitCodes() throws {
        let good = try pivot(["replay", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(good.status == 0)
        #expect(good.out.contains("expect interface landscapeRight  ok"))
        let failing = try pivot(["replay", "-"], input: "device iPhone8\ncontroller home\nwindow main root=home\nshow main key\nexpect interface landscapeLeft\n")
        #expect(failing.status == 1)
        #expect(failing.out.contains("<stdin>:5:1: error: expectation failed: expected interface landscapeLeft, got interface portrait"))
        let malformed = try pivot(["replay", "-"], input: "device iPhone8\nrotat portrait\n")
        #expect(malformed.status == 2)
        #expect(malformed.err.contains("<stdin>:2:1: error: unknown statement 'rotat'; did you mean 'rotate'?\nrotat portrait\n^"))
        #expect(malformed.out.isEmpty, "nothing runs")
    }

    @Test("an unexpected crash exits 1 and the timeline reports it as a failed expectation at the crashing line")
    func unexpectedCrash() throws {
        let crash = try pivot(["replay", "-"], input: "device iPhone8\nios 12.0\nwindow bare\nlaunch\nexpect interface portrait\n")
        #expect(crash.status == 1)
        #expect(crash.out.contains(#"<stdin>:4:1: error: expectation failed: expected no-crash, got crash NSInternalInconsistencyException "Application windows are expected"#))
        #expect(crash.out.contains("1 failed; crashed: NSInternalInconsistencyException"))
    }

    @Test("with several malformed traces, replay reports each and runs none")
    func severalMalformed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-malformed-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = dir.appendingPathComponent("first.trace").path, second = dir.appendingPathComponent("second.trace").path
        try "device iPhone8\nrotat portrait\n".write(toFile: first, atomically: true, encoding: .utf8)
        try "device iPhone8\nshow nowhere\n".write(toFile: second, atomically: true, encoding: .utf8)
        let result = try pivot(["replay", "Traces/seeds/forced-landscape-by-modal.trace", first, second])
        #expect(result.status == 2)
        #expect(result.err.contains("first.trace:2:1: error:") && result.err.contains("second.trace:2:6: error:"), "\(result.err)")
        #expect(result.out.isEmpty, "nothing ran")
    }

    @Test("replay output is byte-identical from run to run, in text and JSON")
    func deterministic() throws {
        for format in ["text", "json"] {
            let a = try pivot(["replay", "--format", format, "Traces/lifecycle/rotation-during-dismissal.trace"])
            let b = try pivot(["replay", "--format", format, "Traces/lifecycle/rotation-during-dismissal.trace"])
            #expect(a.status == 0 && a.out == b.out && !a.out.isEmpty)
        }
    }

    @Test("check parses only; a missing file is a clear error")
    func check() throws {
        let ok = try pivot(["check", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(ok.status == 0 && ok.out.contains("ok ("))
        let missing = try pivot(["check", "Traces/nope.trace"])
        #expect(missing.status == 2 && missing.err.contains("Traces/nope.trace: error: no such file"))
    }

    @Test("matrix exits 1 when a variant fails an expectation, 0 when all pass, 2 for an unmodelled version; --html writes its page")
    func matrix() throws {
        // What the comparison finds is MatrixComparisonTests' (PivotTraceTests); here, the command.
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(ProcessInfo.processInfo.processIdentifier).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let covering = try pivot(["matrix", "Traces/statusbar/covering-ios12.trace", "--ios", "12.0,16.0", "--html", page.path])
        #expect(covering.status == 1 && covering.out.contains("iOS 12.0") && covering.out.contains("iOS 16.0"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<svg"))
        let agreeing = try pivot(["matrix", "Traces/seeds/forced-landscape-by-modal.trace", "--ios", "11.0,11.4"])
        #expect(agreeing.status == 0 && agreeing.out.contains("Every variant agrees at every step"))
        let bad = try pivot(["matrix", "Traces/seeds/forced-landscape-by-modal.trace", "--ios", "4.0"])
        #expect(bad.status == 2)
    }
}

extension CommandLineTests {
    @Test("output that cannot be written (a full disk) exits 3 with a message, never a signal or a silent 0",
          arguments: [["devices"], ["check", "Traces/seeds/forced-landscape-by-modal.trace"],
                      ["replay", "Traces/seeds/forced-landscape-by-modal.trace"], ["--help"],
                      ["render", "Traces/seeds/forced-landscape-by-modal.trace"]])
    func fullDisk(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this test needs Linux's /dev/full")
        let process = Process()
        process.executableURL = pivotBinary
        process.arguments = arguments
        process.currentDirectoryURL = PackageFiles.root
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(message.contains("pivot: cannot write to standard output"))
    }
}

extension CommandLineTests {
    @Test("replay --explain says why each turn happened: the A5 rule, the A1 path, the masks, the device's target, the rule that settled it")
    func explain() throws {
        let result = try pivot(["replay", "--explain", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(result.status == 0)
        #expect(result.out.contains("""
                     why the interface is landscapeRight: it follows main, the window most recently given a root view controller, visible or not (A5, SDK ≥ 8 on iOS 8-13)
                     why main faces landscapeRight:
                       decider: root home → presented video (fullScreen fills the window, A1)
                       app mask allButUpsideDown (the Info.plist (A2)) ∩ video's landscapeRight (supportedInterfaceOrientations) = landscapeRight (A3)
                       the device asks for portrait
                       so: the presented controller prefers landscapeRight, which is in common (A6)
            """))
        let plain = try pivot(["replay", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(!plain.out.contains("why "))
    }

    @Test("pivot why FILE:LINE explains the state after that line; a bad argument is an error")
    func why() throws {
        let result = try pivot(["why", "Traces/overlays/hidden-overlay-steals-rotation-ios8.trace:17"])
        #expect(result.status == 0)
        #expect(result.out.contains("why the interface is portrait: it follows alertwin"))
        #expect(result.out.contains("(A5, SDK ≥ 8 on iOS 8-13)"))
        let bad = try pivot(["why", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(bad.status == 2 && bad.err.contains("give one FILE:LINE"))
        // The FILE:LINE:COL of a diagnostic, pasted with or without its colon, names the same line.
        for pasted in ["Traces/overlays/hidden-overlay-steals-rotation-ios8.trace:17:1",
                       "Traces/overlays/hidden-overlay-steals-rotation-ios8.trace:17:1:"] {
            let same = try pivot(["why", pasted])
            #expect(same.status == 0 && same.out == result.out, "\(pasted)")
        }
    }

    @Test("pivot matrix --devices names the catalogue's spelling of a device written with spaces")
    func matrixDeviceSpelling() throws {
        let result = try pivot(["matrix", "Traces/seeds/forced-landscape-by-modal.trace", "--devices", "iPhone 15 Pro Max"])
        #expect(result.status == 2)
        #expect(result.err.contains("unknown device 'iPhone 15 Pro Max'; did you mean 'iPhone15ProMax'?"))
    }
}

extension CommandLineTests {
    @Test("a trace with two marks of one label is malformed: replay exits 2 and names the first")
    func duplicateMark() throws {
        let result = try pivot(["replay", "-"], input: "device iPhone8\nmark here\nlaunch\nmark here\n")
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err == "<stdin>:4:6: error: mark 'here' already at line 2\nmark here\n     ^\n")
    }
}

extension CommandLineTests {
    @Test("pivot why and pivot replay show an escape sequence in a mark label as \\u{1B}, not raw")
    func escapeSequenceInLabel() throws {
        let input = "device iPhone8\nmark \"\u{1B}]0;owned\u{7}\"\n"
        let why = try pivot(["why", "-:2"], input: input)
        #expect(why.status == 0 && why.out.hasPrefix(#"after line 2  mark \u{1B}]0;owned\u{7}"#), "\(why.out.debugDescription)")
        let replay = try pivot(["replay", "-"], input: input)
        #expect(replay.status == 0 && replay.out.contains(#"    2  mark \u{1B}]0;owned\u{7}"#) && !replay.out.contains("\u{1B}"))
    }
}

extension CommandLineTests {
    @Test("matrix --all lifts the table's limit of 500 steps")
    func matrixAll() throws {
        let all = try pivot(["matrix", "-", "--ios", "7.1,16.0", "--all"], input: MatrixFixtures.manyDifferingSteps)
        #expect(all.status == 0 && all.out.contains("\n609 ") && !all.out.contains("… and "))
    }
}

extension CommandLineTests {
    @Test("pivot --version names the tool, the trace format and the SPEC; pivot alone prints the usage and exits 2")
    func versionAndUsage() throws {
        let version = try pivot(["--version"])
        #expect(version.status == 0 && version.out.hasPrefix("pivot ") && version.out.contains("trace format v2, SPEC v2"))
        let bare = try pivot([])
        #expect(bare.status == 2 && bare.out.isEmpty && bare.err.contains("USAGE: pivot <command>"))
    }

    @Test("the trace format --version advertises is one a pivot-trace line may name; the next one asks for a newer pivot")
    func versionLineAcceptsAdvertisedFormat() throws {
        let version = try pivot(["--version"])
        let advertised = try #require(version.out.firstMatch(of: /trace format v(\d+)/)?.output.1)
        let newest = try #require(Int(advertised))
        let accepted = try pivot(["check", "-"], input: "pivot-trace \(newest)\ndevice iPhone8\n")
        #expect(accepted.status == 0, "\(accepted.err)")
        let newer = try pivot(["check", "-"], input: "pivot-trace \(newest + 1)\n")
        #expect(newer.status == 2)
        #expect(newer.err.contains("<stdin>:1:13: error: trace format version \(newest + 1) is newer than this pivot reads"), "\(newer.err)")
    }

    @Test("every command that meets an unknown option exits 2 and suggests the closest option its help lists",
          arguments: [(["replay", "--formt", "json", "x"], 1, "--format"), (["matrix", "x", "--devics", "a"], 2, "--devices"),
                      (["explore", "--dept", "3", "x"], 1, "--depth"), (["render", "--att", "3", "x"], 1, "--at"),
                      (["replay", "--html=o.html", "--qiet", "x"], 2, "--quiet")])
    func unknownOption(arguments: [String], wrong: Int, suggestion: String) throws {
        let result = try pivot(arguments)
        let option = arguments[wrong]
        #expect(result.status == 2)
        #expect(result.err.contains("unknown option '\(option)'; did you mean '\(suggestion)'?"), "\(result.err)")
    }

    @Test("replay and render take every valued option as --name VALUE or --name=VALUE, and a bad value is named as such")
    func valuedOptionsBothWays() throws {
        let trace = "Traces/seeds/forced-landscape-by-modal.trace"
        let spaced = try pivot(["replay", "--format", "json", "--json-schema", "1", trace])
        let joined = try pivot(["replay", "--format=json", "--json-schema=1", trace])
        #expect(spaced.status == 0 && joined.status == 0 && joined.out == spaced.out && !joined.out.isEmpty)
        let bad = try pivot(["replay", "--format=xml", trace])
        #expect(bad.status == 2 && bad.err.contains("--format takes text, json or junit"), "\(bad.err)")
        let empty = try pivot(["replay", "--html=", trace])
        #expect(empty.status == 2 && empty.err.contains("--html needs a file"), "\(empty.err)")
        let atSpaced = try pivot(["render", "--at", "line:12", trace])
        let atJoined = try pivot(["render", "--at=line:12", trace])
        #expect(atSpaced.status == 0 && atJoined.out == atSpaced.out && atJoined.out.hasPrefix("<svg"))
        let missing = try pivot(["render", trace, "-o"])
        #expect(missing.status == 2 && missing.err.contains("-o needs a value"), "\(missing.err)")
    }

    @Test("replaying several traces ends with their grand total, in text and in JSON Lines")
    func grandTotal() throws {
        let files = ["Traces/seeds/forced-landscape-by-modal.trace", "Traces/statusbar/covering-ios12.trace"]
        let text = try pivot(["replay", "--quiet"] + files)
        let last = text.out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("== total: 2 traces, "), "\(last)")
        let json = try pivot(["replay", "--format", "json"] + files)
        let total = json.out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(total.hasPrefix(#"{"type":"total","traces":2,"#), "\(total)")
        #expect(total.hasSuffix(#""exit":\#(json.status)}"#))
        let one = try pivot(["replay", "--quiet", files[0]])
        #expect(!one.out.contains("== total"))
    }
}
