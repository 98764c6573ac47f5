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

    @Test("matrix replays one trace under several iOS versions, shows what differs where, lists the failed expectations and exits 1 for them")
    func matrix() throws {
        let result = try pivot(["matrix", "Traces/seeds/forced-landscape-by-modal.trace", "--ios", "7.1,8.4,11.0,13.0,16.0"])
        #expect(result.status == 1, "iOS 7.1 keeps the portrait bounds the trace expects to swap")
        #expect(result.out.contains("iOS 7.1") && result.out.contains("iOS 16.0"))
        #expect(result.out.contains("expectations"))
        #expect(result.out.contains("iOS 7.1:\n  Traces/seeds/forced-landscape-by-modal.trace:13:1: error: expectation failed: expected window main bounds=667x375, got window main bounds=375x667"))
        // A toast that covers the status bar on iOS 12 and not on iOS 16: the matrix says so.
        let covering = try pivot(["matrix", "Traces/statusbar/covering-ios12.trace", "--ios", "12.0,16.0"])
        #expect(covering.status == 1)
        #expect(covering.out.contains("status bar  20 portrait covered default  20 portrait default"))
        #expect(covering.out.contains("order       main,statusbar,banner        main,banner,statusbar"))
        let devices = try pivot(["matrix", "Traces/platforms/island-landscape-insets-ios18-26.trace", "--devices", "iPhone16ProMax,iPhone15"])
        #expect(devices.out.contains("iPhone16ProMax") && devices.out.contains("safe areas"))
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
    @Test("matrix shows the first 500 steps where versions differ, counts the rest, and --all shows every one")
    func matrixLimit() throws {
        let rotations = (0..<600).map { $0 % 2 == 0 ? "rotate landscapeLeft" : "rotate portrait" }
        let trace = (["device iPhoneX", "ios 16.0", "controller home supports=portrait", "window main root=home",
                      "controller other supports=all", "window side root=other level=alert", "show main key", "show side",
                      "launch"] + rotations).joined(separator: "\n") + "\n"
        let limited = try pivot(["matrix", "-", "--ios", "7.1,16.0"], input: trace)
        #expect(limited.status == 0)
        // The table's steps, by their line numbers: every rotation differs (the safe areas).
        func steps(_ out: String) -> Set<Int> {
            Set(out.split(separator: "\n").compactMap { row in row.split(separator: " ").first.flatMap { Int($0) } })
        }
        let all = try pivot(["matrix", "-", "--ios", "7.1,16.0", "--all"], input: trace)
        let every = steps(all.out)
        #expect(every.count > 600 && every.contains(609) && !all.out.contains("… and "))
        #expect(steps(limited.out).count == 500 && !steps(limited.out).contains(609))
        let first = every.sorted()[500]
        #expect(limited.out.contains("… and \(every.count - 500) more steps where the variants differ, from line \(first) (--all shows them)"))
        // Only the windows that differ are listed: the alert window's bounds, not the portrait main window.
        #expect(limited.out.contains("side:landscapeRight 375x812") && !limited.out.contains("main:"))
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

extension CommandLineTests {
    @Test("matrix --html shows each differing step's aspects and every variant's screen side by side, in a well-formed page")
    func matrixPage() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(ProcessInfo.processInfo.processIdentifier).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let result = try pivot(["matrix", "Traces/statusbar/covering-ios12.trace", "--ios", "12.0,16.0", "--html", page.path])
        #expect(result.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        let check = try #require(MarkupCheck.parse(String(html.drop { $0 != "\n" })), "the page is not well-formed")
        #expect(check.all("h2").count == 1 && check.text.contains("line 18: level banner statusBar+1"))
        #expect(check.text.contains("1 step where the variants differ."))
        #expect(check.all("svg").count == 2)
        #expect(check.text.contains("20 portrait covered default") && check.text.contains("main,banner,statusbar"))
    }
}

extension CommandLineTests {
    static let keyboardTrace = """
        device iPhoneX
        ios 16.0
        plist all
        controller home supports=all
        window main root=home
        show main key
        launch
        keyboard show
        rotate landscapeLeft
        rotate portrait

        """

    static let crashTrace = """
        device iPhoneX
        ios 16.0
        plist portrait
        controller home
        controller modal supports=all
        window main root=home
        show main key
        launch
        present modal from=home
        set modal supports=landscape
        dismiss modal
        controller z
        set home supports=landscape
        attempt-rotation
        wait 100
        wait 100
        wait 100

        """

    @Test("matrix lists a step only when an aspect it shows differs: the keyboard and status bar order, steps after crashes",
          arguments: [(keyboardTrace, "9.0,12.0,16.0"), (crashTrace, "12.0,16.0")])
    func matrixStepsShowTheirDifference(trace: String, versions: String) throws {
        let result = try pivot(["matrix", "-", "--ios", versions, "--format", "json"], input: trace)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        for step in steps {
            let differences = step["differences"] as? [[String: Any]] ?? []
            #expect(!differences.isEmpty, "line \(step["line"] ?? "?") is listed with nothing that differs")
            for difference in differences {
                #expect(Set(difference["values"] as? [String] ?? []).count > 1, "line \(step["line"] ?? "?"): \(difference)")
            }
        }
    }

    @Test("S4 W7 matrix sees the status bar above the keyboard on iOS 16 and below it on iOS 12")
    func matrixKeyboardOrder() throws {
        let result = try pivot(["matrix", "-", "--ios", "12.0,16.0"], input: Self.keyboardTrace)
        #expect(result.out.contains("8     keyboard show    order  main,statusbar,keyboard  main,keyboard,statusbar"), "\(result.out)")
    }
}
