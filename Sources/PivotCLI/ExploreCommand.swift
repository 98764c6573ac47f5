// `pivot explore`: search every sequence of the trace's `explore event`s within the bounds and
// hand back, per violated property, the shortest sequence as a ready-to-run trace.
// `pivot explore merge` joins the JSON results of shards. Standard output is the same bytes for
// the same input and seed, whatever the number of jobs; timing goes to standard error.

import Foundation
import Pivot
import PivotTrace

enum ExploreCommand {
    struct Options {
        var file = ""
        var depth: Int? = nil
        var random = false
        var seed: UInt64 = 1
        var walks = 1000
        var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var shard: Shard? = nil
        var json = false
        var junit = false
        var directory: String? = nil
        var html: String? = nil
    }

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "explore") { return 0 }
        if args.first == "merge" { return ExploreMerge.run(Array(args.dropFirst())) }
        guard let options = parse(args) else { return 2 }
        guard let (trace, source) = ReplayCommand.loadWithSource(options.file) else { return 2 }
        let file = ReplayCommand.displayName(options.file)
        let spec = ExploreSpec(trace)
        let comments = leadingComments(source)
        guard !spec.actions.isEmpty, !spec.checks.isEmpty else {
            printError("\(file): error: nothing to explore: add `explore event EVENT` and `explore check PROPERTY` lines "
                       + "(pivot help explore)")
            return 2
        }
        if !spec.hosts.isEmpty { return ExploreSweep.run(file: file, spec: spec, leadingComments: comments, options: options) }
        let start = spec.start(file: file)
        for failure in start.failures { printError("\(failure.description) (in the set-up)") }
        let model: ExploreModel
        switch spec.model(start: start.world, depth: options.depth) {
        case .success(let m): model = m
        case .failure(let error):
            printError("\(file): error: \(error.message)")
            return 2
        }
        let clock = ContinuousClock()
        let began = clock.now
        var lastProgress = began
        let report: ExploreReport
        if options.random {
            report = model.randomWalks(seed: options.seed, walks: options.walks, jobs: options.jobs)
        } else {
            report = model.breadthFirst(jobs: options.jobs, shard: options.shard) { p in
                let now = clock.now
                guard now - began > .seconds(1), now - lastProgress > .milliseconds(500) else { return }
                lastProgress = now
                let seconds = Double((now - began).components.seconds) + Double((now - began).components.attoseconds) / 1e18
                printError("explore: \(p.states) states, depth \(p.depth), \(Int(Double(p.states) / seconds)) states/s")
            }
        }
        let elapsed = clock.now - began
        var result = ExploreResult(file: file, digest: ExploreOutcome.digest(of: trace), spec: spec, model: model,
                                   report: report, options: options)
        result.outcome.annotateTraces(leadingComments: comments)
        var out = Output()
        out.write(options.junit ? JUnitOutput.explore(result.outcome).xml()
                  : options.json ? result.json() : VisibleText.escaped(result.text()))
        out.flush()
        printError(String(format: "explore: %.3f s", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        if let directory = options.directory, !result.writeTraces(to: directory, infoPlist: trace.header.infoPlist?.path) { return CLI.cannotWrite }
        if let html = options.html, !result.writeHTML(to: html) { return CLI.cannotWrite }
        return report.counterexamples.isEmpty ? 0 : 1
    }

    /// The comment lines that open the file (after `pivot-trace 1`): what the app and the
    /// library are, which a counterexample keeps.
    static func leadingComments(_ source: [UInt8]) -> [String] {
        var lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.first?.hasPrefix("pivot-trace") == true { lines.removeFirst() }
        return Array(lines.prefix { $0.hasPrefix("#") })
    }

    static func parse(_ args: [String]) -> Options? {
        var options = Options()
        var files: [String] = []
        var index = 0
        func value(_ name: String) -> String? {
            index += 1
            guard index < args.count else {
                printError("pivot explore: \(name) needs a value\nRun 'pivot help explore' for its options.")
                return nil
            }
            return args[index]
        }
        while index < args.count {
            let arg = args[index]
            switch arg {
            case "--depth":
                guard let v = value(arg) else { return nil }
                guard let n = Int(v), n >= 1, n <= 1000 else { return bad("--depth takes a whole number from 1 to 1000") }
                options.depth = n
            case "--mode":
                guard let v = value(arg) else { return nil }
                guard v == "bfs" || v == "random" else { return bad("--mode takes bfs or random") }
                options.random = v == "random"
            case "--seed":
                guard let v = value(arg) else { return nil }
                guard let n = UInt64(v) else { return bad("--seed takes a whole number") }
                options.seed = n
            case "--walks":
                guard let v = value(arg) else { return nil }
                guard let n = Int(v), n >= 1, n <= 1_000_000_000 else { return bad("--walks takes a whole number from 1 to 1,000,000,000") }
                options.walks = n
            case "--jobs":
                guard let v = value(arg) else { return nil }
                guard let n = Int(v), n >= 1, n <= 256 else { return bad("--jobs takes a whole number from 1 to 256") }
                options.jobs = n
            case "--shard":
                guard let v = value(arg) else { return nil }
                let parts = v.split(separator: "/")
                guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 0, i < n else {
                    return bad("--shard takes I/N with 0 ≤ I < N, e.g. 0/4")
                }
                options.shard = Shard(index: i, count: n)
            case "--format":
                guard let v = value(arg) else { return nil }
                guard ["text", "json", "junit"].contains(v) else { return bad("--format takes text, json or junit") }
                options.json = v == "json"
                options.junit = v == "junit"
            case "-o":
                guard let v = value(arg) else { return nil }
                options.directory = v
            case "--html":
                guard let v = value(arg) else { return nil }
                options.html = v
            default:
                if arg.hasPrefix("-") && arg != "-" {
                    printError(CLI.unknownOption(arg, command: "explore"))
                    return nil
                }
                files.append(arg)
            }
            index += 1
        }
        guard files.count == 1 else {
            return bad(files.isEmpty ? "no trace given" : "one trace at a time (given \(files.count))")
        }
        if options.random && options.shard != nil { return bad("--shard applies to breadth-first search only") }
        options.file = files[0]
        return options
    }

    static func bad(_ message: String) -> Options? {
        printError("pivot explore: \(message)\nRun 'pivot help explore' for its options.")
        return nil
    }
}
