// `pivot explore`: search every sequence of the trace's `explore event`s within the bounds and
// hand back, per violated property, the shortest sequence as a ready-to-run trace.
// `pivot explore merge` joins the JSON results of shards. Standard output is the same bytes for
// the same input and seed, whatever the number of jobs; timing goes to standard error.

import Foundation
import Pivot
import PivotCommandLine
import PivotTrace

enum ExploreCommand {
    /// The search's options, and where the results go.
    struct Options {
        var file = ""
        var search = ExploreOptions()
        var format = ResultFormat.text
        var directory: String? = nil
        var html: String? = nil
        /// `--host LABEL`: one host of a sweep.
        var host: String? = nil
        /// `--hosts TEXT`: the hosts of a sweep whose label has TEXT.
        var matching: String? = nil
    }

    static func run(_ args: [String]) -> Int32 {
        if CLI.wantsHelp(args, command: "explore") { return 0 }
        if args.first == "merge" { return ExploreMergeCommand.run(Array(args.dropFirst())) }
        guard let options = parse(args) else { return 2 }
        if RenderCommand.clash(output: options.html, inputs: [options.file], command: "explore") { return 2 }
        guard let (trace, source) = CLI.load(options.file, command: "explore", format: options.format) else { return 2 }
        let file = LoadedTrace.displayName(options.file)
        let exploration: Exploration
        do {
            exploration = try Exploration(trace: trace, source: source, file: file)
        } catch {
            return CLI.refuse(options.file, diagnostics: ["\(file): error: \(error.message)"], command: "explore", format: options.format)
        }
        if exploration.isSweep { return sweep(exploration, options: options) }
        if options.host != nil || options.matching != nil {
            printError("pivot explore: --host picks a host of a sweep, and \(file) has no 'explore host' or 'explore hosts' line")
            return 2
        }
        let start = exploration.start()
        for failure in start.failures { printError("\(failure.description) (in the set-up)") }
        let model: ExploreModel
        switch exploration.model(start: start.world, depth: options.search.depth) {
        case .success(let m): model = m
        case .failure(let error):
            return CLI.refuse(options.file, diagnostics: ["\(file): error: \(error.message)"], command: "explore", format: options.format)
        }
        let clock = ContinuousClock()
        let began = clock.now
        var lastProgress = began
        let outcome = exploration.search(model, options: options.search) { p in
            let now = clock.now
            guard now - began > .seconds(1), now - lastProgress > .milliseconds(500) else { return }
            lastProgress = now
            let seconds = Double((now - began).components.seconds) + Double((now - began).components.attoseconds) / 1e18
            printError("explore: \(p.states) states, depth \(p.depth), \(Int(Double(p.states) / seconds)) states/s")
        }
        let elapsed = clock.now - began
        CLI.print(outcome, as: options.format)
        printError(String(format: "explore: %.3f s", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        if let directory = options.directory,
           let status = writeTraces(outcome, to: directory, infoPlist: trace.header.infoPlist?.path, input: options.file) {
            return status
        }
        if let html = options.html, !RenderCommand.write(outcome.htmlPage(), to: html, command: "explore") { return CLI.cannotWrite }
        return outcome.violated ? 1 : 0
    }

    /// A host sweep: breadth-first over whole hosts, a table of hosts × properties.
    static func sweep(_ exploration: Exploration, options: Options) -> Int32 {
        guard case .breadthFirst(let shard) = options.search.search else {
            printError("pivot explore: a host sweep is breadth-first over whole hosts: --mode random does not apply")
            return 2
        }
        let sweep: SweepOutcome
        do {
            // A shard of a sweep is a share of its hosts, each searched whole.
            sweep = try exploration.sweep(depth: options.search.depth, jobs: options.search.jobs,
                                          selection: SweepSelection(host: options.host, matching: options.matching, shard: shard))
        } catch {
            return CLI.refuse(options.file, diagnostics: ["\(exploration.file): error: \(error.message)"], command: "explore",
                              format: options.format)
        }
        CLI.print(sweep, as: options.format)
        if let directory = options.directory, let status = writeTraces(sweep.shortestOutcome, to: directory,
                                                                       infoPlist: exploration.spec.setup.header.infoPlist?.path, input: options.file) {
            return status
        }
        if let html = options.html, !RenderCommand.write(sweep.htmlPage(), to: html, command: "explore") { return CLI.cannotWrite }
        if let reason = sweep.nothingExplored {
            // A shard's JSON is its part of a merge, which says so if the whole explored nothing.
            if options.format == .json && sweep.shard != nil {
                printError("\(exploration.file): warning: \(reason)")
                return 0
            }
            printError("\(exploration.file): error: \(reason)")
            return 2
        }
        return sweep.violated ? 1 : 0
    }

    /// `-o DIR`: one `PROPERTY.trace` per violated property.
    /// nil when every file was written; else the exit status: 2 where a counterexample would
    /// be written over the explored trace (`explore upright-hud.trace -o .`), before any file is,
    /// 3 where one cannot be written.
    static func writeTraces(_ outcome: ExploreOutcome, to directory: String, infoPlist: String?, input: String) -> Int32? {
        guard RenderCommand.makeFolder(directory, command: "explore") else { return CLI.cannotWrite }
        let files = outcome.counterexampleFiles(inFolder: directory, infoPlist: infoPlist)
            .map { (path: (directory as NSString).appendingPathComponent($0.name), text: $0.text) }
        for file in files where RenderCommand.clash(output: file.path, inputs: [input], command: "explore") { return 2 }
        for file in files where !RenderCommand.write(file.text, to: file.path, command: "explore") { return CLI.cannotWrite }
        return nil
    }

    static func parse(_ args: [String]) -> Options? {
        var options = Options()
        var random = false, seed: UInt64 = 1, walks = 1000, shard: Shard? = nil
        var randomOnly: [String] = []
        var files: [String] = []
        let valued = ["--depth", "--mode", "--seed", "--walks", "--jobs", "--shard", "--format", "-o", "--html", "--host", "--hosts"]
        var reader = ArgumentReader(args, options: valued.map { .value($0) })
        while let item = reader.next() {
            switch item {
            case .value(let name, nil): return bad("\(name) needs a value")
            case .value("--depth", let v?):
                guard let n = Int(v), n >= 1, n <= 1000 else { return bad("--depth takes a whole number from 1 to 1000") }
                options.search.depth = n
            case .value("--mode", let v?):
                guard v == "bfs" || v == "random" else { return bad("--mode takes bfs or random") }
                random = v == "random"
            case .value("--seed", let v?):
                guard let n = UInt64(v) else { return bad("--seed takes a whole number") }
                seed = n
                randomOnly.append("--seed")
            case .value("--walks", let v?):
                guard let n = Int(v), n >= 1, n <= 1_000_000_000 else { return bad("--walks takes a whole number from 1 to 1,000,000,000") }
                walks = n
                randomOnly.append("--walks")
            case .value("--jobs", let v?):
                guard let n = Int(v), n >= 1, n <= 256 else { return bad("--jobs takes a whole number from 1 to 256") }
                options.search.jobs = n
            case .value("--shard", let v?):
                let parts = v.split(separator: "/")
                guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 0, i < n else {
                    return bad("--shard takes I/N with 0 ≤ I < N, e.g. 0/4")
                }
                shard = Shard(index: i, count: n)
            case .value("--format", let v?):
                guard let format = ResultFormat(rawValue: v) else { return bad("--format takes text, json or junit") }
                options.format = format
            case .value("-o", let v?):
                guard !v.isEmpty else { return bad("error: -o needs a folder to write the counterexamples to") }
                options.directory = v
            case .value("--host", let v?): options.host = v
            case .value("--hosts", let v?): options.matching = v
            case .value(_, let v?):
                guard !v.isEmpty else { return bad("error: --html needs a file to write the page to") }
                options.html = v
            case .unknown(let arg):
                printError(CLI.unknownOption(arg, command: "explore"))
                return nil
            case .positional(let arg): files.append(arg)
            case .flag: break
            }
        }
        guard files.count == 1 else {
            return bad(files.isEmpty ? "no trace given" : "one trace at a time (given \(files.count))")
        }
        if random && shard != nil { return bad("--shard applies to breadth-first search only") }
        if random && options.host != nil { return bad("--host picks a host of a sweep, which is breadth-first") }
        if random && options.matching != nil { return bad("--hosts picks hosts of a sweep, which is breadth-first") }
        // Given without --mode random they would change nothing: refused rather than ignored.
        if !random, let option = randomOnly.first { return bad("\(option) applies to --mode random only") }
        options.search.search = random ? .randomWalks(seed: seed, walks: walks) : .breadthFirst(shard: shard)
        options.file = files[0]
        return options
    }

    static func bad(_ message: String) -> Options? {
        printError("pivot explore: \(message)\nRun 'pivot help explore' for its options.")
        return nil
    }
}
