// Issue 29: a seeded fuzz of hostile input through the `pivot` binary. Traces (random bytes,
// bundled traces cut, flipped and shuffled, deep actions, many observers, huge numbers), Info
// property lists and shard results are generated from one seed and given to replay, check,
// matrix, explore, why and explore merge. Each run must end by itself (no signal; nothing is
// timed) with an exit status 0 to 3, and a second run of the same input must print the same bytes.
// Several files go to one process where the command takes several, to stay fast.

import Foundation
import PivotTestSupport
import Testing

@Suite("Hostile input, fuzzed")
struct HostileFuzzTests {
    static let seed: UInt64 = 29

    /// One run of `pivot`: its status, or the signal that ended it, and what it printed.
    struct Run: Equatable {
        var status: Int32
        var signalled: Bool
        var output: String
        /// Standard error alone, as printed (explore's timing lines too): not compared between runs.
        var errors: String = ""
    }

    /// Runs `pivot` with its output in files (no pipe to fill) until it ends by itself: a hang
    /// would hang the test, which CI's own limit reports; the test times nothing (no wall clock).
    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = pivotBinary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = folder.appendingPathComponent("out.txt"), err = folder.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        defer { try? outHandle.close(); try? errHandle.close() }
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // Explore's wall-clock and progress lines differ from run to run: everything else may not.
        // Known and left (issue 29 report): Foundation's property-list reader, given broken XML,
        // retries it as old-style text and logs that with a time stamp and the process id.
        let errText = (try? String(contentsOf: err, encoding: .utf8)) ?? "<not UTF-8>"
        let kept = errText.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("explore: ") && ($0.hasSuffix(" s") || $0.hasSuffix("states/s"))) }
            .filter { !$0.contains("CFPropertyListCreateFromXMLData(): Old-style plist parser") }
        let output = ((try? String(contentsOf: out, encoding: .utf8)) ?? "<not UTF-8>") + "\n--\n" + kept.joined(separator: "\n")
        return Run(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                   output: output, errors: errText)
    }

    /// Runs twice and records anything that is not a clean, repeatable exit 0 to 3.
    static func check(_ arguments: [String], in folder: URL) throws {
        let first = try run(arguments, in: folder)
        let what = arguments.prefix(4).joined(separator: " ") + (arguments.count > 4 ? " … (\(arguments.count) arguments)" : "")
        #expect(!first.signalled, "signal \(first.status): \(what)\n\(first.output.suffix(600))")
        #expect(first.signalled || (0...3).contains(first.status), "exit \(first.status): \(what)\n\(first.output.suffix(600))")
        guard !first.signalled else { return }
        let second = try run(arguments, in: folder)
        if (first.status, first.signalled, first.output) != (second.status, second.signalled, second.output) {
            let a = first.output.split(separator: "\n", omittingEmptySubsequences: false)
            let b = second.output.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line].prefix(300)) : "<end>" }
            Issue.record("two runs differ: \(what) (status \(first.status), \(second.status)); first difference:\n- \(shown(a))\n+ \(shown(b))")
        }
    }

    // MARK: - Generators

    static let keywords = ["device", "ios", "sdk", "plist", "controller", "window", "show", "hide", "launch", "rotate", "present",
                           "dismiss", "action", "end", "do", "on", "wait", "expect", "explore", "mark", "release", "root", "level",
                           "info-plist", "observe", "view", "layout", "lock", "push", "pop"]

    static func bytes(_ count: Int, _ rng: inout SeededRandom) -> [UInt8] {
        (0..<count).map { _ in
            // Mostly printable, with line breaks, tabs, quotes and the odd control or high byte.
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: 0x0A
            case 1: UInt8.random(in: 0...255, using: &rng)
            case 2: 0x22
            case 3: 0x3D
            default: UInt8.random(in: 0x20...0x7E, using: &rng)
            }
        }
    }

    /// A hostile trace: `plists` are the Info.plist names it may point at.
    static func trace(_ rng: inout SeededRandom, bundled: [[UInt8]], plists: [String]) -> [UInt8] {
        let base = bundled[Int.random(in: 0..<bundled.count, using: &rng)]
        let header = Array("pivot-trace 1\ndevice iPhone8\nios 11.0\ncontroller home\nwindow main root=home\nshow main key\nlaunch\n".utf8)
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:
            return bytes(Int.random(in: 0..<400, using: &rng), &rng)
        case 1:
            var copy = base
            for _ in 0..<Int.random(in: 1...8, using: &rng) where !copy.isEmpty {
                copy[Int.random(in: 0..<copy.count, using: &rng)] = bytes(1, &rng)[0]
            }
            return copy
        case 2:
            return Array(base.prefix(Int.random(in: 0...base.count, using: &rng)))
        case 3:
            var lines = base.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            for _ in 0..<Int.random(in: 1...6, using: &rng) where !lines.isEmpty {
                let i = Int.random(in: 0..<lines.count, using: &rng), j = Int.random(in: 0..<lines.count, using: &rng)
                if Bool.random(using: &rng) { lines.swapAt(i, j) } else { lines.insert(lines[i], at: j) }
            }
            return Array(lines.joined(separator: [0x0A]))
        case 4:
            // Actions nested around the limit, run by `do` and as an explore event.
            let depth = Int.random(in: 95...140, using: &rng)
            var text = "action a0\n  rotate landscapeLeft\nend\n"
            for i in 1..<depth { text += "action a\(i)\n  do a\(i - 1)\nend\n" }
            text += "do a\(depth - 1)\nexplore event do a\(depth - 1)\nexplore event rotate portrait\nexplore check no-crash\nexplore depth 2\n"
            return header + Array(text.utf8)
        case 5:
            // Many observers, some of them a loop.
            var text = "device-notifications begin\nlaunch\naction noop\n  lock off\nend\naction flip\n  hide main\n  show main key\nend\n"
            let names = ["UIDeviceOrientationDidChangeNotification", "UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeKeyNotification"]
            for _ in 0..<Int.random(in: 1...140, using: &rng) {
                text += "on \(names[Int.random(in: 0..<names.count, using: &rng)]) do \(Int.random(in: 0..<8, using: &rng) == 0 ? "flip" : "noop")\n"
            }
            text += "rotate landscapeLeft\nexplore event rotate portrait\nexplore event rotate landscapeRight\nexplore check no-crash\nexplore depth 2\n"
            return Array(("pivot-trace 1\ndevice iPhone8\nios 11.0\ncontroller home\nwindow main root=home\nshow main key\n" + text).utf8)
        case 6:
            let plist = plists[Int.random(in: 0..<plists.count, using: &rng)]
            return Array("pivot-trace 1\ninfo-plist \(plist)\ndevice iPhone8\ncontroller home\nwindow main root=home\nshow main key\nlaunch\nrotate landscapeLeft\n".utf8)
        case 7:
            let numbers = ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "1e308", "-0", "0x10", "1000000", "1000001"]
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let n = numbers[Int.random(in: 0..<numbers.count, using: &rng)]
                text += ["wait \(n)\n", "explore depth \(n)\n", "ios \(n).0\n", "window w\(n.count) level=\(n)\n",
                         "view v root=main frame=0,0,\(n),\(n)\n"][Int.random(in: 0..<5, using: &rng)]
            }
            return header + Array((text + "explore event rotate landscapeLeft\nexplore check no-crash\n").utf8)
        default:
            var text = ""
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                text += keywords[Int.random(in: 0..<keywords.count, using: &rng)] + " "
                text += String(decoding: bytes(Int.random(in: 0..<30, using: &rng), &rng).filter { $0 != 0x0A }, as: UTF8.self) + "\n"
            }
            return header + Array(text.utf8)
        }
    }

    static func plist(_ rng: inout SeededRandom) -> [UInt8] {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        let values = ["<true/>", "<false/>", "<string>UIInterfaceOrientationPortrait</string>", "<integer>9223372036854775807</integer>",
                      "<array><string>UIInterfaceOrientationLandscapeLeft</string><string>x</string></array>", "<dict/>", "<real>1e999</real>",
                      "<string>YES</string>", "<data>AAAA</data>", "<date>2024-01-01T00:00:00Z</date>"]
        let keys = ["UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad", "UIRequiresFullScreen",
                    "UIStatusBarHidden", "UIStatusBarStyle", "UIViewControllerBasedStatusBarAppearance",
                    "UIRequiresFullScreenIgnoredStartingWithVersion", "UIApplicationSceneManifest"]
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return bytes(Int.random(in: 0..<200, using: &rng), &rng)
        case 1: return Array(String(repeating: " \n\t", count: Int.random(in: 0..<5, using: &rng)).utf8)
        case 2:
            let depth = Int.random(in: 1...200, using: &rng)
            return Array((head + "<dict><key>k</key>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                          + "</dict></plist>\n").utf8)
        case 3: return Array("bplist00".utf8) + bytes(Int.random(in: 0..<64, using: &rng), &rng)
        default:
            var body = "<dict>\n"
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                body += "<key>\(keys[Int.random(in: 0..<keys.count, using: &rng)])</key>\(values[Int.random(in: 0..<values.count, using: &rng)])\n"
            }
            let text = head + body + "</dict>\n</plist>\n"
            return Array(text.utf8.prefix(Bool.random(using: &rng) ? text.utf8.count : Int.random(in: 0...text.utf8.count, using: &rng)))
        }
    }

    /// A shard result: a real one with a field replaced, removed or the text cut.
    static func shard(_ rng: inout SeededRandom, real: [String: Any]) -> [UInt8] {
        var object = real
        let extremes: [Any] = [-1, 0, Int.max, Int.min, Int.max - 1, "x", NSNull(), [Any](), 1.5, 4_000_000]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let keys = object.keys.sorted()
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: object.removeValue(forKey: key)
            case 1:
                if var properties = object["properties"] as? [[String: Any]], !properties.isEmpty {
                    let i = Int.random(in: 0..<properties.count, using: &rng)
                    let field = ["length", "path", "trace", "violated", "shrunkFrom", "name"][Int.random(in: 0..<6, using: &rng)]
                    properties[i][field] = field == "path" ? [Int.random(in: -3...50, using: &rng)] : extremes[Int.random(in: 0..<extremes.count, using: &rng)]
                    object["properties"] = properties
                }
            case 2: object["shard"] = ["0/0", "-1/2", "5/2", "0/9223372036854775807", "1/2", "x"][Int.random(in: 0..<6, using: &rng)]
            default: object[key] = extremes[Int.random(in: 0..<extremes.count, using: &rng)]
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return Int.random(in: 0..<6, using: &rng) == 0 ? Array(data.prefix(Int.random(in: 0...data.count, using: &rng))) : Array(data)
    }

    // MARK: - The test

    @Test("seeded hostile traces, property lists and shards: every command ends by itself, exits 0 to 3, and repeats its output")
    func fuzz() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SeededRandom(seed: Self.seed)
        let bundled = try PackageFiles.traces.prefix(400).map { try [UInt8](Data(contentsOf: PackageFiles.root.appendingPathComponent($0))) }

        var plists: [String] = []
        for i in 0..<200 {
            let name = "p\(i).plist"
            try Data(Self.plist(&rng)).write(to: folder.appendingPathComponent(name))
            plists.append(name)
        }
        var traces: [String] = []
        for i in 0..<1500 {
            let name = "t\(i).trace"
            try Data(Self.trace(&rng, bundled: bundled, plists: plists)).write(to: folder.appendingPathComponent(name))
            traces.append(name)
        }
        // Many files a process where the command takes several.
        for chunk in stride(from: 0, to: traces.count, by: 500).map({ Array(traces[$0..<min(traces.count, $0 + 500)]) }) {
            try Self.check(["check"] + chunk, in: folder)
            try Self.check(["replay", "--quiet"] + chunk, in: folder)
        }
        // One file a process: a sample.
        for name in (0..<25).map({ _ in traces[Int.random(in: 0..<traces.count, using: &rng)] }) {
            try Self.check(["matrix", name, "--ios", "9.0,16.0"], in: folder)
            try Self.check(["explore", name, "--depth", "2", "--jobs", "2"], in: folder)
            try Self.check(["why", "\(name):\(Int.random(in: 1...12, using: &rng))"], in: folder)
            try Self.check(["render", name], in: folder)
        }

        // Shards: the two halves of a real search, then each replaced by a hostile one.
        let source = PackageFiles.root.appendingPathComponent("Traces/explore/dismissal-secondary-window-ios9.trace").path
        var reals: [[String: Any]] = []
        for index in 0..<2 {
            let result = try Self.run(["explore", source, "--shard", "\(index)/2", "--format", "json", "--depth", "3"], in: folder)
            let json = String(result.output.prefix { $0 != "\n" })
            try Data(json.utf8).write(to: folder.appendingPathComponent("real\(index).json"))
            reals.append(try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]))
        }
        try Self.check(["explore", "merge", "real0.json", "real1.json"], in: folder)
        for i in 0..<150 {
            let index = i % 2
            try Data(Self.shard(&rng, real: reals[index])).write(to: folder.appendingPathComponent("s\(i).json"))
            try Self.check(["explore", "merge", index == 0 ? "s\(i).json" : "real0.json", index == 0 ? "real1.json" : "s\(i).json"], in: folder)
        }
    }
}
