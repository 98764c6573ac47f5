// Issue 29, "nothing silent, nothing lost": input that is not what a command expects (endless
// devices, huge files, nesting past the bounds, broken shard results, options that do not
// apply) ends with a message and exit 2, never a trap, a hang or memory exhaustion.

import Foundation
import PivotTestSupport
import Testing

@Suite("Hostile input")
struct HostileInputTests {
    static let tooLarge = "error: larger than 64 MiB, the most Pivot reads from one file\n"

    @Test("/dev/zero and /dev/urandom as a trace are refused at 1:1 after 64 MiB, by every command")
    func endlessDevices() throws {
        for command in [["replay"], ["check"], ["matrix"], ["explore"], ["render"]] {
            let zero = try pivot(command + ["/dev/zero"])
            #expect(zero.status == 2 && zero.err == "/dev/zero:1:1: " + Self.tooLarge, "\(command): \(zero.err)")
        }
        let random = try pivot(["why", "/dev/urandom:3"])
        #expect(random.status == 2 && random.err == "/dev/urandom:1:1: " + Self.tooLarge, "\(random.err)")
        let merge = try pivot(["explore", "merge", "/dev/zero"])
        #expect(merge.status == 2 && merge.err == "/dev/zero: error: larger than 64 MiB, the most Pivot reads from one file\n",
                "\(merge.err)")
    }

    @Test("a regular file over 64 MiB is refused before a byte is read")
    func hugeFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-huge-\(getpid()).trace").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { unlink(path) }
        #expect(truncate(path, 65 << 20) == 0)   // sparse: nothing is written
        let result = try pivot(["check", path])
        #expect(result.status == 2 && result.err == "\(path):1:1: " + Self.tooLarge, "\(result.err)")
    }

    @Test("info-plist naming a device, a FIFO or a folder is an error at its line in the user's terms")
    func infoPlistPaths() throws {
        for (path, said) in [("/dev/zero", "a device, not an Info.plist file"), ("/dev/null", "a device, not an Info.plist file"),
                             ("/tmp", "a folder, not an Info.plist file")] {
            let result = try pivot(["check", "-"], input: "info-plist \(path)\n")
            #expect(result.status == 2 && result.err.hasPrefix("<stdin>:1:12: error: info-plist '\(path)': \(said)"), "\(result.err)")
        }
    }

    /// Actions nested `count` deep, the deepest run by `do` and as an explore event.
    static func nested(_ count: Int) -> String {
        var text = "device iPhone8\nios 11.0\ncontroller home\nwindow main root=home\nshow main key\nlaunch\n"
        text += "action a0\n  rotate landscapeLeft\nend\n"
        for i in 1..<count { text += "action a\(i)\n  do a\(i - 1)\nend\n" }
        return text + "do a\(count - 1)\nexplore event do a\(count - 1)\nexplore check no-crash\n"
    }

    @Test("actions nested 4,000 deep are one error at parse time for check, replay, matrix and explore, never a crash")
    func deepActions() throws {
        let error = "<stdin>:308:6: error: actions nest at most 100 deep: 'a99' already nests 100, so 'a100' would nest 101\n"
        for command in ["check", "replay", "matrix", "explore"] {
            let result = try pivot([command, "-"], input: Self.nested(4000))
            #expect(result.status == 2 && result.err.hasPrefix(error), "\(command): \(result.status) \(result.err.prefix(300))")
        }
    }

    @Test("--seed and --walks without --mode random are refused, not ignored")
    func randomOnlyOptions() throws {
        let trace = "Traces/explore/hidden-window-takeover-ios8.trace"
        for option in [["--seed", "7"], ["--walks", "10"], ["--mode", "bfs", "--walks", "10"]] {
            let result = try pivot(["explore", trace] + option)
            let name = option[option.count - 2]
            #expect(result.status == 2 && result.err.hasPrefix("pivot explore: \(name) applies to --mode random only\n"), "\(result.err)")
            #expect(result.out.isEmpty)
        }
        let random = try pivot(["explore", trace, "--mode", "random", "--seed", "7", "--walks", "10"])
        #expect(random.status == 0 || random.status == 1, "\(random.err)")
    }
}
