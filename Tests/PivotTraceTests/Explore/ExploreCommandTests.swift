import Foundation
import Pivot
import PivotTrace
import Testing

/// `pivot explore` on the bundled explore traces: each rediscovers its bug from the app's
/// description alone, the counterexample is minimal and replays green, the output is the same
/// for any number of jobs and matches its golden, and shards merged give the single answer.
@Suite("pivot explore")
struct ExploreCommandTests {
    /// Each bundled explore trace, the property it breaks and the shortest length.
    static let knownBugs: [(trace: String, property: String, length: Int)] = [
        ("hidden-window-takeover-ios8", "follows-interface main", 2),
        ("overlay-unlocks-rotation-ios71", "statusbar-follows-key", 2),
        ("dismissal-secondary-window-ios9", "supported liveroot", 2),
        ("sideways-hud-ios7", "upright hud", 1),
        ("statusbar-appearance-takeover", "statusbar-hidden-as-preferred", 1),
        ("no-common-orientation-crash", "no-crash", 2),
        ("toast-window-made-in-landscape-ios8", "follows-interface main", 2),
        ("hud-library-as-written-ios8", "follows-interface main", 2),
        ("hud-mask-short-after-rotation-ios8", "covers-screen mask", 1),
        ("hud-mask-resizable-window-ipados26", "covers-window background", 1),
        ("alert-window-faces-away", "same-facing main alertwin", 2),
        ("overlay-takes-statusbar-style-ios13", "statusbar-style-as-preferred", 1),
        ("hud-dismissal-steals-key-ios6", "key-returns-to main", 1),
        ("keyboard-covers-alert-hud", "always expect covered hud no", 1),
        ("overlay-default-mask-blocks-upside-down", "follows-interface main", 2),
        ("reaction-reassigns-root", "follows-interface main", 3),
    ]

