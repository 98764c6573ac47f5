// Issue 37: the seeded hostile fuzz, extended to the surfaces added since issue 29. Binary and
// XML Info.plists (sets, arrays that share their successor, cut or corrupt trailers, entities),
// sweep and library-sweep results for `explore merge` (keys twice, rows emptied, renamed,
// tripled, of another depth, mode or file, states past Int64 together), output paths (the input
// itself, a link to it, a dangling link, a FIFO, a folder, ''), and folders holding FIFOs,
// folders and links named `*.trace`. Every case is generated from one seed, runs once, and must
// end by itself (no signal; nothing is timed) with exit 0 to 3; exit 2 says why on a line of the
// form `FILE:LINE:COL: error:` or `FILE: error:`; an input given as an output is never changed.

import Foundation
import PivotTestSupport
import Testing

@Suite("Hostile input, fuzzed: the surfaces of issue 37")
struct HostileFuzzSurfacesTests {
    static let seed: UInt64 = 37

    /// A fresh folder, removed by the caller.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-fuzz37-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// An error line: `FILE:LINE:COL: error: …` or `FILE: error: …` (a file, or the command where
    /// the fault is no file's).
    static func hasErrorLine(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.firstMatch(of: /^[^\s].*?(:\d+:\d+)?: error: \S/) != nil }
    }

    /// One run: it ends by itself, exits 0 to 3, and says why in the error form when it exits 2.
    @discardableResult
    static func check(_ arguments: [String], in folder: URL, allowed: ClosedRange<Int32> = 0...3) throws -> HostileFuzzTests.Run {
        let run = try HostileFuzzTests.run(arguments, in: folder)
        let what = arguments.joined(separator: " ")
        #expect(!run.signalled, "signal \(run.status): \(what)\n\(run.output.suffix(600))")
        #expect(run.signalled || allowed.contains(run.status), "exit \(run.status): \(what)\n\(run.output.suffix(600))")
        if run.status == 2 { #expect(hasErrorLine(run.errors), "exit 2 without an error line: \(what)\n\(run.errors.prefix(600))") }
        return run
    }

    static let header = "pivot-trace 1\ndevice iPhone8\nios 11.0\n"
    static let body = "controller home\nwindow main root=home\nshow main key\nlaunch\nrotate landscapeLeft\nexpect interface landscapeRight\n"
        + "explore event rotate portrait\nexplore check no-crash\nexplore depth 1\n"

    @Test("the error form is what the fuzz asks for: a file's line and column, a file, or the command")
    func errorForm() {
        #expect(Self.hasErrorLine("t.trace:3:5: error: unknown word"))
        #expect(Self.hasErrorLine("a b/c.json: error: the key 'rows' is given twice in one object"))
        #expect(Self.hasErrorLine("pivot explore merge: error: missing shard 1/3"))
        #expect(!Self.hasErrorLine("pivot explore merge: missing shard 1/3"))
        #expect(!Self.hasErrorLine("t.trace: warning: no expectation\n  x: error: an indented line is a quote, not the error"))
    }

    @Test("seeded binary and XML Info.plists: check, replay, explore and why end by themselves and say why they refuse one")
    func infoPlists() throws {
        let folder = try Self.folder("plists")
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SeededRandom(seed: Self.seed)
        for i in 0..<160 {
            let plist = i % 2 == 0 ? BinaryPlists.hostile(&rng) : XMLPlists.hostile(&rng)
            try Data(plist).write(to: folder.appendingPathComponent("p\(i).plist"))
            let trace = "t\(i).trace"
            try Data((Self.header + "info-plist p\(i).plist\n" + Self.body).utf8).write(to: folder.appendingPathComponent(trace))
            try Self.check(["check", trace], in: folder)
            if i % 8 == 0 {
                try Self.check(["replay", "--quiet", trace], in: folder)
                try Self.check(["explore", trace, "--jobs", "1"], in: folder)
                try Self.check(["why", "\(trace):6"], in: folder)
            }
        }
    }
}

extension HostileFuzzSurfacesTests {
    @Test("seeded sweep and library-sweep results: explore merge ends by itself, never loses rows silently, and says why it refuses")
    func sweepResults() throws {
        let folder = try Self.folder("sweeps")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ExploreFixtureTraces.toastSweep.utf8).write(to: folder.appendingPathComponent("sweep.trace"))
        var reals: [[String: Any]] = []
        for index in 0..<2 {
            let shard = try HostileFuzzTests.run(["explore", "sweep.trace", "--shard", "\(index)/2", "--format", "json"], in: folder)
            let json = String(shard.output.prefix { $0 != "\n" })
            try Data(json.utf8).write(to: folder.appendingPathComponent("real\(index).json"))
            reals.append(try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]))
        }
        let whole = try Self.check(["explore", "merge", "real0.json", "real1.json"], in: folder)
        #expect(whole.status == 1 && whole.output.contains("4 hosts × 1 property"), "\(whole.output)")
        var rng = SeededRandom(seed: Self.seed)
        for i in 0..<140 {
            let index = Int.random(in: 0..<2, using: &rng)
            let library = i % 4 == 3
            var shard = reals[index]
            if library { shard = SweepResults.asLibrary(shard) }
            try Data(SweepResults.hostile(&rng, real: shard)).write(to: folder.appendingPathComponent("s\(i).json"))
            var partner = reals[1 - index]
            if library { partner = SweepResults.asLibrary(partner) }
            try Data(SweepResults.json(partner)).write(to: folder.appendingPathComponent("o\(i).json"))
            var arguments = ["explore", "merge", "s\(i).json", "o\(i).json"]
            switch i % 3 {
            case 0: arguments += ["--format", "json"]
            case 1: arguments += ["--html", "page.html"]
            default: break
            }
            let run = try Self.check(arguments, in: folder)
            // A merge that succeeds shows every host of the sweep: none dropped in silence.
            if run.status < 2 && !arguments.contains("json") {
                #expect(run.output.contains("4 hosts × "), "rows lost: \(arguments)\n\(run.output.prefix(400))")
            }
        }
    }
}