    /// The violated properties of a JSON result: name → (length, trace).
    static func violations(_ json: String) throws -> [String: (length: Int, trace: String)] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        var result: [String: (length: Int, trace: String)] = [:]
        for property in object?["properties"] as? [[String: Any]] ?? [] where property["violated"] as? Bool == true {
            if let name = property["name"] as? String, let length = property["length"] as? Int, let trace = property["trace"] as? String {
                result[name] = (length, trace)
            }
        }
        return result
    }

    @Test("every bundled explore trace is one of the known bugs")
    func bundled() {
        // Host sweeps have tests of their own (HostSweepTests).
        let bundled = Corpus.traces.filter { $0.hasPrefix("Traces/explore/") && !$0.hasPrefix("Traces/explore/hosts/") }
        #expect(bundled.sorted() == Self.knownBugs.map { "Traces/explore/\($0.trace).trace" }.sorted())
    }

    @Test("the explorer rediscovers the bug; the counterexample replays green and nothing shorter breaks the property",
          arguments: knownBugs.map(\.trace))
    func rediscovers(name: String) throws {
        let bug = Self.knownBugs.first { $0.trace == name }!
        let path = "Traces/explore/\(name).trace"
        let run = try pivot(["explore", path, "--format", "json"])
        #expect(run.status == 1, "\(run.err)")
        let found = try Self.violations(run.out)
        #expect(found[bug.property]?.length == bug.length, "\(found.keys.sorted())")
        let text = try #require(found[bug.property]?.trace)
        let replay = Replay.run(try TraceParser.parse(text, file: "\(name).found.trace"), file: "\(name).found.trace")
        #expect(replay.summary.failures.isEmpty, "\(replay.summary.failures)")
        #expect(replay.summary.expectations >= 1, "the counterexample shows the bad state")
        if bug.length > 1 {
            let shorter = try pivot(["explore", path, "--format", "json", "--depth", "\(bug.length - 1)"])
            #expect(try Self.violations(shorter.out)[bug.property] == nil, "a shorter sequence would have been found first")
        }
    }

    @Test("the report matches its golden and is the same for one job or two", arguments: knownBugs.map(\.trace))
    func golden(name: String) throws {
        let path = "Traces/explore/\(name).trace"
        let one = try pivot(["explore", path, "--jobs", "1"])
        let two = try pivot(["explore", path, "--jobs", "2"])
        #expect(one.out == two.out)
        let goldenURL = Corpus.root.appendingPathComponent("Traces/explore/\(name).explored")
        let recording = ProcessInfo.processInfo.environment["PIVOT_RECORD"] == "1" && ProcessInfo.processInfo.environment["CI"] == nil
        if recording { try Data(one.out.utf8).write(to: goldenURL) }
        let golden = try #require(try? String(contentsOf: goldenURL, encoding: .utf8),
                                  "no golden at \(goldenURL.lastPathComponent); run PIVOT_RECORD=1 swift test --filter ExploreCommandTests")
        #expect(one.out == golden)
    }

    @Test("the overlay's default mask is what blocks upside down: an overlay controller that answers all holds (SPEC O5, A5)")
    func overlayDefaultMask() throws {
        let source = try String(contentsOf: Corpus.root.appendingPathComponent("Traces/explore/overlay-default-mask-blocks-upside-down.trace"),
                                encoding: .utf8)
        let fixed = try pivot(["explore", "-"], input: source.replacingOccurrences(of: "controller pickervc\n", with: "controller pickervc supports=all\n"))
        #expect(fixed.status == 0 && fixed.out.contains("ok follows-interface main: holds in every state explored"), "\(fixed.out)")
    }

    @Test("the overlay breaks the portrait app only through its observer: without the on … do line the property holds in every reachable state (SPEC A5, N1, S3)")
    func reactionIsNeeded() throws {
        let source = try String(contentsOf: Corpus.root.appendingPathComponent("Traces/explore/reaction-reassigns-root.trace"), encoding: .utf8)
        let line = "on UIApplicationDidChangeStatusBarFrameNotification do relayout\n"
        #expect(source.contains(line))
        let without = try pivot(["explore", "-", "--depth", "10"], input: source.replacingOccurrences(of: line, with: ""))
        #expect(without.status == 0, "\(without.out)")
        #expect(without.out.contains("the whole reachable space") && without.out.contains("ok follows-interface main: holds in every state explored"))
    }

    @Test("-o writes the set-up's info-plist path relative to the output folder, so the counterexample replays there")
    func infoPlistBesideOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-plist-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Corpus.root.appendingPathComponent("Traces/infoplist/PhoneApp/Info.plist"),
                                         to: app.appendingPathComponent("Info.plist"))
        let source = try String(contentsOf: Corpus.root.appendingPathComponent("Traces/explore/hidden-window-takeover-ios8.trace"), encoding: .utf8)
        try Data(source.replacingOccurrences(of: "plist allButUpsideDown\n", with: "info-plist Info.plist\n").utf8)
            .write(to: app.appendingPathComponent("app.trace"))
        let run = try pivot(["explore", app.appendingPathComponent("app.trace").path, "-o", app.appendingPathComponent("found/deep").path])
        #expect(run.status == 1)
        #expect(run.out.contains("    info-plist Info.plist\n"), "the report keeps the path as the explored file writes it")
        let written = app.appendingPathComponent("found/deep/follows-interface-main.trace")
        let text = try String(contentsOf: written, encoding: .utf8)
        #expect(text.contains("\ninfo-plist ../../Info.plist\n"), "\(text)")
        let replay = Replay.run(try TraceParser.parse(text, file: written.path), file: written.path)
        #expect(replay.summary.failures.isEmpty && replay.summary.expectations >= 2, "\(replay.summary.failures)")
    }

    @Test("shards run as separate processes and merged give the single search's counterexamples")
    func shardsMerge() throws {
        let path = "Traces/explore/dismissal-secondary-window-ios9.trace"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-shards-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [String] = []
        for i in 0..<3 {
            let shard = try pivot(["explore", path, "--format", "json", "--shard", "\(i)/3"])
            #expect(shard.status <= 1)
            let file = folder.appendingPathComponent("shard\(i).json")
            try Data(shard.out.utf8).write(to: file)
            results.append(file.path)
        }
        let merged = try pivot(["explore", "merge", "--format", "json"] + results)
        let single = try pivot(["explore", path, "--format", "json"])
        #expect(merged.status == single.status)
        let mergedFound = try Self.violations(merged.out), singleFound = try Self.violations(single.out)
        #expect(mergedFound.keys.sorted() == singleFound.keys.sorted())
        for (name, found) in singleFound {
            #expect(mergedFound[name]?.length == found.length && mergedFound[name]?.trace == found.trace)
        }
    }

    @Test("a report prints the set-up its counterexamples share once; each ends with the engine's why")
    func sharedSetupAndWhy() throws {
        let source = try String(contentsOf: Corpus.root.appendingPathComponent("Traces/explore/hidden-window-takeover-ios8.trace"), encoding: .utf8)
        let run = try pivot(["explore", "-"], input: source + "explore check statusbar-follows-key\n")
        #expect(run.status == 1)
        #expect(run.out.components(separatedBy: "    controller alertvc supports=portrait\n").count == 2, "the set-up once")
        #expect(run.out.components(separatedBy: "    … the set-up above, then:\n").count == 3)
        #expect(run.out.contains("    # why the interface is portrait: it follows alertwin"))
        // JSON keeps each counterexample whole, and it replays.
        let json = try Self.violations(try pivot(["explore", "-", "--format", "json"], input: source + "explore check statusbar-follows-key\n").out)
        let text = try #require(json["statusbar-follows-key"]?.trace)
        #expect(text.contains("controller alertvc supports=portrait\n") && text.contains("# why "))
        #expect(Replay.run(try TraceParser.parse(text, file: "found.trace"), file: "found.trace").summary.failures.isEmpty)
    }

    @Test("random walks find the bug and say how far they shrank it")
    func randomMode() throws {
        let run = try pivot(["explore", "Traces/explore/hidden-window-takeover-ios8.trace", "--mode", "random", "--walks", "40", "--seed", "3"])
        #expect(run.status == 1)
        #expect(run.out.contains("random walks of up to 6 events (seed 3)"))
        #expect(run.out.contains("violated follows-interface main: 2 events"))
    }

    @Test("-o writes one trace per violated property; a trace without explore lines is an error")
    func outputsAndErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-found-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try pivot(["explore", "Traces/explore/sideways-hud-ios7.trace", "-o", folder.path])
        #expect(run.status == 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written == ["upright-hud.trace"])
        let page = folder.appendingPathComponent("found.html")
        let drawn = try pivot(["explore", "Traces/explore/sideways-hud-ios7.trace", "--html", page.path])
        #expect(drawn.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("upright-hud.trace") && html.contains("<svg"))
        let plain = try pivot(["explore", "Traces/seeds/forced-landscape-by-modal.trace"])
        #expect(plain.status == 2 && plain.err.contains("nothing to explore"))
        let bad = try pivot(["explore", "-"], input: "device iPhone8\nexplore check upright nothing\n")
        #expect(bad.status == 2 && bad.err.contains("<stdin>:2:23: error: undeclared view 'nothing'"))
        let option = try pivot(["explore", "Traces/explore/sideways-hud-ios7.trace", "--shard", "3/2"])
        #expect(option.status == 2 && option.err.contains("--shard takes I/N"))
    }
}