extension HostileFuzzSurfacesTests {
    @Test("outputs that are inputs, links, FIFOs, folders or '': never an input overwritten, exit 2 or 3 with the reason")
    func outputPaths() throws {
        let folder = try Self.folder("outputs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = "t.trace", sweep = "sweep.trace"
        let traceText = Self.header + Self.body
        try Data(traceText.utf8).write(to: folder.appendingPathComponent(trace))
        try Data(ExploreFixtureTraces.toastSweep.utf8).write(to: folder.appendingPathComponent(sweep))
        let whole = try HostileFuzzTests.run(["explore", sweep, "--format", "json"], in: folder)
        let result = String(whole.output.prefix { $0 != "\n" })
        try Data(result.utf8).write(to: folder.appendingPathComponent("r.json"))
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.html").path, withDestinationPath: "nowhere/x")
        #expect(mkfifo(folder.appendingPathComponent("pipe.html").path, 0o600) == 0)
        try fm.createDirectory(at: folder.appendingPathComponent("dir.html"), withIntermediateDirectories: true)
        let inputs = [trace: traceText, sweep: ExploreFixtureTraces.toastSweep, "r.json": result]
        // Each command with its input: a link to it, a hard link, the input by two spellings, then
        // what is no file to write: a dangling link, a FIFO, a folder, '', a path under a file.
        let commands: [(input: String, arguments: (String) -> [String])] = [
            (trace, { ["replay", "--quiet", "--html", $0, trace] }), (trace, { ["render", trace, "-o", $0] }),
            (trace, { ["matrix", trace, "--ios", "11.0,16.0", "--html", $0] }), (sweep, { ["explore", sweep, "--html", $0] }),
            ("r.json", { ["explore", "merge", "r.json", "--html", $0] }),
        ]
        var rng = SeededRandom(seed: Self.seed)
        for (k, command) in commands.enumerated() {
            let soft = "soft\(k).html", hard = "hard\(k).html"
            try fm.createSymbolicLink(atPath: folder.appendingPathComponent(soft).path, withDestinationPath: command.input)
            #expect(link(folder.appendingPathComponent(command.input).path, folder.appendingPathComponent(hard).path) == 0)
            let outputs = [soft, hard, command.input, "./" + command.input, "dangling.html", "pipe.html", "dir.html", "",
                           command.input + "/sub"]
            for output in outputs.shuffled(using: &rng) {
                try Self.check(command.arguments(output), in: folder, allowed: 2...3)
                for (name, text) in inputs {
                    #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == text, "\(command.arguments(output))")
                }
            }
        }
    }

    @Test("folders holding FIFOs, folders, dangling and looping links and devices named *.trace: replay, check and evidence end by themselves")
    func specialFiles() throws {
        var rng = SeededRandom(seed: Self.seed)
        let good = Self.header + Self.body
        for round in 0..<8 {
            let folder = try Self.folder("special-\(round)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let fm = FileManager.default
            try fm.createDirectory(at: folder.appendingPathComponent("sub/deeper"), withIntermediateDirectories: true)
            try Data(good.utf8).write(to: folder.appendingPathComponent("a.trace"))
            var dangling = false
            for k in 0..<Int.random(in: 2...6, using: &rng) {
                let place = ["", "sub/", "sub/deeper/"][Int.random(in: 0..<3, using: &rng)]
                let name = folder.appendingPathComponent("\(place)x\(k).trace").path
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: #expect(mkfifo(name, 0o600) == 0)
                case 1: try fm.createDirectory(atPath: name, withIntermediateDirectories: true)
                case 2: try fm.createSymbolicLink(atPath: name, withDestinationPath: "nowhere.trace"); dangling = true
                case 3: try fm.createSymbolicLink(atPath: name, withDestinationPath: name); dangling = true
                case 4: try fm.createSymbolicLink(atPath: name, withDestinationPath: "/dev/null")
                case 5: try fm.createSymbolicLink(atPath: folder.appendingPathComponent("\(place)up\(k)").path, withDestinationPath: "..")
                case 6: _ = fm.createFile(atPath: name, contents: nil)
                default: try Data(good.utf8).write(to: URL(fileURLWithPath: name))
                }
            }
            for command in [["replay", "--quiet"], ["check"], ["evidence"]] {
                let run = try Self.check(command + [folder.path], in: folder)
                // A link whose trace is gone is said, never skipped in silence.
                if dangling { #expect(run.status == 2 && run.errors.contains("a symbolic link"), "\(command): \(run.errors)") }
            }
        }
    }
}
